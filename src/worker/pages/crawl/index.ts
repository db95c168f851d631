import { Hono } from 'hono';
import { Q, type SitemapData } from '../../content';
import type { AppEnv } from '../../app-env';
import { robotsTxt, sitemapUrls, sitemapXml } from './sitemap';

/** What crawlers read besides pages: /sitemap.xml and /robots.txt (docs/product.md#structured-data). */
export const crawl = new Hono<AppEnv>();

// Content is at most ~60 s stale at the edge; crawlers re-read these hourly at most.
const SITEMAP_CACHE = 'public, max-age=600, stale-while-revalidate=3600';
const ROBOTS_CACHE = 'public, max-age=86400';

crawl.get('/sitemap.xml', async (c) => {
  let data: SitemapData | null;
  try {
    data = await c.get('content').query<SitemapData | null>(Q.SITEMAP);
  } catch (error) {
    // No fresh or last-good copy: tell crawlers to come back rather than serve a partial sitemap.
    console.error('sitemap query failed:', error instanceof Error ? error.message : error);
    return c.text('Sitemap temporarily unavailable', 503, { 'Retry-After': '120', 'Cache-Control': 'no-store' });
  }
  const xml = sitemapXml(sitemapUrls(data, c.get('config').siteUrl));
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE });
});

crawl.get('/robots.txt', (c) => c.text(robotsTxt(c.get('config').siteUrl), 200, { 'Cache-Control': ROBOTS_CACHE }));
