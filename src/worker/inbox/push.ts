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
 *                         malformed 400, an endpoint not at a known push service 422, push off 404
 *   DELETE /admin/push    {endpoint}: removes the member's subscription: 204
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

push.post('/push', async (c) => {
  const config = c.get('config');
  if (!pushOn(config)) return c.json({ error: 'Notifications are not set up on this site.' }, 404);
  const body = await json(c.req.raw);
  if (body === 'too-large') return c.json({ error: 'Too large.' }, 413);
  const parsed = subscriptionSchema.safeParse(body);
  if (!parsed.success) return c.json({ error: 'Not a push subscription.' }, 400);
  const sub = parsed.data;
  if (!pushEndpointAllowed(sub.endpoint, config.PUSH_SERVICE_ORIGINS ?? []))
    return c.json({ error: 'That push service is not one this inbox sends to.' }, 422);
  await savePushSubscription(
    c.env.LEADS_DB,
    c.get('actor'),
    { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    new Date(),
  );
  return c.json({ ok: true }, 201);
});

push.delete('/push', async (c) => {
  const body = (await json(c.req.raw)) as { endpoint?: unknown } | undefined;
  if (typeof body?.endpoint !== 'string') return c.json({ error: 'Which subscription? (endpoint)' }, 400);
  await deletePushSubscription(c.env.LEADS_DB, c.get('actor'), body.endpoint);
  return c.body(null, 204);
});
