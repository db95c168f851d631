/** The Hindi catalogue: the same keys as English (src/shared/i18n/messages/en/index.ts), written in Hindi. */
import type { Messages } from '../en';
import { api } from './api';
import { availability } from './availability';
import { business } from './business';
import { chrome } from './chrome';
import { common } from './common';
import { detail } from './detail';
import { forms } from './forms';
import { info } from './info';
import { pages } from './pages';
import { seo } from './seo';
import { slots } from './slots';
import { ui } from './ui';
import { whatsapp } from './whatsapp';

export const hi = {
  ...common,
  ...chrome,
  ...forms,
  ...api,
  ...ui,
  ...pages,
  ...seo,
  ...slots,
  ...whatsapp,
  ...info,
  ...detail,
  ...availability,
  ...business,
} satisfies Messages;
