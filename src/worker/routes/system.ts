import { isValidSignature } from '@sanity/webhook';
import { Hono } from 'hono';
import { bumpGeneration } from '../content';
import type { AppEnv } from '../types';

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

// Sanity webhook: a valid signature makes new content visible on the next request.
system.post('/api/revalidate', async (c) => {
  const secret = c.get('config').SANITY_WEBHOOK_SECRET;
  const signature = c.req.header('sanity-webhook-signature') ?? '';
  const body = await c.req.text();
  const valid = Boolean(secret && signature) && (await isValidSignature(body, signature, secret!).catch(() => false));
  if (!valid) return c.json({ ok: false, error: 'Invalid webhook signature' }, 401);
  const generation = await bumpGeneration(c.env.CONTENT_STATE);
  return c.json({ ok: true, generation });
});
