import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGE, CURRENCY, formatPrice, formatRupees, parseAmount } from './money';

/** The modules under src/ (tests and type declarations left out). */
const SRC = fileURLToPath(new URL('../../', import.meta.url));
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

// The currency is written once (docs/decisions/0041-one-table-per-lead-form.md): every payment,
// link, UPI intent and ad-platform value names CURRENCY, so no module spells the code as a string.
it("names the site's currency in money.ts alone: no other module writes 'INR' as a string", () => {
  expect(CURRENCY).toBe('INR');
  const spelled = sources(SRC)
    .filter((file) => /(['"`])INR\1/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SRC, file).split('\\').join('/'));
  expect(spelled).toEqual(['shared/vocabulary/money.ts']);
});

describe('parseAmount', () => {
  it.each([
    ['2.5L', 250000],
    ['2.5 L', 250000],
    ['2.5 lakh', 250000],
    ['2.5 Lakhs', 250000],
    ['2.5 lac', 250000],
    ['2.5 lacs', 250000],
    ['1,50,000', 150000],
    ['150,000', 150000],
    ['150000', 150000],
    ['₹1,50,000', 150000],
    ['₹ 150000', 150000],
    ['Rs. 150000', 150000],
    ['rs 1,50,000/-', 150000],
    ['INR 150000', 150000],
    ['1.2 Cr', 12000000],
    ['1.2 crore', 12000000],
    ['2 crores', 20000000],
    ['50k', 50000],
    ['50 K', 50000],
    ['1.25k', 1250],
    ['45000.00', 45000],
    ['  75000 ', 75000],
  ])('%s → %d rupees', (typed, rupees) => {
    expect(parseAmount(typed)).toEqual({ ok: true, value: rupees });
  });

  it.each([
    '',
    'abc',
    'two lakh',
    '2.5M',
    '1,5,0000',
    '1500.50',
    '2.555555L',
    '0',
    '-5000',
    '1e5',
    '12.5.3',
    '2L 50k',
    '1000 crore',
    '₹',
  ])('refuses %j with the message', (typed) => {
    expect(parseAmount(typed)).toEqual({ ok: false, message: AMOUNT_MESSAGE });
  });
  it('says what to type', () => {
    expect(AMOUNT_MESSAGE).toBe('Enter the amount in rupees, like 150000, 1,50,000 or 2.5L.');
  });
});

describe('formatRupees', () => {
  it.each([
    [5, '₹5'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [45000, '₹45,000'],
    [250000, '₹2,50,000'],
    [12000000, '₹1,20,00,000'],
    [999999999, '₹99,99,99,999'],
  ])('%d → %s', (n, text) => expect(formatRupees(n)).toBe(text));
});

describe('formatPrice', () => {
  it('shows paise as whole rupees, and a missing price as on request', () => {
    expect(formatPrice(4_999_900)).toBe('₹49,999');
    expect(formatPrice(null)).toBe('Price on request');
    expect(formatPrice(Number.NaN)).toBe('Price on request');
  });
});
