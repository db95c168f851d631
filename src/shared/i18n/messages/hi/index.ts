/** The Hindi catalogue: the same keys as English (src/shared/i18n/messages/en/index.ts), written in Hindi. */
import type { Messages } from '../en';
import { api } from './api';
import { chrome } from './chrome';
import { common } from './common';
import { forms } from './forms';
import { ui } from './ui';

export const hi = {
  ...common,
  ...chrome,
  ...forms,
  ...api,
  ...ui,
} satisfies Messages;
