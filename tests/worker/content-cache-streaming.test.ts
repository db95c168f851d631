import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/harness';
import { streamed, text } from '../helpers/html';
import { until } from '../helpers/leads';
import { startSanityStandIn, type StandIn } from '../helpers/sanity-standin';
import { review, signedWebhook, TESTIMONIALS } from '../helpers/content-webhook';

// What needs the runtime: the Cache API (edge cache, last good copy), KV content generations, a
// stream flushed over the wire, gzip. The rest of the content rules: tests/unit/content-api.test.ts.
let sanity: StandIn;
let server: ReturnType<typeof worker>;

const webhook = (secret: string, payload?: object, signedAt?: number) =>
  signedWebhook(server, secret, payload, signedAt);

beforeAll(async () => {
  sanity = await startSanityStandIn();
  // One worker for every describe (the ad landing page's describe asked for its own only for SITE_URL).
  server = worker({ ...sanityVars(sanity.url), SITE_URL: 'https://photos.example.in' });
  await server.listen();
});
let between = 0;
beforeEach(async () => {
  sanity.reset();
  sanity.upsert(review('Shot by the stand-in'));
  // A new content generation (a signed webhook of its own body, so never a replay): every query the
  // tests before cached, and every page they stored, is stale, as after a restart of workerd, which
  // costs about as much CPU as a start (2.5 s: docs/testing.md "Worker and unit files (2026-12-03)").
  // The last good copies stay; a test that needs none, or counts what a view asks, restarts
  // (`server.reset()`).
  const bumped = await webhook('test-secret', { _id: `between-tests-${++between}`, _type: 'testimonial' });
  expect(((await bumped.json()) as { generation?: string }).generation).toBeTruthy();
});
afterAll(async () => {
  await server.close();
  await sanity.close();
});

describe('content from a Sanity query API', () => {
  it('answers a repeated page view inside the fresh window from the edge cache: no query asked twice', async () => {
    // Counted by query, not by moment: a query the first view stopped waiting for (past its window on
    // a busy machine) may reach the API after the page ended; the second view joins it or reads its
    // answer, never asks again (src/worker/content/cache.ts).
    await (await server.fetch('/', asBrowser)).text();
    const html = await (await server.fetch('/', asBrowser)).text();
    expect(text(html)).toContain('Shot by the stand-in');
    expect(sanity.count()).toBeGreaterThan(0);
    expect(sanity.queries.filter((q, i) => sanity.queries.indexOf(q) !== i)).toEqual([]);
  });

  it('a query the page stopped waiting for (the seo record past its window) is asked once: the next view joins or reads it', async () => {
    // Counted exactly: a query an earlier test's view stopped waiting for must not reach the stand-in now.
    await server.reset();
    // Held until both views have ended, however long the machine takes: past the seo record's window
    // (src/worker/render/meta.ts) each view goes on without it, and the second finds it still in flight.
    const release = sanity.holdWhen(/"seo" && pageName/);
    await (await server.fetch('/', asBrowser)).text();
    await (await server.fetch('/', asBrowser)).text();
    release();
    expect(sanity.count(/"seo" && pageName/)).toBe(1);
    expect(sanity.queries.filter((q, i) => sanity.queries.indexOf(q) !== i)).toEqual([]);
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

describe('streaming', () => {
  it('flushes the shell before a slow block', async () => {
    // The testimonials query answers only when the test says so: the shell must arrive before.
    const release = sanity.holdWhen(TESTIMONIALS);
    const body = streamed(await server.fetch('/', asBrowser));
    const shell = await body.until('</header>');
    expect(shell).not.toContain('Shot by the stand-in');
    release();
    const all = await body.rest();
    expect(all).toContain('Shot by the stand-in');
    expect(all.slice(0, all.indexOf('Shot by the stand-in'))).toContain('Loading testimonials...'); // the fallback came first
  });
});

describe('whole-page cache', () => {
  it('serves a repeated view from the page cache: same page, no nonce to replay, gzip when asked', async () => {
    const first = await server.fetch('/', asBrowser);
    const html1 = await first.text();
    expect(first.headers.get('x-page-cache')).toBe('miss');
    // The copy is stored after the stream ends (waitUntil): asked again until it is there, however long that took.
    let second!: Awaited<ReturnType<typeof server.fetch>>;
    let html2 = '';
    const misses = [html1];
    await until(
      async () => {
        second = await server.fetch('/', asBrowser);
        html2 = await second.text();
        const hit = second.headers.get('x-page-cache') === 'hit';
        if (!hit) misses.push(html2);
        return hit;
      },
      20_000,
      'the page stored after its first view',
    );
    const nonceOf = (res: { headers: { get(n: string): string | null } }) =>
      res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!;
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    // A settled page has no inline executable script, so it carries no nonce at all.
    expect(html2).not.toContain('nonce=');
    expect(html2).not.toContain(nonceOf(first));
    // The stored copy is a settled view that was served. On a loaded machine a block of a view can
    // miss its window and stream after the shell (a fallback, then the block and React's swap script,
    // `<!--$?-->`): then only the shell before <main> is the same bytes. A view whose block failed is
    // never stored, so the copy may be a later view's.
    expect(html2).not.toContain('<!--$?-->');
    const shell = (html: string) => html.split('<main')[0];
    const served = (m: string) => m === html2 || (m.includes('<!--$?-->') && shell(m) === shell(html2));
    expect(misses.some(served), 'the stored copy is a view served as a miss').toBe(true);
    // A browser asking for gzip gets the stored gzip bytes of the same document.
    const zipped = await server.fetch('/', {
      headers: { ...asBrowser.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('x-page-cache')).toBe('hit');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(await zipped.text()).toBe(html2);
  });
});

// From tests/unit/place-pages.test.ts: the last good copy is the Cache API's.
describe('an ad landing page over a Sanity query API', () => {
  async function placeWebhook() {
    const body = JSON.stringify({ _id: 'targetedAd-standin', _type: 'targetedAd' });
    const signature = await encodeSignatureHeader(body, Date.now(), 'test-secret');
    return server.fetch('/api/revalidate', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    });
  }

  it('serves the last good copy while the content API is down, and Page not found only without one', async () => {
    const first = await (await server.fetch('/place/wedding-photographer-jaipur', asBot)).text();
    expect(text(first)).toContain('Our Pricing');
    sanity.failWhen(/./);
    expect((await placeWebhook()).status).toBe(200); // fresh copies are stale now: the API is asked again
    const asked = sanity.count();
    const stale = await server.fetch('/place/wedding-photographer-jaipur', asBot);
    expect(sanity.count()).toBeGreaterThan(asked);
    expect(stale.status).toBe(200);
    const html = await stale.text();
    expect(text(html)).toContain('Our Pricing');
    expect(text(html)).not.toContain('Page not found');

    await server.reset(); // no copy at all any more
    sanity.failWhen(/./);
    const res = await server.fetch('/place/wedding-photographer-jaipur', asBot);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const down = text(await res.text());
    expect(down).toContain('Page not found');
    expect(down).toContain("The page you're looking for doesn't exist.");
    expect(down).not.toContain('Failed to load page data');

    const sitemap = await server.fetch('/sitemap.xml', asBot);
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).toBeTruthy();
  });
});
