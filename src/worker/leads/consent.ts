import { withdrawMarketingConsent } from '../data/leads';

/**
 * Consent withdrawn after a lead (issue 21, DPDP: as easy to withdraw as to give). A visitor who
 * sent leads with marketing consent keeps their ids in the `leads` cookie (HttpOnly, first party,
 * the consent cookie's lifetime, at most 5); refusing marketing later (POST /consent) marks those
 * leads 'withdrawn', so nothing more of them reaches an ad platform: the booking event is not
 * sent and the Google Ads export leaves them out. The inbox may record a withdrawal made another
 * way (a call, an e-mail) with the same function.
 */
export const LEADS_COOKIE = 'leads';
export const MAX_REMEMBERED_LEADS = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The lead ids a `leads` cookie holds (anything else in it ignored). */
export function parseLeadIds(value: string | undefined | null): string[] {
  return (value ?? '')
    .split('.')
    .filter((id) => UUID.test(id))
    .slice(-MAX_REMEMBERED_LEADS);
}

/** The cookie's value with `id` added (the most recent five kept). */
export function rememberLead(value: string | undefined | null, id: string): string {
  return [...parseLeadIds(value).filter((x) => x !== id), id].slice(-MAX_REMEMBERED_LEADS).join('.');
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
