import { beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { insertLead } from '../helpers/notices';
import { seedProposal } from '../helpers/proposals-seed';
import { salesSql } from '../../src/worker/data/sales-sql';
import { salesFigures, salesText, type SalesRow } from '../../src/worker/inbox/reports/sales';

// The sales report (docs/sales.md#reports): proposals sent, accepted and paid, the advance and the
// booked value, the lead-to-booking rate and the median days from lead to booking, by source,
// campaign, city and ad, on seeded leads; the inbox's page and the CLI's text from one query.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const { admin } = inboxClient(() => ({ server, token, origin }));
signedInWorker(
  (vars) => worker({ ...vars, NOTIFY_REMINDERS: 'off' }),
  (s) => ({ server, origin, token } = s),
  { email: 'asha@studio.example' },
);

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const db = async () => (await server.getWorker().getEnv()).LEADS_DB;
const run = async (sql: string, ...binds: unknown[]) =>
  (
    await (
      await db()
    )
      .prepare(sql)
      .bind(...binds)
      .run()
  ).results;

async function booked(leadId: string, value: number, days: number, receivedDaysAgo: number) {
  await run(
    "UPDATE lead_pipeline SET stage = 'booked', value = ?2, stage_at = ?3 WHERE lead_id = ?1",
    leadId,
    value,
    new Date(Date.parse(ago(receivedDaysAgo)) + days * DAY).toISOString(),
  );
}
async function ad(leadId: string, content: string) {
  await run('UPDATE lead_ledger SET last_touch = ?2 WHERE id = ?1', leadId, JSON.stringify({ utm_content: content }));
}
async function paid(pid: string, leadId: string, id: string, amount: number, balance = false) {
  const at = new Date().toISOString();
  await run(
    "INSERT INTO payments (id, proposal_id, lead_id, method, amount, currency, status, paid_at, created_at) VALUES (?1, ?2, ?3, 'razorpay', ?4, 'INR', 'paid', ?5, ?5)",
    id,
    pid,
    leadId,
    amount,
    at,
  );
  if (balance)
    await run(
      "INSERT INTO proposal_balances (proposal_id, lead_id, amount, due_on, payment_id, paid_at, created_at, updated_at) VALUES (?1, ?2, ?3, '2027-03-13', ?4, ?5, ?5, ?5)",
      pid,
      leadId,
      amount,
      id,
      at,
    );
}
const accept = (pid: string) =>
  run(
    "INSERT INTO proposal_acceptances (proposal_id, version, name, accepted_at) VALUES (?1, 1, 'X', ?2)",
    pid,
    new Date().toISOString(),
  );

beforeAll(async () => {
  await admin('/admin'); // tables created
  const google = { source: 'google', campaign: 'jaipur-weddings' };
  // s-1: accepted, advance ₹30,000 and balance ₹70,000 paid, booked ₹1,00,000 two days after the lead.
  const s1 = await seedProposal(server, { leadId: 's-1', ...google, city: 'jaipur', receivedAt: ago(10) });
  await accept(s1.pid);
  await paid(s1.pid, 's-1', 'pay_s1a', 30_000_00);
  await paid(s1.pid, 's-1', 'pay_s1b', 70_000_00, true);
  await booked('s-1', 100000, 2, 10);
  await ad('s-1', 'reel-a');
  // s-2: accepted, advance ₹20,000, booked ₹60,000 after four days.
  const s2 = await seedProposal(server, { leadId: 's-2', ...google, city: 'jaipur', receivedAt: ago(8) });
  await accept(s2.pid);
  await paid(s2.pid, 's-2', 'pay_s2a', 20_000_00);
  await booked('s-2', 60000, 4, 8);
  await ad('s-2', 'reel-b');
  // s-3: a proposal sent, not accepted.
  await seedProposal(server, { leadId: 's-3', ...google, city: 'pune', receivedAt: ago(6) });
  await ad('s-3', 'reel-a');
  // s-4: no proposal; s-6 booked by hand (no proposal) after seven days; s-5 spam (not counted).
  await insertLead(
    server,
    { id: 's-4', name: 'A', receivedAt: ago(5), source: 'facebook', campaign: 'pune-prewed', city: 'pune' },
    false,
  );
  await insertLead(server, { id: 's-6', name: 'B', receivedAt: ago(9), ...google, city: 'delhi' }, false);
  await booked('s-6', 50000, 7, 9);
  await insertLead(server, { id: 's-5', name: 'C', receivedAt: ago(4), ...google, city: 'jaipur' }, false);
  await run("INSERT INTO lead_quality (lead_id, outcome, checked_at) VALUES ('s-5', 'spam', ?1)", ago(4));
}, 60_000);

describe('the sales report', () => {
  it('counts proposals, payments and bookings by source, campaign, city and ad, with rate and median', async () => {
    const results = (await (await db()).prepare(salesSql({ since: ago(30) })).all()).results as unknown as SalesRow[];
    const f = salesFigures(results);
    expect(f.total).toEqual({
      key: 'all',
      leads: 5,
      sent: 3,
      accepted: 2,
      paid: 2,
      advance: 50000,
      booked: 3,
      bookedValue: 210000,
      rate: 0.6,
      medianDays: 4,
    });
    const pick = (list: typeof f.source, key: string) => list.find((x) => x.key === key);
    expect(pick(f.source, 'google')).toMatchObject({ leads: 4, sent: 3, booked: 3, rate: 0.75, medianDays: 4 });
    expect(pick(f.source, 'facebook')).toMatchObject({ leads: 1, sent: 0, booked: 0, rate: 0, medianDays: null });
    expect(pick(f.campaign, 'google / (none) / jaipur-weddings')).toMatchObject({ leads: 4, advance: 50000 });
    expect(pick(f.city, 'jaipur')).toMatchObject({ leads: 2, paid: 2, bookedValue: 160000, medianDays: 3 });
    expect(pick(f.ad, 'reel-a')).toMatchObject({
      leads: 2,
      sent: 2,
      accepted: 1,
      paid: 1,
      advance: 30000,
      medianDays: 2,
    });
    expect(pick(f.ad, '(not set)')).toMatchObject({ leads: 2, booked: 1, bookedValue: 50000, medianDays: 7 });
    const text = salesText(f);
    expect(text).toContain('Sales: 3 proposals sent, 2 accepted, 2 paid; advance INR 50000, booked INR 210000');
    expect(text).toContain('lead-to-booking 60%, median 4 d from lead to booking');
  });

  it('the inbox’s reports show the same figures', async () => {
    const page = await admin('/admin/reports');
    expect(page.res.status).toBe(200);
    expect(page.body).toContain('Proposals and bookings');
    expect(page.body).toContain(
      '3 proposals sent, 2 accepted, 2 paid; advance ₹50,000, booked ₹2,10,000; lead to booking 60%, median 4 d from lead to booking.',
    );
    expect(page.body).toContain('Proposals and bookings by ad (utm_content)');
  });
});
