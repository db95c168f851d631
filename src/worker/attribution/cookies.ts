import { getCookie } from 'hono/cookie';
import { ATTRIBUTION_PARAMS } from '../../shared/attribution/params';
import { parseTouch, type Attribution, type Touch } from '../../shared/attribution/schema';
import type { AppContext } from '../app-env';

/**
 * The attribution cookies (docs/decisions/0020-attribution-captured-in-the-worker.md): `attr_first`
 * (first touch, never replaced) and `attr_last` (the latest visit with campaign or click
 * parameters; absent while it equals the first). HttpOnly: pages never read them, the lead
 * endpoints read them at submit time. Lifetime is decided by consent: a session cookie (no
 * Max-Age/Expires: gone when the browser closes) before a choice or after "Reject"; 90 days after
 * consent to marketing measurement. Value: base64url of a JSON array in FIELDS order, read back
 * through the shared touch schema.
 */
export const FIRST_COOKIE = 'attr_first';
export const LAST_COOKIE = 'attr_last';
export const ATTRIBUTION_MAX_AGE = 90 * 24 * 3600;

const FIELDS = ['at', 'landingPage', 'referrer', ...ATTRIBUTION_PARAMS] as const;

function encode(t: Touch): string {
  const bytes = new TextEncoder().encode(JSON.stringify(FIELDS.map((f) => t[f])));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decode(value: string | undefined): Touch | null {
  if (!value || value.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const bin = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const list: unknown = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0))),
    );
    if (!Array.isArray(list) || list.length !== FIELDS.length) return null;
    return parseTouch(Object.fromEntries(FIELDS.map((f, i) => [f, list[i]])));
  } catch {
    return null;
  }
}

/** The first touch alone: what a page view needs to know (the last is read at submit time). */
export const readFirstTouch = (c: AppContext): Touch | null => decode(getCookie(c, FIRST_COOKIE));

/** This visitor's attribution as the cookies hold it (a missing last touch is the first). */
export function readAttribution(c: AppContext): Attribution {
  const first = readFirstTouch(c);
  const last = decode(getCookie(c, LAST_COOKIE)) ?? first;
  return { first, last };
}

function cookie(c: AppContext, name: string, value: string, persist: boolean): string {
  const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
  const maxAge = persist ? `; Max-Age=${ATTRIBUTION_MAX_AGE}` : '';
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}${maxAge}`;
}

/**
 * Set-Cookie lines that (re)write the given touches, persistent only with consent. A session
 * cookie written over a persistent one replaces it: that is how a withdrawal deletes the
 * 90-day cookie while the visit keeps its attribution.
 */
export function touchCookies(
  c: AppContext,
  touches: { first?: Touch | null; last?: Touch | null },
  persist: boolean,
): string[] {
  const out: string[] = [];
  if (touches.first) out.push(cookie(c, FIRST_COOKIE, encode(touches.first), persist));
  if (touches.last) out.push(cookie(c, LAST_COOKIE, encode(touches.last), persist));
  return out;
}

/** Appends Set-Cookie lines to the response already built (stored pages included). */
export function appendCookies(c: AppContext, lines: string[]): void {
  if (!lines.length) return;
  let res = c.res;
  try {
    for (const line of lines) res.headers.append('Set-Cookie', line);
  } catch {
    // Immutable headers (a fetched response): copy once.
    res = new Response(res.body, res);
    for (const line of lines) res.headers.append('Set-Cookie', line);
    c.res = res;
  }
}
