/**
 * Money: prices in paise as the site shows them, and amounts in whole rupees as the sales team
 * types them on a phone (docs/sales.md "Logging a call") and the inbox shows them.
 *
 *   "150000", "1,50,000", "150,000", "₹1,50,000", "Rs. 150000", "INR 150000", "1,50,000/-"
 *   "2.5L", "2.5 lakh", "2.5 lakhs", "2.5 lac", "1.2 Cr", "1.2 crore", "50k", "50 thousand"
 *
 * all become whole rupees; anything else is refused with AMOUNT_MESSAGE. A fraction of a rupee
 * ("2.555555L", "1500.50") is refused too: amounts are whole rupees.
 */

/** The site's one currency (ISO 4217): prices, the ad platforms' values, structured data. */
export const CURRENCY = 'INR';

// Formatters are built on first use, not at module load: building one loads its locale data, a
// few ms of the worker's startup that pages without a price never need.
const inr = new Map<string, Intl.NumberFormat>();
let grouped: Intl.NumberFormat | undefined;

/** A plain number grouped the Indian way, as the business side shows counts and caps: '1,50,000'. */
export function formatNumber(n: number): string {
  grouped ??= new Intl.NumberFormat('en-IN');
  return grouped.format(n);
}

/**
 * Minor units (paise) → '₹49,999', in the reader's locale (`tag`: en-IN, hi-IN, Indian grouping
 * either way); missing → `onRequest` (the page's 'Price on request', src/shared/i18n/use-format.ts).
 */
export function formatPrice(minor: number | null | undefined, tag = 'en-IN', onRequest = 'Price on request'): string {
  if (typeof minor !== 'number' || !Number.isFinite(minor)) return onRequest;
  let format = inr.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: CURRENCY,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    inr.set(tag, format);
  }
  return format.format(Math.floor(minor / 100));
}

/**
 * Paise as a proposal or receipt shows them (src/worker/proposals/): '₹60,180' when whole rupees,
 * '₹4,590.50' otherwise, so a tax line's paise are never dropped.
 */
export function formatPaise(minor: number, tag = 'en-IN'): string {
  if (minor % 100 === 0) return formatPrice(minor, tag);
  return new Intl.NumberFormat(tag, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 }).format(
    minor / 100,
  );
}

/** '₹2,50,000': whole rupees as the site shows every price. */
export const formatRupees = (n: number): string => formatPrice(n * 100);

export const AMOUNT_MESSAGE = 'Enter the amount in rupees, like 150000, 1,50,000 or 2.5L.';
/** Below a hundred crore: more is a typing slip. */
export const AMOUNT_MAX = 999_999_999;

const UNITS: Record<string, bigint> = {
  '': 1n,
  k: 1_000n,
  thousand: 1_000n,
  l: 100_000n,
  lac: 100_000n,
  lacs: 100_000n,
  lakh: 100_000n,
  lakhs: 100_000n,
  cr: 10_000_000n,
  crs: 10_000_000n,
  crore: 10_000_000n,
  crores: 10_000_000n,
};

// Digits plain, or grouped the Indian way (1,50,000) or the international way (150,000).
const NUMBER = /^(\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,7}))?$/;

export type AmountResult = { ok: true; value: number } | { ok: false; message: string };

/** Whole rupees from what was typed; `{ ok: false }` with the message to show otherwise. */
export function parseAmount(input: string): AmountResult {
  const refuse = { ok: false, message: AMOUNT_MESSAGE } as const;
  let s = input.trim().toLowerCase();
  if (!s || s.length > 40) return refuse;
  s = s
    .replace(/^(?:₹|rs\.?|inr|rupees)\s*/, '')
    .replace(/\s*(?:\/-|rupees|rs\.?)$/, '')
    .trim();
  const m = /^([\d.,]+)\s*([a-z]*)\.?$/.exec(s);
  if (!m) return refuse;
  const unit = UNITS[m[2]!];
  const n = NUMBER.exec(m[1]!);
  if (unit === undefined || !n) return refuse;
  const whole = BigInt(n[1]!.replace(/,/g, ''));
  const fraction = n[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  const scaled = whole * unit * scale + BigInt(fraction || '0') * unit;
  if (scaled % scale !== 0n) return refuse; // a fraction of a rupee
  const value = scaled / scale;
  if (value < 1n || value > BigInt(AMOUNT_MAX)) return refuse;
  return { ok: true, value: Number(value) };
}
