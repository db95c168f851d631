/**
 * The one rule for showing text a visitor typed (a lead's name, message, city, a campaign name from
 * a URL) anywhere the team reads it: the inbox (list, lead page, person page, reports and their
 * CSV), the notices (chat, e-mail, WhatsApp) and the CLI's report. Dropped: control characters
 * (tab, line feed and carriage return stay, for callers to fold), bidi controls (the marks
 * U+200E/F and U+061C, embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069: they
 * reorder what follows, so a name or a number shows reversed) and zero-width characters
 * (U+200B-U+200D, U+2060, U+FEFF: they hide inside look-alike names and numbers). The joiners
 * U+200C/U+200D stay between two letters of a script that spells with them (Indic scripts, Arabic
 * for Urdu) and inside emoji sequences: there they change how a name is written, not what it hides.
 * Import-free.
 */
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
/**
 * A character a joiner may sit beside: Arabic, the Indic scripts (Devanagari to Sinhala), an emoji
 * or its modifiers.
 */
const JOINS = /[\u0600-\u06FF\u0900-\u0DFF\uFE0F\u{1F3FB}-\u{1F3FF}]|\p{Extended_Pictographic}/u;

const joinerKept = (text: string, at: number): boolean => {
  const before = String.fromCodePoint(
    text.codePointAt(at - 1 - (/[\uDC00-\uDFFF]/.test(text[at - 1] ?? '') ? 1 : 0)) ?? 0,
  );
  const after = String.fromCodePoint(text.codePointAt(at + 1) ?? 0);
  return at > 0 && JOINS.test(before) && JOINS.test(after);
};

/** `text` without control, bidi and zero-width characters (joiners kept where a script spells with them). */
export const cleanText = (text: string): string =>
  text.replace(INVISIBLE, (c, at: number, whole: string) =>
    (c === '\u200C' || c === '\u200D') && joinerKept(whole, at) ? c : '',
  );

/** Every string in a row (and in the arrays and plain objects it holds) cleaned; anything else as it is. */
export function cleanFields<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map(cleanFields) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanFields(v)])) as T;
  return value;
}
