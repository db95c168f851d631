/**
 * The one rule for showing text a visitor typed (a lead's name, message, city, a campaign name from
 * a URL) anywhere the team reads it: the inbox (list, lead page, person page, reports and their
 * CSV), the notices (chat, e-mail, WhatsApp) and the CLI's report. Dropped: control characters
 * (tab, line feed and carriage return stay, for callers to fold), bidi controls (the marks
 * U+200E/F and U+061C, embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069: they
 * reorder what follows, so a name or a number shows reversed) and zero-width characters
 * (U+200B-U+200D, U+2060, U+FEFF: they hide inside look-alike names and numbers). Import-free.
 */
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** `text` without control, bidi and zero-width characters. */
export const cleanText = (text: string): string => text.replace(INVISIBLE, '');

/** Every string in a row (and in the arrays and plain objects it holds) cleaned; anything else as it is. */
export function cleanFields<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map(cleanFields) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanFields(v)])) as T;
  return value;
}
