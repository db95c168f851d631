import { beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { proposalFlow } from '../helpers/proposal-flow';
import { proposalVisitor } from '../helpers/proposal-visitor';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { insertLead } from '../helpers/notices';
import { startReceiver, type Receiver } from '../helpers/notify-standins';
import { callbackQuery, razorpayVars, startRazorpay, webhook, type RazorpayStandin } from '../helpers/razorpay-standin';

// From enquiry to paid booking (docs/sales.md#proposals-and-payments, docs/product.md#proposal-page):
// the team makes a proposal on the lead's page, the visitor accepts it and pays the advance through
// a Razorpay payment link (a loopback stand-in), Razorpay's webhook and callback come back, a
// receipt is issued and the lead is booked with the total before tax.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let rzp: RazorpayStandin;
let chat: Receiver;
const EMAIL = 'asha@studio.example';
const GSTIN = '08AABCU9603R1ZN'; // Rajasthan; its check digit is valid

const { admin, rows } = inboxClient(() => ({ server, token, origin }));

beforeAll(async () => {
  [rzp, chat] = await Promise.all([startRazorpay(), startReceiver()]);
  return () => Promise.all([rzp.close(), chat.close()]);
});
signedInWorker(
  (vars) =>
    worker(
      {
        ...vars,
        DEFAULT_CREWS_PER_CITY: '50',
        ...razorpayVars(rzp.url),
        GSTIN,
        SITE_URL: 'https://studio.example',
        NOTIFY_REMINDERS: 'off',
      },
      { NOTIFY_WEBHOOK_URL: `${chat.url}/hook` },
    ),
  (s) => ({ server, origin, token } = s),
  { email: EMAIL },
);
beforeAll(async () => {
  await admin('/admin'); // tables created
}, 60_000);

const { visit, post } = proposalVisitor(
  () => server,
  () => '203.0.113.9',
);

const flow = proposalFlow({ server: () => server, admin, rows, visitor: { visit, post } });
/** A lead and a saved proposal for it through the inbox's form: its id and public path. */
export async function proposalFor(id: string, lines: Array<[string, string]>, city = 'Jaipur') {
  const lead = { id, name: 'Meera Sharma', phone: '919811122233', stage: 'contacted' };
  const p = await flow.propose(lead, { lines, date: '2027-02-14', label: 'Wedding', city });
  return { pid: p.pid, path: p.path };
}

describe('the proposal form', () => {
  it("without VISITOR_EMAIL_FROM, offers the e-mail as a mailto: link for the salesperson's own mail app", async () => {
    const lead = { id: 'f-mail', name: 'Meera Sharma', phone: '919811122233', stage: 'contacted' };
    const { page } = await flow.propose(lead, { lines: [['Gold', '1L']], date: '2027-02-14', label: 'Wedding' });
    expect(page).toMatch(/<a href="mailto:x@example\.com\?[^"]*">E-mail it to x@example\.com<\/a>/);
    expect(page).not.toContain('/email"');
  });
  it('"Add a line" and "Add a date" come back with one more row and what was typed; a bad amount is refused', async () => {
    await insertLead(server, { id: 'f-1', name: 'Ravi', receivedAt: new Date().toISOString(), city: 'pune' }, false);
    const form = await admin('/admin/leads/f-1/proposal');
    expect(form.res.status).toBe(200);
    expect(form.body).toContain('name="item_0"');
    expect(form.body).toContain('value="Pune"');
    const more = await admin('/admin/leads/f-1/proposal', {
      lines: '1',
      dates: '1',
      item_0: 'Gold',
      amount_0: '1.5L',
      add: 'line',
    });
    expect(more.body).toContain('name="item_1"');
    expect(more.body).toContain('value="1.5L"');
    const bad = await admin('/admin/leads/f-1/proposal', {
      lines: '1',
      dates: '1',
      item_0: 'Gold',
      amount_0: 'lots',
      date_0: '2027-01-01',
      city: 'Pune',
      hold: '72',
      save: '1',
    });
    expect(bad.res.status).toBe(422);
    expect(bad.body).toContain('Line 1: Enter the amount in rupees');
  });
});

describe('from proposal to paid booking', () => {
  it('walks the loop: link made, accepted, paid through Razorpay, webhook and callback once, receipt, booked', async () => {
    const { pid, path } = await proposalFor('loop-1', [
      ['Wedding Photography - Gold', '1,50,000'],
      ['Drone', '20k'],
    ]);
    const page = await visit(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain('For Meera Sharma');
    // ₹1,70,000 before tax in Jaipur with a Rajasthan GSTIN: CGST + SGST 9% each, total ₹2,00,600.
    expect(html).toContain('CGST 9%');
    expect(html).toContain('₹2,00,600');
    expect(html).toContain('₹60,180'); // the 30% advance
    expect((await post(`${path}/pay`, {})).status).toBe(409); // not accepted yet
    expect((await post(`${path}/accept`, { name: 'Meera Sharma', version: '1' })).status).toBe(422); // box not ticked
    expect((await post(`${path}/accept`, { name: ' Meera  Sharma ', agree: 'yes', version: '1' })).status).toBe(303);
    const accepted = await rows(
      'SELECT name, version, client_ip FROM proposal_acceptances WHERE proposal_id = ?1',
      pid,
    );
    expect(accepted).toEqual([{ name: 'Meera Sharma', version: 1, client_ip: '203.0.113.9' }]);

    const pay = await post(`${path}/pay`, {});
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe('https://rzp.io/i/plink_standin1');
    const created = rzp.requests.at(-1)!;
    expect(created.path).toBe('/v1/payment_links');
    expect(created.headers.authorization).toBe(
      `Basic ${btoa(`${razorpayVars('').RAZORPAY_KEY_ID}:${razorpayVars('').RAZORPAY_KEY_SECRET}`)}`,
    );
    expect(created.body).toMatchObject({
      amount: 60_180_00,
      currency: 'INR',
      reference_id: pid,
      customer: { name: 'Meera Sharma', contact: '+919811122233' },
      callback_url: `https://studio.example${path}`,
      callback_method: 'get',
      notes: { proposal: pid, lead: 'loop-1' },
    });
    expect(created.body!.expire_by).toBeGreaterThan(Date.now() / 1000 + 71 * 3600);

    const ids = { linkId: 'plink_standin1', referenceId: pid, paymentId: 'pay_loop1' };
    const delivery = webhook({ ...ids, amount: 60_180_00, eventId: 'evt_loop1' });
    const hook = await visit('/api/razorpay', { method: 'POST', headers: delivery.headers, body: delivery.body });
    expect(hook.status).toBe(200);
    expect(await hook.json()).toMatchObject({ outcome: 'applied' });
    // The callback after the webhook: shows it paid, applies nothing more.
    const back = await visit(`${path}?${callbackQuery(ids)}`);
    expect(back.status).toBe(200);
    const paid = await back.text();
    expect(paid).toContain('Advance received: ₹60,180');
    const receipt = /href="([^"]+\/receipt\/[^"]+)"/.exec(paid)![1]!;
    expect(await rows('SELECT number, amount, gstin FROM receipts WHERE proposal_id = ?1', pid)).toEqual([
      { number: expect.stringMatching(/^RV\/\d{4}-\d{2}\/1$/), amount: 60_180_00, gstin: GSTIN },
    ]);
    const voucher = await (await visit(receipt)).text();
    expect(voucher).toContain('Receipt voucher');
    expect(voucher).toContain(`GSTIN ${GSTIN}`);
    expect(voucher).toContain('SAC 998383');
    expect(voucher).toContain('Rajasthan (08)');
    expect(await rows("SELECT stage, value FROM lead_pipeline WHERE lead_id = 'loop-1'")).toEqual([
      { stage: 'booked', value: 170000 },
    ]);
    expect(await rows("SELECT key FROM outbox WHERE lead_id = 'loop-1' AND key LIKE 'plan:%' ORDER BY key")).toEqual([
      { key: 'plan:advance:pay_loop1' },
      { key: 'plan:booked:loop-1' },
    ]);
    expect(await rows('SELECT count(*) AS n FROM payments WHERE proposal_id = ?1', pid)).toEqual([{ n: 1 }]);
    // The team is told through the outbox, once: "Advance ₹60,180 received from Meera Sharma".
    await server.idle();
    const told = chat.requests.filter((r) => r.body.includes('Advance ₹60,180 received from Meera Sharma'));
    expect(told).toHaveLength(1);
    expect(await rows("SELECT status FROM outbox WHERE key = 'plan:advance:pay_loop1'")).toEqual([{ status: 'sent' }]);
  });

  it('an unknown or changed token is the site’s 404, naming nobody; the page is never in the page memo', async () => {
    const { path } = await proposalFor('loop-2', [['Portrait session', '25000']]);
    const changed = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
    const res = await visit(changed);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Meera');
    const again = await visit(path);
    expect(again.headers.get('x-page-cache')).toBeNull();
  });
});
