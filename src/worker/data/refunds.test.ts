import { describe, expect, it } from 'vitest';
import { sqliteD1 } from '../../../tests/helpers/d1-sqlite';
import { cancelBooking, refundEvent, type RefundPart } from './refunds';

// A cancellation is one batch, once (docs/decisions/0050): the same proposal cancelled twice at once
// makes one cancellation, one refund and one voucher; vouchers number without gaps across
// cancellations; a refund event moves a refund once.
const NOW = new Date('2026-12-02T06:00:00.000Z');
const fresh = async () => {
  const db = sqliteD1<D1Database>().db;
  // A paid proposal (the migrations run on first use through schemaFirst).
  await cancelBooking(db, { proposalId: 'none', leadId: 'none', actor: 'x', parts: [] }, NOW);
  return db;
};
const paid = (db: D1Database, id: string) =>
  db
    .prepare(
      `INSERT INTO proposals (id, token, lead_id, status, hold_until, created_at, updated_at)
      VALUES (?1, ?1, 'lead-' || ?1, 'paid', ?2, ?2, ?2)`,
    )
    .bind(id, NOW.toISOString())
    .run();
const part = (payment: string, amount: number): RefundPart => ({
  id: `rf_${payment}`,
  paymentId: payment,
  method: 'razorpay',
  amount,
  reference: null,
  voucher: {
    receiptNumber: 'RV/2026-27/1',
    receiptIssuedAt: NOW.toISOString(),
    payeeName: 'Kavya Rao',
    description: 'Refund',
    taxable: amount,
    tax: { kind: 'none' },
    gstin: null,
  },
});
const all = async (db: D1Database, sql: string) => (await db.prepare(sql).all()).results;

describe('cancelBooking', () => {
  it('twice at once for one proposal: one cancellation, one refund, one voucher', async () => {
    const db = await fresh();
    await paid(db, 'p1');
    const c = (actor: string) =>
      cancelBooking(db, { proposalId: 'p1', leadId: 'lead-p1', actor, parts: [part('pay_1', 500)] }, NOW);
    expect((await Promise.all([c('asha'), c('ravi')])).sort()).toEqual([false, true]);
    expect(await all(db, 'SELECT count(*) AS n FROM booking_cancellations')).toEqual([{ n: 1 }]);
    expect(await all(db, 'SELECT count(*) AS n FROM refunds')).toEqual([{ n: 1 }]);
    expect(await all(db, 'SELECT number FROM refund_vouchers')).toEqual([{ number: 'RF/2026-27/1' }]);
    expect(await all(db, "SELECT status FROM proposals WHERE id = 'p1'")).toEqual([{ status: 'cancelled' }]);
  });

  it('numbers vouchers one after another across cancellations at once; an unpaid proposal is refused', async () => {
    const db = await fresh();
    for (const id of ['a', 'b', 'c']) await paid(db, id);
    await db.prepare("UPDATE proposals SET status = 'open' WHERE id = 'c'").run();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        cancelBooking(
          db,
          {
            proposalId: id,
            leadId: `lead-${id}`,
            actor: 'asha',
            parts: [part(`pay_${id}1`, 100), part(`pay_${id}2`, 50)],
          },
          NOW,
        ),
      ),
    );
    expect(results).toEqual([true, true, false]);
    expect(await all(db, 'SELECT n FROM refund_vouchers ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
  });
});

describe('refundEvent', () => {
  it('moves a refund once: processed, then a repeat and a late failure change nothing', async () => {
    const db = await fresh();
    await paid(db, 'p1');
    await cancelBooking(db, { proposalId: 'p1', leadId: 'lead-p1', actor: 'asha', parts: [part('pay_1', 500)] }, NOW);
    const e = (eventId: string, status: 'processed' | 'failed') =>
      refundEvent(db, { eventId, name: `refund.${status}`, razorpayId: 'rfnd_1', ourId: 'rf_pay_1', status }, NOW);
    expect(await e('evt_1', 'processed')).toBe('applied');
    expect(await e('evt_2', 'processed')).toBe('duplicate');
    expect(await e('evt_3', 'failed')).toBe('duplicate');
    expect(await all(db, 'SELECT status, razorpay_id FROM refunds')).toEqual([
      { status: 'processed', razorpay_id: 'rfnd_1' },
    ]);
    expect(
      await refundEvent(
        db,
        { eventId: 'evt_4', name: 'refund.processed', razorpayId: 'rfnd_x', ourId: null, status: 'processed' },
        NOW,
      ),
    ).toBe('unknown-refund');
  });
});
