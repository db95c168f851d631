import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { insertLead } from '../helpers/notices';

// A next step for every lead (docs/sales.md "Logging a call", "First response"): a call logged in
// one submit (stage, amount, follow-up, audit, plan row: one batch), then the queue's next lead;
// the contact buttons record the first contact. Leads are written straight into D1 (insertLead).
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const EMAIL = 'asha@studio.example';
const HOUR = 3600_000;

const { admin, db, rows } = inboxClient(() => ({ server, token, origin }));

/** A lead received `ago` ms before now, at `stage`, with its lead_work row (next_at its receipt, or null). */
async function lead(id: string, ago: number, stage = 'new', queued = true) {
  const receivedAt = new Date(Date.now() - ago).toISOString();
  await insertLead(server, { id, name: `Lead ${id}`, receivedAt, stage, phone: '919811122233' }, false);
  await (
    await db()
  )
    .prepare('INSERT INTO lead_work (lead_id, next_at) VALUES (?1, ?2)')
    .bind(id, queued ? receivedAt : null)
    .run();
}

signedInWorker(worker, (s) => ({ server, origin, token } = s), { email: EMAIL });
beforeAll(async () => {
  await admin('/admin'); // tables created
});
// Each test has the queue to itself.
beforeEach(async () => {
  await (await db()).prepare('UPDATE lead_work SET next_at = NULL').run();
});

describe('logging a call', () => {
  it('saves the call, "2.5L" quoted, the follow-up and the audit in one submit, then opens the next lead of the queue', async () => {
    await lead('c-1', 3 * HOUR);
    await lead('c-2', 2 * HOUR);
    await lead('c-3', 1 * HOUR);
    const page = await admin('/admin/leads/c-1');
    expect(page.body).toContain('Log a call');
    expect(page.body.indexOf('id="call-h"')).toBeLessThan(page.body.indexOf('id="who"'));
    const r = await admin('/admin/leads/c-1/call', {
      from: 'new',
      outcome: 'reached',
      note: 'Wants the album too',
      stage: 'quoted',
      value: '2.5L',
      when: 'tomorrow',
    });
    expect(r.res.status).toBe(303);
    expect(r.location).toBe('/admin/leads/c-2?done=call');
    expect(await rows("SELECT actor, outcome, note FROM lead_calls WHERE lead_id = 'c-1'")).toEqual([
      { actor: EMAIL, outcome: 'reached', note: 'Wants the album too' },
    ]);
    const [work] = await rows("SELECT * FROM lead_work WHERE lead_id = 'c-1'");
    expect(work).toMatchObject({ quote_value: 250000, first_contact_by: EMAIL, follow_up_note: 'Wants the album too' });
    expect(work!.next_at).toBe(work!.follow_up_at);
    expect(new Date(work!.follow_up_at as string).toISOString()).toMatch(/T05:30:00\.000Z$/); // 11 am IST
    expect(await rows("SELECT stage FROM lead_pipeline WHERE lead_id = 'c-1'")).toEqual([{ stage: 'quoted' }]);
    expect(
      (await rows("SELECT action, from_value, to_value FROM lead_audit WHERE lead_id = 'c-1' ORDER BY id")).map(
        (a) => a.action,
      ),
    ).toEqual(['stage', 'call', 'first_contact', 'quote', 'follow_up']);
    expect(await rows("SELECT key FROM outbox WHERE lead_id = 'c-1'")).toEqual([{ key: 'plan:quoted:c-1' }]);
    const next = await admin(r.location!);
    expect(next.body).toContain('Call saved. This is the next lead of the queue.');
    const history = (await admin('/admin/leads/c-1')).body;
    expect(history).toContain('Quoted amount: — → ₹2,50,000');
    expect(history).toContain('Call: — → Reached');
    expect(history).toContain('Quoted ₹2,50,000');
  });

  it('booked: the value on the pipeline, no next step (next_at NULL); the last lead of the queue ends on the list with "Queue done"', async () => {
    await lead('b-1', HOUR);
    const r = await admin('/admin/leads/b-1/call', {
      from: 'new',
      outcome: 'reached',
      stage: 'booked',
      value: '1,50,000',
    });
    expect(r.location).toBe('/admin?done=queue-done');
    expect(await rows("SELECT stage, value FROM lead_pipeline WHERE lead_id = 'b-1'")).toEqual([
      { stage: 'booked', value: 150000 },
    ]);
    expect(await rows("SELECT next_at, follow_up_at FROM lead_work WHERE lead_id = 'b-1'")).toEqual([
      { next_at: null, follow_up_at: null },
    ]);
    expect((await admin('/admin/leads/b-1')).body).toContain('Booking value: — → ₹1,50,000');
    expect((await admin(r.location!)).body).toContain('Queue done');
  });

  it('defaults the follow-up by outcome: no answer → the next business day at 11 am', async () => {
    await lead('d-1', HOUR);
    await admin('/admin/leads/d-1/call', { from: 'new', outcome: 'no-answer', stage: 'new' });
    const [w] = await rows("SELECT follow_up_at, next_at, first_contact_at FROM lead_work WHERE lead_id = 'd-1'");
    const due = new Date(w!.follow_up_at as string);
    expect(due.getTime()).toBeGreaterThan(Date.now());
    expect(due.getTime() - Date.now()).toBeLessThan(3 * 24 * HOUR);
    expect(due.toISOString()).toMatch(/T05:30:00\.000Z$/);
    expect(new Date(due.getTime() + 330 * 60_000).getUTCDay()).not.toBe(0); // never a Sunday
    expect(w!.next_at).toBe(w!.follow_up_at);
    expect(w!.first_contact_at).not.toBeNull();
  });

  it('refuses a bad amount, a past follow-up, a missing outcome, a call back without a time: 422, the message, nothing saved', async () => {
    await lead('e-1', HOUR);
    const past = new Date(Date.now() + 330 * 60_000 - 2 * HOUR).toISOString().slice(0, 16);
    const cases: Array<[Record<string, string>, string]> = [
      [
        { outcome: 'reached', stage: 'quoted', value: 'lots' },
        'Enter the amount in rupees, like 150000, 1,50,000 or 2.5L.',
      ],
      [{ outcome: 'reached', stage: 'booked', value: '' }, 'Enter the amount in rupees'],
      [{ outcome: 'reached', stage: 'new', when: 'custom', follow_at: past }, 'Follow-up: that time has passed'],
      [{ stage: 'new' }, 'Outcome: choose how the call went.'],
      [{ outcome: 'call-back', stage: 'new' }, 'Call back at: choose when to call back.'],
    ];
    for (const [form, message] of cases) {
      const r = await admin('/admin/leads/e-1/call', { from: 'new', ...form });
      expect(r.res.status, JSON.stringify(form)).toBe(422);
      expect(r.body).toContain(message);
      expect(r.body).toContain('Log a call');
    }
    expect(await rows("SELECT * FROM lead_calls WHERE lead_id = 'e-1'")).toEqual([]);
    expect(await rows("SELECT * FROM lead_audit WHERE lead_id = 'e-1'")).toEqual([]);
    expect(await rows("SELECT first_contact_at, follow_up_at FROM lead_work WHERE lead_id = 'e-1'")).toEqual([
      { first_contact_at: null, follow_up_at: null },
    ]);
  });

  it('refuses a call on a lead someone moved meanwhile (409), nothing saved', async () => {
    await lead('s-1', HOUR, 'contacted');
    const r = await admin('/admin/leads/s-1/call', { from: 'new', outcome: 'reached', stage: 'quoted', value: '50k' });
    expect(r.res.status).toBe(409);
    expect(r.body).toContain('Someone changed this lead meanwhile');
    expect(await rows("SELECT * FROM lead_calls WHERE lead_id = 's-1'")).toEqual([]);
    expect(await rows("SELECT quote_value, first_contact_at FROM lead_work WHERE lead_id = 's-1'")).toEqual([
      { quote_value: null, first_contact_at: null },
    ]);
    expect(await rows("SELECT * FROM outbox WHERE lead_id = 's-1'")).toEqual([]);
  });

  it('refuses a call whose stage update loses a race (the lead moved between the read and the batch): 409, all rolled back', async () => {
    await lead('s-2', HOUR);
    const d = await db();
    // Stands in for another phone's change landing first: the batch's stage update changes no row.
    await d
      .prepare(
        "CREATE TRIGGER race_s2 BEFORE UPDATE ON lead_pipeline WHEN NEW.lead_id = 's-2' BEGIN SELECT RAISE(IGNORE); END",
      )
      .run();
    try {
      const r = await admin('/admin/leads/s-2/call', {
        from: 'new',
        outcome: 'reached',
        stage: 'quoted',
        value: '2.5L',
      });
      expect(r.res.status).toBe(409);
      expect(r.body).toContain('Someone changed this lead meanwhile');
    } finally {
      await d.prepare('DROP TRIGGER race_s2').run();
    }
    expect(await rows("SELECT * FROM lead_calls WHERE lead_id = 's-2'")).toEqual([]);
    expect(await rows("SELECT * FROM lead_audit WHERE lead_id = 's-2'")).toEqual([]);
    expect(await rows("SELECT quote_value, first_contact_at FROM lead_work WHERE lead_id = 's-2'")).toEqual([
      { quote_value: null, first_contact_at: null },
    ]);
  });
});

describe('the queue', () => {
  it('a saved call opens the next due lead: next_at <= now, longest waiting first, ties by lead id, never this lead', async () => {
    const d = await db();
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    for (const id of ['q-a', 'q-b', 'q-c', 'q-d', 'q-x']) await lead(id, HOUR, 'new', false);
    await d.batch([
      d.prepare("UPDATE lead_work SET next_at = ?1 WHERE lead_id IN ('q-b', 'q-a')").bind(at(-2 * HOUR)),
      d.prepare("UPDATE lead_work SET next_at = ?1 WHERE lead_id IN ('q-c', 'q-x')").bind(at(-3 * HOUR)),
      d.prepare("UPDATE lead_work SET next_at = ?1 WHERE lead_id = 'q-d'").bind(at(HOUR)), // not due yet
    ]);
    const call = async (id: string) =>
      (await admin(`/admin/leads/${id}/call`, { from: 'new', outcome: 'reached', stage: 'lost', reason: 'Price' }))
        .location;
    expect(await call('q-x')).toBe('/admin/leads/q-c?done=call');
    expect(await call('q-c')).toBe('/admin/leads/q-a?done=call');
    expect(await call('q-a')).toBe('/admin/leads/q-b?done=call');
    expect(await call('q-b')).toBe('/admin?done=queue-done');
  });
});

describe('first contact', () => {
  it('each contact button records it once and opens the app (303 to tel:, wa.me, mailto:)', async () => {
    await lead('f-1', HOUR);
    const tel = await admin('/admin/leads/f-1/contact', { via: 'phone' });
    expect(tel.res.status).toBe(303);
    expect(tel.location).toBe('tel:+919811122233');
    const wa = await admin('/admin/leads/f-1/contact', { via: 'whatsapp' });
    expect(wa.location).toMatch(/^https:\/\/wa\.me\/919811122233\?text=Hello%20Lead%20f-1/);
    const custom = await admin('/admin/leads/f-1/contact', { via: 'whatsapp', text: 'Namaste!' });
    expect(custom.location).toBe('https://wa.me/919811122233?text=Namaste!');
    const mail = await admin('/admin/leads/f-1/contact', { via: 'email', subject: 'Your quote', text: 'Hi' });
    expect(mail.location).toBe('mailto:x@example.com?subject=Your%20quote&body=Hi');
    expect(await rows("SELECT action, to_value, actor FROM lead_audit WHERE lead_id = 'f-1'")).toEqual([
      { action: 'first_contact', to_value: 'phone', actor: EMAIL },
    ]);
    const [w] = await rows("SELECT first_contact_at, first_contact_by FROM lead_work WHERE lead_id = 'f-1'");
    expect(w!.first_contact_by).toBe(EMAIL);
    expect((await admin('/admin/leads/f-1/contact', { via: 'fax' })).res.status).toBe(422);
    // The inbox's pages let a form be sent on to those apps (CSP form-action).
    expect(tel.res.headers.get('content-security-policy')).toContain("form-action 'self' https://wa.me tel: mailto:");
  });

  it('by WhatsApp or e-mail tap, by a status change, by a logged call', async () => {
    const first = async (id: string) =>
      (await rows("SELECT to_value FROM lead_audit WHERE lead_id = ?1 AND action = 'first_contact'", id)).map(
        (r) => r.to_value,
      );
    await lead('f-2', HOUR);
    await admin('/admin/leads/f-2/contact', { via: 'whatsapp' });
    expect(await first('f-2')).toEqual(['whatsapp']);
    await lead('f-3', HOUR);
    await admin('/admin/leads/f-3/contact', { via: 'email' });
    expect(await first('f-3')).toEqual(['email']);
    await lead('f-4', HOUR);
    const r = await admin('/admin/leads/f-4/stage', { from: 'new', stage: 'quoted', value: '₹1,50,000' });
    expect(r.res.status).toBe(303);
    expect(await first('f-4')).toEqual(['stage']);
    expect(await rows("SELECT quote_value FROM lead_work WHERE lead_id = 'f-4'")).toEqual([{ quote_value: 150000 }]);
    await lead('f-5', HOUR);
    await admin('/admin/leads/f-5/call', { from: 'new', outcome: 'busy', stage: 'new' });
    expect(await first('f-5')).toEqual(['call']);
    // A second contact changes nothing.
    await admin('/admin/leads/f-5/contact', { via: 'phone' });
    expect(await first('f-5')).toEqual(['call']);
  });
});

describe('the reports', () => {
  it('show the time to first contact per person and per week', async () => {
    await lead('r-1', 10 * 60_000);
    await (await db()).prepare("UPDATE lead_work SET owner = 'ravi@studio.example' WHERE lead_id = 'r-1'").run();
    await admin('/admin/leads/r-1/contact', { via: 'phone' });
    const { body } = await admin('/admin/reports');
    expect(body).toContain('<h2 id="fr-h">Time to first contact</h2>');
    // The address may break before '@' and '.' (<wbr>), never inside a word.
    expect(body).toMatch(
      /<th scope="row">ravi<wbr\/>@studio<wbr\/>\.example<\/th><td data-label="Leads">1<\/td><td data-label="Contacted">1<\/td><td data-label="Median">\d+\u00a0min<\/td>/,
    );
    expect(body).toContain('Week of ');
  });
});
