import { beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { cronAt, ist, outbox } from '../helpers/notices';
import { startGraph, type Receiver } from '../helpers/notify-standins';
import { seedProposal, type Seeded } from '../helpers/proposals-seed';
import { callbackQuery, razorpayVars, startRazorpay, webhook, type RazorpayStandin } from '../helpers/razorpay-standin';

// The balance (docs/sales.md#proposals-and-payments, docs/decisions/0051-the-balance-and-the-visitors-messages.md):
// it falls due BALANCE_DUE_DAYS (7) before the first event date. The cron, on its injected clock,
// reminds the visitor the India day before, makes the second payment link on the day (not before,
// once), and sends it; the balance's payment gets the next receipt of the same series and does not
// book the lead again.
let server: ReturnType<typeof worker>;
let rzp: RazorpayStandin;
let graph: Receiver;

const vars = (extra: Record<string, string>) => ({
  SITE_URL: 'https://studio.example',
  NOTIFY_REMINDERS: 'off',
  NOTIFY_DIGEST: 'off',
  META_GRAPH_URL: graph.url,
  WHATSAPP_PHONE_NUMBER_ID: '1234567',
  WHATSAPP_BALANCE_TEMPLATE: 'balance_due',
  ...extra,
});

beforeAll(async () => {
  [rzp, graph] = await Promise.all([startRazorpay(), startGraph()]);
  server = worker(vars(razorpayVars(rzp.url)), { WHATSAPP_TOKEN: 'graph-token-for-tests' });
  await server.listen();
  await server.fetch(`/p/${'a'.repeat(22)}`); // tables created
  return async () => {
    await server.close();
    await Promise.all([rzp.close(), graph.close()]);
  };
}, 60_000);

let ip = 0;
const visit = (path: string) =>
  server.fetch(path, { redirect: 'manual', headers: { 'cf-connecting-ip': `203.0.113.${++ip}` } });
const deliver = (d: { body: string; headers: Record<string, string> }) =>
  server.fetch('/api/razorpay', { method: 'POST', headers: d.headers, body: d.body });
const links = () => rzp.requests.filter((r) => r.path === '/v1/payment_links');
const templatesTo = (phone: string) =>
  graph.requests.filter((r) => r.json?.to === phone && r.json?.type === 'template').map((r) => r.json.template);
const rows = async (sql: string, ...binds: unknown[]) =>
  (
    await (
      await server.getWorker().getEnv()
    ).LEADS_DB.prepare(sql)
      .bind(...binds)
      .all()
  ).results;

async function paidAdvance(leadId: string, phone: string): Promise<Seeded> {
  // First event 20 March 2027: the balance falls due on 13 March.
  const s = await seedProposal(server, { leadId, phone, date: '2027-03-20' });
  const d = webhook({
    linkId: s.linkId,
    referenceId: s.pid,
    paymentId: `pay_${leadId}`,
    amount: s.advance,
    eventId: `evt_${leadId}`,
  });
  expect(await (await deliver(d)).json()).toMatchObject({ outcome: 'applied' });
  await server.idle();
  return s;
}

describe('the balance', () => {
  it('reminded the day before, its link made once on its day (not before), sent, then paid: a receipt of the same series, no second booking', async () => {
    const s = await paidAdvance('bal-1', '919800000011');
    const page = `/p/${s.token}`;
    expect(await rows("SELECT stage, value FROM lead_pipeline WHERE lead_id = 'bal-1'")).toEqual([
      { stage: 'booked', value: 100000 },
    ]);
    const before = links().length;

    await cronAt(server, ist('2027-03-11T10:00'));
    expect(links()).toHaveLength(before);
    expect(await outbox(server, "key LIKE 'visitor:%:reminder.%' OR key LIKE 'visitor:%:balance.%'")).toEqual([]);

    // The day before: the reminder, once, with the proposal page's link.
    await cronAt(server, ist('2027-03-12T10:00'));
    await cronAt(server, ist('2027-03-12T18:00'));
    expect(links()).toHaveLength(before);
    const reminders = templatesTo('919800000011');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].name).toBe('balance_due');
    expect(reminders[0].components[0].parameters.map((p: { text: string }) => p.text)).toEqual([
      'Meera',
      '₹70,000',
      '13 Mar 2027',
      `https://studio.example${page}`,
    ]);

    // The day itself: one link for what stays due, sent; later runs make none.
    await cronAt(server, ist('2027-03-13T00:05'));
    await cronAt(server, ist('2027-03-13T00:10'));
    await cronAt(server, ist('2027-03-15T09:00'));
    expect(links()).toHaveLength(before + 1);
    const made = links().at(-1)!;
    expect(made.body).toMatchObject({
      amount: 70_000_00,
      currency: 'INR',
      reference_id: `${s.pid}_balance`,
      callback_url: `https://studio.example${page}`,
      notes: { proposal: s.pid, lead: 'bal-1', part: 'balance' },
    });
    const [balance] = (await rows(
      'SELECT link_id, link_url, amount FROM proposal_balances WHERE proposal_id = ?1',
      s.pid,
    )) as Array<{
      link_id: string;
      link_url: string;
    }>;
    expect(balance!.link_url).toBe(`https://rzp.io/i/${balance!.link_id}`);
    const sent = templatesTo('919800000011');
    expect(sent).toHaveLength(2);
    expect(sent[1].components[0].parameters.at(-1).text).toBe(balance!.link_url);
    const shown = await (await visit(page)).text();
    expect(shown).toContain('Pay the balance of ₹70,000');
    expect(shown).toContain(`href="${balance!.link_url}"`);

    // Cancelled by hand meanwhile (lost): the balance's payment must not book it again.
    await rows("UPDATE lead_pipeline SET stage = 'lost', lost_reason = 'cancelled' WHERE lead_id = 'bal-1'");
    const paid = { linkId: balance!.link_id, referenceId: `${s.pid}_balance`, paymentId: 'pay_bal1' };
    expect(await (await deliver(webhook({ ...paid, amount: 69_999_00, eventId: 'evt_bal1_x' }))).json()).toMatchObject({
      outcome: 'mismatch',
    });
    expect(await (await deliver(webhook({ ...paid, amount: 70_000_00, eventId: 'evt_bal1' }))).json()).toMatchObject({
      outcome: 'applied',
    });
    // Its callback after the webhook applies nothing more.
    expect((await visit(`${page}?${callbackQuery(paid)}`)).status).toBe(200);
    await server.idle();
    const receipts = (await rows(
      'SELECT fy, n, payment_id, amount, description FROM receipts WHERE proposal_id = ?1 ORDER BY n',
      s.pid,
    )) as Array<{ fy: string; n: number; payment_id: string; amount: number; description: string }>;
    expect(receipts.map((r) => [r.payment_id, r.amount])).toEqual([
      ['pay_bal-1', 30_000_00],
      ['pay_bal1', 70_000_00],
    ]);
    expect(receipts[1]!.fy).toBe(receipts[0]!.fy);
    expect(receipts[1]!.n).toBeGreaterThan(receipts[0]!.n);
    expect(receipts[1]!.description).toMatch(/^Balance for photography services/);
    expect(await rows("SELECT stage FROM lead_pipeline WHERE lead_id = 'bal-1'")).toEqual([{ stage: 'lost' }]);
    expect(await rows("SELECT count(*) AS n FROM outbox WHERE key LIKE 'plan:booked:bal-1%'")).toEqual([{ n: 1 }]);
    expect(await rows('SELECT payment_id FROM proposal_balances WHERE proposal_id = ?1', s.pid)).toEqual([
      { payment_id: 'pay_bal1' },
    ]);
    // The page: paid in full, no balance to pay.
    const after = await (await visit(page)).text();
    expect(after).toContain('Paid in full: ₹1,00,000');
    expect(after).not.toContain('Pay the balance of');
  });

  it('a proposal paid after the reminder’s day gets no late reminder, and its link on the first run after it is due', async () => {
    const s = await seedProposal(server, { leadId: 'bal-2', phone: '919800000012', date: '2027-03-20' });
    const d = webhook({
      linkId: s.linkId,
      referenceId: s.pid,
      paymentId: 'pay_bal-2',
      amount: s.advance,
      eventId: 'evt_bal-2',
    });
    expect((await deliver(d)).status).toBe(200);
    await server.idle();
    const before = links().length;
    await cronAt(server, ist('2027-03-14T11:00'));
    expect(links()).toHaveLength(before + 1);
    expect(await outbox(server, "key LIKE 'visitor:%:reminder.%' AND lead_id = 'bal-2'")).toEqual([]);
    expect(templatesTo('919800000012').map((t) => t.name)).toEqual(['balance_due']);
  });
});

describe('the balance with UPI only', () => {
  let upi: ReturnType<typeof worker>;
  beforeAll(async () => {
    upi = worker(vars({ UPI_ID: 'studio@okaxis' }), { WHATSAPP_TOKEN: 'graph-token-for-tests' });
    await upi.listen();
    await upi.fetch(`/p/${'a'.repeat(22)}`);
    return () => upi.close();
  }, 60_000);

  it('the page shows the balance’s UPI link and QR code on its day, and takes "I have paid" for it', async () => {
    const s = await seedProposal(upi, { leadId: 'bal-upi', phone: '919800000013', date: '2027-03-20', status: 'paid' });
    const env = await upi.getWorker().getEnv();
    await env.LEADS_DB.prepare(
      "INSERT INTO payments (id, proposal_id, lead_id, method, amount, currency, status, paid_at, created_at) VALUES ('upi_ADV12345', ?1, 'bal-upi', 'upi', ?2, 'INR', 'paid', ?3, ?3)",
    )
      .bind(s.pid, s.advance, new Date().toISOString())
      .run();
    await cronAt(upi, ist('2027-03-12T23:59'));
    const page = `/p/${s.token}`;
    const get = () => upi.fetch(page, { headers: { 'cf-connecting-ip': `192.0.2.${++ip}` } });
    expect(await get().then((r) => r.text())).not.toContain('by UPI to studio@okaxis');
    await cronAt(upi, ist('2027-03-13T00:01'));
    const html = await get().then((r) => r.text());
    expect(html).toContain('Pay the balance of ₹70,000 by UPI to studio@okaxis');
    expect(html).toContain('am=70000.00');
    const claim = await upi.fetch(`${page}/upi`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': `192.0.2.${++ip}` },
      body: 'reference=BAL987654321',
    });
    expect(claim.status).toBe(303);
    const { results } = await env.LEADS_DB.prepare(
      "SELECT amount, status FROM payments WHERE id = 'upi_BAL987654321'",
    ).all();
    expect(results).toEqual([{ amount: 70_000_00, status: 'claimed' }]);
  });
});
