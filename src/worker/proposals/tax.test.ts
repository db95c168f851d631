import { describe, expect, it } from 'vitest';
import { financialYear } from '../../shared/india-time';
import { gstinCheckChar, isGstin } from './settings';
import { splitInclusive, taxOn, taxRule, taxTotal } from './tax';

// GST on a proposal (docs/decisions/0047-gst-place-of-supply-and-receipts.md).
const JAIPUR_GSTIN = `08AABCU9603R1Z${gstinCheckChar('08AABCU9603R1Z')}`;

describe('GSTIN', () => {
  it('takes a GSTIN with its mod-36 check digit and refuses one digit off or a bad format', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true); // the example GSTIN of GST's own documents
    expect(isGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isGstin('2AAPFU0939F1ZVV')).toBe(false);
    expect(isGstin(JAIPUR_GSTIN)).toBe(true);
  });
});

describe('place of supply and the tax', () => {
  const gst = { GSTIN: JAIPUR_GSTIN, GST_RATE_PERCENT: 18 };
  it('an event in the GSTIN’s own state: CGST + SGST, half the rate each', () => {
    const t = taxOn(150_000_00, taxRule(gst, 'jaipur'));
    expect(t).toMatchObject({ kind: 'intra', cgst: 13_500_00, sgst: 13_500_00, igst: 0 });
    expect(t.placeOfSupply).toEqual({ code: '08', name: 'Rajasthan' });
  });
  it('an event in another state: IGST at the whole rate', () => {
    const t = taxOn(150_000_00, taxRule(gst, 'Mumbai'));
    expect(t).toMatchObject({ kind: 'inter', cgst: 0, sgst: 0, igst: 27_000_00 });
    expect(t.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
  });
  it('a city of no known state: inter-State (IGST), no place named', () => {
    expect(taxOn(1000_00, taxRule(gst, 'Shimla'))).toMatchObject({ kind: 'inter', igst: 180_00, placeOfSupply: null });
  });
  it('no GSTIN: no tax', () => {
    expect(taxTotal(taxOn(1000_00, taxRule({ GST_RATE_PERCENT: 18 }, 'jaipur')))).toBe(0);
  });
  it('an advance that includes tax splits into taxable value and tax adding up to the paisa', () => {
    for (const amount of [53_100_00, 50_000_00, 1_00, 33_333_33]) {
      const { taxable, tax } = splitInclusive(amount, taxRule(gst, 'jaipur'));
      expect(taxable + taxTotal(tax)).toBe(amount);
    }
    expect(splitInclusive(59_000_00, taxRule(gst, 'pune')).taxable).toBe(50_000_00);
  });
});

describe('the financial year a receipt is numbered in', () => {
  it('runs April to March, India time', () => {
    expect(financialYear('2027-03-31T18:29:00Z')).toBe('2026-27'); // 23:59 on 31 March in India
    expect(financialYear('2027-03-31T18:30:00Z')).toBe('2027-28'); // midnight, 1 April
    expect(financialYear('2026-12-01T10:00:00Z')).toBe('2026-27');
    expect(financialYear('2099-06-01T00:00:00Z')).toBe('2099-00');
  });
});
