import { sha256Hex } from '../crypto/bytes.ts';
import { e164, platformPhone } from '../../shared/vocabulary/phone.ts';

/**
 * Hashed identifiers for ad platforms
 * (docs/decisions/0014-conversions-server-side-with-consent.md): SHA-256, lower-case hex, of each
 * platform's own normal form. Plain e-mail or phone never leaves the worker (or the CLI) for an ad
 * platform. WebCrypto only, so the same code runs in the worker and in Node (scripts/leads.mjs);
 * lead_contacts stores e-mail trimmed and lower-cased and phone as country code plus digits, without '+'.
 */
const hashed = (v: string) => (v ? sha256Hex(v) : Promise.resolve(''));

/** Meta (Conversions API customer information parameters): e-mail trimmed and lower-cased. */
export const metaEmail = (email: string) => hashed(email.trim().toLowerCase());
/** Meta: digits only, with the country code, no '+' and no leading zeros. */
export const metaPhone = (phone: string) => hashed(platformPhone(phone));

/**
 * Google (enhanced conversions): trimmed and lower-cased; for gmail.com and googlemail.com
 * addresses the dots before the '@' are removed too (Google's normalisation rule).
 */
export function googleEmailForm(email: string): string {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at < 1) return e;
  const domain = e.slice(at + 1);
  return domain === 'gmail.com' || domain === 'googlemail.com' ? `${e.slice(0, at).replace(/\./g, '')}@${domain}` : e;
}
export const googleEmail = (email: string) => hashed(googleEmailForm(email));
/** Google: E.164 WITH the '+' (+919876543210) before hashing; Meta's form has none. */
export const googlePhone = (phone: string) => {
  return hashed(e164(platformPhone(phone)));
};
