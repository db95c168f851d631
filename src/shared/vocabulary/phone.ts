/**
 * The phone rule, one for the whole site: how a number is stored, linked, hashed and shown.
 *
 * The canonical form is country code plus digits, no '+' ('919876501234'): lead_contacts stores it,
 * wa.me links take it, Meta hashes it. Its written form (E.164, '+919876501234') is what the forms
 * relay, tel: links dial and Google hashes. A number stored in either form reads the same.
 */

/** Every character but the digits dropped ('+91 98765-01234' → '919876501234'). */
export const phoneDigits = (raw: string | null | undefined): string => (raw ?? '').replace(/\D/g, '');

/**
 * A phone number in the canonical form: '+CC…' or '00CC…' as given; a bare 10-digit number is
 * Indian (the site's market) and a leading 0 is the national trunk prefix. '' for no usable number.
 */
export function normalizePhone(raw: string): string {
  const digits = phoneDigits(raw);
  if (/^\s*(\+|00)/.test(raw)) return digits.replace(/^00/, '');
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  if (digits.length === 10) return `91${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : '';
}

/** The canonical form as E.164 ('919876501234' → '+919876501234'); '' for none. */
export const e164 = (phone: string | null | undefined): string => {
  const d = phoneDigits(phone);
  return d ? `+${d}` : '';
};

/** What the ad platforms hash: the digits with the country code, no '+' and no leading zeros. */
export const platformPhone = (phone: string | null | undefined): string => phoneDigits(phone).replace(/^0+/, '');

/** '+91 98765 01234' for an Indian number, '+<digits>' for another; '' for none. `national`: '98765 01234'. */
export function displayPhone(phone: string | null | undefined, national = false): string {
  const d = phoneDigits(phone);
  if (!d) return '';
  if (d.length === 12 && d.startsWith('91')) return `${national ? '' : '+91 '}${d.slice(2, 7)} ${d.slice(7)}`;
  return `+${d}`;
}

/**
 * The one tel: link (RFC 3966's global number, tel:+<digits>) of a number stored ('919876501234')
 * or written ('+91 98765 43210', a bare 10-digit Indian number): every page, the inbox and the
 * notices link a number through it. null for no usable number.
 */
export const telHref = (phone: string | null | undefined): string | null => {
  const canonical = normalizePhone(phone ?? '');
  return canonical ? `tel:+${canonical}` : null;
};

/** WhatsApp's click-to-chat link: wa.me/<digits>?text=<text>. */
export function whatsappHref(phone: string, text: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(text)}`;
}
