import { beforeAll, describe, expect, it } from 'vitest';
import { basic } from '../helpers/google-ads-fixture';
import { worker } from '../helpers/in-process';
import { proposalFlow } from '../helpers/proposal-flow';
import { proposalVisitor } from '../helpers/proposal-visitor';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { startCapi, type CapiStandin } from '../helpers/meta-capi-standin';
import { insertLead } from '../helpers/notices';
import { razorpayVars, startRazorpay, type RazorpayStandin } from '../helpers/razorpay-standin';

// A booking as the platforms learn it (docs/marketing.md#stage-events,
// docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md): a paid proposal is Meta's one
// Purchase (its id the event_id, its total before tax the value, INR), consent-gated as the Lead is;
// Google's export carries the paid booking's value on its booking row; a cancelled booking is
// retracted, and a value changed after the booking restated, in Google's adjustments file, by Order ID.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let rzp: RazorpayStandin;
let meta: CapiStandin;
const PASSWORD = 'booking-upload-password-01';

const { admin, rows } = inboxClient(() => ({ server, token, origin }));

beforeAll(async () => {
  [rzp, meta] = await Promise.all([startRazorpay(), startCapi()]);
  return () => Promise.all([rzp.close(), meta.close()]);
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
        META_PIXEL_ID: '123456789012345',
        META_GRAPH_URL: meta.url,
      },
      { META_CAPI_TOKEN: 'EAAtest-token-bookings-0123456789', GOOGLE_ADS_UPLOAD_PASSWORD: PASSWORD },
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
  () => `203.0.113.${ip}`,
);
const file = async (path: string) => {
  const res = await server.fetch(path, { headers: basic('google-ads', PASSWORD) });
  expect(res.status).toBe(200);
  return (await res.text()).trim().split('\n');
};

/** A lead from a Google ad (its gclid), with the consent given, moved to quoted. */
async function adLead(id: string, consent: 'granted' | 'denied') {
  ip += 1;
  const at = new Date(Date.now() - 3_600_000).toISOString();
  await insertLead(
    server,
    { id, name: 'Nisha Jain', receivedAt: at, phone: '919811100022', email: `${id}@example.in`, stage: 'quoted' },
    false,
  );
  const db = (await server.getWorker().getEnv()).LEADS_DB;
  await db
    .prepare('UPDATE lead_ledger SET consent = ?2, first_touch = ?3 WHERE id = ?1')
    .bind(id, consent, JSON.stringify({ landingPage: '/', referrer: null, at, gclid: `CjgclidFor${id}` }))
    .run();
}

const flow = proposalFlow({ server: () => server, admin, rows, visitor: { visit, post } });
/** A proposal of ₹1,20,000 before tax for the lead, accepted and paid through Razorpay: its id. */
async function paid(id: string, date: string) {
  const p = await flow.save(id, { lines: [['Wedding Photography - Gold', '1.2L']], date, advance: '30000' });
  await flow.accept(p, 'Nisha Jain');
  await flow.pay(p, { paymentId: `pay_${id.replace(/-/g, '')}`, amount: 30_000_00, eventId: `evt_${id}` });
  await server.idle();
  return p.pid;
}

const purchases = () => meta.requests.flatMap((r) => r.body?.data ?? []).filter((e) => e.event_name === 'Purchase');

describe('a paid booking, to Meta and Google', () => {
  it('is one Purchase with the proposal as its event_id and its total before tax; the export row carries it', async () => {
    await adLead('bk-1', 'granted');
    const pid = await paid('bk-1', '2027-05-01');
    const sent = purchases().filter((e) => e.event_id === pid);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.custom_data).toMatchObject({ value: 120000, currency: 'INR' });
    expect(sent[0]!.user_data.em).toBeTruthy();
    expect(meta.events('bk-1-booked')).toHaveLength(0);
    // The cron and another delivery send nothing more: one booking, one Purchase.
    await server.getWorker().scheduled({ cron: '*/5 * * * *', scheduledTime: new Date() });
    await server.idle();
    expect(purchases().filter((e) => e.event_id === pid || e.event_id === 'bk-1-booked')).toHaveLength(1);
    const csv = await file('/conversions/google-ads.csv');
    expect(csv.find((l) => l.endsWith(',bk-1:booked'))).toMatch(/,Website booking,[^,]+,120000,INR,/);
  });

  it('a booking without marketing consent tells Meta nothing', async () => {
    await adLead('bk-2', 'denied');
    const pid = await paid('bk-2', '2027-05-02');
    expect(purchases().filter((e) => e.event_id === pid)).toHaveLength(0);
    expect(await rows("SELECT count(*) AS n FROM outbox WHERE key = 'meta:booked:bk-2'")).toEqual([{ n: 0 }]);
  });

  it('a cancelled booking is retracted and a changed value restated in the adjustments file, by Order ID', async () => {
    await adLead('bk-3', 'granted');
    const pid = await paid('bk-3', '2027-05-03');
    await adLead('bk-4', 'granted');
    expect(
      (await admin('/admin/leads/bk-4/stage', { from: 'quoted', stage: 'booked', value: '90,000' })).res.status,
    ).toBe(303);
    await adLead('bk-5', 'granted');
    expect(
      (await admin('/admin/leads/bk-5/stage', { from: 'quoted', stage: 'booked', value: '50,000' })).res.status,
    ).toBe(303);
    const untouched = await file('/conversions/google-ads-adjustments.csv');
    expect(untouched.filter((l) => /^bk-[345]:/.test(l))).toEqual([]);

    expect((await admin(`/admin/leads/bk-3/proposals/${pid}/cancel`, { amount: '0', confirm: '1' })).res.status).toBe(
      303,
    );
    expect(
      (await admin('/admin/leads/bk-4/stage', { from: 'booked', stage: 'booked', value: '95,000' })).res.status,
    ).toBe(303);
    const lines = await file('/conversions/google-ads-adjustments.csv');
    expect(lines[0]).toBe(
      'Order ID,Conversion Name,Adjustment Time,Adjustment Type,Adjusted Value,Adjusted Value Currency',
    );
    const ours = lines.filter((l) => /^bk-[345]:/.test(l));
    expect(ours).toEqual([
      expect.stringMatching(/^bk-3:booked,Website booking,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+0530,RETRACT,,$/),
      expect.stringMatching(/^bk-4:booked,Website booking,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+0530,RESTATE,95000,INR$/),
    ]);
  });
});
