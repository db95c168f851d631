/**
 * Every language's catalogue, for the worker (server rendering, metadata, notices). Not for the
 * client bundle: a page's JavaScript carries its own language's messages only.
 */
import type { Locale } from './locales';
import { en, type Messages } from './messages/en';
import { hi } from './messages/hi';
import { translator, type Translate } from './translate';

export const CATALOGUES: Record<Locale, Messages> = { en, hi };

const translators = new Map<Locale, Translate>();
/** The language's translator, made once per isolate. */
export function translate(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = translator(locale, CATALOGUES[locale]);
    translators.set(locale, t);
  }
  return t;
}
