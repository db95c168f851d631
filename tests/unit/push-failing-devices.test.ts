import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_WORKER } from '../../src/worker/inbox/push-scripts';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { worker } from '../helpers/in-process';
import { inboxClient } from '../helpers/inbox';
import { cronAt, insertLead, outbox } from '../helpers/notices';
import { startPushService, subscription, vapidKeys, type PushService } from '../helpers/push-standin';

// One failing phone must not ring the others (docs/decisions/0043-push-retries-per-device.md),
// in-process on the cron's injected clock: a notice's retries go only to the devices that have not
// had it; a device answering 413 never gets the same notice again, a 429's Retry-After is
// honoured, a 400 or 403 and a key no push can be encrypted to remove the device; the message is
// padded little and carries a Topic; the service worker never rings twice for one notice; a
// VAPID_SUBJECT on localhost turns push off, named on /admin/status. The crypto as workerd runs
// it: tests/worker/inbox-push.test.ts.
const ASHA = 'asha@studio.example';
const MIN = 60_000;
let access: AccessStandIn;
let service: PushService;
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let vapid: { publicKey: string; privateKey: string };
const inbox = inboxClient(() => ({ server, origin }));

const vars = (subject: string) => ({
  ACCESS_TEAM_DOMAIN: access.url,
  ACCESS_AUD: access.aud,
  INBOX_TEAM: ASHA,
  SITE_URL: 'https://photos.example',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_SUBJECT: subject,
  PUSH_SERVICE_ORIGINS: service.origin,
  NOTIFY_REMINDERS: 'off',
  NOTIFY_DIGEST: 'off',
});

beforeAll(async () => {
  [access, service, vapid] = await Promise.all([startAccess(), startPushService(), vapidKeys()]);
  server = worker(vars('mailto:owner@studio.example'), { VAPID_PRIVATE_KEY: vapid.privateKey });
  origin = (await server.listen()).url.toString().replace(/\/$/, '');
  token = await access.token({ email: ASHA });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([access?.close(), service?.close()]);
});

const pushesTo = (path: string) => service.pushes.filter((p) => p.path === path);

/** Asha's devices, and no one else's: each a fresh browser subscription turned on at /admin/push. */
async function devices(...paths: string[]) {
  const subs = await Promise.all(paths.map((p) => subscription(`${service.origin}${p}`)));
  for (const s of subs) {
    const res = await server.fetch('/admin/push', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-access-jwt-assertion': token, origin },
      body: JSON.stringify(s.json),
    });
    expect(res.status).toBe(201);
  }
  const mine = JSON.stringify(subs.map((s) => s.json.endpoint));
  await (
    await inbox.db()
  )
    .prepare('DELETE FROM push_subscriptions WHERE endpoint NOT IN (SELECT value FROM json_each(?1))')
    .bind(mine)
    .run();
  return subs;
}

/** A new lead at `t0`; then the cron every ten minutes for `hours` (each run retries what is due). */
async function leadAndCrons(id: string, t0: Date, hours: number, each?: (minute: number) => void) {
  await insertLead(server, { id, name: 'Kiran Das', receivedAt: t0.toISOString() });
  for (let m = 0; m <= hours * 60; m += 10) {
    await cronAt(server, new Date(t0.getTime() + m * MIN));
    each?.(m);
  }
}
/** A minute boundary after the real clock (the test's lead is inserted now). */
const later = (minutes: number) => new Date(Math.ceil(Date.now() / MIN) * MIN + minutes * MIN);

describe('one device failing, one healthy, over 13 hours of retries', () => {
  it.each([413, 429, 500])('a device answering %i: the healthy one is rung exactly once', async (status) => {
    const [healthy] = await devices(`/healthy-${status}`, `/failing-${status}`);
    service.answer(`/failing-${status}`, status, status === 429 ? { 'retry-after': '1800' } : {});
    const failingAt: number[] = [];
    let seen = 0;
    await leadAndCrons(`one-failing-${status}`, later(1), 13, (m) => {
      const n = pushesTo(`/failing-${status}`).length;
      if (n > seen) failingAt.push(m);
      seen = n;
    });

    expect(pushesTo(`/healthy-${status}`)).toHaveLength(1);
    expect(JSON.parse(await healthy!.decrypt(pushesTo(`/healthy-${status}`)[0]!.body))).toMatchObject({
      title: 'New callback request',
      tag: `notice:one-failing-${status}`,
    });
    const [job] = await outbox(server, 'key = ?1', `notice:push:one-failing-${status}`);
    if (status === 413) {
      // RFC 8030: the same body is never sent again; the healthy device had it, so the notice is sent.
      expect(failingAt).toEqual([0]);
      expect(job).toMatchObject({
        status: 'sent',
        response: 'pushed to 1 of 2 device(s), 1 refused this notice (not sent again)',
      });
    } else {
      // Retried for that device alone until the outbox gives up (12 hours).
      expect(failingAt.length).toBeGreaterThan(3);
      expect(job).toMatchObject({ status: 'failed' });
      expect(job!.last_error).toMatch(/^push: 1 of 2 device\(s\); .+ \(retried for that device only\)$/);
    }
    // 429 with Retry-After: 1800 (seconds): never asked again sooner than 30 minutes later.
    if (status === 429) expect(failingAt.slice(1).every((m, i) => m - failingAt[i]! >= 30)).toBe(true);
    // Every device still on: a 413, a 429 or a 500 says nothing against the device.
    expect(await inbox.rows('SELECT count(*) AS n FROM push_subscriptions')).toEqual([{ n: 2 }]);
  });
});

describe('a device that can never take a push', () => {
  it('a key that is no curve point (stored earlier), a 400 and a 403 remove it; the healthy device is rung once', async () => {
    await devices('/healthy', '/refuses-400', '/refuses-403');
    service.answer('/refuses-400', 400);
    service.answer('/refuses-403', 403);
    const db = await inbox.db();
    await db
      .prepare(
        "INSERT INTO push_subscriptions (endpoint, member, p256dh, auth, created_at) VALUES (?1, ?2, ?3, 'AAAAAAAAAAAAAAAAAAAAAA', ?4)",
      )
      .bind(`${service.origin}/not-a-point`, ASHA, `B${'A'.repeat(86)}`, new Date().toISOString())
      .run();
    await leadAndCrons('cannot-take', later(1), 2);

    expect(pushesTo('/healthy')).toHaveLength(1);
    expect(pushesTo('/refuses-400')).toHaveLength(1);
    expect(pushesTo('/refuses-403')).toHaveLength(1);
    expect(pushesTo('/not-a-point')).toHaveLength(0);
    expect(await inbox.rows('SELECT endpoint FROM push_subscriptions')).toEqual([
      { endpoint: `${service.origin}/healthy` },
    ]);
    const [job] = await outbox(server, "key = 'notice:push:cannot-take'");
    expect(job).toMatchObject({ status: 'sent', attempts: 1 });
    expect(job!.response).toMatch(/^pushed to 1 of 4 device\(s\), 3 refused for good and removed \(/);
  });
});

describe('the message', () => {
  it('is padded little (under 4,096 octets once base64-encoded), says nothing by its length, and carries a Topic per lead', async () => {
    const [phone] = await devices('/small');
    await insertLead(server, { id: 'short-name', name: 'Om', receivedAt: later(1).toISOString() });
    await insertLead(server, { id: 'long-name', name: 'Venkatalakshmi Ramaswamy', receivedAt: later(1).toISOString() });
    await cronAt(server, later(1));
    const [a, b] = pushesTo('/small');
    expect(a!.body.byteLength).toBe(b!.body.byteLength);
    expect(Math.ceil(a!.body.byteLength / 3) * 4).toBeLessThan(4096);
    expect(JSON.parse(await phone!.decrypt(a!.body)).title).toBe('New callback request');
    // RFC 8030 section 5.4: at most 32 base64url characters; one per lead, never the lead's id.
    expect(a!.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a!.headers.topic).not.toBe(b!.headers.topic);
    expect(String(a!.headers.topic) + String(b!.headers.topic)).not.toMatch(/short|long/);
  });

  it('the service worker shows a repeat of a notice in its place without ringing again', () => {
    const shown: { title: string; options: Record<string, unknown> }[] = [];
    const listeners: Record<string, (e: unknown) => void> = {};
    const self = {
      addEventListener: (type: string, fn: (e: unknown) => void) => void (listeners[type] = fn),
      registration: {
        showNotification: async (title: string, options: Record<string, unknown>) =>
          void shown.push({ title, options }),
      },
    };
    runInNewContext(SERVICE_WORKER, { self, URL });
    const data = { title: 'New callback request', body: 'Kiran Das', url: '/admin/leads/x', tag: 'notice:x' };
    for (let i = 0; i < 2; i++) listeners.push!({ data: { json: () => data }, waitUntil: () => undefined });
    expect(shown).toHaveLength(2);
    for (const n of shown) expect(n.options).toMatchObject({ tag: 'notice:x', renotify: false });
  });
});

describe('VAPID_SUBJECT', () => {
  it.each(['mailto:ops@localhost', 'https://localhost:8787', 'mailto:ops@127.0.0.1'])(
    '%s: push is off and the setting named on /admin/status',
    async (subject) => {
      const local = worker(vars(subject), { VAPID_PRIVATE_KEY: vapid.privateKey });
      try {
        const url = (await local.listen()).url.toString().replace(/\/$/, '');
        const page = await local.fetch('/admin/status', { headers: { 'cf-access-jwt-assertion': token } });
        const html = await page.text();
        const row = /id="concern-notices-push" data-state="([a-z]+)"[^]*?<\/tr>/.exec(html)?.[0] ?? '';
        expect(row).toContain('data-state="invalid"');
        expect(row).toMatch(/VAPID_SUBJECT must name a public address, not localhost/);
        const [phone] = await Promise.all([subscription(`${service.origin}/local`)]);
        const res = await local.fetch('/admin/push', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-access-jwt-assertion': token, origin: url },
          body: JSON.stringify(phone!.json),
        });
        expect(res.status).toBe(404);
      } finally {
        await local.close();
      }
    },
  );
});
