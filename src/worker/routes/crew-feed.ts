import { indiaDay } from '../../shared/india-time';
import { feedPath, feedText } from '../crews/ics';
import { crewDaysBetween, feedTokenMatches } from '../data/crew-feeds';
import { addDays } from '../data/crews';
import type { AppContext } from '../app-env';

/**
 * GET /calendar/<city or all>/<token>.ics (docs/sales.md#calendar-feeds): the crews' calendar feed
 * for a subscribed phone calendar, which cannot sign in through Access, so the random token in its
 * address (256 bits, src/worker/data/crew-feeds.ts, compared in constant time) is the key. A wrong
 * or replaced token is 404, like an address that never existed. Never cached by anyone but the
 * calendar asking (it carries names and phones). Loaded on this path only (app.tsx).
 */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
/** From a month back (yesterday's shoot stays visible) to two years ahead, the farthest a date is taken. */
const BACK_DAYS = 31;
const AHEAD_DAYS = 2 * 366;

export async function crewFeed(c: AppContext): Promise<Response> {
  const found = feedPath(c.req.path);
  const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
  const limited = await c.env.RATE_LIMITER?.limit({ key: `${ip}|crew-feed` }).catch(() => ({ success: true }));
  if (limited && !limited.success) return c.text('Too many requests.', 429, { ...PRIVATE, 'Retry-After': '60' });
  const db = c.env.LEADS_DB;
  if (!found || !(await feedTokenMatches(db, found.scope, found.token)))
    return c.text('No such calendar.', 404, PRIVATE);
  const now = new Date();
  const today = indiaDay(now);
  const rows = await crewDaysBetween(db, {
    city: found.scope === 'all' ? null : found.scope,
    from: addDays(today, -BACK_DAYS),
    to: addDays(today, AHEAD_DAYS),
    now,
  });
  const config = c.get('config');
  const body = feedText(rows, { scope: found.scope, siteUrl: config.siteUrl, siteName: config.SITE_NAME, now });
  return c.body(body, 200, { ...PRIVATE, 'Content-Type': 'text/calendar; charset=utf-8' });
}
