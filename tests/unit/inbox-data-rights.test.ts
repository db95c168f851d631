import { describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { signedInWorker } from '../helpers/inbox';
import { EMAIL, expectPrivate, inboxUnit } from '../helpers/inbox-unit';
import { CALLBACK, PARTNER } from '../helpers/leads';

// Data rights and retention (src/worker/inbox/person/routes.tsx, data/retention.ts) behind a local Cloudflare Access
// stand-in: a key pair made here, its JWKS on loopback, tokens signed like Access's.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const { db, rows, admin, submit } = inboxUnit(() => ({ server, token, origin }));

signedInWorker(worker, (s) => ({ server, origin, token } = s), { email: EMAIL });

describe('data rights', () => {
  it('finds, downloads and erases everything about one person, and records the erasure without personal data', async () => {
    const a = await submit({ ...CALLBACK, firstName: 'Erasa', email: 'Erasa@Example.in', phone: '9000000001' });
    const b = await submit(
      { ...PARTNER, name: 'Erasa Again', email: 'erasa@example.in', mobileNumber: '90000 00009' },
      'submit-partner-form',
    );
    const keep = await submit({ ...CALLBACK, firstName: 'Keepa', email: 'keepa@example.in', phone: '9000000002' });
    await admin(`/admin/leads/${a}/notes`, { method: 'POST', form: { body: 'Erasa prefers mornings' } });
    await admin(`/admin/leads/${a}/stage`, { method: 'POST', form: { from: 'new', stage: 'booked', value: '30000' } });

    const found = await admin('/admin/person?q=ERASA@example.in');
    expect(found.res.status).toBe(200);
    expect(found.body).toContain('2 leads for ERASA@example.in');
    expect((await admin('/admin/person?q=%2B91%2090000%2000001')).body).toContain('1 lead for');

    const dl = await admin('/admin/person/export?q=erasa@example.in');
    expect(dl.res.headers.get('content-disposition')).toMatch(/attachment/);
    expectPrivate(dl.res);
    const data = JSON.parse(dl.body) as { leads: Array<Record<string, any>> };
    expect(data.leads.map((l) => l.id).sort()).toEqual([a, b].sort());
    const la = data.leads.find((l) => l.id === a)!;
    expect(la.payload).toMatchObject({ firstName: 'Erasa', email: 'Erasa@Example.in' });
    expect(la.contact).toMatchObject({ email: 'erasa@example.in', phone: '919000000001' });
    expect(la.pipeline).toMatchObject({ stage: 'booked', value: 30000 });
    expect(la.notes).toMatchObject([{ body: 'Erasa prefers mornings', author: EMAIL }]);
    expect(la.audit.length).toBeGreaterThan(0);
    expect(la.outbox.map((o: any) => o.key)).toContain(`plan:booked:${a}`);
    expect(la.ledger).toBeTruthy();

    // Step one asks to confirm and erases nothing.
    const ask = await admin('/admin/person/erase', {
      method: 'POST',
      form: { q: 'erasa@example.in', ids: `${a},${b}` },
    });
    expect(ask.res.status).toBe(200);
    expect(ask.body).toContain('Yes, erase for good');
    expect(await rows('SELECT lead_id FROM lead_contacts WHERE email = ?1', 'erasa@example.in')).toHaveLength(2);
    // Without Origin: refused.
    expect(
      (
        await admin('/admin/person/erase', {
          method: 'POST',
          origin: null,
          form: { q: 'erasa@example.in', ids: `${a},${b}`, confirm: 'yes' },
        })
      ).res.status,
    ).toBe(403);

    const done = await admin('/admin/person/erase', {
      method: 'POST',
      form: { q: 'erasa@example.in', ids: `${a},${b},${keep}`, confirm: 'yes' },
    });
    expect(done.res.status).toBe(303);
    for (const id of [a, b]) {
      for (const [table, col] of [
        ['leads', 'id'],
        ['lead_ledger', 'id'],
        ['lead_contacts', 'lead_id'],
        ['lead_pipeline', 'lead_id'],
        ['lead_notes', 'lead_id'],
        ['lead_keys', 'lead_id'],
        ['outbox', 'lead_id'],
        ['lead_browsers', 'lead_id'],
      ]) {
        expect(await rows(`SELECT * FROM ${table} WHERE ${col} = ?1`, id), `${table} ${id}`).toEqual([]);
      }
      for (const row of await rows('SELECT from_value, to_value FROM lead_audit WHERE lead_id = ?1', id))
        expect(row).toEqual({ from_value: null, to_value: null });
    }
    // Nothing personal anywhere in the database any more.
    for (const table of [
      'leads',
      'lead_ledger',
      'lead_contacts',
      'lead_pipeline',
      'lead_notes',
      'lead_keys',
      'lead_audit',
      'outbox',
    ]) {
      expect(JSON.stringify(await rows(`SELECT * FROM ${table}`)), table).not.toMatch(
        /erasa|9000000001|9000000009|prefers mornings/i,
      );
    }
    expect(await rows("SELECT lead_id, actor, to_value FROM lead_audit WHERE action = 'erased'")).toEqual([
      { lead_id: null, actor: EMAIL, to_value: '2' },
    ]);
    // The other person is untouched (listed ids that do not match the person are never erased).
    expect(await rows('SELECT lead_id FROM lead_contacts WHERE lead_id = ?1', keep)).toHaveLength(1);
    expect((await admin('/admin/person?q=erasa@example.in&done=erased')).body).toContain(
      'Nothing is kept about erasa@example.in.',
    );
    expect((await admin('/admin/person?q=hello')).res.status).toBe(400);
  });
});

describe('retention', () => {
  it('the cron anonymises leads older than LEAD_RETENTION_MONTHS and keeps what the reports need', async () => {
    const old = await submit({ ...CALLBACK, firstName: 'Oldie', email: 'oldie@example.in' });
    const fresh = await submit({ ...CALLBACK, firstName: 'Freshie', email: 'freshie@example.in' });
    await admin(`/admin/leads/${old}/notes`, { method: 'POST', form: { body: 'Oldie called twice' } });
    const d = await db();
    const longAgo = '2020-01-15T10:00:00.000Z';
    const touch = JSON.stringify({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'winter',
      utm_term: null,
      utm_content: null,
      gclid: 'Cj0KCQ-secret',
      gbraid: null,
      wbraid: null,
      fbclid: null,
      landingPage: '/',
      referrer: null,
      at: longAgo,
    });
    await d.batch([
      d
        .prepare('UPDATE lead_ledger SET received_at = ?2, first_touch = ?3, last_touch = ?3 WHERE id = ?1')
        .bind(old, longAgo, touch),
      d
        .prepare("UPDATE lead_pipeline SET received_at = ?2, stage = 'booked', value = 9000 WHERE lead_id = ?1")
        .bind(old, longAgo),
    ]);
    await server.getWorker().scheduled({ cron: '*/5 * * * *', scheduledTime: new Date() });
    expect(await rows('SELECT * FROM lead_contacts WHERE lead_id = ?1', old)).toEqual([]);
    expect(await rows('SELECT payload FROM leads WHERE id = ?1', old)).toEqual([{ payload: '{}' }]);
    expect(await rows('SELECT body, author FROM lead_notes WHERE lead_id = ?1', old)).toEqual([
      { body: '[removed]', author: EMAIL },
    ]);
    expect(await rows('SELECT * FROM lead_keys WHERE lead_id = ?1', old)).toEqual([]);
    const [ledger] = await rows('SELECT first_touch, last_touch FROM lead_ledger WHERE id = ?1', old);
    expect(JSON.parse(ledger!.last_touch as string)).toMatchObject({ utm_source: 'google', utm_campaign: 'winter' });
    expect(ledger!.last_touch).not.toContain('Cj0KCQ');
    expect(await rows('SELECT stage, value FROM lead_pipeline WHERE lead_id = ?1', old)).toEqual([
      { stage: 'booked', value: 9000 },
    ]);
    // A recent lead keeps everything.
    expect(await rows('SELECT name FROM lead_contacts WHERE lead_id = ?1', fresh)).toHaveLength(1);
    // The inbox still lists the anonymised lead, without a person.
    expect((await admin(`/admin/leads/${old}`)).body).not.toContain('Oldie');
  });
});
