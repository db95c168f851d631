import { describe, expect, it } from 'vitest';
import type { AccessStandIn } from '../helpers/access-standin';
import { worker } from '../helpers/in-process';
import { signedInWorker } from '../helpers/inbox';
import { EMAIL, expectPrivate, inboxUnit } from '../helpers/inbox-unit';
import { CALLBACK, PARTNER, until } from '../helpers/leads';

// The lead inbox (src/worker/inbox) behind a local Cloudflare Access stand-in: a key pair made
// here, its JWKS on loopback, tokens signed like Access's.
let access: AccessStandIn;
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const { db, rows, admin, submit } = inboxUnit(() => ({ server, token, origin }));

signedInWorker(worker, (s) => ({ access, server, origin, token } = s), { email: EMAIL });

describe('who gets in', () => {
  it('refuses every request without a valid Access token, with no lead data', async () => {
    const id = await submit({ ...CALLBACK, firstName: 'Refusa', email: 'refusa@example.in' });
    const tampered = (() => {
      const [h, p, s] = token.split('.');
      const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
      return [
        h,
        Buffer.from(JSON.stringify({ ...claims, email: 'mallory@evil.example' })).toString('base64url'),
        s,
      ].join('.');
    })();
    const bad: Array<[string, string | null]> = [
      ['no token', null],
      ['another key', await access.token({}, { key: 'other' })],
      ['another audience', await access.token({ aud: ['someone-elses-app'] })],
      ['another issuer', await access.token({ iss: 'https://evil.cloudflareaccess.com' })],
      ['expired', await access.token({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
      ['tampered', tampered],
      ['not a token', 'not.a.jwt'],
    ];
    for (const [what, t] of bad) {
      for (const path of [
        '/admin',
        `/admin/leads/${id}`,
        '/admin/person?q=refusa@example.in',
        '/admin/reports',
        '/admin/reports.csv',
        '/admin/person/export?q=refusa@example.in',
      ]) {
        const { res, body } = await admin(path, { token: t });
        expect([401, 403], `${what} ${path}`).toContain(res.status);
        expect(body, `${what} ${path}`).not.toMatch(/Refusa|refusa@|9876543210/);
        expectPrivate(res);
      }
    }
    const { res } = await admin(`/admin/leads/${id}/notes`, { token: null, method: 'POST', form: { body: 'x' } });
    expect(res.status).toBe(401);
    expect(await rows('SELECT * FROM lead_notes WHERE lead_id = ?1', id)).toEqual([]);
  });

  it('lets a valid identity in, by header or by the CF_Authorization cookie, and lists a lead submitted a moment before', async () => {
    const id = await submit({
      ...CALLBACK,
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.in',
      phone: '9812345678',
      service: 'maternity',
      city: 'pune',
    });
    await until(async () => (await admin('/admin')).body.includes('Meera Iyer'), 10_000, 'the lead in the list');
    const { res, body } = await admin('/admin');
    expect(res.status).toBe(200);
    expectPrivate(res);
    expect(body).toContain(`href="/admin/leads/${id}"`);
    expect(body).toContain(`Signed in as <strong>${EMAIL}</strong>`);
    // Call and WhatsApp post to the lead's contact route (it records the first contact, then opens the app).
    expect(body).toContain(`action="/admin/leads/${id}/contact"`);
    expect(body).toContain('<input type="hidden" name="via" value="phone"/>');
    expect(body).toContain('Call 98123 45678</button>');
    expect(body).toContain(
      '<input type="hidden" name="text" value="Hello Meera Iyer, this is ShutterStory about your enquiry for Maternity."/>',
    );
    expect(body).toMatch(/title="Received \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST"/);
    expect(body).not.toMatch(/<script/);
    const byCookie = await admin('/admin', { token: null, cookie: `other=1; CF_Authorization=${token}` });
    expect(byCookie.res.status).toBe(200);
    expect(byCookie.body).toContain('Meera Iyer');
    // The stylesheet is the inbox's own, behind Access too.
    const css = await admin('/admin/inbox.css');
    expect(css.res.headers.get('content-type')).toMatch(/text\/css/);
    expectPrivate(css.res);
    expect((await admin('/admin/inbox.css', { token: null })).res.status).toBe(401);
  });

  it('refuses a POST without Origin or from another origin (CSRF), changing nothing', async () => {
    const id = await submit({ ...CALLBACK, firstName: 'Csrf' });
    for (const o of [null, 'https://evil.example', 'null']) {
      const { res, body } = await admin(`/admin/leads/${id}/stage`, {
        method: 'POST',
        origin: o,
        form: { from: 'new', stage: 'contacted' },
      });
      expect(res.status, String(o)).toBe(403);
      expect(body).toContain('Request refused');
      expect(body).not.toContain('Csrf');
    }
    expect(await rows('SELECT stage FROM lead_pipeline WHERE lead_id = ?1', id)).toEqual([{ stage: 'new' }]);
    expect(await rows('SELECT * FROM lead_audit WHERE lead_id = ?1', id)).toEqual([]);
  });
});

describe('what a lead typed is shown as text, never as controls or link parameters', () => {
  const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

  it('shows a name with a right-to-left override cleaned in the list and on the lead page', async () => {
    const id = await submit({
      ...CALLBACK,
      firstName: 'Zoya\u202E',
      lastName: '\u2066Kha\u200Bn\u2069',
      message: 'Call after \u202E6 pm\u202C, please',
    });
    await until(
      async () => (await admin('/admin')).body.includes(`/admin/leads/${id}`),
      10_000,
      'the lead in the list',
    );
    const list = (await admin('/admin')).body;
    expect(list).toContain(`<a href="/admin/leads/${id}">Zoya Khan</a>`);
    expect(list).not.toMatch(INVISIBLE);
    const { res, body } = await admin(`/admin/leads/${id}`);
    expect(res.status).toBe(200);
    expect(body).toContain('<title>Lead: Zoya Khan');
    expect(body).toContain('>Zoya Khan</h2>');
    expect(body).toContain('Call after 6 pm, please');
    expect(body).not.toMatch(INVISIBLE);
  });

  it('builds the e-mail link of an address stored with a query from the encoded address, no parameter added', async () => {
    const id = await submit({ ...CALLBACK, firstName: 'Stored', lastName: 'Before' });
    await until(
      async () => (await rows('SELECT 1 FROM lead_contacts WHERE lead_id = ?1', id)).length === 1,
      10_000,
      'contact',
    );
    // A row kept before the form refused such addresses.
    await (
      await db()
    )
      .prepare('UPDATE lead_contacts SET email = ?2 WHERE lead_id = ?1')
      .bind(id, 'asha@example.com?bcc=spy%40evil.example&subject=Quote')
      .run();
    // The list builds no link from it: its contact buttons post the lead's id to the contact route.
    expect((await admin('/admin')).body).not.toMatch(/mailto:/);
    // Nor the lead page: its E-mail button and quick replies post to the contact route, which answers with the link.
    expect((await admin(`/admin/leads/${id}`)).body).not.toMatch(/mailto:/);
    const { res } = await admin(`/admin/leads/${id}/contact`, { method: 'POST', form: { via: 'email' } });
    expect(res.headers.get('location')).toBe('mailto:asha@example.com%3Fbcc%3Dspy%2540evil.example%26subject%3DQuote');
  });
});

describe('filters and paging', () => {
  it('filters by status, form, service, city, source, date and search; bad filters get a 400 with a message', async () => {
    const partner = await submit(
      { ...PARTNER, name: 'Filtra Partner', email: 'filtra@travel.example' },
      'submit-partner-form',
    );
    const callback = await submit({
      ...CALLBACK,
      firstName: 'Filtra',
      lastName: 'Callback',
      email: 'filtra.cb@example.in',
      city: 'udaipur',
    });
    const list = async (q: string) => (await admin(`/admin?${q}`)).body;
    expect(await list('form=partner&q=filtra')).toContain(`/admin/leads/${partner}"`);
    expect(await list('form=partner&q=filtra')).not.toContain(`/admin/leads/${callback}"`);
    expect(await list('city=Udaipur')).toContain(`/admin/leads/${callback}"`);
    expect(await list('service=wedding&q=Filtra')).toContain(`/admin/leads/${callback}"`);
    expect(await list('stage=booked&q=filtra')).toContain('No leads match.');
    expect(await list('source=(direct)&q=filtra.cb')).toContain(`/admin/leads/${callback}"`);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(await list(`from=${today}&to=${today}&q=filtra`)).toContain(`/admin/leads/${callback}"`);
    expect(await list('to=2001-01-01&q=filtra')).toContain('No leads match.');
    expect(await list('q=9876543210')).toContain(`/admin/leads/${callback}"`);
    for (const [q, message] of [
      ['stage=archived', 'Unknown status: choose one from the list'],
      ['form=%27%3B%20DROP%20TABLE%20leads%3B--', 'Unknown form: choose one from the list'],
      ['from=2026-13-45', 'From: enter a date like 2026-11-25'],
      ['page=999999', 'Page: a whole number'],
      ['page=401', 'Page: at most 400; narrow the filters'],
    ]) {
      const { res, body } = await admin(`/admin?${q}`);
      expect(res.status, q).toBe(400);
      expect(body, q).toContain(message);
    }
    // A long search is answered, never refused (tests/unit/inbox-long-search.test.ts).
    expect((await admin(`/admin?q=${'x'.repeat(101)}`)).res.status).toBe(200);
    // SQL in a text filter is only ever a value.
    expect(await list(`city=${encodeURIComponent("x' OR '1'='1")}`)).toContain('No leads match.');
    expect(await rows('SELECT COUNT(*) AS n FROM leads')).not.toEqual([{ n: 0 }]);
  });
});

describe('pipeline, notes, audit', () => {
  it('moves a lead through the stages with the identity in the audit trail, and a booking plans its conversions in the outbox', async () => {
    const id = await submit({ ...CALLBACK, firstName: 'Stagey', email: 'stagey@example.in' });
    const move = (form: Record<string, string>) => admin(`/admin/leads/${id}/stage`, { method: 'POST', form });
    let r = await move({ from: 'new', stage: 'contacted' });
    expect(r.res.status).toBe(303);
    expect(r.res.headers.get('location')).toBe(`/admin/leads/${id}?done=stage`);
    expectPrivate(r.res);
    expect((await move({ from: 'contacted', stage: 'quoted' })).res.status).toBe(303);
    r = await move({ from: 'quoted', stage: 'booked', value: '45,000' });
    expect(r.res.status).toBe(303);
    const [pipe] = await rows('SELECT stage, value FROM lead_pipeline WHERE lead_id = ?1', id);
    expect(pipe).toEqual({ stage: 'booked', value: 45000 });
    const audit = await rows(
      'SELECT actor, action, from_value, to_value FROM lead_audit WHERE lead_id = ?1 ORDER BY id',
      id,
    );
    expect(audit).toEqual([
      { actor: EMAIL, action: 'stage', from_value: 'new', to_value: 'contacted' },
      { actor: EMAIL, action: 'first_contact', from_value: null, to_value: 'stage' },
      { actor: EMAIL, action: 'stage', from_value: 'contacted', to_value: 'quoted' },
      { actor: EMAIL, action: 'stage', from_value: 'quoted', to_value: 'booked' },
      { actor: EMAIL, action: 'value', from_value: null, to_value: '45000' },
    ]);
    const plan = await rows('SELECT key, kind, channel FROM outbox WHERE key = ?1', `plan:booked:${id}`);
    expect(plan).toEqual([{ key: `plan:booked:${id}`, kind: 'plan', channel: 'booked' }]);
    // The queue nudge runs it (no concern plans anything in this build: 'sent', '0 planned').
    await until(
      async () =>
        (await rows("SELECT status FROM outbox WHERE key = ?1 AND status <> 'pending'", `plan:booked:${id}`)).length ===
        1,
      10_000,
      'the booked plan run',
    );
    const page = (await admin(`/admin/leads/${id}?done=stage`)).body;
    expect(page).toContain('Status saved.');
    expect(page).toContain('₹45,000');
    expect(page).toContain('<td>plan</td><td>booked</td>');
    expect(page).toContain('<td>plan</td><td>lead</td>');

    // A stale form (the page showed 'quoted'): refused, nothing changed.
    r = await move({ from: 'quoted', stage: 'lost', reason: 'Price' });
    expect(r.res.status).toBe(409);
    expect(r.body).toContain('Someone changed this lead meanwhile');
    r = await move({ from: 'booked', stage: 'lost', reason: 'Price' });
    expect(r.res.status).toBe(303);
    expect(await rows('SELECT stage, value, lost_reason FROM lead_pipeline WHERE lead_id = ?1', id)).toEqual([
      { stage: 'lost', value: 45000, lost_reason: 'Price' },
    ]);
    expect(
      await rows(
        "SELECT actor, from_value, to_value FROM lead_audit WHERE lead_id = ?1 AND action = 'lost_reason'",
        id,
      ),
    ).toEqual([{ actor: EMAIL, from_value: null, to_value: 'Price' }]);
  });

  it('keeps notes with author and time, in the audit trail too', async () => {
    const id = await submit({ ...CALLBACK, firstName: 'Notey' });
    const r = await admin(`/admin/leads/${id}/notes`, {
      method: 'POST',
      form: { body: '  Called, wants a quote by Friday <b>now</b>  ' },
    });
    expect(r.res.status).toBe(303);
    const notes = await rows('SELECT author, body, created_at FROM lead_notes WHERE lead_id = ?1', id);
    expect(notes).toMatchObject([{ author: EMAIL, body: 'Called, wants a quote by Friday <b>now</b>' }]);
    expect(await rows("SELECT actor FROM lead_audit WHERE lead_id = ?1 AND action = 'note'", id)).toEqual([
      { actor: EMAIL },
    ]);
    const page = (await admin(`/admin/leads/${id}`)).body;
    expect(page).toContain('Called, wants a quote by Friday &lt;b&gt;now&lt;/b&gt;');
    expect(page).toContain(`${EMAIL} · `);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const id = await submit({ ...CALLBACK, firstName: 'Baddy' });
    const cases: Array<[string, Record<string, string>, number, string]> = [
      ['stage', { from: 'new', stage: 'archived' }, 422, 'Unknown status: choose one from the list'],
      [
        'stage',
        { from: 'new', stage: 'booked', value: '0' },
        422,
        'Enter the amount in rupees, like 150000, 1,50,000 or 2.5L.',
      ],
      ['stage', { from: 'new', stage: 'booked', value: '-500' }, 422, 'Enter the amount in rupees'],
      ['stage', { from: 'new', stage: 'booked', value: '4500.50' }, 422, 'Enter the amount in rupees'],
      ['stage', { from: 'new', stage: 'booked' }, 422, 'Enter the amount in rupees'],
      ['stage', { from: 'new', stage: 'quoted', value: 'lots' }, 422, 'Enter the amount in rupees'],
      ['stage', { from: 'new', stage: 'lost', reason: 'Because' }, 422, 'Reason: choose one from the list'],
      ['stage', { from: 'new', stage: 'lost' }, 422, 'Reason: choose one from the list'],
      ['notes', { body: 'x'.repeat(10_000) }, 422, 'Note: at most 2,000 characters'],
      ['notes', { body: '   ' }, 422, 'Note: write something first'],
    ];
    for (const [action, form, status, message] of cases) {
      const { res, body } = await admin(`/admin/leads/${id}/${action}`, { method: 'POST', form });
      expect(res.status, JSON.stringify(form).slice(0, 80)).toBe(status);
      expect(body).toContain(message);
    }
    for (const path of ['/admin/leads/00000000-0000-4000-8000-000000000000', "/admin/leads/1'%20OR%201=1"]) {
      expect((await admin(path)).res.status).toBe(404);
      expect(
        (await admin(`${path}/stage`, { method: 'POST', form: { from: 'new', stage: 'contacted' } })).res.status,
      ).toBe(404);
      expect((await admin(`${path}/notes`, { method: 'POST', form: { body: 'hello' } })).res.status).toBe(404);
    }
    expect((await admin('/admin/reports?days=7')).res.status).toBe(400);
    expect(await rows('SELECT stage FROM lead_pipeline WHERE lead_id = ?1', id)).toEqual([{ stage: 'new' }]);
    expect(await rows('SELECT * FROM lead_notes WHERE lead_id = ?1', id)).toEqual([]);
    expect(await rows('SELECT * FROM lead_audit WHERE lead_id = ?1', id)).toEqual([]);
    expect(await rows("SELECT * FROM lead_notes WHERE lead_id LIKE '00000000%'")).toEqual([]);
  });
});
