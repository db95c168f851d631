/**
 * The site's languages (docs/decisions/0031-languages-by-path.md): English at the root, every other
 * language under its own path prefix. The language comes from the path only, never from
 * Accept-Language or a cookie: crawlers send neither, and an ad's URL must land where it points.
 * A third language is one entry here plus its catalogue (src/shared/i18n/messages/).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags: Intl formatting (dates, numbers, ₹ with Indian grouping) and hreflang. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
/** Open Graph's `og:locale`. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };
/** The language's own name, as its speakers write it (the language switch). */
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

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
