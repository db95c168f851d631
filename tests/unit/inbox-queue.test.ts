import { beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { CALLBACK, post, until } from '../helpers/leads';

// The inbox's list as the sales team's queue (docs/sales.md "The queue"): tabs and their counts,
// the phone found in any format, filters, bulk assign / status / CSV, the installable manifest.
// Signed in through the local Access stand-in as a member of INBOX_TEAM.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const ASHA = 'asha@studio.example';
const RAVI = 'ravi@studio.example';

const inbox = inboxClient(() => ({ server, token, origin }));
const { db, rows } = inbox;
const admin = (path: string, form?: URLSearchParams, tokenOverride?: string | null) =>
  inbox.admin(path, form, { token: tokenOverride });

async function submit(body: Record<string, string>): Promise<string> {
  const res = await post(server, 'submit-form', { ...CALLBACK, ...body });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  // Round-robin (team/) gives it an owner on the queue side; this file starts from unassigned leads.
  await until(
    async () => (await rows('SELECT 1 FROM lead_work WHERE lead_id = ?1 AND owner IS NOT NULL', id)).length === 1,
    10_000,
    'lead assigned',
  );
  await (await db()).prepare('UPDATE lead_work SET owner = NULL WHERE lead_id = ?1').bind(id).run();
  return id;
}
/** The lead names of a list page, in order. */
const names = (html: string) => [...html.matchAll(/<td class="name"><a [^>]*>([^<]*)</g)].map((m) => m[1]);
const count = (html: string, tab: string) =>
  Number(new RegExp(`>${tab} <span class="count">(\\d+)</span>`).exec(html)?.[1] ?? NaN);

const ids: Record<string, string> = {};

signedInWorker(worker, (s) => ({ server, origin, token } = s), {
  email: ASHA,
  vars: { INBOX_TEAM: `${ASHA},${RAVI}` },
});
beforeAll(async () => {
  ids.kavya = await submit({
    firstName: 'Kavya',
    lastName: 'Nair',
    email: 'kavya@example.in',
    phone: '9876501234',
    service: 'wedding',
    city: 'delhi-ncr',
    message: 'Two-day wedding in December\nSecond line not shown',
  });
  ids.rohan = await submit({
    firstName: 'Rohan',
    lastName: 'Das',
    email: 'rohan@example.in',
    phone: '9811100001',
    service: 'maternity',
    city: 'pune',
  });
  ids.old = await submit({ firstName: 'Olga', lastName: 'Menon', email: 'olga@example.in', phone: '9811100002' });
  // Received three days ago, never answered: the queue rule's next_at is its receipt.
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const d = await db();
  await d.batch([
    d.prepare('UPDATE lead_pipeline SET received_at = ?2 WHERE lead_id = ?1').bind(ids.old, threeDaysAgo),
    d.prepare('UPDATE lead_work SET next_at = ?2 WHERE lead_id = ?1').bind(ids.old, threeDaysAgo),
  ]);
});

describe('the queue', () => {
  it('opens on Due now, longest waiting first, the overdue lead on top in words; tabs with counts', async () => {
    const { res, body } = await admin('/admin');
    expect(res.status).toBe(200);
    expect(names(body)[0]).toBe('Olga Menon');
    expect(body).toMatch(/<time class="age past"[^>]*>3 days – overdue<\/time>/);
    expect(body).toContain('Due now: longest waiting first');
    expect(count(body, 'Due now')).toBe(3);
    expect(count(body, 'New')).toBe(3);
    expect(count(body, 'Quoted')).toBe(0);
    expect(count(body, 'Mine')).toBe(0);
    expect(count(body, 'All')).toBe(3);
    // The installed app's start URL is the same list.
    expect(names((await admin('/admin/')).body)).toEqual(names(body));
    // All: newest first.
    expect(names((await admin('/admin?view=all')).body)).toEqual(['Rohan Das', 'Kavya Nair', 'Olga Menon']);
    // The card: phone, the message's first line, service and city by label, owner, Call and WhatsApp.
    expect(body).toContain('Call 98765 01234</button>');
    expect(body).toContain('<span class="line">Two-day wedding in December</span>');
    expect(body).not.toContain('Second line not shown');
    expect(body).toContain('<td class="where">Wedding, Delhi NCR</td>');
    expect(body).toContain('<td class="owner">Unassigned</td>');
    expect(body).toContain('<span class="badge stage-new">New</span>');
    expect(body).not.toContain('Backend');
    expect(body).toContain(`action="/admin/leads/${ids.kavya}/contact"`);
    expect(body).toContain('name="via" value="whatsapp"');
    // Filters folded away until one is set.
    expect(body).toMatch(/<details class="filters"><summary>Filters<\/summary>/);
    expect((await admin('/admin?city=delhi-ncr')).body).toMatch(/<details class="filters" open="">/);
    // A closed lead leaves Due now.
    await (await db()).prepare('UPDATE lead_work SET next_at = NULL WHERE lead_id = ?1').bind(ids.rohan).run();
    const after = (await admin('/admin')).body;
    expect(names(after)).toEqual(['Olga Menon', 'Kavya Nair']);
    expect(count(after, 'Due now')).toBe(2);
    await (
      await db()
    )
      .prepare(
        'UPDATE lead_work SET next_at = (SELECT received_at FROM lead_pipeline WHERE lead_id = ?1) WHERE lead_id = ?1',
      )
      .bind(ids.rohan)
      .run();
  });

  it('finds a phone in any format; source, campaign and city without case; a bad tab is a 400', async () => {
    for (const q of ['09876501234', '+91 98765 01234', '98765-01234', '919876501234', '76501']) {
      const { body } = await admin(`/admin?q=${encodeURIComponent(q)}`);
      expect(names(body), q).toEqual(['Kavya Nair']);
    }
    expect(names((await admin('/admin?city=delhi-ncr')).body)).toEqual(['Kavya Nair']);
    expect(names((await admin('/admin?city=DELHI-NCR&service=Wedding')).body)).toEqual(['Kavya Nair']);
    expect(names((await admin('/admin?source=(DIRECT)&q=Rohan')).body)).toEqual(['Rohan Das']);
    expect(names((await admin('/admin?campaign=(NOT%20SET)&q=Rohan')).body)).toEqual(['Rohan Das']);
    // The dropdowns hold the known services and cities, canonical values with labels.
    const page = (await admin('/admin')).body;
    expect(page).toContain('<option value="delhi-ncr">Delhi NCR</option>');
    expect(page).toContain('<option value="prewedding">Pre-wedding</option>');
    expect(page).toContain(`<option value="${RAVI}">${RAVI}</option>`);
    const bad = await admin('/admin?view=everything');
    expect(bad.res.status).toBe(400);
    expect(bad.body).toContain('Unknown tab: choose one from the list');
  });
});

describe('bulk', () => {
  const form = (fields: Array<[string, string]>) => new URLSearchParams(fields);
  /** A bulk POST: 303 to its result page (POST → 303 → GET), which is fetched; a refusal is the page itself. */
  async function bulk(fields: Array<[string, string]>) {
    const posted = await admin('/admin/bulk', form(fields));
    if (posted.res.status !== 303) return posted;
    const location = posted.res.headers.get('location')!;
    expect(location).toMatch(/^\/admin\/bulk\?done=/);
    return admin(location);
  }

  it('assigns the ticked leads to a member, audited per lead; Mine and the owner filter then list them', async () => {
    const { res, body } = await bulk([
      ['id', ids.kavya!],
      ['id', ids.old!],
      ['owner', ASHA],
      ['action', 'assign'],
    ]);
    expect(res.status).toBe(200);
    expect(body).toContain(`2 leads assigned to ${ASHA}.`);
    const audit = await rows(
      "SELECT lead_id, actor, from_value, to_value FROM lead_audit WHERE action = 'owner' AND actor != 'round-robin' ORDER BY lead_id",
    );
    expect(audit).toHaveLength(2);
    expect(audit.every((a) => a.actor === ASHA && a.from_value === null && a.to_value === ASHA)).toBe(true);
    const mine = (await admin('/admin?view=mine')).body;
    expect(names(mine)).toEqual(['Olga Menon', 'Kavya Nair']);
    expect(count(mine, 'Mine')).toBe(2);
    expect(mine).toContain('<td class="owner">asha</td>');
    expect(names((await admin('/admin?owner=-')).body)).toEqual(['Rohan Das']);
    expect(names((await admin(`/admin?owner=${encodeURIComponent(ASHA)}&view=all`)).body)).toEqual([
      'Kavya Nair',
      'Olga Menon',
    ]);
    // Again: nothing changes hands, said so.
    const again = await bulk([
      ['id', ids.kavya!],
      ['owner', ASHA],
      ['action', 'assign'],
    ]);
    expect(again.body).toContain(`0 leads assigned to ${ASHA}. Skipped: 1.`);
    expect(again.body).toContain(`<a href="/admin/leads/${ids.kavya}">Kavya Nair</a>: already with ${ASHA}`);
    // The result page says only what its codes and the team list say: a crafted URL adds no text.
    const crafted = await admin(`/admin/bulk?done=assign&to=${encodeURIComponent('<b>x</b>')}&n=5`);
    expect(crafted.res.status).toBe(303);
    const odd = await admin(
      `/admin/bulk?done=stage&to=quoted&n=1&skip=same:${ids.kavya}&skip=${encodeURIComponent('<i>:x')}`,
    );
    expect(odd.body).toContain('1 lead changed to Quoted. Skipped: 1.');
    expect(odd.body).not.toContain('<i>');
    // Not a member, or nothing ticked: refused, nothing changed.
    const stranger = await bulk([
      ['id', ids.rohan!],
      ['owner', 'someone@else.example'],
      ['action', 'assign'],
    ]);
    expect(stranger.res.status).toBe(422);
    expect(stranger.body).toContain('Owner: not a member of the team');
    const none = await bulk([
      ['owner', ASHA],
      ['action', 'assign'],
    ]);
    expect(none.res.status).toBe(422);
    expect(none.body).toContain('Tick at least one lead first');
    expect(await rows("SELECT 1 FROM lead_audit WHERE action = 'owner' AND actor != 'round-robin'")).toHaveLength(2);
  });

  it('changes the status of each ticked lead through the pipeline, and names the ones it skipped', async () => {
    const first = await bulk([
      ['id', ids.kavya!],
      ['stage', 'quoted'],
      ['action', 'stage'],
    ]);
    expect(first.body).toContain('1 lead changed to Quoted.');
    const { res, body } = await bulk([
      ['id', ids.kavya!],
      ['id', ids.rohan!],
      ['stage', 'quoted'],
      ['action', 'stage'],
    ]);
    expect(res.status).toBe(200);
    expect(body).toContain('1 lead changed to Quoted. Skipped: 1.');
    expect(body).toContain(`<a href="/admin/leads/${ids.kavya}">Kavya Nair</a>: already Quoted`);
    const audit = await rows("SELECT lead_id, from_value, to_value FROM lead_audit WHERE action = 'stage'");
    expect(audit).toEqual(
      expect.arrayContaining([
        { lead_id: ids.kavya, from_value: 'new', to_value: 'quoted' },
        { lead_id: ids.rohan, from_value: 'new', to_value: 'quoted' },
      ]),
    );
    // Each planned its conversions as a stage change on the lead page does.
    expect(await rows("SELECT 1 FROM outbox WHERE kind = 'plan' AND channel = 'quoted'")).toHaveLength(2);
    const quoted = (await admin('/admin?view=quoted')).body;
    expect(count(quoted, 'Quoted')).toBe(2);
    expect(names(quoted).sort()).toEqual(['Kavya Nair', 'Rohan Das']);
    // Lost needs its reason; booked is not offered (each needs its value).
    const lost = await bulk([
      ['id', ids.old!],
      ['stage', 'lost'],
      ['action', 'stage'],
    ]);
    expect(lost.res.status).toBe(422);
    expect(lost.body).toContain('Reason: choose why these leads were lost');
    const booked = await bulk([
      ['id', ids.old!],
      ['stage', 'booked'],
      ['action', 'stage'],
    ]);
    expect(booked.res.status).toBe(422);
    expect((await rows('SELECT stage FROM lead_pipeline WHERE lead_id = ?1', ids.old))[0]!.stage).toBe('new');
  });

  it('exports every page of the filtered list as a formula-safe CSV', async () => {
    // 30 more leads (more than a page), one with a name a spreadsheet would run.
    const d = await db();
    const at = (i: number) => new Date(Date.now() - (i + 1) * 3_600_000).toISOString();
    const statements = [];
    for (let i = 0; i < 30; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      statements.push(
        d
          .prepare(
            "INSERT INTO lead_pipeline (lead_id, form, received_at, service, city, source, stage, updated_at) VALUES (?1, 'callback', ?2, 'baby', 'jaipur', 'bulkcsv', 'new', ?2)",
          )
          .bind(id, at(i)),
        d
          .prepare('INSERT INTO lead_contacts (lead_id, name, email, phone) VALUES (?1, ?2, ?3, ?4)')
          .bind(
            id,
            i === 0 ? '=HYPERLINK("http://evil.example")' : `Bulk ${i}`,
            `b${i}@example.in`,
            `91900000${String(i).padStart(4, '0')}`,
          ),
        d.prepare('INSERT INTO lead_work (lead_id, next_at) VALUES (?1, ?2)').bind(id, at(i)),
      );
    }
    // The first lead gave its event date (migrations/0023_lead_event_dates.sql); the others none.
    statements.push(
      d
        .prepare('INSERT INTO lead_event_dates (lead_id, event_date) VALUES (?1, ?2)')
        .bind('00000000-0000-4000-8000-000000000000', '2027-02-14'),
    );
    await d.batch(statements);
    const list = (await admin('/admin?source=BulkCSV')).body;
    expect(names(list)).toHaveLength(25);
    expect(list).toContain('href="/admin/leads.csv?source=BulkCSV&amp;view=all"');
    const { res, body } = await admin('/admin/leads.csv?source=BulkCSV&view=all');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const lines = body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Received (IST),Name,Phone (country code first),E-mail,Service,City,Event date,Status,Booking value (₹),Owner,' +
        'Next step (IST),Source,Medium,Campaign,Form,Message,Language',
    );
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://evil.example"")",919000000000,b0@example.in,baby,jaipur,14 Feb 2027,New`,
    );
    expect(lines[1]).toMatch(/^"\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST",/);
    expect(lines.at(-1)).toContain('Bulk 29');
    expect(lines.at(-1)).toContain(',baby,jaipur,,New,');
    // Without Access: refused like every inbox page.
    expect((await admin('/admin/leads.csv', undefined, null)).res.status).toBe(401);
  });
});

describe('installable', () => {
  it('serves a manifest scoped to /admin/ and its icons, privately, linked from the inbox only', async () => {
    const { res, body } = await admin('/admin/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const m = JSON.parse(body);
    expect(m).toMatchObject({
      short_name: 'Leads',
      start_url: '/admin/',
      scope: '/admin/',
      display: 'standalone',
      theme_color: '#9a4a1c',
    });
    expect(m.name).toContain('leads inbox');
    expect(m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of m.icons as Array<{ src: string; sizes: string }>) {
      const r = await server.fetch(icon.src, { headers: { 'cf-access-jwt-assertion': token } });
      expect(r.status, icon.src).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
      expect(r.headers.get('cache-control')).toBe('private, no-store');
      const png = new Uint8Array(await r.arrayBuffer());
      expect([...png.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
      const width = new DataView(png.buffer).getUint32(16);
      expect(`${width}x${width}`).toBe(icon.sizes);
    }
    expect((await admin('/admin/manifest.webmanifest', undefined, null)).res.status).toBe(401);
    const inbox = (await admin('/admin')).body;
    expect(inbox).toContain('<link rel="manifest" href="/admin/manifest.webmanifest" crossorigin="use-credentials"/>');
    const home = await (await server.fetch('/')).text();
    expect(home).not.toMatch(/rel="manifest"|webmanifest|\/admin\/icon|apple-touch-icon/);
  });
});
