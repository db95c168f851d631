import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asBot, worker } from '../helpers/in-process';
import { jsonLd, meta, title } from '../helpers/html';
import { alternates, canonicalOf, htmlLang } from '../helpers/languages';

/**
 * hreflang, canonicals, Hindi metadata and the sitemap for a translated and an untranslated document
 * (docs/decisions/0031-languages-by-path.md). The content source is the demo dataset with one ad
 * faked as translated: its queries say it exists in ['en', 'hi'] and, asked for a Hindi page, answer
 * with its Hindi version (`language: 'hi'`, Hindi service and location), as the content queries'
 * contract has it; the Goa ad has no Hindi version in the demo dataset.
 */

const TRANSLATED = 'wedding-photographer-jaipur';
const ENGLISH_ONLY = 'pre-wedding-shoot-goa';
/** The language of the page the test asks for next (requests run one at a time). */
const asked = vi.hoisted(() => ({ locale: 'en' }));

const HINDI = {
  language: 'hi',
  title: 'जयपुर में वेडिंग फ़ोटोग्राफ़र',
  service: 'वेडिंग फ़ोटोग्राफ़ी',
  location: 'जयपुर',
  description: null,
};

function fake(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fake);
  if (!value || typeof value !== 'object') return value;
  const doc = value as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(doc).map(([k, v]) => [k, k === 'slug' ? v : fake(v)]));
  if (doc.slug === TRANSLATED)
    return { ...out, languages: ['en', 'hi'], ...(asked.locale === 'hi' ? HINDI : { language: 'en' }) };
  if (doc.slug === ENGLISH_ONLY) return { ...out, languages: ['en'], language: 'en' };
  return out;
}

/** The shape of src/worker/content/content.ts this test wraps (tsc leaves src/ to its own project). */
type Query = <T>(groq: string, params?: Record<string, unknown>) => Promise<T>;
type ContentModule = { createContent: (...args: unknown[]) => { query: Query } };

vi.mock('../../src/worker/content/content', async (importOriginal) => {
  const original = await importOriginal<ContentModule>();
  return {
    ...original,
    createContent: (...args: unknown[]) => {
      const content = original.createContent(...args);
      const query = content.query.bind(content);
      return Object.assign(content, {
        query: <T>(groq: string, params?: Record<string, unknown>) => query<T>(groq, params).then((v) => fake(v) as T),
      });
    },
  };
});

const SITE = 'https://photos.example.in';
const server = worker({ SITE_URL: SITE });
beforeAll(() => server.listen());
afterAll(() => server.close());

async function page(path: string) {
  asked.locale = path.startsWith('/hi/') ? 'hi' : 'en';
  const res = await server.fetch(path, asBot);
  expect(res.status, path).toBe(200);
  return res.text();
}

describe('a translated document', () => {
  const set = {
    'en-IN': `${SITE}/place/${TRANSLATED}`,
    'hi-IN': `${SITE}/hi/place/${TRANSLATED}`,
    'x-default': `${SITE}/place/${TRANSLATED}`,
  };

  it('both pages carry the same hreflang set and point their canonical at themselves', async () => {
    const en = await page(`/place/${TRANSLATED}`);
    const hi = await page(`/hi/place/${TRANSLATED}`);
    expect(alternates(en)).toEqual(set);
    expect(alternates(hi)).toEqual(set);
    expect(canonicalOf(en)).toBe(set['en-IN']);
    expect(canonicalOf(hi)).toBe(set['hi-IN']);
    expect(meta(hi, 'og:url')).toBe(set['hi-IN']);
    expect(meta(hi, 'og:locale')).toBe('hi_IN');
    expect(meta(hi, 'og:locale:alternate')).toBe('en_IN');
    // /a/{slug} answers with the same page and canonical.
    expect(canonicalOf(await page(`/hi/a/${TRANSLATED}`))).toBe(set['hi-IN']);
  });

  it('its /hi/ page has Hindi metadata from the Hindi service and location; English keeps its own', async () => {
    const hi = await page(`/hi/place/${TRANSLATED}`);
    expect(title(hi)).toBe('जयपुर में वेडिंग फ़ोटोग्राफ़ी | प्रोफ़ेशनल फ़ोटोग्राफ़र बुक करें | ShutterStory');
    expect(meta(hi, 'description')).toMatch(/^जयपुर में वेडिंग फ़ोटोग्राफ़ी: जयपुर में प्रोफ़ेशनल वेडिंग फ़ोटोग्राफ़ी बुक करें।/);
    expect(meta(hi, 'description')).toMatch(/पैकेज ₹[\d,]+ से शुरू।$/);
    expect(meta(hi, 'keywords')).toBe(
      'वेडिंग फ़ोटोग्राफ़ी, जयपुर में वेडिंग फ़ोटोग्राफ़ी, जयपुर फ़ोटोग्राफ़र, जयपुर में फ़ोटोग्राफ़र, ' +
        'जयपुर में फ़ोटोशूट, जयपुर के बेस्ट वेडिंग फ़ोटोग्राफ़ी',
    );
    const graph = jsonLd(hi)[0]['@graph'] as Array<Record<string, any>>;
    const node = (type: string) => graph.find((n) => n['@type'] === type)!;
    expect(node('WebPage').inLanguage).toBe('hi-IN');
    expect(node('WebPage').url).toBe(set['hi-IN']);
    expect(node('Service').name).toBe('जयपुर में वेडिंग फ़ोटोग्राफ़ी');
    expect(node('ProfessionalService').areaServed).toEqual({ '@type': 'City', name: 'जयपुर' });
    expect(node('BreadcrumbList').itemListElement.map((i: any) => [i.name, i.item])).toEqual([
      ['होम', `${SITE}/hi`],
      ['सेवाएँ', `${SITE}/hi/services`],
      ['जयपुर में वेडिंग फ़ोटोग्राफ़र', set['hi-IN']],
    ]);
    const en = await page(`/place/${TRANSLATED}`);
    expect(title(en)).toBe('Wedding Photography in Jaipur | Book Professional Photographers | ShutterStory');
    expect(jsonLd(en)[0]['@graph'].find((n: any) => n['@type'] === 'WebPage').inLanguage).toBe('en-IN');
  });
});

describe('an untranslated document', () => {
  it('is served at /hi/ in Hindi chrome, its canonical the English URL, no hreflang on either', async () => {
    const hi = await page(`/hi/place/${ENGLISH_ONLY}`);
    const en = await page(`/place/${ENGLISH_ONLY}`);
    expect(htmlLang(hi)).toBe('hi-IN');
    expect(canonicalOf(hi)).toBe(`${SITE}/place/${ENGLISH_ONLY}`);
    expect(canonicalOf(en)).toBe(`${SITE}/place/${ENGLISH_ONLY}`);
    expect(alternates(hi)).toEqual({});
    expect(alternates(en)).toEqual({});
    expect(meta(hi, 'og:locale:alternate')).toBeUndefined();
    // Its metadata describes the English content it shows.
    expect(title(hi)).toBe(title(en));
  });
});

describe('the sitemap', () => {
  it('lists both languages of a translated page with alternates, an untranslated one in English only', async () => {
    asked.locale = 'en';
    const xml = await (await server.fetch('/sitemap.xml', asBot)).text();
    const url = (loc: string) => xml.match(new RegExp(`<url><loc>${loc}</loc>.*?</url>`))?.[0];
    const links = (entry = '') =>
      Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
    const set = {
      'en-IN': `${SITE}/place/${TRANSLATED}`,
      'hi-IN': `${SITE}/hi/place/${TRANSLATED}`,
      'x-default': `${SITE}/place/${TRANSLATED}`,
    };
    expect(links(url(set['en-IN']))).toEqual(set);
    expect(links(url(set['hi-IN']))).toEqual(set);
    expect(url(`${SITE}/place/${ENGLISH_ONLY}`)).toMatch(/<\/loc><lastmod>[^<]+<\/lastmod><\/url>$/);
    expect(xml).not.toContain(`${SITE}/hi/place/${ENGLISH_ONLY}`);
    expect(links(url(`${SITE}/hi/faqs`))).toEqual({
      'en-IN': `${SITE}/faqs`,
      'hi-IN': `${SITE}/hi/faqs`,
      'x-default': `${SITE}/faqs`,
    });
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
