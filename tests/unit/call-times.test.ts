import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { formatIndiaDateTime } from '../../src/shared/india-time';
import { CATALOGUES } from '../../src/shared/i18n/catalogues';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { CALLBACK, PARTNER, ip, post } from '../helpers/leads';
import { cronAt } from '../helpers/notices';
import { startReceiver, type Receiver } from '../helpers/notify-standins';

// A call at the time the visitor picks (docs/product.md#choosing-a-call-time), in-process: the
// callback request's answer offers slots with a per-submission secret; only that secret chooses,
// once; the choice is the lead's next step, shown on the lead page, told to the owner and reminded
// ten minutes before on the cron's injected clock. The pure slot rules: src/worker/call-times/slots.test.ts.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let chat: Receiver;
const EMAIL = 'asha@studio.example';
const { admin, rows } = inboxClient(() => ({ server, token, origin }));

beforeAll(async () => {
  chat = await startReceiver();
});
signedInWorker(
  (vars) => worker({ ...vars, SITE_URL: 'https://photos.example' }, { NOTIFY_WEBHOOK_URL: `${chat.url}/hook` }),
  (s) => ({ server, origin, token } = s),
  { email: EMAIL },
);
afterAll(async () => {
  await chat?.close();
});

interface Offer {
  token: string;
  slots: string[];
}
async function submit(body: Record<string, string> = CALLBACK): Promise<{ id: string; callTime?: Offer }> {
  const res = await post(server, 'submit-form', { ...body, message: `${Math.random()}` });
  expect(res.status).toBe(202);
  return (await res.json()) as { id: string; callTime?: Offer };
}
const choose = (body: unknown, headers: Record<string, string> = {}) =>
  server.fetch('/api/call-time', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip(), ...headers },
    body: JSON.stringify(body),
  });

describe('the offer in a callback request answer', () => {
  it('carries a per-submission secret (not the lead id) and slots whose values are ISO 8601 with +05:30', async () => {
    const before = Date.now();
    const { id, callTime } = await submit();
    expect(callTime?.token).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(callTime!.token).not.toContain(id);
    expect(callTime!.slots.length).toBeGreaterThan(0);
    for (const s of callTime!.slots) expect(s).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|30):00\+05:30$/);
    // The first slot is at least 15 minutes after the submission (the worker's clock, read after `before`).
    expect(Date.parse(callTime!.slots[0]!)).toBeGreaterThanOrEqual(before + 15 * 60_000);
    // Only its hash is stored.
    const [row] = await rows('SELECT * FROM lead_call_times WHERE lead_id = ?1', id);
    expect(JSON.stringify(row)).not.toContain(callTime!.token.split('.')[1]);
  });

  it('a submission the honeypot dropped is answered alike, with a secret that opens nothing', async () => {
    const res = await post(server, 'submit-form', { firstName: 'Bot', website: 'https://spam.example' });
    expect(res.status).toBe(202);
    const { callTime } = (await res.json()) as { callTime: Offer };
    expect(callTime.token).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(callTime.slots.length).toBeGreaterThan(0);
    expect((await choose({ token: callTime.token, time: callTime.slots[0] })).status).toBe(403);
  });

  it('a lead judged spam is answered alike, with a secret that books nothing: the slot stays offered', async () => {
    const res = await post(server, 'submit-form', {
      ...CALLBACK,
      firstName: 'Buy <a href="http://x.example">now</a>',
      message: `${Math.random()}`,
    });
    expect(res.status).toBe(202);
    const { id, callTime } = (await res.json()) as { id: string; callTime: Offer };
    expect((await rows('SELECT outcome FROM lead_quality WHERE lead_id = ?1', id))[0]).toEqual({ outcome: 'spam' });
    expect(callTime.token).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect((await choose({ token: callTime.token, time: callTime.slots[0] })).status).toBe(403);
    expect(await rows('SELECT * FROM lead_call_times WHERE lead_id = ?1', id)).toEqual([]);
    expect((await submit()).callTime!.slots[0]).toBe(callTime.slots[0]);
  });

  it('only for a callback request', async () => {
    const res = await post(server, 'submit-partner-form', PARTNER);
    expect(res.status).toBe(202);
    expect(await res.json()).not.toHaveProperty('callTime');
  });
});

describe('choosing with the secret', () => {
  it('refuses a missing, wrong or expired secret and a time not offered; accepts the right one once', async () => {
    const { id, callTime } = await submit();
    const [slot] = callTime!.slots;
    const [handle, secret] = callTime!.token.split('.') as [string, string];
    const wrong = `${handle}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const t of [undefined, '', id, wrong, `${'x'.repeat(16)}.${secret}`]) {
      const res = await choose({ token: t, time: slot });
      expect(res.status, String(t)).toBe(403);
      expect(await res.json()).toEqual({ ok: false, error: expect.stringMatching(/not valid/) });
    }
    const late = await choose({ token: callTime!.token, time: '2020-01-01T10:00:00+05:30' });
    expect(late.status).toBe(422);
    expect(((await late.json()) as { slots: string[] }).slots[0]).toBe(slot);

    const ok = await choose({ token: callTime!.token, time: slot });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, callAt: slot });
    const again = await choose({ token: callTime!.token, time: callTime!.slots[1] });
    expect(again.status).toBe(409);

    // The lead's next step: the queue orders by it (docs/decisions/0023-the-sales-queue-is-one-column.md).
    const callAt = new Date(slot!).toISOString();
    expect(await rows('SELECT next_at, follow_up_at, follow_up_note FROM lead_work WHERE lead_id = ?1', id)).toEqual([
      { next_at: callAt, follow_up_at: callAt, follow_up_note: 'Call at the time the visitor chose' },
    ]);
    expect(
      await rows("SELECT actor, to_value FROM lead_audit WHERE lead_id = ?1 AND action = 'follow_up'", id),
    ).toEqual([{ actor: 'visitor', to_value: callAt }]);

    // A second request: the slot is full for a team of one (no INBOX_TEAM: capacity 1).
    const next = await submit();
    expect(next.callTime!.slots).not.toContain(slot);

    // Expired: 24 hours after the answer.
    await (
      await server.getWorker().getEnv()
    ).LEADS_DB.prepare("UPDATE lead_call_times SET expires_at = '2020-01-01T00:00:00.000Z' WHERE lead_id = ?1")
      .bind(next.id)
      .run();
    expect((await choose({ token: next.callTime!.token, time: next.callTime!.slots[0] })).status).toBe(410);
  });

  it('answers a refusal in the submission language (its language field); English word for word', async () => {
    const { callTime } = await submit();
    const [slot] = callTime!.slots;
    const hi = CATALOGUES.hi;
    const refused = async (body: Record<string, unknown>) =>
      ((await (await choose(body)).json()) as { error: string }).error;
    expect(await refused({ token: 'x', time: slot, language: 'hi' })).toBe(hi['slots.error.token']);
    expect(await refused({ token: callTime!.token, time: '2020-01-01T10:00:00+05:30', language: 'hi' })).toBe(
      hi['slots.error.time'],
    );
    expect(await refused({ token: 'x', time: slot, language: 'en' })).toBe(
      'This link to choose a call time is not valid. Your request is with us; we will call you.',
    );
    expect(await refused({ token: 'x', time: slot })).toBe(CATALOGUES.en['slots.error.token']);
  });

  it('refuses another origin and other methods', async () => {
    const { callTime } = await submit();
    const res = await choose({ token: callTime!.token, time: callTime!.slots[0] }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await server.fetch('/api/call-time')).status).toBe(405);
  });
});

describe('without JavaScript', () => {
  it('the success page offers the slots as buttons posting to /api/call-time; the answer confirms the time', async () => {
    const res = await server.fetch('/api/submit-form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'cf-connecting-ip': ip() },
      body: new URLSearchParams({ ...CALLBACK, message: 'no js', variant: 'inline' }).toString(),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Form submitted successfully!');
    expect(html).toContain('When should we call you?');
    const form = /<form[^>]*action="\/api\/call-time"[\s\S]*?<\/form>/.exec(html)![0];
    const tokenValue = /name="token" value="([^"]+)"/.exec(form)![1]!;
    const slot = /<button type="submit" value="([^"]+)"[^>]*name="time"/.exec(form)![1]!;
    expect(slot).toMatch(/\+05:30$/);
    const answer = await server.fetch('/api/call-time', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'cf-connecting-ip': ip() },
      body: new URLSearchParams({ token: tokenValue, time: slot }).toString(),
    });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('Your call is set for');
    expect(page).toContain('Our team will call you then.');
  });
});

describe('the team side', () => {
  it('the lead page shows the chosen time; the owner is told once, and reminded ten minutes before, once', async () => {
    const { id, callTime } = await submit();
    const slot = callTime!.slots.at(-1)!;
    expect((await choose({ token: callTime!.token, time: slot })).status).toBe(200);
    const { body } = await admin(`/admin/leads/${id}`);
    expect(body).toContain(`Call time chosen by the visitor: ${formatIndiaDateTime(slot)}`);

    const told = (kind: string) => chat.requests.filter((r) => r.json?.kind === kind && r.body.includes(id));
    await cronAt(server, new Date(Date.now() + 60_000));
    await cronAt(server, new Date(Date.now() + 6 * 60_000));
    expect(told('call-chosen')).toHaveLength(1);
    expect(told('call-chosen')[0]!.json.text).toContain(
      `Call time chosen by the visitor: ${formatIndiaDateTime(slot)}: callback request`,
    );
    const at = Date.parse(slot);
    await cronAt(server, new Date(at - 11 * 60_000));
    expect(told('call-time')).toHaveLength(0);
    await cronAt(server, new Date(at - 10 * 60_000));
    await cronAt(server, new Date(at - 5 * 60_000));
    expect(told('call-time')).toHaveLength(1);
    expect(told('call-time')[0]!.json.text).toMatch(
      /^Call in 10 minutes, at \d+:\d\d [ap]m IST \(chosen by the visitor\)/,
    );

    // Data rights: the person's download has the chosen time (never the secret's hash); erasure deletes it.
    const email = `${CALLBACK.email}`;
    const dl = JSON.parse((await admin(`/admin/person/export?q=${email}`)).body) as {
      leads: Array<Record<string, any>>;
    };
    expect(dl.leads.find((l) => l.id === id)!.call_time).toEqual({
      lead_id: id,
      call_at: new Date(slot).toISOString(),
      chosen_at: expect.any(String),
    });
    const erase = await admin('/admin/person/erase', { q: email, ids: id, confirm: 'yes' });
    expect(erase.res.status).toBe(303);
    expect(await rows('SELECT lead_id FROM lead_call_times WHERE lead_id = ?1', id)).toEqual([]);
  });
});
