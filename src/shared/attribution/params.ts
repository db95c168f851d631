/**
 * Marketing parameters (docs/decisions/0020-attribution-captured-in-the-worker.md).
 * ATTRIBUTION_PARAMS are the nine a touch keeps; every name in MARKETING_PARAMS (those nine plus
 * other ad platforms' click ids and Google's auto-tagging extras) is ignored by the page memo and
 * content cache keys, so an ad click never splits a cache.
 */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'fbclid'] as const;
export const ATTRIBUTION_PARAMS = [...UTM_PARAMS, ...CLICK_ID_PARAMS] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

const OTHER_MARKETING = new Set([
  'gad_source',
  'gad_campaignid',
  'dclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  'srsltid',
  '_gl',
]);

/** True for a query parameter that only marks where a visit came from (any utm_*, click ids). */
export const isMarketingParam = (name: string) =>
  name.startsWith('utm_') || (CLICK_ID_PARAMS as readonly string[]).includes(name) || OTHER_MARKETING.has(name);

/** `?a=1&utm_source=x&gclid=y` → `?a=1`: the search string with every marketing parameter removed. */
export function withoutMarketingParams(search: string): string {
  if (!search || search === '?') return '';
  const params = new URLSearchParams(search);
  const names = [...new Set(params.keys())];
  if (!names.some(isMarketingParam)) return search;
  for (const name of names) if (isMarketingParam(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Caps, in characters. A whole touch stays well under a cookie's 4 KB even in base64. */
export const CAPS = { utm: 100, clickId: 150, landingPage: 300, referrer: 120 } as const;

const CLICK_ID = /^[A-Za-z0-9_-]+$/;
// Control, format (bidi overrides, zero-width), separators other than a plain space, lone surrogates.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/gu;

/**
 * A utm value as kept: printable characters only, whitespace collapsed, trimmed, at most 100
 * characters; '' when nothing is left.
 */
export function cleanUtm(raw: string): string {
  const s = raw
    .slice(0, CAPS.utm * 4)
    .replace(/\s+/g, ' ')
    .replace(UNPRINTABLE, '')
    .trim();
  return [...s].slice(0, CAPS.utm).join('').trim();
}

/**
 * A click id as kept: [A-Za-z0-9_-], 1–150 characters; anything else is dropped (''), never trimmed
 * into a different id.
 */
export const cleanClickId = (raw: string) => (raw.length <= CAPS.clickId && CLICK_ID.test(raw) ? raw : '');

/** The landing page as kept: path and query (URL-encoded ASCII), at most 300 characters. */
export function cleanLandingPage(raw: string): string {
  if (!raw.startsWith('/') || raw.startsWith('//')) return '/';
  return raw.replace(/[^\x21-\x7e]/g, '').slice(0, CAPS.landingPage);
}

/**
 * A referrer reduced to its origin (http/https only, at most 120 characters); '' otherwise. Paths
 * and queries are never kept.
 */
export function referrerOrigin(raw: string | undefined | null): string {
  if (!raw) return '';
  try {
    const u = new URL(raw);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return '';
    return u.origin.length <= CAPS.referrer ? u.origin : '';
  } catch {
    return '';
  }
}
