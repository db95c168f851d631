import { channel, landingPath } from '../../shared/attribution/channel';
import type { ConsentState } from '../../shared/attribution/consent';
import { CLICK_ID_PARAMS } from '../../shared/attribution/params';
import type { Attribution, Touch } from '../../shared/attribution/schema';
import { schemaFirst } from './schema';

/**
 * Taps on the chat button (migrations/0007_chat_taps.sql; GET /go/whatsapp in
 * src/worker/routes/chat-tap.ts; docs/marketing.md "Chat taps"). Every SQL statement on
 * chat_taps but the report's (./sql.ts) and retention's (./retention.ts) is here.
 */

/** The reference code's alphabet: digits and capitals without 0/O and 1/I (read aloud, typed back). */
export const TAP_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TAP_CODE = /^[2-9A-HJ-NP-Z]{6}$/;

/** A new reference code: 6 characters, 32⁶ ≈ 10⁹ codes, from the platform's CSPRNG. */
export function newTapCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  // 256 is a multiple of 32: every character is equally likely.
  return Array.from(bytes, (b) => TAP_CODE_ALPHABET[b % 32]).join('');
}

export interface Tap {
  code: string;
  /** ISO UTC. */
  at: string;
  /** The page tapped on (a path on this site), or null. */
  pagePath: string | null;
  attribution: Attribution;
  consent: ConsentState;
  /**
   * The tapping browser (IP, user agent): Meta's website events require client_user_agent, and a
   * chat lead from the tap is one. Kept only with marketing consent (chat_tap_browsers).
   */
  browser?: { clientIp: string | null; userAgent: string | null } | null;
}

/**
 * A touch as a tap keeps it: click ids only with marketing consent (they point at one person's ad
 * click; the campaign, source and landing page do not), neither as parameters nor in the landing
 * page's query.
 */
export function keptTouch(t: Touch | null, consent: ConsentState): Touch | null {
  if (!t || consent === 'granted') return t;
  const out = { ...t };
  for (const p of CLICK_ID_PARAMS) out[p] = null;
  const q = out.landingPage.indexOf('?');
  if (q >= 0) {
    const params = new URLSearchParams(out.landingPage.slice(q));
    for (const p of CLICK_ID_PARAMS) params.delete(p);
    const rest = params.toString();
    out.landingPage = `${out.landingPage.slice(0, q)}${rest ? `?${rest}` : ''}`;
  }
  return out;
}

/**
 * Records one tap. Its channel is the last touch's as a lead's (channel(): an auto-tagged Google
 * click counts as google / cpc even when its click id is not kept). A code already taken (one in
 * about a billion) keeps its first tap.
 */
export const recordTap = schemaFirst(async function recordTap(db: D1Database, tap: Tap): Promise<void> {
  const last = tap.attribution.last ?? tap.attribution.first;
  const ch = channel(last);
  const json = (t: Touch | null) => (t ? JSON.stringify(keptTouch(t, tap.consent)) : null);
  const browser = tap.consent === 'granted' && tap.browser ? tap.browser : null;
  const insert = db
    .prepare(
      `INSERT INTO chat_taps (
        code, tapped_at, page_path, first_touch, last_touch, consent, source, medium, campaign, landing_path
      )
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
      ON CONFLICT(code) DO NOTHING`,
    )
    .bind(
      tap.code,
      tap.at,
      tap.pagePath,
      json(tap.attribution.first),
      json(tap.attribution.last),
      tap.consent,
      ch.source,
      ch.medium,
      ch.campaign,
      landingPath(last),
    );
  if (!browser) {
    await insert.run();
    return;
  }
  await db.batch([
    insert,
    db
      .prepare(
        'INSERT INTO chat_tap_browsers (code, client_ip, user_agent) VALUES (?1, ?2, ?3) ON CONFLICT(code) DO NOTHING',
      )
      .bind(tap.code, browser.clientIp, browser.userAgent),
  ]);
});

/** What a chat lead takes from the tap its greeting's code names (the chats side). */
export interface TapAttribution {
  code: string;
  tappedAt: string;
  pagePath: string | null;
  /** JSON text, as lead_ledger stores first_touch / last_touch (null when none). */
  firstTouch: string | null;
  lastTouch: string | null;
  /** The touch the tap counts for (the last, else the first): what a chat lead from it is attributed to. */
  touch: string | null;
  /** The landing page's path, as lead_pipeline stores a lead's ('(unknown)' when none). */
  landingPath: string;
  source: string;
  medium: string;
  campaign: string;
  consent: ConsentState;
  /** The tapping browser, kept only with marketing consent (null otherwise). */
  clientIp: string | null;
  userAgent: string | null;
}

/** The tap behind a reference code (any case; null when unknown, malformed or past retention). */
export const tapByCode = schemaFirst(async function tapByCode(
  db: D1Database,
  code: string,
): Promise<TapAttribution | null> {
  const c = code.trim().toUpperCase();
  if (!TAP_CODE.test(c)) return null;
  const row = await db
    .prepare(
      `SELECT
        t.code, t.tapped_at, t.page_path, t.first_touch, t.last_touch, t.consent, t.source, t.medium, t.campaign,
        t.landing_path, b.client_ip, b.user_agent
      FROM chat_taps t
      LEFT JOIN chat_tap_browsers b ON b.code = t.code
      WHERE t.code = ?1`,
    )
    .bind(c)
    .first<{
      code: string;
      tapped_at: string;
      page_path: string | null;
      first_touch: string | null;
      last_touch: string | null;
      consent: ConsentState;
      source: string;
      medium: string;
      campaign: string;
      landing_path: string;
      client_ip: string | null;
      user_agent: string | null;
    }>();
  if (!row) return null;
  return {
    code: row.code,
    tappedAt: row.tapped_at,
    pagePath: row.page_path,
    firstTouch: row.first_touch,
    lastTouch: row.last_touch,
    touch: row.last_touch ?? row.first_touch,
    landingPath: row.landing_path,
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    consent: row.consent,
    clientIp: row.consent === 'granted' ? row.client_ip : null,
    userAgent: row.consent === 'granted' ? row.user_agent : null,
  };
});

/** The reference code a chat's text carries ('… (ref K7Q2MX)'), or null. */
export function codeInText(text: string): string | null {
  const m = /\(ref ([2-9A-HJ-NP-Z]{6})\)/i.exec(text);
  return m ? m[1]!.toUpperCase() : null;
}
