import { DEFAULT_LOCALE, localePath, type Locale } from './i18n/locales';

/**
 * The 'Book now' contract between pages and the callback modal: a link that works without
 * JavaScript (the /contact form, prefilled from the query) and that the modal island intercepts
 * to open itself prefilled. Outside home the modal loads only when such a link (`a[data-book]`)
 * is first reached for (hydrate="intent" in Document.tsx), and then opens as that click asked.
 * `city` is a city name as written in content (e.g. an ad's location); `locale` the page's language
 * (the no-JavaScript fallback is that language's /contact).
 */
export function bookingLink(service: string, city?: string, locale: Locale = DEFAULT_LOCALE) {
  const query = new URLSearchParams({ service, ...(city ? { city } : {}) });
  return {
    href: localePath(locale, `/contact?${query}#callback`),
    'data-book': '',
    'data-service': service,
    ...(city ? { 'data-city': city } : {}),
  };
}
