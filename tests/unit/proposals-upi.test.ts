import { beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { proposalFlow } from '../helpers/proposal-flow';
import { proposalVisitor } from '../helpers/proposal-visitor';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { cronAt, ist, outbox } from '../helpers/notices';

// The proposal page without Razorpay (docs/product.md#proposal-page): with UPI_ID, NPCI's upi://pay
// link, its QR code and "I have paid", which the team confirms in the inbox (receipt, booked); the
// page in the lead's language; a malformed GSTIN turns GST off and is named on /admin/status; the
// page is rate-limited per address; the balance paid by UPI or recorded by hand is matched to the
// balance (its link and reminder stop, the inbox shows it paid).
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const { admin, rows } = inboxClient(() => ({ server, token, origin }));

signedInWorker(
  (vars) =>
    worker({
      ...vars,
      DEFAULT_CREWS_PER_CITY: '50',
      UPI_ID: 'studio@okaxis',
      GSTIN: '08AABCU9603R1ZM',
      BUSINESS_LEGAL_NAME: 'Studio Pvt Ltd',
    }),
  (s) => ({ server, origin, token } = s),
  { email: 'asha@studio.example' },
);
beforeAll(async () => {
  await admin('/admin'); // tables created
}, 60_000);

let ip = 0;
const { visit, post } = proposalVisitor(
  () => server,
  () => `192.0.2.${ip}`,
);

const flow = proposalFlow({ server: () => server, admin, rows, visitor: { visit, post } });
async function proposal(id: string, language = 'en') {
  ip += 1;
  const lead = { id, name: 'Anjali Verma', phone: '919822233344' };
  const draft = { lines: [['Wedding Photography - Silver', '80000']] as Array<[string, string]>, label: 'Haldi' };
  return flow.propose(lead, { ...draft, date: '2027-04-10', hold: '48', language });
}

describe('paying by UPI', () => {
  it('shows the upi:// link and its QR code; "I have paid" waits for the team, whose confirmation books the lead', async () => {
    const { pid, path, location } = await proposal('u-1');
    await post(`${path}/accept`, { name: 'Anjali Verma', agree: 'yes', version: '1' });
    const html = await (await visit(path)).text();
    // A malformed GSTIN: no GST on the page. ₹80,000, 30% advance ₹24,000.
    expect(html).not.toContain('CGST');
    expect(html).toContain(
      'href="upi://pay?pa=studio%40okaxis&amp;pn=Studio%20Pvt%20Ltd&amp;am=24000.00&amp;cu=INR&amp;tn=Advance%20prop_',
    );
    expect(html).toMatch(/<div class="proposal__qr" role="img" aria-label="UPI QR code to pay ₹24,000"><svg/);
    expect((await post(`${path}/upi`, { reference: '12' })).status).toBe(422);
    expect((await post(`${path}/upi`, { reference: '412345678901' })).status).toBe(303);
    expect(await (await visit(path)).text()).toContain(
      'We will confirm your payment (reference 412345678901) shortly.',
    );
    expect(await rows('SELECT status FROM payments WHERE proposal_id = ?1', pid)).toEqual([{ status: 'claimed' }]);
    expect(await rows("SELECT stage FROM lead_pipeline WHERE lead_id = 'u-1'")).toEqual([{ stage: 'new' }]);

    const inbox = await admin(location);
    expect(inbox.body).toContain('UPI 412345678901');
    const confirmed = await admin(`${location.split('?')[0]}/confirm`, { payment: 'upi_412345678901' });
    expect(confirmed.res.status).toBe(303);
    expect(await rows("SELECT stage, value FROM lead_pipeline WHERE lead_id = 'u-1'")).toEqual([
      { stage: 'booked', value: 80000 },
    ]);
    const paid = await (await visit(path)).text();
    expect(paid).toContain('Advance received: ₹24,000');
    const receipt = /href="([^"]+\/receipt\/[^"]+)"/.exec(paid)![1]!;
    const plain = await (await visit(receipt)).text();
    expect(plain).toContain('<h1>Receipt</h1>');
    expect(plain).not.toContain('GSTIN');
    // Confirming again changes nothing.
    expect((await admin(`${location.split('?')[0]}/confirm`, { payment: 'upi_412345678901' })).res.status).toBe(409);
    expect(await rows('SELECT count(*) AS n FROM receipts WHERE proposal_id = ?1', pid)).toEqual([{ n: 1 }]);
  });

  it('a malformed GSTIN is named on /admin/status, never its value', async () => {
    const status = (await admin('/admin/status')).body;
    expect(status).toContain('GSTIN must be a GSTIN');
    expect(status).not.toContain('08AABCU9603R1ZM');
  });
});

describe('the page in the lead’s language', () => {
  it('a Hindi proposal lives under /hi/p/, the English path leads there, texts in Hindi', async () => {
    const { path } = await proposal('h-1', 'hi');
    expect(path.startsWith('/hi/p/')).toBe(true);
    const english = await visit(path.replace('/hi/p/', '/p/'));
    expect(english.status).toBe(302);
    expect(english.headers.get('location')).toBe(path);
    const html = await (await visit(path)).text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toContain('आपका प्रस्ताव');
    expect(html).toContain('Anjali Verma के लिए');
  });

  it('more than the limit from one address in a minute: 429', async () => {
    const { path } = await proposal('r-1');
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await visit(path)).status);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('receipt numbers', () => {
  it('run 1, 2, 3… in their financial year when the team confirms many payments at once: no gap, no reuse', async () => {
    const made = [];
    for (let i = 0; i < 8; i++) {
      const p = await proposal(`n-${i}`);
      await post(`${p.path}/accept`, { name: 'Anjali Verma', agree: 'yes', version: '1' });
      await post(`${p.path}/upi`, { reference: `5000000000${i}0` });
      made.push(p);
    }
    const before = await rows('SELECT coalesce(max(n), 0) AS n FROM receipts');
    const confirm = (p: { location: string }, i: number) =>
      admin(`${p.location.split('?')[0]}/confirm`, { payment: `upi_5000000000${i}0` });
    // Every confirmation twice, all at once.
    await Promise.all([...made.map(confirm), ...made.map(confirm)]);
    const numbers = await rows('SELECT fy, n, payment_id FROM receipts WHERE n > ?1 ORDER BY n', before[0]!.n);
    expect(numbers.map((r) => r.n)).toEqual(Array.from({ length: 8 }, (_, i) => Number(before[0]!.n) + i + 1));
    expect(new Set(numbers.map((r) => r.payment_id)).size).toBe(8);
    expect(new Set(numbers.map((r) => r.fy)).size).toBe(1);
  });
});

describe('the balance paid by hand', () => {
  /** ₹80,000, its advance ₹24,000 paid by UPI and confirmed: ₹56,000 due by 3 April 2027. */
  async function advancePaid(id: string, reference: string) {
    const p = await proposal(id);
    await post(`${p.path}/accept`, { name: 'Anjali Verma', agree: 'yes', version: '1' });
    expect((await post(`${p.path}/upi`, { reference })).status).toBe(303);
    const base = p.location.split('?')[0]!;
    expect((await admin(`${base}/confirm`, { payment: `upi_${reference}` })).res.status).toBe(303);
    return { ...p, base };
  }
  const balanceRow = (pid: string) =>
    rows(
      'SELECT amount, method, payment_id, paid_at IS NOT NULL AS paid FROM proposal_balances WHERE proposal_id = ?1',
      pid,
    );

  it('"I have paid" the balance by UPI, confirmed in the inbox, settles it as the advance’s does', async () => {
    const { pid, path, base } = await advancePaid('u-bal', '500000000777');
    expect((await admin(base)).body).toContain('₹56,000 due by 3 Apr 2027');
    expect((await admin('/admin/leads/u-bal')).body).toContain('paid</a> · balance ₹56,000 due ·');
    await cronAt(server, ist('2027-04-03T00:01')); // its day: the page's UPI way for it
    expect(await (await visit(path)).text()).toContain('Pay the balance of ₹56,000 by UPI to studio@okaxis');
    expect((await post(`${path}/upi`, { reference: 'BAL500000888' })).status).toBe(303);
    expect((await admin(`${base}/confirm`, { payment: 'upi_BAL500000888' })).res.status).toBe(303);
    expect(await balanceRow(pid)).toEqual([
      { amount: 56_000_00, method: 'upi', payment_id: 'upi_BAL500000888', paid: 1 },
    ]);
    expect(await rows('SELECT number FROM receipts WHERE proposal_id = ?1 ORDER BY n', pid)).toHaveLength(2);
    expect(await (await visit(path)).text()).toContain('Paid in full: ₹80,000. Thank you.');
    const inbox = (await admin(base)).body;
    expect(inbox).toContain('Paid in full: ₹80,000, the balance on');
    expect(inbox).not.toContain('Record the balance as paid');
    expect((await admin('/admin/leads/u-bal')).body).toContain('paid</a> · paid in full ·');
    expect(await rows("SELECT stage, value FROM lead_pipeline WHERE lead_id = 'u-bal'")).toEqual([
      { stage: 'booked', value: 80000 },
    ]);
  });

  it('recorded by the team before its day: a receipt, and no reminder, link or UPI way for it after', async () => {
    const { pid, path, base } = await advancePaid('u-hand', '500000000999');
    expect((await admin(`${base}/balance`, { reference: 'x' })).res.status).toBe(422);
    const recorded = await admin(`${base}/balance`, { reference: 'NEFT 2026 12345' });
    expect(recorded.res.status, recorded.body).toBe(303);
    expect(await balanceRow(pid)).toEqual([
      { amount: 56_000_00, method: null, payment_id: 'hand_NEFT202612345', paid: 1 },
    ]);
    expect(await rows('SELECT method, amount, status FROM payments WHERE id = ?1', 'hand_NEFT202612345')).toEqual([
      { method: 'manual', amount: 56_000_00, status: 'paid' },
    ]);
    // Once only: the same reference again, or a second record, changes nothing.
    expect((await admin(`${base}/balance`, { reference: 'NEFT202612345' })).res.status).toBe(409);
    expect(await rows('SELECT count(*) AS n FROM receipts WHERE proposal_id = ?1', pid)).toEqual([{ n: 2 }]);
    const inbox = (await admin(base)).body;
    expect(inbox).toContain('By hand NEFT202612345: ₹56,000, paid');
    expect(inbox).toContain('Paid in full: ₹80,000');
    expect((await admin('/admin/leads/u-hand')).body).toContain('paid</a> · paid in full ·');
    // The day before and the day itself: nothing is sent, and the page offers no way to pay it.
    await cronAt(server, ist('2027-04-02T10:00'));
    await cronAt(server, ist('2027-04-03T10:00'));
    expect(await outbox(server, `key LIKE 'visitor:%:reminder.${pid}' OR key LIKE 'visitor:%:balance.${pid}'`)).toEqual(
      [],
    );
    expect(await balanceRow(pid)).toEqual([
      // Nothing left to ask for on its day (the cron counts the payments): settled, no link.
      { amount: 0, method: 'settled', payment_id: 'hand_NEFT202612345', paid: 1 },
    ]);
    const page = await (await visit(path)).text();
    expect(page).not.toContain('Pay the balance');
    expect(page).toContain('Paid in full: ₹80,000. Thank you.');
  });
});
