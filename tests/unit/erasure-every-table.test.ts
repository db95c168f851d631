import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshGclid, Jar } from '../helpers/attribution';
import { worker } from '../helpers/in-process';
import { signedInWorker } from '../helpers/inbox';
import { EMAIL, inboxUnit } from '../helpers/inbox-unit';
import { CALLBACK, post, until } from '../helpers/leads';
import { deliverWebhook, inboundBody } from '../helpers/whatsapp-webhook';

// Erasure means every table (docs/sales.md "Data rights (DPDP)"): one person reaches the site every way
// that keeps something of them (a tracked tap on the chat button with consent, a WhatsApp chat from
// it and an ad click on it, a callback request with consent, its call time, a note), is erased on
// /admin/person/erase, and then every table of the D1 (sqlite_master, every migration applied) is
// read whole: nothing of them is left anywhere. A new table that forgets erasure fails here. The
// audit trail alone keeps the lead ids, with their values gone (who did what, when).
const APP_SECRET = randomBytes(16).toString('hex');
const AD = '/place/wedding-photographer-jaipur';
const IP = '203.0.113.88';
const UA = 'Mozilla/5.0 (EraseTestPhone) EraseTestBrowser/1.0';
const PHONE = '9812300088';
const PERSON = {
  phone: PHONE,
  name: 'Zeynep',
  email: 'zeynep.erasable@example.in',
  text: 'Pre-wedding shoot in Udaipur',
  userId: 'IN.ERASE0123456789',
  username: 'zeynep_erase',
  clid: 'CLID-ERASE-0001',
};
// The ad click id the person came with: it points at one person (docs/sales.md "Data rights (DPDP)").
const FBCLID = `IwAR${freshGclid()}`;
// A second person, kept: the erasure takes one person's rows only.
const KEPT = { phone: '9812300099', email: 'kept.person@example.in' };

let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const { rows, admin } = inboxUnit(() => ({ server, token, origin }));

signedInWorker(
  (vars) =>
    worker(
      { ...vars, SITE_URL: 'https://photos.example', NOTIFY_REMINDERS: 'off', NOTIFY_DIGEST: 'off' },
      { WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789', WHATSAPP_APP_SECRET: APP_SECRET },
    ),
  (s) => ({ server, origin, token } = s),
  { email: EMAIL },
);

/** Consent given on an ad's landing page, from the person's phone: the cookie jar. */
async function consented(): Promise<Jar> {
  const jar = new Jar();
  const headers = { 'user-agent': UA, 'cf-connecting-ip': IP, accept: 'text/html' };
  jar.take(await server.fetch(`${AD}?utm_source=facebook&utm_medium=paid_social&fbclid=${FBCLID}`, { headers }));
  jar.take(
    await server.fetch('/consent', {
      method: 'POST',
      headers: { ...headers, cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=accept',
    }),
  );
  return jar;
}

async function everything(): Promise<{ ids: string[]; code: string }> {
  const jar = await consented();
  const browser = { cookie: jar.header, 'user-agent': UA, 'cf-connecting-ip': IP };
  // The chat button, then the chat it opens, then an ad click on that chat.
  const tap = await server.fetch(`/go/whatsapp?from=${AD}`, { redirect: 'manual', headers: browser });
  const code = /\(ref ([A-Z0-9]{6})\)/.exec(decodeURIComponent(tap.headers.get('location') ?? ''))![1]!;
  await until(async () => (await rows('SELECT 1 FROM chat_tap_browsers WHERE code = ?1', code)).length === 1);
  const from = `91${PERSON.phone}`;
  const who = { from, userId: PERSON.userId, username: PERSON.username, name: PERSON.name };
  for (const m of [
    { ...who, wamid: 'wamid.erase1', text: `${PERSON.text} (ref ${code})` },
    {
      ...who,
      wamid: 'wamid.erase2',
      text: 'Saw your ad',
      referral: { source_url: 'https://fb.me/x', source_id: '1201', source_type: 'ad', ctwa_clid: PERSON.clid },
    },
  ])
    expect((await deliverWebhook(server, inboundBody(m), APP_SECRET)).status).toBe(200);
  // A callback request from the same phone, with consent (its browser kept), in Hindi with the
  // WhatsApp opt-in and an event date, and its call time chosen.
  const res = await post(
    server,
    'submit-form',
    {
      ...CALLBACK,
      firstName: PERSON.name,
      email: PERSON.email,
      phone: PERSON.phone,
      message: PERSON.text,
      language: 'hi',
      whatsappOptIn: 'on',
      eventDate: new Date(Date.now() + 60 * 24 * 3600_000).toISOString().slice(0, 10),
    },
    browser,
  );
  expect(res.status).toBe(202);
  const { id, callTime } = (await res.json()) as { id: string; callTime: { token: string; slots: string[] } };
  const pick = await server.fetch('/api/call-time', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': IP },
    body: JSON.stringify({ token: callTime.token, time: callTime.slots[0] }),
  });
  expect(pick.status).toBe(200);
  await admin(`/admin/leads/${id}/notes`, { method: 'POST', form: { body: `${PERSON.name} prefers mornings` } });
  await server.idle();
  const found = await rows('SELECT lead_id FROM lead_contacts WHERE phone = ?1', `91${PERSON.phone}`);
  return { ids: found.map((r) => r.lead_id as string), code };
}

describe('erasing a person', () => {
  it('leaves nothing of them in any table', async () => {
    const keptRes = await post(server, 'submit-form', { ...CALLBACK, ...KEPT });
    expect(keptRes.status).toBe(202);
    const { ids, code } = await everything();
    expect(ids).toHaveLength(2);
    // Everything is there before: the tap's browser, the chat, the click, the call time, the note.
    for (const [table, where] of [
      ['chat_taps', '1 = 1'],
      ['chat_tap_browsers', `client_ip = '${IP}'`],
      ['whatsapp_ad_clicks', `ctwa_clid = '${PERSON.clid}'`],
      ['whatsapp_chat_users', '1 = 1'],
      ['lead_call_times', 'call_at IS NOT NULL'],
      ['lead_browsers', '1 = 1'],
      ['lead_notes', '1 = 1'],
      ['lead_prefs', '1 = 1'],
      ['lead_event_dates', '1 = 1'],
    ])
      expect((await rows(`SELECT * FROM ${table} WHERE ${where}`)).length, table).toBeGreaterThan(0);

    // The download lists them too: the tap and its browser, beside the chat lead.
    const dl = JSON.parse((await admin(`/admin/person/export?q=%2B91${PERSON.phone}`)).body) as {
      leads: Array<Record<string, any>>;
    };
    expect(dl.leads.find((l) => l.chat_tap)?.chat_tap).toMatchObject({ code, client_ip: IP, user_agent: UA });

    const done = await admin('/admin/person/erase', {
      method: 'POST',
      form: { q: `+91${PERSON.phone}`, ids: ids.join(','), confirm: 'yes' },
    });
    expect(done.res.status).toBe(303);
    await server.idle();

    const marks = [
      PERSON.phone,
      PERSON.email,
      PERSON.name,
      PERSON.text,
      PERSON.userId,
      PERSON.username,
      PERSON.clid,
      IP,
      'EraseTestBrowser',
      FBCLID,
      `ref ${code}`,
      `"${code}"`,
    ];
    const tables = (await rows("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).map(
      (r) => r.name as string,
    );
    expect(tables).toEqual(expect.arrayContaining(['chat_taps', 'chat_tap_browsers', 'lead_contacts', 'leads']));
    const left: string[] = [];
    for (const table of tables) {
      for (const row of await rows(`SELECT * FROM "${table}"`)) {
        const text = JSON.stringify(row).toLowerCase();
        for (const mark of marks) if (text.includes(mark.toLowerCase())) left.push(`${table}: ${mark}`);
        // The audit trail keeps the lead ids, their values gone; nothing else names the erased leads.
        if (table !== 'lead_audit') for (const id of ids) if (text.includes(id)) left.push(`${table}: lead ${id}`);
      }
    }
    expect(left).toEqual([]);
    expect(
      await rows(
        'SELECT from_value, to_value FROM lead_audit WHERE lead_id IN (?1, ?2) AND (from_value IS NOT NULL OR to_value IS NOT NULL)',
        ids[0],
        ids[1],
      ),
    ).toEqual([]);
    // The other person is untouched.
    expect(await rows('SELECT email FROM lead_contacts WHERE email = ?1', KEPT.email)).toHaveLength(1);
  });
});
