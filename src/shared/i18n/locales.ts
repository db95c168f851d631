import { LANGUAGE_TABLE } from './language-table.ts';

/**
 * The site's languages (docs/decisions/0031-languages-by-path.md): English at the root, every other
 * language under its own path prefix. The language comes from the path only, never from
 * Accept-Language or a cookie: crawlers send neither, and an ad's URL must land where it points.
 * Everything here is derived from the one table of languages (src/shared/i18n/language-table.ts): a
 * third language is a row there plus its catalogue (docs/developers.md#adding-a-language).
 */
type Table = typeof LANGUAGE_TABLE;
type Codes<T> = { readonly [K in keyof T]: T[K] extends { code: infer C } ? C : never };

export const LOCALES = LANGUAGE_TABLE.map((l) => l.code) as unknown as Codes<Table>;
export type Locale = Table[number]['code'];
/** The first row: served at the root, every page's x-default, the language of a document without one. */
export const DEFAULT_LOCALE: Locale = LANGUAGE_TABLE[0].code;

const byLocale = (field: 'tag' | 'og' | 'name' | 'english') =>
  Object.fromEntries(LANGUAGE_TABLE.map((l) => [l.code, l[field]])) as Record<Locale, string>;

/** BCP 47 tags: Intl formatting (dates, numbers, ₹ with Indian grouping) and hreflang. */
export const LOCALE_TAG = /* @__PURE__ */ byLocale('tag');
/** Open Graph's `og:locale`. */
export const OG_LOCALE = /* @__PURE__ */ byLocale('og');
/** The language's own name, as its speakers write it (the language switch). */
export const LOCALE_NAME = /* @__PURE__ */ byLocale('name');
/** The language's name in English (the inbox, src/shared/i18n/lead-language.ts). */
export const LOCALE_ENGLISH_NAME = /* @__PURE__ */ byLocale('english');

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The language of a request path and the path without its prefix: `/hi/faqs` → hi, `/faqs`. */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A site path in `locale`: `/faqs` → `/hi/faqs`; `/` → `/hi`. Absolute URLs and anchors pass through. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
