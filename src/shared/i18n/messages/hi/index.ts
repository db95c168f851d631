/** The Hindi catalogue: the same keys as English (src/shared/i18n/messages/en/index.ts), written in Hindi. */
import type { Messages } from '../en';
import { common } from './common';
import { routes } from './routes';
import { seo } from './seo';
import { slots } from './slots';
import { whatsapp } from './whatsapp';

export const hi = { ...common, ...routes, ...seo, ...slots, ...whatsapp } satisfies Messages;
