import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { byKey, CALLBACK, FIELDS, json, PARTNER, post, until } from '../helpers/leads';
import { cronAt, outbox, runJobs } from '../helpers/notices';
import { startGraph, type Receiver } from '../helpers/notify-standins';
import { startSiteverify, type SiteverifyStandIn } from '../helpers/turnstile-standin';

// Leads keep their language, and the WhatsApp acknowledgement (docs/sales.md "Language and
// WhatsApp opt-in", "What the visitor is sent"): the in-process worker with Turnstile on (a
// siteverify stand-in), Meta's Graph API on loopback and the lead backend stand-in. No team
// WhatsApp notices are set, so every Graph request here is an acknowledgement.
const HOST = 'photos.example.in';
const SITE = `https://${HOST}`;
const EMAIL = 'asha@studio.example';
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let backend: Backend;
let graph: Receiver;
let verify: SiteverifyStandIn;

beforeAll(async () => {
  [backend, graph, verify] = await Promise.all([startBackend(), startGraph(), startSiteverify(HOST)]);
});
signedInWorker(
  (vars) =>
    worker(
      {
        ...vars,
        SITE_URL: SITE,
        SITE_NAME: 'Lens & Light',
        BACKEND_URL: backend.url,
        LEAD_RETRY_BASE_SECONDS: '0',
        TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
        TURNSTILE_VERIFY_URL: verify.url,
        TURNSTILE_TIMEOUT_MS: '2000',
        META_GRAPH_URL: graph.url,
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_ACK_TEMPLATE: 'lead_ack',
        NOTIFY_REMINDERS: 'off',
        NOTIFY_DIGEST: 'off',
      },
      { TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA', WHATSAPP_TOKEN: 'EAAG-ack-token-123' },
    ),
  (s) => ({ server, origin, token } = s),
  { email: EMAIL },
);
afterAll(async () => {
  await Promise.all([backend?.close(), graph?.close(), verify?.close()]);
});

const { admin, rows } = inboxClient(() => ({ server, token, origin }));

let seq = 0;
/** A callback lead: a fresh number, the form's fields, `extra` (language, opt-in, Turnstile's token). */
async function lead(extra: Record<string, string>, body: Record<string, string> = CALLBACK, endpoint = 'submit-form') {
  const n = ++seq;
  // A token verifies once (tests/helpers/turnstile-standin.ts): each lead gets its own.
  if (extra['cf-turnstile-response']?.startsWith('pass:'))
    extra = { ...extra, 'cf-turnstile-response': `${extra['cf-turnstile-response']}:${n}` };
  const phone = `98${String(Date.now() % 1e4).padStart(4, '0')}${String(n).padStart(4, '0')}`;
  const contact = endpoint === 'submit-form' ? { phone } : { mobileNumber: phone };
  const res = await post(server, endpoint, { ...body, ...contact, email: `p${n}@example.in`, ...extra });
  expect(res.status).toBe(202);
  const answer = await json(res);
  return { id: answer.id as string, to: `91${phone}`, offer: answer.callTime as { token: string; slots: string[] } };
}
const acksTo = (to: string) => graph.requests.filter((r) => r.json?.to === to);
/** The acknowledgement's first attempt failed and was recorded (not still being sent: 'sending'). */
const ackFailedOnce = (id: string) => async () => {
  const [row] = await outbox(server, "key = 'ack:whatsapp:' || ?1", id);
  return row?.attempts === 1 && row.status === 'pending';
};
const prefs = async (id: string) => (await rows('SELECT * FROM lead_prefs WHERE lead_id = ?1', id))[0];

describe('the acknowledgement: once, only for opted-in verified leads, in their language', () => {
  it('a Hindi page lead that opted in gets the template in hi within the minute, once', async () => {
    const { id, to } = await lead({ language: 'hi', whatsappOptIn: 'on', 'cf-turnstile-response': 'pass:callback' });
    // Within the minute, whatever the machine's speed: sent by the lead's own queue run, with no cron
    // and no retry's delay; idle() is when that run is done.
    await server.idle();
    expect(acksTo(to)).toHaveLength(1);
    const r = acksTo(to)[0]!;
    expect(r.path).toMatch(/\/v\d+\.\d+\/1234567890\/messages$/);
    expect(r.headers.authorization).toBe('Bearer EAAG-ack-token-123');
    expect(r.json).toMatchObject({ messaging_product: 'whatsapp', to, type: 'template' });
    expect(r.json.template.name).toBe('lead_ack');
    expect(r.json.template.language).toEqual({ code: 'hi' });
    const params = r.json.template.components[0].parameters.map((p: { text: string }) => p.text);
    expect(params.slice(0, 2)).toEqual(['Priya', 'वेडिंग फ़ोटोग्राफ़ी']);
    expect(params[2]).toMatch(/^(आज|कल|\S+वार) (सुबह|दोपहर|शाम) \d{1,2}:\d{2} बजे तक$/);
    await until(async () => (await outbox(server, "key = 'ack:whatsapp:' || ?1", id))[0]?.status === 'sent', 10_000);

    // Planned and run again (the queue, the cron): nothing more goes.
    await runJobs(server, id);
    await cronAt(server, new Date(Date.now() + 3600_000));
    await backend.waitFor((reqs) => reqs.some(byKey(id)));
    expect(acksTo(to)).toHaveLength(1);
    expect((await outbox(server, "lead_id = ?1 AND kind = 'ack'", id)).map((o) => o.key)).toEqual([
      `ack:whatsapp:${id}`,
    ]);
  });

  it('an English page lead gets it in en; an application says what they applied for', async () => {
    const en = await lead({ language: 'en', whatsappOptIn: 'on', 'cf-turnstile-response': 'pass:callback' });
    const partner = await lead(
      { language: 'hi', whatsappOptIn: 'true', 'cf-turnstile-response': 'pass:partner' },
      PARTNER,
      'submit-partner-form',
    );
    await graph.waitFor(() => acksTo(en.to).length === 1 && acksTo(partner.to).length === 1, 25_000, 'both');
    const [a, b] = [acksTo(en.to)[0]!.json.template, acksTo(partner.to)[0]!.json.template];
    expect(a.language).toEqual({ code: 'en' });
    expect(a.components[0].parameters[1].text).toBe('wedding photography');
    expect(a.components[0].parameters[2].text).toMatch(/^by \d{1,2}:\d{2} [ap]m (today|tomorrow|on \w+day)$/);
    expect(b.language).toEqual({ code: 'hi' });
    expect(b.components[0].parameters.map((p: { text: string }) => p.text).slice(0, 2)).toEqual([
      'Aarav',
      'हमारे साथ साझेदारी',
    ]);
  });

  it('nothing without opt-in, for an unverified lead or for spam; "Not spam" then sends it once', async () => {
    const none = await lead({ language: 'hi', 'cf-turnstile-response': 'pass:callback' });
    const unverified = await lead({ language: 'hi', whatsappOptIn: 'on' });
    const spam = await lead({ language: 'hi', whatsappOptIn: 'on', 'cf-turnstile-response': 'bad' });
    // A lead sent after them has had its acknowledgement: theirs had every chance to go.
    const after = await lead({ whatsappOptIn: 'on', 'cf-turnstile-response': 'pass:callback' });
    await graph.waitFor(() => acksTo(after.to).length === 1, 25_000, 'the later acknowledgement');
    await backend.waitFor((reqs) => reqs.some(byKey(none.id)) && reqs.some(byKey(unverified.id)));
    for (const l of [none, unverified, spam]) {
      expect(acksTo(l.to)).toHaveLength(0);
      expect(await outbox(server, "lead_id = ?1 AND kind = 'ack'", l.id)).toEqual([]);
    }
    expect(await prefs(unverified.id)).toMatchObject({ language: 'hi', whatsapp_opt_in: 1 });

    const released = await admin(`/admin/leads/${spam.id}/not-spam`, {});
    expect(released.res.status).toBe(303);
    await graph.waitFor(() => acksTo(spam.to).length === 1, 25_000, 'the released lead acknowledged');
    await admin(`/admin/leads/${spam.id}/not-spam`, {});
    await runJobs(server, spam.id);
    await until(async () => (await outbox(server, "key = 'ack:whatsapp:' || ?1", spam.id))[0]?.status === 'sent');
    expect(acksTo(spam.to)).toHaveLength(1);
  });

  it('a failed send is retried through the outbox and shown on the lead page', async () => {
    graph.fail(500, 1);
    const { id, to } = await lead({ language: 'hi', whatsappOptIn: 'on', 'cf-turnstile-response': 'pass:callback' });
    // Failed once: its attempt counted and the job back to pending (it reads 'sending' while claimed).
    const failedOnce = async (key: string) => {
      const [row] = await outbox(server, key, id);
      return row?.attempts === 1 && row.status !== 'sending';
    };
    await until(() => failedOnce("key = 'ack:whatsapp:' || ?1"), 30_000);
    const [row] = await outbox(server, "key = 'ack:whatsapp:' || ?1", id);
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.last_error).toMatch(/WhatsApp to \+\d+: .*500/);
    const page = (await admin(`/admin/leads/${id}`)).body;
    expect(page).toContain('<td>ack</td><td>whatsapp</td><td>pending</td><td>1</td>');
    expect(page).toContain(`WhatsApp to +${to}: HTTP 500: Service temporarily unavailable`);
    // Its retry is due (1 minute later on the cron's clock): sent then, once.
    await cronAt(server, new Date(Date.now() + 5 * 60_000));
    await until(async () => (await outbox(server, "key = 'ack:whatsapp:' || ?1", id))[0]?.status === 'sent', 30_000);
    expect(acksTo(to).filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe('an acknowledgement held up past 12 hours', () => {
  it('is skipped, not sent late', async () => {
    graph.fail(500, 1);
    const { id, to } = await lead({ language: 'en', whatsappOptIn: 'on', 'cf-turnstile-response': 'pass:callback' });
    const key = "key = 'ack:whatsapp:' || ?1";
    await until(async () => {
      const [row] = await outbox(server, key, id);
      return row?.attempts === 1 && row.status !== 'sending';
    }, 20_000);
    const db = (await server.getWorker().getEnv()).LEADS_DB;
    await db
      .prepare("UPDATE outbox SET created_at = ?2 WHERE key = 'ack:whatsapp:' || ?1")
      .bind(id, new Date(Date.now() - 13 * 3600_000).toISOString())
      .run();
    await cronAt(server, new Date(Date.now() + 5 * 60_000));
    await until(async () => (await outbox(server, key, id))[0]?.status === 'skipped', 20_000);
    expect((await outbox(server, key, id))[0]!.last_error).toBe(
      'planned over 12 hours ago: too late for an acknowledgement',
    );
    expect(acksTo(to).filter((r) => r.status === 200)).toHaveLength(0);
  });
});

const choose = (token: string, time: string) =>
  server.fetch('/api/call-time', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.8.0.${++seq % 250}` },
    body: JSON.stringify({ token, time }),
  });
const paramsOf = (r: { json: { template: { components: Array<{ parameters: Array<{ text: string }> }> } } }) =>
  r.json.template.components[0]!.parameters.map((p) => p.text);
/** A slot's India hour and minute as the texts say them: '2026-11-30T16:30:00+05:30' → '4:30'. */
const clockOf = (slot: string) => {
  const [h, m] = slot.slice(11, 16).split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')}`;
};
const ackKeys = async (id: string) => (await outbox(server, "lead_id = ?1 AND kind = 'ack'", id)).map((o) => o.key);

describe('the chosen call time on WhatsApp (docs/product.md#choosing-a-call-time)', () => {
  it("is confirmed once by the acknowledgement template, in the lead's language, only with opt-in", async () => {
    const hi = await lead({ language: 'hi', whatsappOptIn: 'on', 'cf-turnstile-response': 'pass:callback' });
    const none = await lead({ language: 'hi', 'cf-turnstile-response': 'pass:callback' });
    await graph.waitFor(() => acksTo(hi.to).length === 1, 25_000, 'the acknowledgement');
    await until(async () => (await outbox(server, "key = 'ack:whatsapp:' || ?1", hi.id))[0]?.status === 'sent');
    await backend.waitFor((reqs) => reqs.some(byKey(none.id)));
    const [slot, other] = [hi.offer.slots[0]!, none.offer.slots.find((s) => s !== hi.offer.slots[0])!];
    expect((await choose(hi.offer.token, slot)).status).toBe(200);
    expect((await choose(none.offer.token, other)).status).toBe(200);

    await cronAt(server, new Date(Date.now() + 60_000));
    await graph.waitFor(() => acksTo(hi.to).length === 2, 25_000, 'the confirmation');
    const confirmation = acksTo(hi.to)[1]!;
    expect(confirmation.json.template).toMatchObject({ name: 'lead_ack', language: { code: 'hi' } });
    const params = paramsOf(confirmation);
    expect(params.slice(0, 2)).toEqual(['Priya', 'वेडिंग फ़ोटोग्राफ़ी']);
    expect(params[2]).toMatch(/^(आज|कल|\S+वार) (सुबह|दोपहर|शाम) \d{1,2}:(00|30) बजे$/);
    expect(params[2]).toContain(` ${clockOf(slot)} बजे`);
    const minute = new Date(slot).toISOString().slice(0, 16).replace(/[-:]/g, '');
    expect(await ackKeys(hi.id)).toEqual([`ack:whatsapp:${hi.id}`, `ack:whatsapp:${hi.id}@${minute}`]);

    // Once: later runs send nothing more; the lead without opt-in got nothing at all.
    await cronAt(server, new Date(Date.now() + 6 * 60_000));
    await runJobs(server, hi.id);
    expect(acksTo(hi.to)).toHaveLength(2);
    expect(acksTo(none.to)).toHaveLength(0);
    expect(await ackKeys(none.id)).toEqual([]);
  });

  it('an acknowledgement that goes after the choice says the chosen time, and no confirmation follows', async () => {
    graph.fail(500, 1);
    const en = await lead({ language: 'en', whatsappOptIn: 'on', 'cf-turnstile-response': 'pass:callback' });
    await until(ackFailedOnce(en.id), 30_000);
    const slot = en.offer.slots.at(-1)!;
    expect((await choose(en.offer.token, slot)).status).toBe(200);
    // Its retry (due a minute later on the cron's clock) carries the chosen time.
    await cronAt(server, new Date(Date.now() + 5 * 60_000));
    await until(async () => (await outbox(server, "key = 'ack:whatsapp:' || ?1", en.id))[0]?.status === 'sent');
    const sent = acksTo(en.to).filter((r) => r.status === 200);
    expect(sent).toHaveLength(1);
    expect(paramsOf(sent[0]!)[2]).toMatch(new RegExp(`^at ${clockOf(slot)} [ap]m (today|tomorrow|on \\w+day)$`));
    await cronAt(server, new Date(Date.now() + 10 * 60_000));
    expect(await ackKeys(en.id)).toEqual([`ack:whatsapp:${en.id}`]);
  });

  it('the reports measure the automatic answer and the share of leads that chose a time', async () => {
    const body = (await admin('/admin/reports')).body;
    expect(body).toMatch(/Chose a call time: \d+% \([1-9]\d* of \d+\)/);
    expect(body).toMatch(/<td data-label="Automatic answer">\d+\u00a0min<\/td>/);
  });
});

describe('the language is stored, shown and filtered in the inbox, never relayed', () => {
  it('the backend gets exactly the payload JSON: no language, no opt-in', async () => {
    const { id } = await lead({ language: 'hi', whatsappOptIn: 'on' });
    await backend.waitFor((reqs) => reqs.some(byKey(id)));
    const sent = JSON.parse(backend.requests.find(byKey(id))!.body) as Record<string, string>;
    expect(Object.keys(sent)).toEqual(FIELDS['submit-form']);
    expect(backend.requests.filter(byKey(id)).every((r) => !/language|whatsappOptIn|हाँ/.test(r.body))).toBe(true);
  });

  it('a malformed language or opt-in is refused like any field', async () => {
    for (const [extra, field] of [
      [{ language: 'fr' }, 'language'],
      [{ whatsappOptIn: 'maybe' }, 'whatsappOptIn'],
    ] as const) {
      const res = await post(server, 'submit-form', { ...CALLBACK, ...extra });
      expect(res.status).toBe(422);
      expect(Object.keys((await json(res)).fields as object)).toEqual([field]);
    }
  });

  it('a /hi form posted without JavaScript keeps its language, from the hidden input or the page it came from', async () => {
    const form = (extra: Record<string, string>, referer: string) =>
      server.fetch('/api/submit-form', {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          referer,
          origin: SITE,
          'cf-connecting-ip': `10.9.0.${++seq % 250}`,
        },
        body: new URLSearchParams({ ...CALLBACK, phone: `97${String(++seq).padStart(8, '0')}`, ...extra }).toString(),
      });
    const before = await rows('SELECT lead_id FROM lead_prefs');
    expect((await form({ language: 'hi', whatsappOptIn: 'on' }, `${SITE}/contact`)).status).toBe(200);
    expect((await form({}, `${SITE}/hi/contact`)).status).toBe(200);
    const added = (await rows('SELECT * FROM lead_prefs ORDER BY rowid')).slice(before.length);
    expect(added.map((r) => [r.language, r.whatsapp_opt_in])).toEqual([
      ['hi', 1],
      ['hi', 0],
    ]);
    expect(added[0]!.opt_in_text).toBe('हाँ, Lens & Light मेरे अनुरोध के बारे में मुझे WhatsApp पर संदेश भेज सकता है।');
  });

  it('the list marks and filters Hindi leads; the lead page says the language and the opt-in', async () => {
    const hi = await lead(
      { language: 'hi', whatsappOptIn: 'on' },
      { ...CALLBACK, firstName: 'Hindi', lastName: 'Lead' },
    );
    const en = await lead({ language: 'en' }, { ...CALLBACK, firstName: 'English', lastName: 'Lead' });
    const hiList = (await admin('/admin/?language=hi&view=all')).body;
    expect(hiList).toContain(`/admin/leads/${hi.id}`);
    expect(hiList).not.toContain(`/admin/leads/${en.id}`);
    expect(hiList).toContain('<span lang="hi">हिन्दी</span>');
    const enList = (await admin('/admin/?language=en&view=all')).body;
    expect(enList).toContain(`/admin/leads/${en.id}`);
    expect(enList).not.toContain(`/admin/leads/${hi.id}`);
    expect((await admin('/admin/?language=fr')).res.status).toBe(400);

    const page = (await admin(`/admin/leads/${hi.id}`)).body;
    expect(page).toContain('<dt>Language</dt><dd>Hindi (हिन्दी)');
    expect(page).toContain('मेरे अनुरोध के बारे में मुझे WhatsApp पर संदेश भेज सकता है।');
    // Quick replies in Hindi first.
    expect(page.indexOf('<div class="quick-replies__lang" lang="hi">')).toBeGreaterThan(0);
    expect(page.indexOf('<div class="quick-replies__lang" lang="hi">')).toBeLessThan(
      page.indexOf('<div class="quick-replies__lang" lang="en">'),
    );
  });
});
