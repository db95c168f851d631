import { Hono } from 'hono';
import { deletePushSubscription, savePushSubscription } from '../data/push-subscriptions';
import { BodyTooLarge, readText } from '../http/body';
import { pushEndpointAllowed, subscriptionSchema } from '../push/origins';
import type { Config } from '../settings';
import type { InboxEnv } from './guard';
import { PAGE_SCRIPT, SERVICE_WORKER } from './push-scripts';

/**
 * "Turn on notifications" (docs/sales.md "Notifications on a phone"): the signed-in member's
 * browsers subscribe to Web Push (the notices' push channel, src/worker/notices/channels/push.ts,
 * sends to them). Behind Access and the CSRF check like every inbox route (./guard.ts).
 *   POST   /admin/push    stores the browser's PushSubscription.toJSON() for the member: 201;
 *                         malformed (a key no push can be encrypted to too) 400, an endpoint not
 *                         at a known push service 422, another member's device 409, push off 404
 *   DELETE /admin/push    {endpoint}: removes the member's subscription: 204 (none: 204 too);
 *                         another member's 403
 * A device is the member's who turned it on (docs/decisions/0043-push-retries-per-device.md).
 *   GET    /admin/push.js the button's script; /admin/sw.js the service worker (scope /admin/)
 * Push is on when the VAPID key pair and subject are set (notices/settings.ts pushSchema).
 */
export const pushOn = (config: Config | undefined) =>
  !!(config?.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && config.VAPID_SUBJECT);

const LIMIT = 4096;

export const push = new Hono<InboxEnv>();

const script = (body: string, extra: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', ...extra } });

push.get('/push.js', (c) => (pushOn(c.get('config')) ? script(PAGE_SCRIPT) : c.notFound()));
// Served even when push is off: a browser that installed it earlier finds it still there (it shows nothing unasked).
push.get('/sw.js', () => script(SERVICE_WORKER, { 'Service-Worker-Allowed': '/admin/' }));

/** The body as JSON: undefined when it is not JSON, 'too-large' past 4 KB (a subscription is well under 1 KB). */
async function json(req: Request): Promise<unknown> {
  try {
    return JSON.parse(await readText(req, LIMIT));
  } catch (error) {
    return error instanceof BodyTooLarge ? 'too-large' : undefined;
  }
}

/**
 * Whether p256dh is a point on P-256 that Web Crypto takes as an ECDH public key (RFC 8291 section
 * 3.1): the right length is not enough (`B` and 86 `A`s is none), and a push to it would fail for good.
 */
async function curvePoint(p256dh: string): Promise<boolean> {
  try {
    const bytes = Uint8Array.from(atob(p256dh.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')), (ch) =>
      ch.charCodeAt(0),
    );
    await crypto.subtle.importKey('raw', bytes, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    return true;
  } catch {
    return false;
  }
}

push.post('/push', async (c) => {
  const config = c.get('config');
  if (!pushOn(config)) return c.json({ error: 'Notifications are not set up on this site.' }, 404);
  const body = await json(c.req.raw);
  if (body === 'too-large') return c.json({ error: 'Too large.' }, 413);
  const parsed = subscriptionSchema.safeParse(body);
  if (!parsed.success || !(await curvePoint(parsed.data.keys.p256dh)))
    return c.json({ error: 'Not a push subscription.' }, 400);
  const sub = parsed.data;
  if (!pushEndpointAllowed(sub.endpoint, config.PUSH_SERVICE_ORIGINS ?? []))
    return c.json({ error: 'That push service is not one this inbox sends to.' }, 422);
  const saved = await savePushSubscription(
    c.env.LEADS_DB,
    c.get('actor'),
    { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    new Date(),
  );
  if (saved === 'taken')
    return c.json({ error: 'This browser’s notifications belong to another member: turn them off there first.' }, 409);
  return c.json({ ok: true }, 201);
});

push.delete('/push', async (c) => {
  const body = (await json(c.req.raw)) as { endpoint?: unknown } | undefined;
  if (typeof body?.endpoint !== 'string') return c.json({ error: 'Which subscription? (endpoint)' }, 400);
  const removed = await deletePushSubscription(c.env.LEADS_DB, c.get('actor'), body.endpoint);
  if (removed === 'not-yours') return c.json({ error: 'That device’s notifications belong to another member.' }, 403);
  return c.body(null, 204);
});
