import type { SeoPage } from '../../../shared/site';
import type { SitemapData } from '../../content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { absoluteUrl, docLanguages, pageUrls } from '../../render/meta';

/**
 * The static routes of the route table (docs/product.md#routes) and what their lastmod follows: the newest
 * `_updatedAt` of the document types the page shows, and of its seo record.
 */
export const STATIC_PAGES: Array<{ path: string; types: string[]; seo?: SeoPage }> = [
  {
    path: '/',
    types: ['heroCarousel', 'about', 'testimonial', 'certificate', 'photographer', 'portfolio', 'service', 'post'],
    seo: 'home',
  },
  { path: '/services', types: ['service'], seo: 'services' },
  { path: '/packages', types: ['package'], seo: 'packages' },
  { path: '/portfolios', types: ['portfolio'], seo: 'portfolios' },
  { path: '/photographers', types: ['photographer'], seo: 'photographers' },
  { path: '/blogs', types: ['post'], seo: 'blogs' },
  { path: '/contact', types: [], seo: 'contact' },
  { path: '/faqs', types: ['faq'], seo: 'faqs' },
  { path: '/about', types: ['about', 'certificate'], seo: 'about' },
  { path: '/become-partner', types: [], seo: 'partner' },
  { path: '/become-photographer', types: [] },
  { path: '/terms-and-conditions', types: ['termsAndConditions'], seo: 'terms' },
  { path: '/privacy-policy', types: ['privacyPolicy'], seo: 'privacy' },
  { path: '/cancellation-policy', types: ['cancellationPolicy'], seo: 'cancellation' },
];

/** Document type → the public page of one document. */
export const DOC_ROUTES: Record<string, (slug: string) => string> = {
  service: (s) => `/services/${s}`,
  portfolio: (s) => `/portfolio/${s}`,
  photographer: (s) => `/photographer/${s}`,
  city: (s) => `/city/${s}`,
  post: (s) => `/blogs/${s}`,
  targetedAd: (s) => `/place/${s}`,
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);

/** A W3C datetime for <lastmod>, or null for a missing or invalid date. */
function lastmod(...values: Array<string | null | undefined>): string | null {
  let newest: number | null = null;
  for (const v of values) {
    const t = typeof v === 'string' ? Date.parse(v) : NaN;
    if (!Number.isNaN(t) && (newest === null || t > newest)) newest = t;
  }
  return newest === null ? null : new Date(newest).toISOString().replace('.000Z', 'Z');
}

export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  /** The page in every language, with x-default (docs/decisions/0031-languages-by-path.md); none: one language. */
  alternates?: Array<{ hreflang: string; href: string }>;
}

/**
 * Every public page in every language it exists in: static routes in all of them, then one path per
 * published document with a slug, in the languages of its translations (an untranslated document:
 * its English URL only; its /hi/ page points its canonical there). A page in more than one language
 * carries its alternates, as its <head> does.
 */
export function sitemapUrls(data: SitemapData | null | undefined, siteUrl: string): SitemapUrl[] {
  const latest = data?.latest ?? {};
  const seo = new Map((data?.seo ?? []).filter((s) => s?.pageName).map((s) => [s.pageName!, s._updatedAt]));
  const pages = new Map<string, { mod: string | null; languages: Set<Locale> }>();
  const add = (path: string, mod: string | null, languages: readonly Locale[]) => {
    const prev = pages.get(path);
    if (!prev) return void pages.set(path, { mod, languages: new Set([DEFAULT_LOCALE, ...languages]) });
    prev.mod = prev.mod && mod ? lastmod(prev.mod, mod) : (prev.mod ?? mod);
    for (const l of languages) prev.languages.add(l);
  };
  for (const page of STATIC_PAGES)
    add(page.path, lastmod(...page.types.map((t) => latest[t]), page.seo ? seo.get(page.seo) : null), LOCALES);
  for (const doc of data?.docs ?? []) {
    const route = doc && DOC_ROUTES[doc._type];
    const slug = typeof doc?.slug === 'string' ? doc.slug.trim() : '';
    if (!route || !slug) continue;
    // A document's entry, or one entry per translation: the languages of all of them (docLanguages).
    add(route(encodeURIComponent(slug)), lastmod(doc._updatedAt), docLanguages(doc));
  }
  return [...pages].flatMap(([path, { mod, languages }]) => {
    const langs = LOCALES.filter((l) => languages.has(l));
    return langs.map((l) => {
      const { canonical, alternates } = pageUrls(siteUrl, path, l, langs);
      return { loc: canonical, lastmod: mod, ...(alternates.length ? { alternates } : {}) };
    });
  });
}

export function sitemapXml(urls: SitemapUrl[]): string {
  const link = (a: { hreflang: string; href: string }) =>
    `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`;
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}` +
        `${(u.alternates ?? []).map(link).join('')}</url>`,
    )
    .join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
    `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${body}\n</urlset>\n`
  );
}

/**
 * Everything may be crawled but the editors' Studio, the lead inbox and the chat redirect /go/ (all
 * also answer X-Robots-Tag: noindex).
 */
export function robotsTxt(siteUrl: string): string {
  return (
    `User-agent: *\nAllow: /\nDisallow: /studio\nDisallow: /admin\nDisallow: /go/\n\nSitemap: ` +
    `${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
  );
}
