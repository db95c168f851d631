import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { worker } from '../helpers/harness';
import { CALLBACK, post, until } from '../helpers/leads';
import { startPushService, subscription, vapidClaims, vapidKeys, type PushService } from '../helpers/push-standin';

// Web Push in workerd, on the build (docs/sales.md "Notifications on a phone"): the library's Web
// Crypto (ECDH, HKDF, AES-GCM, ECDSA) as the runtime has it. A member turns notifications on, a
// new lead is pushed to their browser, decrypted here with the browser's keys (RFC 8291), its
// VAPID signature verified (RFC 8292), padded little and with a Topic; a key that is no curve point
// is refused; the service then says the subscription is gone (410) and the inbox deletes it. The in-process twin with the escalation: tests/unit/inbox-push.test.ts.
const EMAIL = 'asha@studio.example';
let access: AccessStandIn;
let service: PushService;
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let vapid: { publicKey: string; privateKey: string };

beforeAll(async () => {
  [access, service, vapid] = await Promise.all([startAccess(), startPushService(), vapidKeys()]);
  server = worker(
    {
      ACCESS_TEAM_DOMAIN: access.url,
      ACCESS_AUD: access.aud,
      INBOX_TEAM: EMAIL,
      SITE_URL: 'https://photos.example',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_SUBJECT: 'mailto:owner@studio.example',
      PUSH_SERVICE_ORIGINS: service.origin,
      NOTIFY_REMINDERS: 'off',
      NOTIFY_DIGEST: 'off',
    },
    { VAPID_PRIVATE_KEY: vapid.privateKey },
  );
  origin = (await server.listen()).url.toString().replace(/\/$/, '');
  token = await access.token({ email: EMAIL });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([access?.close(), service?.close()]);
});

const subscribe = (body: unknown) =>
  server.fetch('/admin/push', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-access-jwt-assertion': token, origin },
    body: JSON.stringify(body),
  });

async function lead(firstName: string): Promise<string> {
  const res = await post(server, 'submit-form', { ...CALLBACK, firstName });
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

describe('Web Push in workerd', () => {
  it('pushes a new lead to the owner’s browser, encrypted to its keys and signed; a gone subscription is deleted', async () => {
    const phone = await subscription(`${service.origin}/phone`);
    expect((await subscribe({ ...phone.json, endpoint: 'https://attacker.example/x' })).status).toBe(422);
    // workerd's Web Crypto refuses a key of the right length that is no point on P-256.
    const notAPoint = { ...phone.json.keys, p256dh: `B${'A'.repeat(86)}` };
    expect((await subscribe({ ...phone.json, keys: notAPoint })).status).toBe(400);
    expect((await subscribe(phone.json)).status).toBe(201);

    const id = await lead('Meera');
    await until(async () => service.pushes.length > 0, 20_000, 'a push');
    const pushed = service.pushes[0]!;
    expect(JSON.parse(await phone.decrypt(pushed.body))).toEqual({
      title: 'New callback request',
      body: 'Meera Sharma — Wedding, Jaipur',
      url: `https://photos.example/admin/leads/${id}`,
      tag: `notice:${id}`,
    });
    // Padded little (docs/decisions/0043-push-retries-per-device.md): well under 4,096 octets once base64-encoded.
    expect(Math.ceil(pushed.body.byteLength / 3) * 4).toBeLessThan(4096);
    expect(pushed.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await vapidClaims(String(pushed.headers.authorization), vapid.publicKey)).toMatchObject({
      sub: 'mailto:owner@studio.example',
    });

    service.answer('/phone', 410);
    await lead('Tara');
    await until(async () => service.pushes.length > 1, 20_000, 'the second push');
    const env = await server.getWorker().getEnv();
    await until(
      async () => !(await env.LEADS_DB.prepare('SELECT 1 FROM push_subscriptions').first()),
      20_000,
      'the gone subscription deleted',
    );
  });
});
