import type { SeoPage } from '../../../shared/site';
import type { SitemapData } from '../../content';
import { absoluteUrl } from '../../render/meta';

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
}

/** Every public page: static routes, then one URL per published document with a slug. */
export function sitemapUrls(data: SitemapData | null | undefined, siteUrl: string): SitemapUrl[] {
  const latest = data?.latest ?? {};
  const seo = new Map((data?.seo ?? []).filter((s) => s?.pageName).map((s) => [s.pageName!, s._updatedAt]));
  const urls = new Map<string, string | null>();
  const add = (path: string, mod: string | null) => {
    const loc = absoluteUrl(siteUrl, path);
    const prev = urls.get(loc);
    urls.set(loc, prev && mod ? lastmod(prev, mod) : (prev ?? mod));
  };
  for (const page of STATIC_PAGES)
    add(page.path, lastmod(...page.types.map((t) => latest[t]), page.seo ? seo.get(page.seo) : null));
  for (const doc of data?.docs ?? []) {
    const route = doc && DOC_ROUTES[doc._type];
    const slug = typeof doc?.slug === 'string' ? doc.slug.trim() : '';
    if (!route || !slug) continue;
    add(route(encodeURIComponent(slug)), lastmod(doc._updatedAt));
  }
  return [...urls].map(([loc, mod]) => ({ loc, lastmod: mod }));
}

export function sitemapXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
    `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
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
