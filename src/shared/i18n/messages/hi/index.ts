/** The Hindi catalogue: the same keys as English (src/shared/i18n/messages/en/index.ts), written in Hindi. */
import type { Messages } from '../en';
import { common } from './common';
import { whatsapp } from './whatsapp';

export const hi = { ...common, ...whatsapp } satisfies Messages;
