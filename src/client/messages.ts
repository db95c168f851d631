import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/i18n/locales';
import type { Messages } from '../shared/i18n/messages/en';

/**
 * The page's language, as the server wrote it on <html lang> ('en', 'hi', or a tag such as 'en-IN'),
 * and its catalogue: one chunk per language, so a Hindi page's JavaScript carries no English message
 * and an English page's no Hindi one (docs/decisions/0033-interface-texts-from-the-catalogue.md).
 */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang.split('-')[0]?.toLowerCase();
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Each language's catalogue folder (`messages/<code>/index.ts` exports `<code>`), a chunk of its own. */
const CATALOGUES = import.meta.glob<Record<string, Messages>>('./*/index.ts', { base: '../shared/i18n/messages' });

let loading: Promise<Messages> | undefined;
/** The page's catalogue, fetched once, beside React, when the first island hydrates. */
export const pageMessages = (locale: Locale): Promise<Messages> =>
  (loading ??= CATALOGUES[`./${locale}/index.ts`]!().then((m) => m[locale]!));
