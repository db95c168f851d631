import { beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { proposalFlow } from '../helpers/proposal-flow';
import { proposalVisitor } from '../helpers/proposal-visitor';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { cronAt, ist, outbox } from '../helpers/notices';
import { startGraph, type Receiver } from '../helpers/notify-standins';
import PostalMime from 'postal-mime';
import { razorpayVars, refundWebhook, startRazorpay, type RazorpayStandin } from '../helpers/razorpay-standin';

// Cancel booking (docs/sales.md#cancelling-a-booking, docs/decisions/0050): a paid booking cancelled
// on its inbox page with the amount to refund (at most what was paid), the refund through Razorpay's
// refund API (a loopback stand-in) or, for a UPI advance, by hand with its reference; a refund
// voucher in its own gap-free series; the dates released; the lead lost ("Cancelled"); Razorpay's
// refund webhooks applied once; the visitor told through the outbox.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let rzp: RazorpayStandin;
let graph: Receiver;
const GSTIN = '08AABCU9603R1ZN'; // Rajasthan

const { admin, rows } = inboxClient(() => ({ server, token, origin }));

beforeAll(async () => {
  [rzp, graph] = await Promise.all([startRazorpay(), startGraph()]);
  return () => Promise.all([rzp.close(), graph.close()]);
});
signedInWorker(
  (vars) =>
    worker(
      {
        ...vars,
        DEFAULT_CREWS_PER_CITY: '50',
        ...razorpayVars(rzp.url),
        UPI_ID: 'studio@okaxis',
        GSTIN,
        SITE_URL: 'https://studio.example',
        NOTIFY_REMINDERS: 'off',
        NOTIFY_DIGEST: 'off',
        META_GRAPH_URL: graph.url,
        WHATSAPP_PHONE_NUMBER_ID: '1234567',
        WHATSAPP_CANCELLATION_TEMPLATE: 'booking_cancelled',
        VISITOR_EMAIL_FROM: 'bookings@studio.example',
      },
      { WHATSAPP_TOKEN: 'graph-token-for-tests' },
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

/** A lead with an accepted proposal (₹1,00,000 before tax in Jaipur: advance ₹35,400), its ids and path. */
async function accepted(id: string, date: string, language = 'en') {
  ip += 1;
  const lead = { id, name: 'Kavya Rao', phone: '919811100011', stage: 'quoted' };
  const p = await flow.propose(lead, {
    lines: [['Wedding Photography - Gold', '1L']],
    date,
    label: 'Wedding',
    language,
  });
  await flow.accept(p, 'Kavya Rao');
  return { pid: p.pid, path: p.path, base: p.base };
}

/** Paid through Razorpay: a link made, the webhook delivered. */
async function paidByRazorpay(id: string, date: string, language = 'en') {
  const p = await accepted(id, date, language);
  const paymentId = `pay_${id.replace(/-/g, '')}`;
  await flow.pay(p, { paymentId, amount: 35_400_00, eventId: `evt_${id}` });
  return { ...p, paymentId };
}

const refundRequests = () => rzp.requests.filter((r) => r.path.endsWith('/refund'));
const stageOf = async (id: string) => rows('SELECT stage, lost_reason FROM lead_pipeline WHERE lead_id = ?1', id);
const datesOf = async (pid: string) =>
  rows('SELECT kind, released_reason FROM crew_days WHERE proposal_id = ?1 ORDER BY day', pid);

describe('Cancel booking through Razorpay', () => {
  it('refuses a refund above what was paid, then refunds once, issues the voucher, releases the dates, loses the lead', async () => {
    const { pid, path, base, paymentId } = await paidByRazorpay('rf-1', '2027-03-01');
    expect(await stageOf('rf-1')).toEqual([{ stage: 'booked', lost_reason: null }]);
    const lead = await admin('/admin/leads/rf-1');
    expect(lead.body).toContain(`href="${base}#cancel"`);
    const card = await admin(base);
    expect(card.body).toContain('Cancel booking');
    expect(card.body).toContain('at most ₹35,400');

    const above = await admin(`${base}/cancel`, { amount: '35,401', confirm: '1' });
    expect(above.res.status).toBe(422);
    expect(above.body).toContain('Refund: at most ₹35,400, what was paid. Nothing was changed.');
    const unticked = await admin(`${base}/cancel`, { amount: '30000' });
    expect(unticked.res.status).toBe(422);
    expect(await rows('SELECT status FROM proposals WHERE id = ?1', pid)).toEqual([{ status: 'paid' }]);
    expect(await rows('SELECT count(*) AS n FROM refunds')).toEqual([{ n: 0 }]);
    expect(refundRequests()).toHaveLength(0);

    const cancelled = await admin(`${base}/cancel`, { amount: '30k', confirm: '1' });
    expect(cancelled.res.status, cancelled.body).toBe(303);
    const [sent] = refundRequests();
    expect(sent!.path).toBe(`/v1/payments/${paymentId}/refund`);
    expect(sent!.headers['x-refund-idempotency']).toBe(`rf_${paymentId}-1`);
    expect(sent!.body).toMatchObject({
      amount: 30_000_00,
      speed: 'normal',
      receipt: expect.stringMatching(/^RF\/\d{4}-\d{2}\/1$/),
      notes: { proposal: pid, lead: 'rf-1', refund: `rf_${paymentId}` },
    });
    const [refund] = (await rows(
      'SELECT id, status, razorpay_id, amount FROM refunds WHERE proposal_id = ?1',
      pid,
    )) as Array<{
      id: string;
      razorpay_id: string;
    }>;
    expect(refund).toMatchObject({
      status: 'pending',
      amount: 30_000_00,
      razorpay_id: expect.stringMatching(/^rfnd_/),
    });
    expect(await rows('SELECT status FROM proposals WHERE id = ?1', pid)).toEqual([{ status: 'cancelled' }]);
    expect(await stageOf('rf-1')).toEqual([{ stage: 'lost', lost_reason: 'Cancelled' }]);
    expect(await datesOf(pid)).toEqual([{ kind: 'booked', released_reason: 'refunded' }]);

    // Applied once: a second click, or a second phone, changes nothing and asks Razorpay nothing.
    const again = await admin(`${base}/cancel`, { amount: '30k', confirm: '1' });
    expect(again.res.status).toBe(409);
    expect(refundRequests()).toHaveLength(1);

    // The voucher, printable: rule 51's particulars.
    const page = await admin(base);
    const voucherPath = new RegExp(`href="https://studio\\.example(${path}/refund/[^"]+)"`).exec(page.body)![1]!;
    const voucher = await (await visit(voucherPath)).text();
    expect(voucher).toContain('Refund voucher');
    expect(voucher).toContain(`GSTIN ${GSTIN}`);
    expect(voucher).toContain('Kavya Rao');
    expect(voucher).toMatch(/RV\/\d{4}-\d{2}\/\d+ of /);
    expect(voucher).toContain('₹30,000');
    expect(voucher).toContain('CGST 9%');
    expect(voucher).toContain('Tax payable on reverse charge: No');
    // The visitor's page says so, links the voucher, and takes no acceptance or payment.
    const visitor = await (await visit(path)).text();
    expect(visitor).toContain('This booking has been cancelled.');
    expect(visitor).toContain(`href="${voucherPath}"`);
    expect(visitor).not.toContain(`action="${path}/pay"`);

    // refund.processed, twice (a retry), then a late refund.failed: processed, once.
    const processed = refundWebhook({
      event: 'refund.processed',
      refundId: refund!.razorpay_id,
      paymentId,
      amount: 30_000_00,
      eventId: 'evt_rf1_processed',
    });
    expect(await deliver(processed)).toMatchObject({ outcome: 'applied' });
    expect(await deliver(processed)).toMatchObject({ outcome: 'duplicate' });
    const late = refundWebhook({
      event: 'refund.failed',
      refundId: refund!.razorpay_id,
      paymentId,
      amount: 30_000_00,
      eventId: 'evt_rf1_failed',
    });
    expect(await deliver(late)).toMatchObject({ outcome: 'duplicate' });
    expect(await rows('SELECT status FROM refunds WHERE id = ?1', refund!.id)).toEqual([{ status: 'processed' }]);
  });

  it('two cancellations at once make one; a refund Razorpay fails is sent again as a new attempt; a forged delivery changes nothing', async () => {
    const { pid, base, paymentId } = await paidByRazorpay('rf-2', '2027-03-02');
    // Two phones at once: one cancellation, one refund, one request to Razorpay.
    const before = refundRequests().length;
    const both = await Promise.all([
      admin(`${base}/cancel`, { amount: '', confirm: '1' }),
      admin(`${base}/cancel`, { amount: '', confirm: '1' }),
    ]);
    expect(both.map((r) => r.res.status).sort()).toEqual([303, 409]);
    expect(refundRequests()).toHaveLength(before + 1);
    expect(await rows('SELECT count(*) AS n FROM refund_vouchers WHERE proposal_id = ?1', pid)).toEqual([{ n: 1 }]);
    const [refund] = (await rows('SELECT id, razorpay_id, amount FROM refunds WHERE proposal_id = ?1', pid)) as Array<{
      id: string;
      razorpay_id: string;
      amount: number;
    }>;
    expect(refund!.amount).toBe(35_400_00); // empty: all that was paid
    const failed = refundWebhook({
      event: 'refund.failed',
      refundId: refund!.razorpay_id,
      paymentId,
      amount: refund!.amount,
      eventId: 'evt_rf2_failed',
    });
    const forged = await visit('/api/razorpay', {
      method: 'POST',
      headers: { ...failed.headers, 'x-razorpay-signature': '0'.repeat(64) },
      body: failed.body,
    });
    expect(forged.status).toBe(403);
    expect(await rows('SELECT status FROM refunds WHERE id = ?1', refund!.id)).toEqual([{ status: 'pending' }]);
    expect(await deliver(failed)).toMatchObject({ outcome: 'applied' });
    const page = await admin(base);
    expect(page.body).toContain('failed at Razorpay');
    expect((await admin(`${base}/refund-again`, {})).res.status).toBe(303);
    expect(refundRequests().at(-1)!.headers['x-refund-idempotency']).toBe(`rf_${paymentId}-2`);
    expect(await rows('SELECT status, attempt FROM refunds WHERE id = ?1', refund!.id)).toEqual([
      { status: 'pending', attempt: 2 },
    ]);
  });

  it("cancels the balance's Razorpay link once it is out: a cancelled booking's balance cannot be paid", async () => {
    // First event 10 March 2027: the balance falls due on 3 March, when the cron makes its link.
    const { pid, base } = await paidByRazorpay('rf-bal', '2027-03-10');
    await cronAt(server, ist('2027-03-03T10:00'));
    const [balance] = (await rows('SELECT link_id FROM proposal_balances WHERE proposal_id = ?1', pid)) as {
      link_id: string;
    }[];
    expect(balance?.link_id).toMatch(/^plink_/);
    const cancelled = await admin(`${base}/cancel`, { amount: '', confirm: '1' });
    expect(cancelled.res.status, cancelled.body).toBe(303);
    expect(rzp.requests.map((r) => r.path)).toContain(`/v1/payment_links/${balance!.link_id}/cancel`);
  });
});

describe('A refund event for no refund of this site', () => {
  it('is answered 2xx, recorded once, and shown on /admin/status', async () => {
    const stranger = refundWebhook({
      event: 'refund.processed',
      refundId: 'rfnd_stranger01',
      paymentId: 'pay_stranger01',
      amount: 5_000_00,
      eventId: 'evt_rf_stranger',
    });
    const res = await visit('/api/razorpay', { method: 'POST', headers: stranger.headers, body: stranger.body });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'unknown-refund' });
    expect(await deliver(stranger)).toMatchObject({ outcome: 'duplicate' });
    expect(await rows("SELECT outcome FROM razorpay_events WHERE event_id = 'evt_rf_stranger'")).toEqual([
      { outcome: 'unknown-refund' },
    ]);
    const status = (await admin('/admin/status')).body;
    expect(status).toContain('evt_rf_stranger');
    expect(status).toContain('refund rfnd_stranger01: no booking of this site has this refund');
  });
});

describe('The balance recorded as paid by hand', () => {
  it("cancels the balance's Razorpay link that is out, so the visitor cannot pay it twice", async () => {
    const { pid, base } = await paidByRazorpay('rf-handbal', '2027-03-12');
    await cronAt(server, ist('2027-03-05T10:00'));
    const [balance] = (await rows('SELECT link_id FROM proposal_balances WHERE proposal_id = ?1', pid)) as {
      link_id: string;
    }[];
    expect(balance?.link_id).toMatch(/^plink_/);
    const recorded = await admin(`${base}/balance`, { reference: 'NEFT55550001' });
    expect(recorded.res.status, recorded.body).toBe(303);
    expect(rzp.requests.map((r) => r.path)).toContain(`/v1/payment_links/${balance!.link_id}/cancel`);
    expect(await rows('SELECT amount FROM payments WHERE id = ?1', 'hand_NEFT55550001')).toEqual([
      { amount: 82_600_00 },
    ]);
  });
});

describe('Cancel booking by hand, and the voucher series', () => {
  it('a UPI advance is refunded by hand with its reference; nothing goes to Razorpay', async () => {
    const { pid, path, base } = await accepted('rf-3', '2027-03-03');
    expect((await post(`${path}/upi`, { reference: 'UPIPAID123456' })).status).toBe(303);
    expect((await admin(`${base}/confirm`, { payment: 'upi_UPIPAID123456' })).res.status).toBe(303);
    expect(await stageOf('rf-3')).toEqual([{ stage: 'booked', lost_reason: null }]);
    const before = refundRequests().length;
    const noReference = await admin(`${base}/cancel`, { amount: '35400', confirm: '1' });
    expect(noReference.res.status).toBe(422);
    expect(noReference.body).toContain('Reference: this refund is made by hand');
    expect(
      (await admin(`${base}/cancel`, { amount: '35400', reference: 'UPIBACK98765', confirm: '1' })).res.status,
    ).toBe(303);
    expect(await rows('SELECT method, status, reference, amount FROM refunds WHERE proposal_id = ?1', pid)).toEqual([
      { method: 'manual', status: 'processed', reference: 'UPIBACK98765', amount: 35_400_00 },
    ]);
    expect(refundRequests()).toHaveLength(before);
    expect(await datesOf(pid)).toEqual([{ kind: 'booked', released_reason: 'refunded' }]);
    expect(await stageOf('rf-3')).toEqual([{ stage: 'lost', lost_reason: 'Cancelled' }]);
  });

  it('numbers vouchers in one series without gaps, cancellations at once included; nothing refunded releases as cancelled', async () => {
    const a = await paidByRazorpay('rf-4', '2027-03-04');
    const b = await paidByRazorpay('rf-5', '2027-03-05');
    const c = await paidByRazorpay('rf-6', '2027-03-06');
    const results = await Promise.all([
      admin(`${a.base}/cancel`, { amount: '1000', confirm: '1' }),
      admin(`${b.base}/cancel`, { amount: '2000', confirm: '1' }),
      admin(`${c.base}/cancel`, { amount: '0', confirm: '1' }),
    ]);
    expect(results.map((r) => r.res.status)).toEqual([303, 303, 303]);
    const vouchers = (await rows('SELECT fy, n, number FROM refund_vouchers ORDER BY fy, n')) as Array<{
      fy: string;
      n: number;
      number: string;
    }>;
    expect(vouchers.map((v) => v.n)).toEqual(vouchers.map((_, i) => i + 1));
    expect(vouchers.every((v) => v.number === `RF/${v.fy}/${v.n}`)).toBe(true);
    // Its own series: receipts run on apart.
    expect(await rows("SELECT count(*) AS n FROM receipts WHERE number LIKE 'RF/%'")).toEqual([{ n: 0 }]);
    expect(await rows('SELECT count(*) AS n FROM refund_vouchers WHERE proposal_id = ?1', c.pid)).toEqual([{ n: 0 }]);
    expect(await datesOf(c.pid)).toEqual([{ kind: 'booked', released_reason: 'cancelled' }]);
    expect(await stageOf('rf-6')).toEqual([{ stage: 'lost', lost_reason: 'Cancelled' }]);
  });
});

describe("The visitor's message of the cancellation", () => {
  const to = (phone: string) =>
    graph.requests.filter((r) => r.path.endsWith('/1234567/messages') && r.json?.to === phone);

  it('in the lead’s language, with the amount and the voucher’s link: the template and an e-mail, kept through an outage', async () => {
    const { pid, path, base } = await paidByRazorpay('rf-hi', '2027-03-07', 'hi');
    expect(path).toMatch(/^\/hi\/p\//);
    // The lead opted in to WhatsApp on the form; no chat is open (outside the 24-hour window).
    await rows("INSERT INTO lead_prefs (lead_id, language, whatsapp_opt_in) VALUES ('rf-hi', 'hi', 1)");
    graph.fail(503, 1);
    expect((await admin(`${base}/cancel`, { amount: '20000', confirm: '1' })).res.status).toBe(303);
    await server.idle();
    const [voucher] = (await rows('SELECT fy, n FROM refund_vouchers WHERE proposal_id = ?1', pid)) as Array<{
      fy: string;
      n: number;
    }>;
    const link = `https://studio.example${path}/refund/${voucher!.fy}/${voucher!.n}`;
    // The e-mail went on its own, in Hindi.
    const mails = await Promise.all(server.emails.map((m) => PostalMime.parse(m.raw)));
    const cancelled = mails.filter((m) => m.subject?.includes('बुकिंग रद्द'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.from?.address).toBe('bookings@studio.example');
    expect(cancelled[0]!.text).toContain('हम आपको ₹20,000 लौटा रहे हैं। आपका रिफ़ंड वाउचर: ' + link);
    // WhatsApp was down: the outbox keeps it, and the next run after it is back sends it once.
    expect(to('919811100011').map((r) => r.status)).toEqual([503]);
    expect((await outbox(server, `key = 'visitor:whatsapp:cancelled.${pid}'`))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
    });
    await cronAt(server, new Date(Date.now() + 3 * 60_000));
    await cronAt(server, new Date(Date.now() + 10 * 60_000));
    const sent = to('919811100011');
    expect(sent.map((r) => r.status)).toEqual([503, 200]);
    const template = sent[1]!.json.template;
    expect(template.name).toBe('booking_cancelled');
    expect(template.language).toEqual({ code: 'hi' });
    expect(template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual(['Kavya', '₹20,000', link]);
    expect((await outbox(server, `key LIKE 'visitor:%:cancelled.${pid}'`)).map((r) => r.status)).toEqual([
      'sent',
      'sent',
    ]);
  });

  it('nothing refunded: the e-mail says the booking is cancelled and links the proposal; no opt-in, no WhatsApp', async () => {
    const { pid, path, base } = await paidByRazorpay('rf-none', '2027-03-08');
    expect((await admin(`${base}/cancel`, { amount: '0', confirm: '1' })).res.status).toBe(303);
    await server.idle();
    const mails = await Promise.all(server.emails.map((m) => PostalMime.parse(m.raw)));
    const link = `https://studio.example${path}`;
    const [mail] = mails.filter((m) => /^Your booking with .+ has been cancelled$/.test(m.subject ?? ''));
    const ours = mails.filter(
      (m) => m.subject === mail?.subject && m.text?.trimEnd().endsWith(`Your proposal: ${link}`),
    );
    expect(ours).toHaveLength(1);
    expect(ours[0]!.text).toMatch(/^Hello Kavya, your booking with .+ has been cancelled\. Your proposal: /);
    expect((await outbox(server, `key = 'visitor:whatsapp:cancelled.${pid}'`))[0]).toMatchObject({
      status: 'skipped',
      last_error: 'no WhatsApp opt-in: nothing sent',
    });
  });
});
