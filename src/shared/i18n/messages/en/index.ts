/**
 * The English catalogue: every interface text of the public site, in ICU MessageFormat, one file
 * per area. English is the source: keys and texts here are the product's own (docs/product.md);
 * every other language's catalogue has exactly these keys (src/shared/i18n/messages/hi/index.ts).
 */
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

export const en = {
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
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
