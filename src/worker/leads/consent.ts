import { randomBase64url, sha256Hex } from '../crypto/bytes';
import { leadsOfBrowser, rememberBrowser as rememberBrowserHash, withdrawMarketingConsent } from '../data/leads';

/**
 * Consent withdrawn after a lead (DPDP: as easy to withdraw as to give; docs/marketing.md). A
 * browser that sends a lead with marketing consent gets a random secret in the `leads` cookie
 * (HttpOnly, first party, the consent cookie's lifetime); the lead is stored with the secret's
 * hash only (migrations/0004_lead_browsers.sql). Refusing marketing later (POST /consent) with
 * that cookie marks that browser's leads 'withdrawn', so nothing more of them reaches an ad
 * platform: the booking event is not sent and the Google Ads export leaves them out. A lead id
 * (it travels in notices and as Meta's event_id) withdraws nothing. The inbox may record a
 * withdrawal made another way (a call, an e-mail) with withdrawConsent.
 */
export const LEADS_COOKIE = 'leads';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 32 random bytes, base64url. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The browser secret a `leads` cookie holds; null for anything else (the old list of lead ids included). */
export function browserSecret(value: string | undefined | null): string | null {
  return value && SECRET.test(value) ? value : null;
}

/** A new browser secret for the `leads` cookie. */
export const newBrowserSecret = (): string => randomBase64url(32);

/** Ties a lead to the browser holding `secret` (its hash only; a repeat of the same lead keeps the first). */
export async function rememberBrowser(db: D1Database, leadId: string, secret: string, now: Date): Promise<void> {
  await rememberBrowserHash(db, leadId, await sha256Hex(secret), now);
}

/** Withdraws the marketing consent of the leads the browser holding `secret` sent. Returns how many changed. */
export async function withdrawBrowserConsent(db: D1Database, secret: string, now: Date): Promise<number> {
  return withdrawConsent(db, await leadsOfBrowser(db, await sha256Hex(secret)), now);
}

export function leadsCookieLine(value: string, maxAge: number, secure: boolean): string {
  return `${LEADS_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Marks these leads' marketing consent 'withdrawn' (only those that had it granted), with an
 * audit row each (who: 'visitor', or the inbox user). Returns how many changed.
 */
export async function withdrawConsent(db: D1Database, ids: string[], now: Date, actor = 'visitor'): Promise<number> {
  const list = ids.filter((id) => UUID.test(id));
  if (!list.length) return 0;
  return withdrawMarketingConsent(db, list, now, actor);
}
