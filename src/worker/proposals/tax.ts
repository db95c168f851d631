import { cityStateCode, GST_STATES } from '../../shared/vocabulary/services';

/**
 * GST on a proposal (docs/decisions/0047-gst-place-of-supply-and-receipts.md): pure, amounts in paise.
 * Registered (a valid GSTIN): the rate on the subtotal, as CGST + SGST (half each) when the place of
 * supply, the event city's state, is the GSTIN's own state (its first two digits), else IGST. A city
 * with no known state makes the supply's nature undeterminable: inter-State, IGST (CGST Rules, rule
 * 50's proviso, as the decision records). Not registered: no tax.
 */
export const SAC_PHOTOGRAPHY = '998383';

export interface Tax {
  /** Percent; 0 when not registered. */
  rate: number;
  kind: 'none' | 'intra' | 'inter';
  cgst: number;
  sgst: number;
  igst: number;
  /** The event's state, or null when unknown or not registered. */
  placeOfSupply: { code: string; name: string } | null;
}

export interface GstSetting {
  GSTIN?: string | undefined;
  GST_RATE_PERCENT: number;
}

export const NO_TAX: Tax = { rate: 0, kind: 'none', cgst: 0, sgst: 0, igst: 0, placeOfSupply: null };

/** Which taxes apply and at what rate, for an event in `city`: amounts still 0. */
export function taxRule(gst: GstSetting, city: string): Tax {
  if (!gst.GSTIN) return NO_TAX;
  const code = cityStateCode(city);
  const placeOfSupply = code ? (GST_STATES[code] ?? null) : null;
  const kind = code && code === gst.GSTIN.slice(0, 2) ? 'intra' : 'inter';
  return { rate: gst.GST_RATE_PERCENT, kind, cgst: 0, sgst: 0, igst: 0, placeOfSupply };
}

/** The tax on `taxable` paise by `rule` (each component rounded to the paisa, halves up). */
export function taxOn(taxable: number, rule: Tax): Tax {
  if (rule.kind === 'none') return NO_TAX;
  if (rule.kind === 'inter') return { ...rule, cgst: 0, sgst: 0, igst: Math.round((taxable * rule.rate) / 100) };
  const half = Math.round((taxable * rule.rate) / 200);
  return { ...rule, cgst: half, sgst: half, igst: 0 };
}

export const taxTotal = (t: Tax): number => t.cgst + t.sgst + t.igst;

/**
 * An amount that includes tax (an advance) split into its taxable value and tax, the tax as
 * `rule` makes it and the taxable value the rest, so the two always add up to `amount`.
 */
export function splitInclusive(amount: number, rule: Tax): { taxable: number; tax: Tax } {
  if (rule.kind === 'none') return { taxable: amount, tax: NO_TAX };
  const taxable = Math.round((amount * 100) / (100 + rule.rate));
  const tax = taxOn(taxable, rule);
  const rest = amount - taxable - taxTotal(tax);
  // A paisa of rounding goes to the taxable value.
  return { taxable: taxable + rest, tax };
}
