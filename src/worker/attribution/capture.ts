import type { MiddlewareHandler } from 'hono';
import { ATTRIBUTION_PARAMS, referrerOrigin } from '../../shared/attribution/params';
import { isCampaignTouch, parseTouch, type Touch } from '../../shared/attribution/schema';
import { FRAGMENT_HEADER } from '../render/fragment';
import type { AppContext, AppEnv } from '../app-env';
import { appendCookies, readFirstTouch, touchCookies } from './cookies';

/**
 * The touch a page request represents: the nine parameters (first value each), the landing page
 * (path and query) and the referrer's origin when it is another site, through the shared schema
 * (allow-list, caps, format checks).
 */
export function touchOf(c: AppContext, now = new Date()): Touch | null {
  const url = new URL(c.req.url);
  const own = new Set([url.origin, new URL(c.get('config').siteUrl).origin]);
  const referrer = referrerOrigin(c.req.header('referer'));
  const raw: Record<string, string | null> = {};
  for (const p of ATTRIBUTION_PARAMS) raw[p] = url.searchParams.get(p);
  return parseTouch({
    ...raw,
    landingPage: `${url.pathname}${url.search}`,
    referrer: own.has(referrer) ? null : referrer,
    at: now.toISOString(),
  });
}

/**
 * Server-side capture on every page landing (works without JavaScript), after the page is built
 * so a stored page (page memo hit) gets it too: the first page of a visit without attribution
 * sets the first touch; a page carrying campaign or click parameters replaces the last touch.
 * Any other page view writes nothing, nor do fragments and non-page responses. (Crawlers are not
 * told apart: they keep no cookies, and headless browsers look like crawlers.)
 */
export const captureAttribution: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' || c.req.header(FRAGMENT_HEADER)) return;
  if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
  const first = readFirstTouch(c);
  const search = new URL(c.req.url).search;
  // Fast path: a returning page view with no parameters changes nothing.
  if (first && !ATTRIBUTION_PARAMS.some((p) => search.includes(`${p}=`))) return;
  const touch = touchOf(c);
  if (!touch) return;
  const campaign = isCampaignTouch(touch);
  if (first && !campaign) return;
  const persist = c.get('consent')?.marketing === true;
  // First landing: the touch is first and last (attr_last is only written when they differ).
  appendCookies(c, touchCookies(c, first ? { last: touch } : { first: touch }, persist));
};
