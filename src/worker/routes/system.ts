import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook';
import { Hono } from 'hono';
import { bumpGeneration } from '../content';
import { BodyTooLarge, drain, readText } from '../http/body';
import type { AppEnv } from '../app-env';
import { forgetSignature, rememberSignature } from '../data/webhooks';

/** Non-page routes: generated demo images, the content webhook (consent: src/worker/attribution). */
export const system = new Hono<AppEnv>();

const DEMO_FILE = /^([A-Za-z0-9]{1,64})-(\d{1,4})x(\d{1,4})\.svg$/;
const dim = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 16 && n <= 4000 ? n : fallback;
};

// Demo images: generated SVGs at the width/height the image builder asked for. The art is demo-only,
// so it loads on the first such request (a chunk of its own), never at a production worker's startup.
system.get('/demo-img/:file', async (c) => {
  const m = c.req.param('file').match(DEMO_FILE);
  if (!m) return c.notFound();
  const w = dim(c.req.query('w'), Number(m[2]));
  const h = dim(c.req.query('h'), Math.round((w * Number(m[3])) / Number(m[2])));
  const { demoImageSvg } = await import('../content/demo/art');
  return c.body(demoImageSvg(m[1]!, w, h), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
});

/** Sanity sends `{_id,_type}` (the webhook's projection); a whole document is still far below this. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** A signature is good this long either side of now: older is a replay, newer a forgery or a broken clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

const refuse = (error: string) => ({ ok: false, error });

/** The signature's timestamp (ms, set by Sanity and covered by its HMAC) is within the window of now. */
function isFresh(signature: string, now = Date.now()): boolean {
  try {
    return Math.abs(now - decodeSignatureHeader(signature).timestamp) <= SIGNATURE_WINDOW_MS;
  } catch {
    return false;
  }
}

// Sanity webhook: a valid, fresh signature makes new content visible on the next request.
// The cheap checks (secret, header, timestamp) come before the body is read.
system.post('/api/revalidate', async (c) => {
  const secret = c.get('config').SANITY_WEBHOOK_SECRET;
  const signature = c.req.header('sanity-webhook-signature') ?? '';
  if (!secret || !signature) {
    await drain(c.req.raw);
    return c.json(refuse('Invalid webhook signature'), 401);
  }
  if (!isFresh(signature)) {
    await drain(c.req.raw);
    return c.json(refuse('Webhook signature is older or newer than 5 minutes (a replay?)'), 401);
  }
  let body: string;
  try {
    body = await readText(c.req.raw, WEBHOOK_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLarge) return c.json(refuse(error.message), 413);
    throw error;
  }
  if (!(await isValidSignature(body, signature, secret).catch(() => false)))
    return c.json(refuse('Invalid webhook signature'), 401);
  const db = c.env.LEADS_DB as D1Database | undefined;
  // A repeat inside the window is answered 2xx (Sanity retries anything else) and purges nothing.
  if (!(await firstUse(db, signature)))
    return c.json({ ok: true, alreadyHandled: true, message: 'This webhook call was already handled.' });
  try {
    const generation = await bumpGeneration(c.env.CONTENT_STATE);
    return c.json({ ok: true, generation });
  } catch (error) {
    // Not purged: forget the signature, so a retry of the same call purges.
    if (db) await forgetSignature(db, signature).catch(() => undefined);
    throw error;
  }
});

/**
 * Remembers a valid signature until its window closes (data/webhooks.ts); false when it was seen
 * already: a replay. Without D1 (or with D1 failing) every valid call purges, as before: editors'
 * changes still show.
 */
async function firstUse(db: D1Database | undefined, signature: string, now = Date.now()): Promise<boolean> {
  if (!db) return true;
  try {
    return await rememberSignature(
      db,
      signature,
      decodeSignatureHeader(signature).timestamp + SIGNATURE_WINDOW_MS,
      now,
    );
  } catch (error) {
    console.error('webhook signature not remembered:', error instanceof Error ? error.message : error);
    return true;
  }
}
