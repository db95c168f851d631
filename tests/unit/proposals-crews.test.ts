import { beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { insertLead } from '../helpers/notices';

// A proposal holds a crew on its dates (docs/sales.md#crews-and-dates, src/worker/proposals/lifecycle.ts):
// saving one for a date with no crew free asks for a tick, a paid one books its dates, an expired
// one releases them. One crew in every city, so the second proposal on a date finds none.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const { admin, rows } = inboxClient(() => ({ server, token, origin }));

signedInWorker(
  (vars) => worker({ ...vars, DEFAULT_CREWS_PER_CITY: '1', UPI_ID: 'studio@okaxis' }),
  (s) => ({ server, origin, token } = s),
  { email: 'asha@studio.example' },
);
beforeAll(async () => {
  await admin('/admin'); // tables created
}, 60_000);

const form = (extra: Record<string, string> = {}) => ({
  lines: '1',
  dates: '2',
  item_0: 'Wedding Photography - Gold',
  amount_0: '1.5L',
  date_0: '2027-02-13',
  label_0: 'Haldi',
  date_1: '2027-02-14',
  label_1: 'Wedding',
  city: 'Jaipur',
  hold: '48',
  language: 'en',
  save: '1',
  ...extra,
});
const lead = (id: string) =>
  insertLead(server, { id, name: 'Meera Sharma', receivedAt: new Date().toISOString(), phone: '919811122233' }, false);
const live = (pid: string) =>
  rows('SELECT day, city, kind, released_reason FROM crew_days WHERE proposal_id = ?1 ORDER BY day', pid);

describe('a proposal and the crews', () => {
  it('holds every date, asks before a date with no crew free, books when paid, releases when it expires', async () => {
    await lead('c-1');
    const first = await admin('/admin/leads/c-1/proposal', form());
    expect(first.res.status, first.body).toBe(303);
    const a = /(prop_[0-9a-f]{16})/.exec(first.location!)![1]!;
    expect(await live(a)).toEqual([
      { day: '2027-02-13', city: 'jaipur', kind: 'hold', released_reason: null },
      { day: '2027-02-14', city: 'jaipur', kind: 'hold', released_reason: null },
    ]);

    // The city's one crew is held on both dates: a second lead's proposal is told, and nothing is saved.
    await lead('c-2');
    const refused = await admin('/admin/leads/c-2/proposal', form({ date_1: '2027-02-15' }));
    expect(refused.res.status).toBe(409);
    expect(refused.body).toContain('No crew is free in Jaipur on 13 Feb 2027.');
    expect(refused.body).toContain('name="confirm"');
    expect(await rows("SELECT count(*) AS n FROM proposals WHERE lead_id = 'c-2'")).toEqual([{ n: 0 }]);
    expect(await rows("SELECT count(*) AS n FROM crew_days WHERE lead_id = 'c-2'")).toEqual([{ n: 0 }]);
    // Ticked: held past the limit.
    const forced = await admin('/admin/leads/c-2/proposal', form({ date_1: '2027-02-15', confirm: '1' }));
    expect(forced.res.status, forced.body).toBe(303);
    const b = /(prop_[0-9a-f]{16})/.exec(forced.location!)![1]!;
    expect((await live(b)).map((r) => r.kind)).toEqual(['hold', 'hold']);

    // A new version without the first date releases it.
    const changed = await admin('/admin/leads/c-2/proposal', form({ p: b, dates: '1', date_0: '2027-02-15' }));
    expect(changed.res.status, changed.body).toBe(303);
    expect(await live(b)).toEqual([
      { day: '2027-02-13', city: 'jaipur', kind: 'hold', released_reason: 'cancelled' },
      { day: '2027-02-15', city: 'jaipur', kind: 'hold', released_reason: null },
    ]);

    // The first is paid (UPI, confirmed by the team): its dates are bookings.
    const path = /value="https?:\/\/[^/"]+(\/p\/[^"]+)"/.exec((await admin(first.location!)).body)![1]!;
    const visitor = async (to: string, body: string) => {
      const res = await server.fetch(to, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '192.0.2.77' },
        body,
      });
      await res.arrayBuffer();
      return res.status;
    };
    expect(await visitor(`${path}/accept`, 'name=Meera+Sharma&agree=yes&version=1')).toBe(303);
    expect(await visitor(`${path}/upi`, 'reference=412345678901')).toBe(303);
    const confirmed = await admin(`${first.location!.split('?')[0]}/confirm`, { payment: 'upi_412345678901' });
    expect(confirmed.res.status).toBe(303);
    expect((await live(a)).map((r) => r.kind)).toEqual(['booked', 'booked']);

    // The second's hold ends unpaid: the cron expires it and its date is free again.
    await server.getWorker().scheduled({ scheduledTime: Date.now() + 49 * 3_600_000 });
    expect(await live(b)).toEqual([
      { day: '2027-02-13', city: 'jaipur', kind: 'hold', released_reason: 'cancelled' },
      { day: '2027-02-15', city: 'jaipur', kind: 'hold', released_reason: 'expired' },
    ]);
    expect((await live(a)).map((r) => r.released_reason)).toEqual([null, null]);
  });
});
