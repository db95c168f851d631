/**
 * Readers for what a page says about its language (docs/decisions/0031-languages-by-path.md):
 * <html lang>, canonical, hreflang alternates, the header's language switch. Used by the language
 * tests at every level.
 */
import { attr } from './html';

/** `/faqs` in Hindi: `/hi/faqs`; `/`: `/hi` (as src/shared/i18n/locales.ts localePath). */
export const hiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

export const htmlLang = (html: string) => html.match(/<html[^>]*\blang="([^"]*)"/)?.[1];

export const canonicalOf = (html: string) => attr(html, /<link rel="canonical"[^>]*>/, 'href');

/** hreflang → href of every `<link rel="alternate" hreflang>` in the head. */
export function alternates(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/gi)].map((m) => [m[1]!, m[2]!]),
  );
}

/** The header's language switch: each link's href and lang. */
export function switchLinks(html: string): Array<{ href: string; lang: string }> {
  const block = html.match(/<div class="lang-switch">([\s\S]*?)<\/div>/)?.[1] ?? '';
  return [...block.matchAll(/<a [^>]*>/g)].map((m) => ({
    href: attr(m[0], /<a [^>]*>/, 'href') ?? '',
    lang: attr(m[0], /<a [^>]*>/, 'lang') ?? '',
  }));
}
