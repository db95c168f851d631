import { beforeAll, describe, expect, it } from 'vitest';
import { basic } from '../helpers/google-ads-fixture';
import { worker } from '../helpers/in-process';
import { proposalFlow } from '../helpers/proposal-flow';
import { proposalVisitor } from '../helpers/proposal-visitor';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { startCapi, type CapiStandin } from '../helpers/meta-capi-standin';
import { cronAt, insertLead, ist } from '../helpers/notices';
import { startReceiver, type Receiver } from '../helpers/notify-standins';
import { SALES_SQL } from '../../src/worker/data/sales-sql';
import {
  callbackQuery,
  razorpayVars,
  refundWebhook,
  startRazorpay,
  webhook,
  type RazorpayStandin,
} from '../helpers/razorpay-standin';

// The balance paid twice (docs/sales.md#proposals-and-payments, docs/decisions/0053-the-balance-paid-by-hand.md,
// docs/decisions/0054-a-payment-past-the-total-is-an-overpayment.md): recorded as paid by hand, then
// paid through its Razorpay link as well (the cancellation raced the visitor). The link's payment is
// recorded once whatever the deliveries (webhook, its retries, the callback), with its own receipt
// of the gap-free series; the booking is counted once (its value, Meta's Purchase, Google's rows,
// the sales report's advance); the team is shown an overpayment to refund on the proposal's page,
// on /admin/status and in its notice. The other order: the link paid first, the hand refused.
// A refund made in Razorpay's dashboard (docs/decisions/0055-refunds-made-in-razorpays-dashboard.md):
// recorded once from refund.processed with its voucher, the team told, the overpayment cleared; the
// site's own refund's webhook and refund.failed record nothing.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let rzp: RazorpayStandin;
let meta: CapiStandin;
let chat: Receiver;
const PASSWORD = 'paid-twice-upload-password';

const { admin, rows } = inboxClient(() => ({ server, token, origin }));

beforeAll(async () => {
  [rzp, meta, chat] = await Promise.all([startRazorpay(), startCapi(), startReceiver()]);
  return () => Promise.all([rzp.close(), meta.close(), chat.close()]);
});
signedInWorker(
  (vars) =>
    worker(
      {
        ...vars,
        DEFAULT_CREWS_PER_CITY: '50',
        ...razorpayVars(rzp.url),
        SITE_URL: 'https://studio.example',
        NOTIFY_REMINDERS: 'off',
        NOTIFY_DIGEST: 'off',
        META_PIXEL_ID: '123456789012345',
        META_GRAPH_URL: meta.url,
      },
      {
        META_CAPI_TOKEN: 'EAAtest-token-paid-twice-0123456789',
        GOOGLE_ADS_UPLOAD_PASSWORD: PASSWORD,
        NOTIFY_WEBHOOK_URL: `${chat.url}/hook`,
      },
    ),
  (s) => ({ server, origin, token } = s),
  { email: 'asha@studio.example' },
);
beforeAll(async () => {
  await admin('/admin'); // tables created
}, 60_000);

let ip = 0;
const { visit, post } = proposalVisitor(
  () => server,
  () => `198.51.100.${ip}`,
);
const flow = proposalFlow({ server: () => server, admin, rows, visitor: { visit, post } });
const deliver = (d: { body: string; headers: Record<string, string> }) =>
  visit('/api/razorpay', { method: 'POST', headers: d.headers, body: d.body }).then((r) => r.json());
const file = async (path: string) => {
  const res = await server.fetch(path, { headers: basic('google-ads', PASSWORD) });
  expect(res.status).toBe(200);
  return (await res.text()).trim().split('\n');
};
const purchases = () => meta.requests.flatMap((r) => r.body?.data ?? []).filter((e) => e.event_name === 'Purchase');

/**
 * A lead from a Google ad (consent given) with a proposal of ₹1,20,000 (no GST) for `date`, its
 * advance of ₹30,000 paid through Razorpay, then the cron on the balance's day: its link is out.
 */
async function balanceOut(id: string, date: string, dueDay: string) {
  ip += 1;
  const at = new Date(Date.now() - 3_600_000).toISOString();
  const lead = { id, name: 'Nisha Jain', receivedAt: at, phone: '919811100033', email: `${id}@example.in` };
  await insertLead(server, { ...lead, city: `${id}-town`, stage: 'quoted' }, false);
  await rows(
    'UPDATE lead_ledger SET consent = ?2, first_touch = ?3 WHERE id = ?1',
    id,
    'granted',
    JSON.stringify({ landingPage: '/', referrer: null, at, gclid: `CjgclidFor${id}` }),
  );
  const p = await flow.save(id, { lines: [['Wedding Photography - Gold', '1.2L']], date, advance: '30000' });
  const { pid, path } = p;
  await flow.accept(p, 'Nisha Jain');
  await flow.pay(p, { paymentId: `pay_${id.replace(/-/g, '')}`, amount: 30_000_00, eventId: `evt_${id}` });
  // Meta's Purchase goes now, within its 7-day window (the cron below runs in the balance's month).
  await server.idle();
  await cronAt(server, ist(`${dueDay}T10:00`));
  await server.idle();
  const [b] = (await rows('SELECT link_id, amount FROM proposal_balances WHERE proposal_id = ?1', pid)) as Array<{
    link_id: string;
    amount: number;
  }>;
  expect(b).toMatchObject({ link_id: expect.stringMatching(/^plink_/), amount: 90_000_00 });
  const balance = { linkId: b!.link_id, referenceId: `${pid}_balance`, paymentId: `pay_${id.replace(/-/g, '')}bal` };
  return { pid, path, base: `/admin/leads/${id}/proposals/${pid}`, balance };
}

/** The whole receipt series of a financial year: its numbers, which must be 1..n without a gap. */
const series = async (fy: string) =>
  ((await rows('SELECT n FROM receipts WHERE fy = ?1 ORDER BY n', fy)) as Array<{ n: number }>).map((r) => r.n);
const receiptsOf = async (pid: string) =>
  (await rows('SELECT fy, number, payment_id, amount FROM receipts WHERE proposal_id = ?1 ORDER BY n', pid)) as Array<{
    fy: string;
    number: string;
    payment_id: string;
    amount: number;
  }>;

describe('the balance recorded as paid by hand, then paid through its Razorpay link too', () => {
  it('records the link’s payment once with its own receipt, counts the booking once, and shows the overpayment to refund', async () => {
    const { pid, path, base, balance } = await balanceOut('tw-1', '2027-06-20', '2027-06-13');
    const recorded = await admin(`${base}/balance`, { reference: 'NEFT77770001' });
    expect(recorded.res.status, recorded.body).toBe(303);
    expect(rzp.requests.map((r) => r.path)).toContain(`/v1/payment_links/${balance.linkId}/cancel`);

    // The visitor paid before the cancellation reached Razorpay: the webhook, its retry, another
    // delivery of the same payment and the callback, in that order.
    const paid = { ...balance, amount: 90_000_00 };
    expect(await deliver(webhook({ ...paid, eventId: 'evt_tw1_bal' }))).toMatchObject({ outcome: 'applied' });
    expect(await deliver(webhook({ ...paid, eventId: 'evt_tw1_bal' }))).toMatchObject({ outcome: 'duplicate' });
    expect(await deliver(webhook({ ...paid, eventId: 'evt_tw1_bal_again' }))).toMatchObject({ outcome: 'duplicate' });
    expect((await visit(`${path}?${callbackQuery(balance)}`)).status).toBe(200);
    await server.idle();

    expect(await rows('SELECT id, amount FROM payments WHERE proposal_id = ?1 ORDER BY paid_at', pid)).toEqual([
      { id: 'pay_tw1', amount: 30_000_00 },
      { id: 'hand_NEFT77770001', amount: 90_000_00 },
      { id: balance.paymentId, amount: 90_000_00 },
    ]);
    const receipts = await receiptsOf(pid);
    expect(receipts.map((r) => [r.payment_id, r.amount])).toEqual([
      ['pay_tw1', 30_000_00],
      ['hand_NEFT77770001', 90_000_00],
      [balance.paymentId, 90_000_00],
    ]);
    const numbers = await series(receipts[0]!.fy);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    // The balance stays settled by the hand's payment.
    expect(await rows('SELECT payment_id FROM proposal_balances WHERE proposal_id = ?1', pid)).toEqual([
      { payment_id: 'hand_NEFT77770001' },
    ]);

    // Counted once: the lead's value, one Purchase, one booking row, nothing to adjust, the report's advance.
    expect(await rows("SELECT stage, value FROM lead_pipeline WHERE lead_id = 'tw-1'")).toEqual([
      { stage: 'booked', value: 120000 },
    ]);
    await cronAt(server, new Date());
    await server.idle();
    expect(purchases().filter((e) => e.event_id === pid)).toEqual([
      expect.objectContaining({ custom_data: expect.objectContaining({ value: 120000, currency: 'INR' }) }),
    ]);
    expect((await file('/conversions/google-ads.csv')).filter((l) => l.endsWith(',tw-1:booked'))).toEqual([
      expect.stringMatching(/,Website booking,[^,]+,120000,INR,/),
    ]);
    expect((await file('/conversions/google-ads-adjustments.csv')).filter((l) => l.startsWith('tw-1:'))).toEqual([]);
    const sales = await rows(`SELECT * FROM (${SALES_SQL}) WHERE "by" = 'city' AND key = 'tw-1-town'`, '2000', '9999');
    expect(sales).toEqual([expect.objectContaining({ paid: 1, advance: 30_000_00, booked: 1, value: 120000 })]);

    // The team is told it is an overpayment to refund: the notice, the proposal's page, /admin/status.
    const told = chat.requests.filter((r) => r.body.includes('received from Nisha Jain'));
    expect(told.map((r) => /(?:Advance|Balance|Overpaid)[^"]*?(?=: callback request)/.exec(r.body)![0])).toEqual([
      'Advance ₹30,000 received from Nisha Jain',
      'Balance ₹90,000 received from Nisha Jain',
      'Overpaid: ₹90,000 received from Nisha Jain after the total was paid: refund it',
    ]);
    const inbox = (await admin(base)).body;
    expect(inbox).toContain('Overpaid: ₹90,000 more than the total. Refund it to the visitor.');
    expect(inbox).toContain(`after the total was paid (payment ${balance.paymentId})`);
    const status = (await admin('/admin/status')).body;
    expect(status).toContain('Overpaid bookings to refund');
    expect(status).toContain(`href="${base}"`);
    expect(status).toContain(`Nisha Jain: ₹90,000 paid more than the total of proposal ${pid}`);
  });
});

describe('the balance paid through its Razorpay link, then "Record the balance as paid"', () => {
  it('is refused with 409 and records nothing: no payment, no receipt, no cancellation, no overpayment', async () => {
    const { pid, base, balance } = await balanceOut('tw-2', '2027-07-20', '2027-07-13');
    expect(await deliver(webhook({ ...balance, amount: 90_000_00, eventId: 'evt_tw2_bal' }))).toMatchObject({
      outcome: 'applied',
    });
    await server.idle();
    const before = { receipts: await receiptsOf(pid), calls: rzp.requests.length };
    const refused = await admin(`${base}/balance`, { reference: 'NEFT77770002' });
    expect(refused.res.status).toBe(409);
    expect(refused.body).toContain('The balance is paid already. Nothing was changed.');
    expect(await rows("SELECT count(*) AS n FROM payments WHERE id = 'hand_NEFT77770002'")).toEqual([{ n: 0 }]);
    expect(await receiptsOf(pid)).toEqual(before.receipts);
    expect(rzp.requests).toHaveLength(before.calls);
    expect(refused.body).not.toContain('Overpaid');
    expect((await admin(base)).body).toContain('Paid in full: ₹1,20,000');
  });
});

const dashboardRefund = (o: Omit<Parameters<typeof refundWebhook>[0], 'event'> & { event?: string }) =>
  deliver(refundWebhook({ event: 'refund.processed', ...o }));
const recorded = (pid: string) =>
  rows('SELECT id, payment_id, amount FROM dashboard_refunds WHERE proposal_id = ?1 ORDER BY id', pid);
const vouchers = (pid: string) =>
  rows('SELECT refund_id, amount FROM refund_vouchers WHERE proposal_id = ?1 ORDER BY n', pid) as Promise<
    Array<{ refund_id: string; amount: number }>
  >;

describe('a refund made in Razorpay’s dashboard', () => {
  it('of an overpayment: recorded with its voucher, the team told, and the overpayment cleared', async () => {
    const { pid, path, base, balance } = await balanceOut('tw-3', '2027-08-20', '2027-08-13');
    expect((await admin(`${base}/balance`, { reference: 'NEFT77770003' })).res.status).toBe(303);
    expect(await deliver(webhook({ ...balance, amount: 90_000_00, eventId: 'evt_tw3_bal' }))).toMatchObject({
      outcome: 'applied',
    });
    await server.idle();
    expect((await admin('/admin/status')).body).toContain(`paid more than the total of proposal ${pid}`);

    // refund.created first (nothing yet), then refund.processed: recorded.
    const refund = { refundId: 'rfnd_dash03', paymentId: balance.paymentId, amount: 90_000_00 };
    expect(await dashboardRefund({ ...refund, event: 'refund.created', eventId: 'evt_tw3_c' })).toMatchObject({
      outcome: 'ignored',
    });
    expect(await recorded(pid)).toEqual([]);
    expect(await dashboardRefund({ ...refund, eventId: 'evt_tw3_rf' })).toMatchObject({ outcome: 'recorded' });
    // Another event of the same refund, the whole payment's: a duplicate, not an amount past what is left.
    expect(await dashboardRefund({ ...refund, eventId: 'evt_tw3_rf_again' })).toMatchObject({ outcome: 'duplicate' });
    await server.idle();
    expect(await recorded(pid)).toEqual([{ id: 'rfnd_dash03', payment_id: balance.paymentId, amount: 90_000_00 }]);
    expect(await vouchers(pid)).toEqual([{ refund_id: 'rfnd_dash03', amount: 90_000_00 }]);
    const [v] = (await rows('SELECT fy, n FROM refund_vouchers WHERE refund_id = ?1', 'rfnd_dash03')) as Array<{
      fy: string;
      n: number;
    }>;
    expect((await visit(`${path}/refund/${v!.fy}/${v!.n}`)).status).toBe(200);

    expect(
      chat.requests.filter((r) => r.body.includes('Refund ₹90,000 to Nisha Jain recorded from Razorpay')),
    ).toHaveLength(1);
    const status = (await admin('/admin/status')).body;
    expect(status).not.toContain(`paid more than the total of proposal ${pid}`);
    expect(status).not.toContain(`paid for proposal ${pid} refunded in Razorpay`);
    const card = (await admin(base)).body;
    expect(card).not.toContain('Overpaid:');
    // Paid in full net of the refund: ₹2,10,000 received, ₹90,000 back.
    expect(card).toContain('Paid in full: ₹1,20,000');
    const page = await (await visit(path)).text();
    expect(page).toContain('Paid in full: ₹1,20,000. Thank you.');
    expect(page).toContain(`href="${path}/refund/${v!.fy}/${v!.n}"`);
    // The booking goes on: booked, its value as it was.
    expect(await rows("SELECT stage, value FROM lead_pipeline WHERE lead_id = 'tw-3'")).toEqual([
      { stage: 'booked', value: 120000 },
    ]);
  });

  it('twice (a retry, another event for the same refund): recorded once, one voucher, one notice', async () => {
    const { pid, path, base } = await balanceOut('tw-4', '2027-09-20', '2027-09-13');
    const part = { refundId: 'rfnd_dash04', paymentId: 'pay_tw4', amount: 5_000_00 };
    expect(await dashboardRefund({ ...part, eventId: 'evt_tw4_rf' })).toMatchObject({ outcome: 'recorded' });
    expect(await dashboardRefund({ ...part, eventId: 'evt_tw4_rf' })).toMatchObject({ outcome: 'duplicate' });
    expect(await dashboardRefund({ ...part, eventId: 'evt_tw4_rf_again' })).toMatchObject({ outcome: 'duplicate' });
    await server.idle();
    expect(await recorded(pid)).toEqual([{ id: 'rfnd_dash04', payment_id: 'pay_tw4', amount: 5_000_00 }]);
    expect(await vouchers(pid)).toEqual([{ refund_id: 'rfnd_dash04', amount: 5_000_00 }]);
    expect(
      chat.requests.filter((r) => r.body.includes('Refund ₹5,000 to Nisha Jain recorded from Razorpay')),
    ).toHaveLength(1);
    // The balance shown is what stays due net of the refund: ₹1,20,000 less ₹25,000 held.
    const page = await (await visit(path)).text();
    expect(page).toMatch(/Balance<\/dt><dd>₹95,000/);
    expect(page).toMatch(/Refund voucher RF\/\d{4}-\d{2}\/\d+<\/a>/);
    expect((await admin(base)).body).toContain('₹95,000 due by');
    expect((await admin('/admin/leads/tw-4')).body).toContain('balance ₹95,000 due');
    // The report's advance is what stayed: ₹25,000.
    const sales = await rows(`SELECT * FROM (${SALES_SQL}) WHERE "by" = 'city' AND key = 'tw-4-town'`, '2000', '9999');
    expect(sales).toEqual([expect.objectContaining({ advance: 25_000_00 })]);
    // More than the payment still holds, or another currency: not recorded, shown on /admin/status.
    const over = { refundId: 'rfnd_dash04b', paymentId: 'pay_tw4', amount: 25_000_01, eventId: 'evt_tw4_over' };
    expect(await dashboardRefund(over)).toMatchObject({ outcome: 'refund-mismatch' });
    expect(await recorded(pid)).toHaveLength(1);
    expect((await admin('/admin/status')).body).toContain(
      'refund rfnd_dash04b: amount or currency differs from its payment, not recorded',
    );
    // The rest refunded too: every payment back, the booking not cancelled: it stays, and is shown.
    const rest = { refundId: 'rfnd_dash04c', paymentId: 'pay_tw4', amount: 25_000_00, eventId: 'evt_tw4_rest' };
    expect(await dashboardRefund(rest)).toMatchObject({ outcome: 'recorded' });
    expect(await rows('SELECT status FROM proposals WHERE id = ?1', pid)).toEqual([{ status: 'paid' }]);
    expect((await admin('/admin/status')).body).toContain(
      `Nisha Jain: all ₹30,000 paid for proposal ${pid} refunded in Razorpay; not cancelled`,
    );
  });

  it('refund.failed records nothing', async () => {
    const { pid } = await balanceOut('tw-5', '2027-10-20', '2027-10-13');
    const failed = { event: 'refund.failed', refundId: 'rfnd_dash05', paymentId: 'pay_tw5', amount: 5_000_00 };
    expect(await dashboardRefund({ ...failed, eventId: 'evt_tw5_failed' })).toMatchObject({ outcome: 'ignored' });
    await server.idle();
    expect(await recorded(pid)).toEqual([]);
    expect(await vouchers(pid)).toEqual([]);
    expect(chat.requests.filter((r) => r.body.includes('tw-5') && r.body.includes('Refund'))).toEqual([]);
  });

  it('the site’s own refund (Cancel booking): its webhook records nothing new; a dashboard refund before it is left out', async () => {
    const { pid, base } = await balanceOut('tw-6', '2027-11-20', '2027-11-13');
    const part = { refundId: 'rfnd_dash06', paymentId: 'pay_tw6', amount: 5_000_00, eventId: 'evt_tw6_rf' };
    expect(await dashboardRefund(part)).toMatchObject({ outcome: 'recorded' });
    const card = (await admin(base)).body;
    expect(card).toContain('Refunded in Razorpay’s dashboard: ₹5,000.');
    expect(card).toContain('at most ₹25,000');
    expect(card).toMatch(/Refund note RF\/\d{4}-\d{2}\/\d+<\/a>: ₹5,000/);
    const cancelled = await admin(`${base}/cancel`, { amount: '', confirm: '1' });
    expect(cancelled.res.status, cancelled.body).toBe(303);
    const [own] = (await rows('SELECT id, razorpay_id, amount FROM refunds WHERE proposal_id = ?1', pid)) as Array<{
      id: string;
      razorpay_id: string;
      amount: number;
    }>;
    // What the payment still held: ₹25,000.
    expect(own).toMatchObject({ amount: 25_000_00, razorpay_id: expect.stringMatching(/^rfnd_standin/) });
    const before = await vouchers(pid);
    expect(before.map((v) => v.amount)).toEqual([5_000_00, 25_000_00]);
    const processed = {
      refundId: own!.razorpay_id,
      paymentId: 'pay_tw6',
      amount: 25_000_00,
      notes: { proposal: pid, lead: 'tw-6', refund: own!.id },
    };
    expect(
      await deliver(refundWebhook({ event: 'refund.processed', ...processed, eventId: 'evt_tw6_own' })),
    ).toMatchObject({
      outcome: 'applied',
    });
    await server.idle();
    expect(await rows('SELECT status FROM refunds WHERE id = ?1', own!.id)).toEqual([{ status: 'processed' }]);
    expect(await recorded(pid)).toEqual([{ id: 'rfnd_dash06', payment_id: 'pay_tw6', amount: 5_000_00 }]);
    expect(await vouchers(pid)).toEqual(before);
    expect(chat.requests.filter((r) => r.body.includes('Refund ₹25,000') && r.body.includes('tw-6'))).toEqual([]);
  });

  it('before its payment is recorded: 503 until then, so that Razorpay delivers it again; a stranger’s stays 2xx', async () => {
    const { pid, balance } = await balanceOut('tw-7', '2027-12-20', '2027-12-13');
    const early = {
      refundId: 'rfnd_dash07',
      paymentId: balance.paymentId,
      amount: 90_000_00,
      eventId: 'evt_tw7_rf',
      // The notes the balance's link gave its payment (src/worker/payments/balance.ts).
      paymentNotes: { proposal: pid, lead: 'tw-7', part: 'balance' },
    };
    const refused = await visit('/api/razorpay', {
      method: 'POST',
      ...refundWebhook({ event: 'refund.processed', ...early }),
    });
    expect(refused.status).toBe(503);
    await refused.body?.cancel();
    expect(await rows("SELECT outcome FROM razorpay_events WHERE event_id = 'evt_tw7_rf'")).toEqual([]);
    expect(await recorded(pid)).toEqual([]);
    // The payment comes, then Razorpay's redelivery of the same event: recorded, with its voucher.
    expect(await deliver(webhook({ ...balance, amount: 90_000_00, eventId: 'evt_tw7_bal' }))).toMatchObject({
      outcome: 'applied',
    });
    expect(await dashboardRefund(early)).toMatchObject({ outcome: 'recorded' });
    expect(await vouchers(pid)).toEqual([{ refund_id: 'rfnd_dash07', amount: 90_000_00 }]);

    // A payment whose notes name no proposal of this site, or a refund made over 12 hours ago: 2xx, unknown.
    const stranger = { ...early, paymentId: 'pay_tw7none', paymentNotes: { proposal: 'prop_0000000000000000' } };
    expect(await dashboardRefund({ ...stranger, refundId: 'rfnd_tw7s', eventId: 'evt_tw7_s' })).toMatchObject({
      outcome: 'unknown-refund',
    });
    const old = { ...early, paymentId: 'pay_tw7late', createdAt: Math.floor(Date.now() / 1000) - 13 * 3600 };
    expect(await dashboardRefund({ ...old, refundId: 'rfnd_tw7o', eventId: 'evt_tw7_o' })).toMatchObject({
      outcome: 'unknown-refund',
    });
  });
});
