import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/in-process';
import { streamed, text, title } from '../helpers/html';
import { startSanityStandIn, type StandIn } from '../helpers/sanity-standin';
import { review, signedWebhook, TESTIMONIALS } from '../helpers/content-webhook';

// Content over a Sanity query API, in-process: rendering, the webhook's signature rules, a failing
// block, crawlers, and what the page memo never keeps. The Cache API, KV generations, streaming over
// the wire and gzip: tests/worker/content-cache-streaming.test.ts.
let sanity: StandIn;
let server: ReturnType<typeof worker>;

const webhook = (secret: string, payload?: object, signedAt?: number) =>
  signedWebhook(server, secret, payload, signedAt);

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
});

describe('a replayed webhook', () => {
  it('purges once: the same signed call again is answered 2xx as already handled and purges nothing', async () => {
    // A body of its own: a signature another test made in the same millisecond would already be remembered.
    const body = JSON.stringify({ _id: 'testimonial-standin', _type: 'testimonial', _rev: 'replay-test' });
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
  it("never stores a page that streamed (its scripts carry that response's nonce)", async () => {
    // Held until the shell has arrived, past the settle window however loaded the machine: the block streams in.
    const release = sanity.holdWhen(TESTIMONIALS);
    const first = await server.fetch('/', asBrowser);
    const body = streamed(first);
    await body.until('</footer>');
    release();
    const html = await body.rest();
    const nonce = first.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!;
    const inline = html.match(/<script\b(?![^>]*\b(src|type)=)[^>]*>/g) ?? [];
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
    await server.idle(); // the page memo is written when the stream ends
    const again = await server.fetch('/', asBrowser);
    expect(again.headers.get('x-page-cache')).toBe('miss');
    await again.text();
  });

  it('never stores a page whose block failed', async () => {
    sanity.failWhen(TESTIMONIALS);
    await (await server.fetch('/', asBrowser)).text();
    await server.idle(); // the page memo is written when the stream ends
    const again = await server.fetch('/', asBrowser);
    expect(again.headers.get('x-page-cache')).toBe('miss');
    sanity.failWhen(null);
  });

  it('never stores a page that went out with the default title because its seo record was slow', async () => {
    const release = sanity.holdWhen(/_type == "seo"/);
    const first = await server.fetch('/', asBot); // the seo record's window (1.5 s) passes first
    expect(title(await first.text())).toBe('Professional Photography Services Across India | ShutterStory');
    release();
    await server.idle(); // the page memo is written when the stream ends
    const again = await server.fetch('/', asBot);
    expect(again.headers.get('x-page-cache')).toBe('miss');
    expect(title(await again.text())).toBe('Professional Photographers Across India | ShutterStory');
  });
});
