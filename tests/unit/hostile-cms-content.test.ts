import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/in-process';
import { jsonLd } from '../helpers/html';
import { loadNdjson, startSanityStandIn, type StandIn } from '../helpers/sanity-standin';
import { ROUTES } from '../routes';

const PAYLOAD = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
const KEEP = new Set([
  '_id',
  '_type',
  '_ref',
  '_key',
  '_createdAt',
  '_updatedAt',
  '_rev',
  'current',
  'style',
  'listItem',
  'pageName',
  'publishedAt',
  'lastUpdated',
  'url',
  'extension',
  'mimeType',
  'assetId',
  'path',
  'lqip',
  'size',
  'category',
  'location',
  'tier',
  'markDefs',
  'marks',
]);

/** Poisons every human-readable string of the dataset, turns links into javascript: URLs, and makes one value huge. */
function poison(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (key === 'href') return 'javascript:alert(3)';
    return KEEP.has(key) ? value : `${value}${PAYLOAD}`;
  }
  if (Array.isArray(value)) return value.map((v) => poison(v, key === 'marks' ? 'marks' : ''));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
  }
  return value;
}

let sanity: StandIn;
let server: ReturnType<typeof worker>;

beforeAll(async () => {
  const docs = loadNdjson().map((d) => poison(d) as typeof d);
  const about = docs.find((d) => d._type === 'about') as any;
  if (about?.heroSection) about.heroSection.description = 'x'.repeat(200_000) + PAYLOAD;
  sanity = await startSanityStandIn(docs);
  server = worker(sanityVars(sanity.url));
  await server.listen();
});
afterAll(async () => {
  await server.close();
  await sanity.close();
});

describe('hostile CMS content renders inert on every page type', () => {
  it.each(ROUTES)('%s', async (path) => {
    for (const init of [asBrowser, asBot]) {
      const res = await server.fetch(path, init);
      expect(res.status).toBeLessThan(500);
      const html = await res.text();
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toMatch(/<img src=x onerror/i);
      expect(html).not.toMatch(/href="javascript:/i);
      expect(() => jsonLd(html)).not.toThrow();
    }
  });
});
