import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { worker } from '../helpers/in-process';
import { inboxClient } from '../helpers/inbox';
import { CALLBACK, post, until } from '../helpers/leads';
import { cronAt, insertLead, ist, outbox } from '../helpers/notices';
import {
  startPushService,
  subscription,
  vapidClaims,
  vapidKeys,
  type PushService,
  type Subscription,
} from '../helpers/push-standin';

// Web Push from the installed inbox (docs/sales.md "Notifications on a phone"), in-process behind
// the Access stand-in: members turn notifications on (POST /admin/push), a new lead is pushed to
// its owner's devices, encrypted to each browser's keys (decrypted here as a browser does, RFC
// 8291) and signed (VAPID, RFC 8292); endpoints elsewhere than a push service are refused; a
// device the service reports gone is deleted; on the cron's injected clock a lead not contacted
// at the first-response target (15 business minutes) is pushed to the whole team, and at twice
// the target reassigned to the next member, audited, who is told. 2030-01-08 is a Tuesday.
const ASHA = 'asha@studio.example';
const RAVI = 'ravi@studio.example';
const MEERA = 'meera@studio.example'; // signed in, not on the team
const SUBJECT = 'mailto:owner@studio.example';
let access: AccessStandIn;
let service: PushService;
let server: ReturnType<typeof worker>;
let origin: string;
let vapid: { publicKey: string; privateKey: string };
const tokens: Record<string, string> = {};
const devices: Record<string, Subscription> = {};

const inbox = inboxClient(() => ({ server, origin }));
const { rows } = inbox;

/** POST or DELETE /admin/push with a JSON body, as the button's script sends it. */
async function api(method: 'POST' | 'DELETE', body: unknown, as = ASHA, withOrigin = true) {
  const res = await server.fetch('/admin/push', {
    method,
    headers: {
      'content-type': 'application/json',
      'cf-access-jwt-assertion': tokens[as]!,
      ...(withOrigin ? { origin } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}
const stored = () => rows('SELECT endpoint, member FROM push_subscriptions ORDER BY endpoint');
const pushesTo = (path: string) => service.pushes.filter((p) => p.path === path);
const payloadOf = async (path: string, i: number) =>
  JSON.parse(await devices[path]!.decrypt(pushesTo(path)[i]!.body)) as Record<string, string>;

beforeAll(async () => {
  [access, service, vapid] = await Promise.all([startAccess(), startPushService(), vapidKeys()]);
  server = worker(
    {
      ACCESS_TEAM_DOMAIN: access.url,
      ACCESS_AUD: access.aud,
      INBOX_TEAM: `${ASHA}, ${RAVI}`,
      SITE_URL: 'https://photos.example',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_SUBJECT: SUBJECT,
      PUSH_SERVICE_ORIGINS: service.origin,
      NOTIFY_DIGEST: 'off',
    },
    { VAPID_PRIVATE_KEY: vapid.privateKey },
  );
  origin = (await server.listen()).url.toString().replace(/\/$/, '');
  for (const email of [ASHA, RAVI, MEERA]) tokens[email] = await access.token({ email });
  for (const path of ['/asha-phone', '/asha-old', '/ravi-phone'])
    devices[path] = await subscription(`${service.origin}${path}`);
});
afterAll(async () => {
  await server?.close();
  await Promise.all([access?.close(), service?.close()]);
});

describe('turning notifications on', () => {
  it('offers the button and its script on inbox pages, and serves the service worker scoped to /admin/', async () => {
    const page = await inbox.admin('/admin/', undefined, { token: tokens[ASHA]! });
    expect(page.res.status).toBe(200);
    expect(page.body).toContain('<script src="/admin/push.js" defer=""></script>');
    expect(page.body).toContain(`data-key="${vapid.publicKey}" hidden="">Turn on notifications</button>`);
    const script = await inbox.admin('/admin/push.js', undefined, { token: tokens[ASHA]! });
    expect(script.res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.body).toContain("register('/admin/sw.js', { scope: '/admin/' })");
    const sw = await inbox.admin('/admin/sw.js', undefined, { token: tokens[ASHA]! });
    expect(sw.body).toContain("addEventListener('push'");
    expect((await inbox.admin('/admin/sw.js', undefined, { token: null })).res.status).toBe(401);
  });

  it('refuses endpoints not at a known push service (4xx), malformed subscriptions and cross-site posts', async () => {
    const keys = devices['/asha-phone']!.json.keys;
    for (const endpoint of [
      'https://attacker.example/push',
      'http://fcm.googleapis.com/fcm/send/x', // a known service, but not https
      'https://fcm.googleapis.com.attacker.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      `${service.origin.replace('127.0.0.1', 'localhost')}/x`, // PUSH_SERVICE_ORIGINS names the exact origin
    ])
      expect((await api('POST', { endpoint, keys })).status, endpoint).toBe(422);
    expect((await api('POST', { endpoint: `${service.origin}/x`, keys: { ...keys, auth: 'short' } })).status).toBe(400);
    // The right length but no point on P-256: every push to it would fail.
    const notAPoint = { ...keys, p256dh: `B${'A'.repeat(86)}` };
    expect(await api('POST', { endpoint: `${service.origin}/x`, keys: notAPoint })).toEqual({
      status: 400,
      text: JSON.stringify({ error: 'Not a push subscription.' }),
    });
    expect((await api('POST', 'not a subscription')).status).toBe(400);
    expect((await api('POST', devices['/asha-phone']!.json, ASHA, false)).status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it("stores each member's browsers; a device is its subscriber's: another member neither takes it over nor removes it", async () => {
    expect((await api('POST', devices['/asha-phone']!.json)).status).toBe(201);
    expect((await api('POST', devices['/asha-old']!.json)).status).toBe(201);
    expect((await api('POST', devices['/ravi-phone']!.json, RAVI)).status).toBe(201);
    expect((await api('POST', devices['/asha-old']!.json, RAVI)).status).toBe(409);
    expect((await api('DELETE', { endpoint: devices['/asha-old']!.json.endpoint }, RAVI)).status).toBe(403);
    expect((await stored()).map((r) => r.member)).toEqual([ASHA, ASHA, RAVI]);
    expect((await api('POST', devices['/asha-old']!.json)).status).toBe(201); // its own member again: its keys refreshed
    expect((await api('DELETE', { endpoint: devices['/asha-old']!.json.endpoint })).status).toBe(204);
    expect((await stored()).map((r) => r.endpoint)).toEqual([
      devices['/asha-phone']!.json.endpoint,
      devices['/ravi-phone']!.json.endpoint,
    ]);
    expect((await api('POST', devices['/asha-old']!.json)).status).toBe(201);
  });

  it('keeps at most ten browsers a member', async () => {
    const keys = devices['/asha-phone']!.json.keys;
    for (let i = 0; i < 11; i++)
      expect((await api('POST', { endpoint: `${service.origin}/meera-${i}`, keys }, MEERA)).status).toBe(201);
    expect(await rows('SELECT count(*) AS n FROM push_subscriptions WHERE member = ?1', MEERA)).toEqual([{ n: 10 }]);
    await (await inbox.db()).prepare('DELETE FROM push_subscriptions WHERE member = ?1').bind(MEERA).run();
  });
});

describe('a new lead on its owner’s phone', () => {
  it('is pushed to the owner’s devices alone, encrypted to their keys, signed, naming the lead without a phone number or e-mail', async () => {
    const res = await post(server, 'submit-form', { ...CALLBACK, firstName: 'Nisha', email: 'nisha@example.in' });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    await until(async () => (await outbox(server, "key = ?1 AND status = 'sent'", `notice:push:${id}`)).length > 0);
    const owner = (await rows('SELECT owner FROM lead_work WHERE lead_id = ?1', id))[0]!.owner;
    const mine = owner === ASHA ? ['/asha-phone', '/asha-old'] : ['/ravi-phone'];
    expect(service.pushes.map((p) => p.path).sort()).toEqual(mine.sort());
    const pushed = pushesTo(mine[0]!)[0]!;
    expect(pushed.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'high' });
    expect(pushed.body.byteLength).toBeLessThan(3072); // padded little (tests/unit/push-failing-devices.test.ts)
    const payload = await payloadOf(mine[0]!, 0);
    expect(payload).toEqual({
      title: 'New callback request',
      body: 'Nisha Sharma — Wedding, Jaipur',
      url: `https://photos.example/admin/leads/${id}`,
      tag: `notice:${id}`,
    });
    const plain = await devices[mine[0]!]!.decrypt(pushed.body);
    expect(plain).not.toMatch(/9876543210|98765 43210|nisha@example\.in|@/);
    // Another device's keys cannot read it.
    await expect(
      devices['/ravi-phone' === mine[0] ? '/asha-phone' : '/ravi-phone']!.decrypt(pushed.body),
    ).rejects.toThrow();
    const claims = await vapidClaims(String(pushed.headers.authorization), vapid.publicKey);
    expect(claims).toMatchObject({ aud: service.origin.replace('http:', 'https:'), sub: SUBJECT });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
  });
});

describe('no lead left waiting (the cron’s injected clock)', () => {
  it('at the target pushes to the whole team once; a gone device is deleted; at twice the target reassigns, audited, and tells the new owner', async () => {
    service.pushes.length = 0;
    service.answer('/asha-old', 410);
    await insertLead(
      server,
      { id: 'late-1', name: 'Kiran Das', receivedAt: ist('2030-01-08T11:00').toISOString() },
      false,
    );
    const db = await inbox.db();
    await db.prepare('INSERT INTO lead_work (lead_id, owner) VALUES (?1, ?2)').bind('late-1', ASHA).run();

    await cronAt(server, ist('2030-01-08T11:14'));
    expect(service.pushes).toEqual([]);
    await cronAt(server, ist('2030-01-08T11:15'));
    expect(service.pushes.map((p) => p.path).sort()).toEqual(['/asha-old', '/asha-phone', '/ravi-phone']);
    expect(await payloadOf('/ravi-phone', 0)).toMatchObject({
      title: 'First response overdue: callback request not contacted yet',
      body: 'Kiran Das — Wedding, Jaipur',
      url: 'https://photos.example/admin/leads/late-1',
    });
    // The service said 410: that subscription is gone.
    expect((await stored()).map((r) => r.endpoint)).not.toContain(devices['/asha-old']!.json.endpoint);
    expect((await outbox(server, "key = 'escalation:push:late-1'"))[0]).toMatchObject({
      status: 'sent',
      response: 'pushed to 2 of 3 device(s), 1 gone and removed',
    });

    await cronAt(server, ist('2030-01-08T11:20'));
    await cronAt(server, ist('2030-01-08T11:29'));
    expect(service.pushes).toHaveLength(3);
    expect((await rows("SELECT owner FROM lead_work WHERE lead_id = 'late-1'"))[0]!.owner).toBe(ASHA);

    await cronAt(server, ist('2030-01-08T11:30'));
    expect((await rows("SELECT owner FROM lead_work WHERE lead_id = 'late-1'"))[0]!.owner).toBe(RAVI);
    expect(
      await rows("SELECT actor, from_value, to_value FROM lead_audit WHERE lead_id = 'late-1' AND action = 'owner'"),
    ).toEqual([{ actor: 'first-response target', from_value: ASHA, to_value: RAVI }]);
    expect(pushesTo('/ravi-phone')).toHaveLength(2);
    expect(await payloadOf('/ravi-phone', 1)).toMatchObject({
      title: 'Reassigned: no first contact at twice the target: callback request',
      url: 'https://photos.example/admin/leads/late-1',
    });
    expect(pushesTo('/asha-phone')).toHaveLength(1);

    // Once: later runs neither move it again nor tell anyone again.
    await cronAt(server, ist('2030-01-08T12:00'));
    await cronAt(server, ist('2030-01-09T11:00'));
    expect((await rows("SELECT owner FROM lead_work WHERE lead_id = 'late-1'"))[0]!.owner).toBe(RAVI);
    expect(service.pushes).toHaveLength(4);
  });
});
