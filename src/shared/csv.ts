import { cleanText } from './clean-text.ts';

/**
 * One CSV field, the one rule for every CSV the project writes (the inbox reports' CSV, the Google
 * Ads export; pure, run by Node too): cleaned (clean-text.ts: no control, bidi or zero-width
 * characters), quoted when it holds a comma, quote or line break; a leading = + - @ is defused
 * (spreadsheet formulas), also one that was hidden behind an invisible character. */
export function csv(v: string): string {
  const c = cleanText(v);
  const s = /^[=+\-@\t\r]/.test(c) ? `'${c}` : c;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
