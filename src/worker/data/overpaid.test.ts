import { describe, expect, it } from 'vitest';
import { overpaid } from './overpaid';
import type { PaymentRow } from './payments';

const pay = (id: string, amount: number, paidAt: string | null, status: PaymentRow['status'] = 'paid'): PaymentRow => ({
  id,
  proposal_id: 'prop_1',
  lead_id: 'lead-1',
  method: 'razorpay',
  amount,
  reference: null,
  status,
  paid_at: paidAt,
  created_at: paidAt ?? '2026-12-01T00:00:00.000Z',
});

// A payment past the total (docs/decisions/0054-a-payment-past-the-total-is-an-overpayment.md).
describe('overpaid', () => {
  it('names the payments that came once the total was paid, in the order paid, and the amount past it', () => {
    const list = [
      pay('pay_balance_link', 70_000, '2026-12-03T10:00:00.000Z'),
      pay('pay_advance', 30_000, '2026-12-01T10:00:00.000Z'),
      pay('hand_NEFT1', 70_000, '2026-12-02T10:00:00.000Z'),
    ];
    expect(overpaid(100_000, list)).toEqual({ amount: 70_000, payments: [list[0]] });
  });

  it('is nothing while the total is not passed, and a UPI transfer still to confirm does not count', () => {
    const list = [pay('pay_advance', 30_000, '2026-12-01T10:00:00.000Z'), pay('upi_REF1', 70_000, null, 'claimed')];
    expect(overpaid(100_000, list)).toEqual({ amount: 0, payments: [] });
    expect(overpaid(100_000, [...list, pay('hand_NEFT1', 70_000, '2026-12-02T10:00:00.000Z')])).toEqual({
      amount: 0,
      payments: [],
    });
  });
});
