/** The Hindi catalogue: the same keys as English (src/shared/i18n/messages/en/index.ts), written in Hindi. */
import type { Messages } from '../en';
import { common } from './common';
import { slots } from './slots';

export const hi = { ...common, ...slots } satisfies Messages;
