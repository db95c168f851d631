/**
 * Every language's catalogue, for the worker (server rendering, metadata, notices). Not for the
 * client bundle: a page's JavaScript carries its own language's messages only.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { CATALOGUE_FOLDERS } from './messages';
import type { Messages } from './messages/en';
import { translator, type Translate } from './translate';

/**
 * A language's messages, complete: a key its folder lacks (a language still being translated) reads
 * in English, as the client's chunk has it (vite.config.ts precompiledMessages); English and Hindi
 * have every key (`satisfies Messages` in their index.ts), so theirs are their folders as they are.
 */
export function complete(locale: Locale): Messages {
  const own = CATALOGUE_FOLDERS[locale];
  if (!own) throw new Error(`no catalogue for language "${locale}": src/shared/i18n/messages/${locale}/`);
  const base = CATALOGUE_FOLDERS[DEFAULT_LOCALE] as Messages;
  const missing = Object.keys(base).filter((key) => !(key in own));
  if (!missing.length) return own as Messages;
  return { ...own, ...Object.fromEntries(missing.map((key) => [key, base[key as keyof Messages]])) } as Messages;
}

export const CATALOGUES = Object.fromEntries(LOCALES.map((l) => [l, complete(l)])) as Record<Locale, Messages>;

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
