import { describe, expect, it } from 'vitest';
import { INDIA_TIME_ZONE } from '../../src/shared/india-time';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { CALLBACK, PARTNER, PHOTOGRAPHER, post } from '../helpers/leads';

// One person, one contact (docs/sales.md "Returning people and merging"): enquiries with the same
// phone (any format) or e-mail are one person, shown both ways on the lead pages; a merge by hand
// and its undo, audited and exact; canonical service and city shown by label; each form's own
// fields; applicants' greetings. The data level (chat leads, the report rule, the backfill):
// src/worker/data/people.test.ts.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const EMAIL = 'asha@studio.example';

const { admin, rows } = inboxClient(() => ({ server, token, origin }));
const personOf = async (id: string) =>
  (await rows('SELECT person_id FROM lead_person WHERE lead_id = ?1', id))[0]?.person_id as string | undefined;

async function submit(body: Record<string, string>, endpoint = 'submit-form'): Promise<string> {
  const res = await post(server, endpoint, body);
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

const page = async (id: string) => (await admin(`/admin/leads/${id}`)).body;
/** The greeting the lead page's WhatsApp button opens: its form posted to the contact route, the 303's wa.me text. */
async function greeting(id: string): Promise<string | null> {
  const { res } = await admin(`/admin/leads/${id}/contact`, { via: 'whatsapp' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!).searchParams.get('text');
}
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

signedInWorker(worker, (s) => ({ server, origin, token } = s), { email: EMAIL });

describe('one person across phone formats and e-mail', () => {
  it('links +91 98765 01234, 09876501234, 98765-01234 and the same e-mail, both ways on the lead pages', async () => {
    const first = await submit({
      ...CALLBACK,
      firstName: 'Kavya',
      lastName: 'Menon',
      email: 'kavya@example.in',
      phone: '9876501234',
    });
    const second = await submit(
      { ...PARTNER, name: 'Kavya Menon', email: 'kavya.events@example.in', mobileNumber: '+91 98765 01234' },
      'submit-partner-form',
    );
    const third = await submit(
      { ...PHOTOGRAPHER, name: 'Kavya M', email: 'km@photo.example', mobileNumber: '09876501234' },
      'submit-photographer-form',
    );
    const fourth = await submit(
      { ...PARTNER, name: 'K Menon', email: 'kavya.b@example.in', mobileNumber: '98765-01234' },
      'submit-partner-form',
    );
    // Another number, the first one's e-mail (any case).
    const byEmail = await submit({
      ...CALLBACK,
      firstName: 'Kavya',
      lastName: 'Menon',
      email: 'KAVYA@example.in',
      phone: '9811100000',
    });
    // Someone else entirely.
    const other = await submit({ ...CALLBACK, firstName: 'Zoya', email: 'zoya@example.in', phone: '9000000001' });

    const ids = [first, second, third, fourth, byEmail];
    for (const id of ids) expect(await personOf(id), id).toBe(first);
    expect(await personOf(other)).toBe(other);
    const how = await rows(
      `SELECT linked_by FROM lead_person WHERE lead_id IN (${ids.map((_, i) => `?${i + 1}`).join(', ')}) ORDER BY linked_at`,
      ...ids,
    );
    expect(how.map((r) => r.linked_by).sort()).toEqual(['email', 'phone', 'phone', 'phone', 'self']);

    // The second enquiry names the first (date, source) and links every other; the first links the later ones.
    const [firstRow] = await rows('SELECT received_at FROM lead_pipeline WHERE lead_id = ?1', first);
    const day = new Intl.DateTimeFormat('en-GB', {
      timeZone: INDIA_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(String(firstRow!.received_at)));
    const secondPage = await page(second);
    expect(textOf(secondPage)).toContain(`2nd enquiry - first on ${day} from (direct) / (none)`);
    expect(secondPage).toContain(`href="/admin/leads/${first}"`);
    expect(textOf(await page(fourth))).toContain(`4th enquiry - first on ${day}`);
    expect(textOf(await page(byEmail))).toContain(`5th enquiry - first on ${day}`);
    const firstPage = await page(first);
    expect(textOf(firstPage)).toContain('Also enquired:');
    for (const id of ids.slice(1)) expect(firstPage).toContain(`href="/admin/leads/${id}"`);
    expect(firstPage).not.toContain(`href="/admin/leads/${other}"`);
    expect(textOf(await page(other))).not.toMatch(/enquiry - first on|Also enquired/);

    // The list carries the enquiry's number: a returning person is marked.
    const list = await admin('/admin?q=Kavya');
    expect(list.body).toContain('Returning');
    const row = await rows(
      `SELECT (SELECT COUNT(*) FROM lead_person e JOIN lead_pipeline ep ON ep.lead_id = e.lead_id WHERE e.person_id = pp.person_id AND ep.received_at <= p.received_at) AS n
       FROM lead_pipeline p JOIN lead_person pp ON pp.lead_id = p.lead_id WHERE p.lead_id = ?1`,
      third,
    );
    expect(row[0]!.n).toBe(3);

    // The reports count people apart from enquiries.
    expect(textOf((await admin('/admin/reports')).body)).toContain('6 enquiries from 2 people');
    expect((await admin('/admin/reports.csv')).body).toContain('\r\npeople_campaign,,(direct),(none),(not set),,2,');
  });
});

describe('merging by hand', () => {
  it('joins "Rohit Aggarwal" and "Rohit Agarwal" (other phone and e-mail), audited, and Undo restores exactly', async () => {
    const ad = await submit({
      ...CALLBACK,
      firstName: 'Rohit',
      lastName: 'Aggarwal',
      email: 'rohit.a@example.in',
      phone: '9822200001',
    });
    const adAgain = await submit({ ...CALLBACK, firstName: 'Rohit', lastName: 'Aggarwal', phone: '9822200001' });
    const later = await submit({
      ...CALLBACK,
      firstName: 'Rohit',
      lastName: 'Agarwal',
      email: 'rohit@work.example',
      phone: '9833300002',
    });
    expect(await personOf(adAgain)).toBe(ad);
    expect(await personOf(later)).toBe(later);
    const before = await rows('SELECT lead_id, person_id FROM lead_person ORDER BY lead_id');

    // Search on the later lead's page by the other name, then pick it.
    const found = await page(`${later}?same=Aggarwal`);
    expect(found).toContain(`name="other" value="${ad}"`);
    expect(found).toContain(`name="other" value="${adAgain}"`);
    expect(found).not.toContain(`name="other" value="${later}"`);
    // By phone in another format, too.
    expect(await page(`${later}?same=${encodeURIComponent('098222-00001')}`)).toContain(`value="${ad}"`);

    const merged = await admin(`/admin/leads/${later}/same-person`, { other: ad });
    expect(merged.res.status).toBe(303);
    expect(merged.res.headers.get('location')).toBe(`/admin/leads/${later}?done=merged`);
    expect(await personOf(later)).toBe(ad); // the person whose first enquiry came first keeps its id
    const laterPage = await page(`${later}?done=merged`);
    expect(textOf(laterPage)).toContain('3rd enquiry - first on');
    expect(textOf(laterPage)).toContain('Joined: these enquiries are one person now.');
    const audit = await rows(
      "SELECT lead_id, actor, from_value, to_value FROM lead_audit WHERE action = 'merge' ORDER BY lead_id",
    );
    expect(audit).toEqual(
      [ad, adAgain, later].sort().map((id) => ({ lead_id: id, actor: EMAIL, from_value: later, to_value: ad })),
    );
    // Twice: nothing more.
    expect((await admin(`/admin/leads/${later}/same-person`, { other: adAgain })).res.headers.get('location')).toBe(
      `/admin/leads/${later}?done=merge-same`,
    );

    const [merge] = await rows('SELECT id, lead_ids FROM person_merges WHERE into_person = ?1', ad);
    expect(JSON.parse(String(merge!.lead_ids))).toEqual([later]);
    expect(laterPage).toContain(`name="merge" value="${merge!.id}"`);
    const undo = await admin(`/admin/leads/${later}/same-person/undo`, { merge: String(merge!.id) });
    expect(undo.res.headers.get('location')).toBe(`/admin/leads/${later}?done=unmerged`);
    expect(await rows('SELECT lead_id, person_id FROM lead_person ORDER BY lead_id')).toEqual(before);
    expect(
      await rows("SELECT lead_id, from_value, to_value FROM lead_audit WHERE action = 'unmerge' ORDER BY lead_id"),
    ).toEqual([ad, adAgain, later].sort().map((id) => ({ lead_id: id, from_value: ad, to_value: later })));
    expect(textOf(await page(later))).not.toContain('enquiry - first on');
    // Undo twice: nothing changes.
    expect(
      (await admin(`/admin/leads/${later}/same-person/undo`, { merge: String(merge!.id) })).res.headers.get('location'),
    ).toBe(`/admin/leads/${later}?done=unmerge-gone`);
    expect(await rows('SELECT lead_id, person_id FROM lead_person ORDER BY lead_id')).toEqual(before);
  });
});

describe('clean values, each form its own fields', () => {
  it('stores a Book-now service and a city label as canonical values and shows them by label', async () => {
    const id = await submit({
      ...CALLBACK,
      firstName: 'Ira',
      email: 'ira@example.in',
      phone: '9844400003',
      service: 'Wedding Photography',
      city: 'Delhi NCR',
    });
    expect(await rows('SELECT service, city FROM lead_pipeline WHERE lead_id = ?1', id)).toEqual([
      { service: 'wedding', city: 'delhi-ncr' },
    ]);
    const html = await page(id);
    const text = textOf(html);
    expect(text).toContain('Service Wedding');
    expect(text).toContain('City Delhi NCR');
    expect(text).toContain('First name Ira');
    expect(html).not.toContain('firstName');
    expect(text).toContain('Saved here — no CRM connected');
    expect(text).not.toContain('Kept (no backend)');
    expect(html).toMatch(/<input type="hidden" name="via" value="whatsapp"\/>/);
    expect(await greeting(id)).toBe('Hello Ira Sharma, this is ShutterStory about your enquiry for Wedding.');
    // The list's City filter finds it by the canonical value.
    expect((await admin('/admin?city=delhi-ncr')).body).toContain(`/admin/leads/${id}`);
  });

  it("shows an applicant's own fields with labels and greets them about the application", async () => {
    const photographer = await submit(
      {
        ...PHOTOGRAPHER,
        name: 'Dev Rao',
        email: 'dev@photo.example',
        mobileNumber: '9855500004',
        experience: 'Intermediate (1-3 years)',
      },
      'submit-photographer-form',
    );
    const partner = await submit(
      { ...PARTNER, name: 'Tara Hotels', email: 'tara@hotels.example', mobileNumber: '9866600005', category: 'Hotels' },
      'submit-partner-form',
    );
    const p = await page(photographer);
    const pt = textOf(p);
    expect(pt).toContain('Experience Intermediate (1-3 years)');
    expect(pt).toContain('Portfolio link https://diya.example/work');
    expect(pt).not.toMatch(/Service Intermediate/);
    expect(await greeting(photographer)).toBe(
      'Hello Dev Rao, this is ShutterStory about your application to join as a photographer.',
    );
    const q = await page(partner);
    const qt = textOf(q);
    expect(qt).toContain('Category Hotels');
    expect(qt).toContain('Business name Mehta Travels');
    expect(qt).toContain('Heard of us through Instagram');
    expect(qt).not.toMatch(/Service Hotels|mobileNumber|businessName/);
    expect(await greeting(partner)).toBe('Hello Tara Hotels, this is ShutterStory about your partner application.');
  });
});

describe('the enquiries line without JavaScript', () => {
  // The lead pages' own HTML, as a browser without scripts follows it: the no-JavaScript run of
  // tests/browser/inbox-people.test.ts read nothing a script, focus or layout gives.
  const line = (html: string) => /<p class="enquiries"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);

  it('links the enquiries across phone formats both ways, with plain links', async () => {
    const first = await submit({
      ...CALLBACK,
      firstName: 'Meher',
      lastName: 'Bose',
      email: 'meher@example.in',
      phone: '9876502345',
    });
    const second = await submit(
      { ...PARTNER, name: 'Meher Bose', email: 'meher.events@example.in', mobileNumber: '+91 98765 02345' },
      'submit-partner-form',
    );
    const third = await submit(
      { ...PHOTOGRAPHER, name: 'Meher B', email: 'mb@photo.example', mobileNumber: '098765-02345' },
      'submit-photographer-form',
    );
    const fromThird = line(await page(third));
    expect(textOf(fromThird).trim()).toMatch(
      /^3rd enquiry - first on \d{1,2} [A-Z][a-z]{2} \d{4} from \(direct\) \/ \(none\)/,
    );
    // To the first enquiry (the link the line has), which lists the later ones.
    expect(hrefs(fromThird)).toContain(`/admin/leads/${first}`);
    const fromFirst = line(await page(first));
    expect(textOf(fromFirst).trim()).toMatch(/^Also enquired:/);
    expect(hrefs(fromFirst).filter((h) => h === `/admin/leads/${third}`)).toHaveLength(1);
    expect(hrefs(fromFirst)).toContain(`/admin/leads/${second}`);
    expect(textOf(line(await page(second))).trim()).toMatch(/^2nd enquiry - first on /);
  });
});
