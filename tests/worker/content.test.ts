import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/harness';
import { chunks, text } from '../helpers/html';
import { startSanityStandIn, type StandIn } from '../helpers/sanity-standin';

let sanity: StandIn;
let server: ReturnType<typeof worker>;

const review = (text: string) => ({
  _id: 'testimonial-standin',
  _type: 'testimonial',
  _createdAt: '2020-01-01T00:00:00Z',
  _updatedAt: '2020-01-01T00:00:00Z',
  name: 'Stand-in Reviewer',
  role: 'Bride',
  review: text,
  rating: 5,
  featured: true,
});
const TESTIMONIALS = /_type == "testimonial"/;

async function webhook(
  secret: string,
  payload = { _id: 'testimonial-standin', _type: 'testimonial' },
  signedAt = Date.now(),
) {
  const body = JSON.stringify(payload);
  const signature = await encodeSignatureHeader(body, signedAt, secret);
  return server.fetch('/api/revalidate', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
  });
}

beforeAll(async () => {
  sanity = await startSanityStandIn();
  server = worker(sanityVars(sanity.url));
  await server.listen();
});
beforeEach(async () => {
  sanity.reset();
  sanity.upsert(review('Shot by the stand-in'));
  await server.reset();
});
afterAll(async () => {
  await server.close();
  await sanity.close();
});

describe('content from a Sanity query API', () => {
  it('renders what the content API returns', async () => {
    const html = await (await server.fetch('/', asBrowser)).text();
    expect(text(html)).toContain('Shot by the stand-in');
    expect(sanity.count(TESTIMONIALS)).toBe(1);
  });

  it('answers a repeated page view inside the fresh window from the edge cache', async () => {
    await (await server.fetch('/', asBrowser)).text();
    const first = sanity.count();
    const html = await (await server.fetch('/', asBrowser)).text();
    expect(text(html)).toContain('Shot by the stand-in');
    expect(sanity.count()).toBe(first);
  });

  it('serves the last good content while the content API is down', async () => {
    await (await server.fetch('/', asBrowser)).text();
    sanity.failWhen(/./);
    expect((await webhook('test-secret')).status).toBe(200); // fresh copies are now stale
    const asked = sanity.count();
    const html = await (await server.fetch('/', asBrowser)).text();
    expect(sanity.count()).toBeGreaterThan(asked); // it did try the API
    expect(text(html)).toContain('Shot by the stand-in');
    expect(text(html)).not.toContain('Error loading testimonials.');
  });

  it('refuses a badly signed or unsigned webhook with 401', async () => {
    expect((await webhook('wrong-secret')).status).toBe(401);
    const unsigned = await server.fetch('/api/revalidate', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
  });

  it('refuses a correctly signed webhook whose timestamp is outside 5 minutes (a replay) with 401', async () => {
    const DAY = 24 * 3600_000;
    for (const signedAt of [
      Date.now() - 7 * DAY,
      Date.now() + 365 * DAY,
      Date.now() - 6 * 60_000,
      Date.now() + 6 * 60_000,
    ]) {
      const res = await webhook('test-secret', undefined, signedAt);
      expect(res.status, new Date(signedAt).toISOString()).toBe(401);
      expect(await res.json()).toEqual({
        ok: false,
        error: 'Webhook signature is older or newer than 5 minutes (a replay?)',
      });
    }
    expect((await webhook('test-secret', undefined, Date.now() - 4 * 60_000)).status).toBe(200);
    expect((await webhook('test-secret')).status).toBe(200);
  });

  it('makes new content visible on the next request after a signed webhook', async () => {
    await (await server.fetch('/', asBrowser)).text();
    sanity.upsert(review('Edited in the studio'));
    expect(text(await (await server.fetch('/', asBrowser)).text())).toContain('Shot by the stand-in'); // still cached
    expect((await webhook('wrong-secret')).status).toBe(401);
    expect(text(await (await server.fetch('/', asBrowser)).text())).toContain('Shot by the stand-in');
    expect((await webhook('test-secret')).status).toBe(200);
    expect(text(await (await server.fetch('/', asBrowser)).text())).toContain('Edited in the studio');
  });
});

describe('a replayed webhook', () => {
  it('purges once: the same signed call again is answered 2xx as already handled and purges nothing', async () => {
    const body = JSON.stringify({ _id: 'testimonial-standin', _type: 'testimonial' });
    const signature = await encodeSignatureHeader(body, Date.now(), 'test-secret');
    const send = () =>
      server.fetch('/api/revalidate', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
      });
    await (await server.fetch('/', asBrowser)).text();
    sanity.upsert(review('First edit'));
    const first = await send();
    expect(first.status).toBe(200);
    const { generation } = (await first.json()) as { generation: string };
    expect(generation).toBeTruthy();
    expect(text(await (await server.fetch('/', asBrowser)).text())).toContain('First edit');

    sanity.upsert(review('Second edit'));
    const asked = sanity.count();
    for (let i = 0; i < 3; i++) {
      const again = await send();
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({
        ok: true,
        alreadyHandled: true,
        message: 'This webhook call was already handled.',
      });
    }
    // Nothing purged: the page still comes from the cache, the content API is not asked.
    expect(text(await (await server.fetch('/', asBrowser)).text())).toContain('First edit');
    expect(sanity.count()).toBe(asked);
    const kv = (await server.getWorker().getEnv()).CONTENT_STATE;
    expect(await kv.get('content-generation')).toBe(generation);
  });
});

describe('streaming', () => {
  it('flushes the shell before a slow block', async () => {
    sanity.delayWhen(TESTIMONIALS, 1500);
    const parts = await chunks(await server.fetch('/', asBrowser));
    const shell = parts.find((p) => p.text.includes('</header>'))!;
    const slow = parts.find((p) => p.text.includes('Shot by the stand-in'))!;
    expect(shell).toBeDefined();
    expect(slow).toBeDefined();
    expect(shell.at).toBeLessThan(1000);
    expect(slow.at).toBeGreaterThanOrEqual(1000);
    expect(parts.map((p) => p.text).join('')).toContain('Loading testimonials...'); // the fallback came first
  });

  it("shows a failing block's error text while the rest of the page renders", async () => {
    sanity.failWhen(TESTIMONIALS);
    const res = await server.fetch('/', asBrowser);
    expect(res.status).toBe(200);
    const t = text(await res.text());
    expect(t).toContain('Error loading testimonials.');
    expect(t).toContain('Professional Photographers');
    expect(t).not.toContain('Error loading photographers.');
    expect(t).toContain('Creating Memories Since 2020');
  });

  it('gives crawlers the complete document with no loading fallbacks', async () => {
    sanity.delayWhen(TESTIMONIALS, 800);
    const html = await (await server.fetch('/', asBot)).text();
    expect(text(html)).toContain('Shot by the stand-in');
    expect(html).not.toContain('Loading testimonials...');
    expect(html).not.toContain('<template');
  });
});

describe('whole-page cache', () => {
  it('serves a repeated view from the page cache: same page, no nonce to replay, gzip when asked', async () => {
    const first = await server.fetch('/', asBrowser);
    const html1 = await first.text();
    expect(first.headers.get('x-page-cache')).toBe('miss');
    await new Promise((r) => setTimeout(r, 100)); // the copy is stored after the stream ends
    const second = await server.fetch('/', asBrowser);
    const html2 = await second.text();
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const nonceOf = (res: { headers: { get(n: string): string | null } }) =>
      res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!;
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    // A settled page has no inline executable script, so it carries no nonce at all.
    expect(html2).not.toContain('nonce=');
    expect(html2).not.toContain(nonceOf(first));
    expect(html2).toBe(html1);
    // A browser asking for gzip gets the stored gzip bytes of the same document.
    const zipped = await server.fetch('/', {
      headers: { ...asBrowser.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('x-page-cache')).toBe('hit');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(await zipped.text()).toBe(html1);
  });

  it("never stores a page that streamed (its scripts carry that response's nonce)", async () => {
    sanity.delayWhen(TESTIMONIALS, 800); // longer than the settle window: the block streams in
    const first = await server.fetch('/', asBrowser);
    const html = await first.text();
    const nonce = first.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!;
    const inline = html.match(/<script\b(?![^>]*\b(src|type)=)[^>]*>/g) ?? [];
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
    await new Promise((r) => setTimeout(r, 100));
    const again = await server.fetch('/', asBrowser);
    expect(again.headers.get('x-page-cache')).toBe('miss');
    await again.text();
  });

  it('never stores a page whose block failed', async () => {
    sanity.failWhen(TESTIMONIALS);
    await (await server.fetch('/', asBrowser)).text();
    await new Promise((r) => setTimeout(r, 100));
    const again = await server.fetch('/', asBrowser);
    expect(again.headers.get('x-page-cache')).toBe('miss');
    sanity.failWhen(null);
  });
});
