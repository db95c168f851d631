/**
 * One CSV field, the one rule for every CSV the project writes (the inbox reports' CSV, the Google
 * Ads export; pure, run by Node too): quoted when it holds a comma, quote or line break; a leading = + - @ is defused (spreadsheet formulas). */
export function csv(v: string): string {
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
