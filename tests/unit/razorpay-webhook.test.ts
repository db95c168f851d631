import { beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { proposalFlow } from '../helpers/proposal-flow';
import { proposalVisitor } from '../helpers/proposal-visitor';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { callbackQuery, razorpayVars, startRazorpay, webhook, type RazorpayStandin } from '../helpers/razorpay-standin';

// Razorpay's webhook and callback (docs/decisions/0048-payments-through-razorpay-links.md): each rule
// with the test that fails without it. Forged or missing signatures change nothing; a replayed event,
// the callback and two deliveries at once apply a payment once; an amount that does not match the
// link applies nothing; a link of no proposal is answered 2xx and shown on /admin/status; an
// acceptance never changes; an expired hold takes no payment.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let rzp: RazorpayStandin;
const { admin, rows } = inboxClient(() => ({ server, token, origin }));

beforeAll(async () => {
  rzp = await startRazorpay();
  return () => rzp.close();
});
signedInWorker(
  (vars) =>
    worker({ ...vars, DEFAULT_CREWS_PER_CITY: '50', ...razorpayVars(rzp.url), SITE_URL: 'https://studio.example' }),
  (s) => ({ server, origin, token } = s),
  { email: 'asha@studio.example' },
);
beforeAll(async () => {
  await admin('/admin'); // tables created
}, 60_000);

// Each test's visitor has an address of its own: the proposal pages are rate-limited per address.
let ip = 0;
const { visit, post } = proposalVisitor(
  () => server,
  () => `198.51.100.${ip}`,
);
const flow = proposalFlow({ server: () => server, admin, rows, visitor: { visit, post } });
const deliver = (d: { body: string; headers: Record<string, string> }) =>
  visit('/api/razorpay', { method: 'POST', headers: d.headers, body: d.body });

/** A lead with an accepted proposal whose payment link was made: its ids. */
async function linked(id: string) {
  ip += 1;
  const lead = { id, name: 'Kabir', phone: '919811100000' };
  const p = await flow.propose(lead, { lines: [['Pre-wedding shoot', '50000']], date: '2027-03-01', city: 'Mumbai' });
  await flow.accept(p, 'Kabir Rao');
  return { pid: p.pid, path: p.path, linkId: await flow.link(p), advance: 15_000_00 };
}
const paymentsOf = (pid: string) => rows('SELECT id, status FROM payments WHERE proposal_id = ?1', pid);

describe('the webhook', () => {
  it('a missing signature is 401, a forged one 403, and nothing changes', async () => {
    const l = await linked('w-forged');
    const d = webhook(
      { linkId: l.linkId, referenceId: l.pid, paymentId: 'pay_forged', amount: l.advance, eventId: 'evt_f1' },
      'not-the-secret',
    );
    expect((await deliver(d)).status).toBe(403);
    const { 'x-razorpay-signature': _, ...unsigned } = d.headers;
    expect((await deliver({ body: d.body, headers: unsigned })).status).toBe(401);
    expect(await paymentsOf(l.pid)).toEqual([]);
    expect(await rows("SELECT 1 FROM razorpay_events WHERE event_id = 'evt_f1'")).toEqual([]);
  });

  it('a replayed event, and the callback after it, apply the payment once', async () => {
    const l = await linked('w-replay');
    const d = webhook({
      linkId: l.linkId,
      referenceId: l.pid,
      paymentId: 'pay_replay',
      amount: l.advance,
      eventId: 'evt_r1',
    });
    expect(await (await deliver(d)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await deliver(d)).json()).toMatchObject({ outcome: 'duplicate' });
    const again = webhook({
      linkId: l.linkId,
      referenceId: l.pid,
      paymentId: 'pay_replay',
      amount: l.advance,
      eventId: 'evt_r2',
    });
    expect(await (await deliver(again)).json()).toMatchObject({ outcome: 'duplicate' });
    await visit(`${l.path}?${callbackQuery({ linkId: l.linkId, referenceId: l.pid, paymentId: 'pay_replay' })}`);
    expect(await paymentsOf(l.pid)).toEqual([{ id: 'pay_replay', status: 'paid' }]);
    expect(await rows('SELECT count(*) AS n FROM receipts WHERE proposal_id = ?1', l.pid)).toEqual([{ n: 1 }]);
  });

  it('two deliveries at once for one payment: one payment, one receipt', async () => {
    const l = await linked('w-twice');
    const one = { linkId: l.linkId, referenceId: l.pid, paymentId: 'pay_twice', amount: l.advance };
    const answers = await Promise.all([
      deliver(webhook({ ...one, eventId: 'evt_t1' })).then((r) => r.json()),
      deliver(webhook({ ...one, eventId: 'evt_t2' })).then((r) => r.json()),
    ]);
    expect(answers.map((a) => (a as { outcome: string }).outcome).sort()).toEqual(['applied', 'duplicate']);
    expect(await paymentsOf(l.pid)).toEqual([{ id: 'pay_twice', status: 'paid' }]);
    expect(await rows('SELECT count(*) AS n FROM receipts WHERE proposal_id = ?1', l.pid)).toEqual([{ n: 1 }]);
    expect(await rows("SELECT stage FROM lead_pipeline WHERE lead_id = 'w-twice'")).toEqual([{ stage: 'booked' }]);
  });

  it('an amount or currency that does not match the link applies nothing and is shown on /admin/status', async () => {
    const l = await linked('w-amount');
    const base = { linkId: l.linkId, referenceId: l.pid, paymentId: 'pay_amount' };
    expect(await (await deliver(webhook({ ...base, amount: 100, eventId: 'evt_a1' }))).json()).toMatchObject({
      outcome: 'mismatch',
    });
    const usd = webhook({ ...base, amount: l.advance, currency: 'USD', eventId: 'evt_a2' });
    expect(await (await deliver(usd)).json()).toMatchObject({ outcome: 'mismatch' });
    expect(await paymentsOf(l.pid)).toEqual([]);
    expect(await rows("SELECT stage FROM lead_pipeline WHERE lead_id = 'w-amount'")).toEqual([{ stage: 'new' }]);
    expect((await admin('/admin/status')).body).toContain('evt_a1');
  });

  it('a payment for a link of no proposal is answered 2xx, recorded, and shown on /admin/status', async () => {
    const d = webhook({
      linkId: 'plink_nobody',
      referenceId: 'prop_0000000000000000',
      paymentId: 'pay_x',
      amount: 500,
      eventId: 'evt_u1',
    });
    const res = await deliver(d);
    expect(res.status).toBe(200);
    expect(await rows("SELECT outcome FROM razorpay_events WHERE event_id = 'evt_u1'")).toEqual([
      { outcome: 'unknown-link' },
    ]);
    expect((await admin('/admin/status')).body).toContain('plink_nobody');
  });
});

describe('the callback', () => {
  it('an unsigned or wrongly signed callback shows nothing as paid and records nothing', async () => {
    const l = await linked('c-forged');
    const q = new URLSearchParams(
      callbackQuery({ linkId: l.linkId, referenceId: l.pid, paymentId: 'pay_cb' }, 'wrong'),
    );
    const page = await (await visit(`${l.path}?${q}`)).text();
    expect(page).not.toContain('Advance received');
    expect(page).toContain('We could not confirm this payment yet');
    expect(await paymentsOf(l.pid)).toEqual([]);
  });
});

describe('acceptances and erasure', () => {
  it('an acceptance never changes and is deleted only by erasure, which keeps the receipt', async () => {
    const l = await linked('e-erase');
    const d = webhook({
      linkId: l.linkId,
      referenceId: l.pid,
      paymentId: 'pay_erase',
      amount: l.advance,
      eventId: 'evt_e1',
    });
    expect(await (await deliver(d)).json()).toMatchObject({ outcome: 'applied' });
    await expect(rows("UPDATE proposal_acceptances SET name = 'Someone else'")).rejects.toThrow(/never changes/);
    await expect(rows('DELETE FROM proposal_acceptances WHERE proposal_id = ?1', l.pid)).rejects.toThrow(
      /only by erasure/,
    );
    const erase = { q: '919811100000', ids: 'e-erase' };
    expect((await admin('/admin/person/erase', { ...erase, confirm: 'yes' })).res.status).toBe(303);
    for (const table of ['proposals', 'proposal_versions', 'proposal_acceptances', 'payments'])
      expect(
        await rows(`SELECT 1 FROM ${table} WHERE ${table === 'proposals' ? 'id' : 'proposal_id'} = ?1`, l.pid),
      ).toEqual([]);
    expect(await rows('SELECT payer_name, amount FROM receipts WHERE proposal_id = ?1', l.pid)).toEqual([
      { payer_name: 'Kabir Rao', amount: l.advance },
    ]);
    expect((await visit(l.path)).status).toBe(404);
  });
});

describe('an expired hold', () => {
  it('the cron expires it and cancels its link; the page says so, offers the chat and a callback, and takes no payment', async () => {
    const l = await linked('x-expired');
    await rows("UPDATE proposals SET hold_until = '2020-01-01T00:00:00.000Z' WHERE id = ?1", l.pid);
    await server.getWorker().scheduled({ scheduledTime: Date.now() });
    expect(await rows('SELECT status FROM proposals WHERE id = ?1', l.pid)).toEqual([{ status: 'expired' }]);
    expect(rzp.requests.some((r) => r.path === `/v1/payment_links/${l.linkId}/cancel`)).toBe(true);
    const page = await (await visit(l.path)).text();
    expect(page).toContain('This proposal has expired: its dates are no longer held.');
    expect(page).toContain('Chat on WhatsApp');
    expect(page).toContain('Request a callback');
    expect(page).not.toContain('Pay ₹');
    expect((await post(`${l.path}/pay`, {})).status).toBe(409);
  });
});
