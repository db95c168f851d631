import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestContent, type Content } from '../../src/worker/content/request';
import { createDemoSource } from '../../src/worker/content/demo/source';
import * as Q from '../../src/worker/content/queries';
import type { ContentSource } from '../../src/worker/content/source-types';
import type { Locale } from '../../src/shared/i18n/locales';
import { DEMO_DATASET, loadNdjson } from '../helpers/sanity-standin';
import { text } from '../helpers/html';
import { worker } from '../helpers/in-process';

// Documents per language (docs/decisions/0032-documents-per-language.md) over the demo dataset: a
// page in Hindi shows each document's Hindi version where one is published and the English one
// where not; English pages read exactly what they read before any translation existed.

type Doc = { _id: string; _type: string; language?: string; [k: string]: unknown };
type Row = Record<string, unknown>;

/** The demo dataset as it was before translation: no Hindi documents, no metadata, no `language`. */
function englishOnly(docs: Doc[]): Doc[] {
  return docs
    .filter((d) => d.language !== 'hi' && d._type !== 'translation.metadata' && !d._id.startsWith('drafts.'))
    .map(({ language: _language, ...rest }) => rest as Doc);
}

/** Query results without the fields this change adds (`language`, `languages`, `singletons`). */
const withoutLanguages = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (k, v) => (['language', 'languages', 'singletons'].includes(k) ? undefined : v)));

let demo: ContentSource;
let before: Doc[];
const content = (locale: Locale): Content =>
  requestContent('demo', {} as Content['image'], (groq, params) => demo.query(groq, params), locale);
const hi = () => content('hi');
const en = () => content('en');
const titles = (rows: Row[] | null, field = 'title') => (rows ?? []).map((r) => r[field]);
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(() => {
  demo = createDemoSource(readFileSync(DEMO_DATASET, 'utf8'));
  before = englishOnly(loadNdjson() as Doc[]);
});

describe('English pages read what they read before any translation', () => {
  const PARAMS: Record<string, Record<string, unknown>> = {
    SEO: { page: 'home' },
    TARGETED_AD_HEAD: { slug: 'wedding-photographer-jaipur' },
    TARGETED_AD_BY_SLUG: { slug: 'wedding-photographer-jaipur' },
    SERVICE_BY_SLUG: { slug: 'wedding-photography' },
    PHOTOGRAPHER_BY_SLUG: { slug: 'aarav-mehta' },
    PORTFOLIO_BY_SLUG: { slug: 'riya-karan-jaipur-palace-wedding' },
    POST_BY_SLUG: { slug: 'how-to-plan-your-wedding-photography-timeline' },
    CITY_BY_SLUG: { slug: 'delhi-ncr' },
  };
  const queries = Object.entries(Q as Record<string, unknown>).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );

  it.each(queries)('%s', async (name, groq) => {
    const params = { start: 0, end: 12, category: 'all', search: '', ...PARAMS[name] };
    const now = await en().query(groq, params);
    const then = await (
      await evaluate(parse(groq, { params: { ...params, lang: 'en' } }), {
        dataset: before,
        params: { ...params, lang: 'en' },
      })
    ).get();
    expect(withoutLanguages(now)).toEqual(withoutLanguages(then));
    if (name !== 'SITEMAP') expect(JSON.stringify(now)).not.toMatch(DEVANAGARI);
  });
});

describe('a Hindi page, document by document', () => {
  it('a list shows the Hindi version of each translated document and the English of the others, in the English order', async () => {
    const [inHindi, inEnglish] = await Promise.all([hi().query<Row[]>(Q.SERVICES), en().query<Row[]>(Q.SERVICES)]);
    expect(inHindi.map((s) => s.slug)).toEqual(inEnglish.map((s) => s.slug));
    expect(titles(inHindi)).toEqual([
      'कॉर्पोरेट हेडशॉट',
      'डेस्टिनेशन वेडिंग',
      'इवेंट कवरेज',
      'Family Portraits',
      'मैटरनिटी फ़ोटोशूट',
      'नवजात और बेबी फ़ोटोग्राफ़ी',
      'प्री-वेडिंग शूट',
      'Product & Food Photography',
      'Travel Photography',
      'वेडिंग फ़ोटोग्राफ़ी',
    ]);
    const faqs = await hi().query<Row[]>(Q.FAQS);
    expect(faqs).toHaveLength(14);
    expect(faqs.filter((f) => DEVANAGARI.test(String(f.question)))).toHaveLength(12);
    expect(faqs[13]?.question).toBe('Can I use the photos on social media?');
  });

  it('a translated ad page: the Hindi document, its language and both languages', async () => {
    const ad = await hi().query<Row>(Q.TARGETED_AD_HEAD, { slug: 'wedding-photographer-jaipur' });
    expect(ad).toMatchObject({ title: 'जयपुर में वेडिंग फ़ोटोग्राफ़र', language: 'hi', languages: ['en', 'hi'] });
    expect(ad.slug).toBe('wedding-photographer-jaipur');
    const full = await hi().query<Row>(Q.TARGETED_AD_BY_SLUG, { slug: 'baby-photoshoot-delhi-ncr' });
    expect(full).toMatchObject({ location: 'दिल्ली NCR', language: 'hi', languages: ['en', 'hi'] });
    const english = await en().query<Row>(Q.TARGETED_AD_HEAD, { slug: 'wedding-photographer-jaipur' });
    expect(english).toMatchObject({ title: 'Wedding Photographer in Jaipur', language: 'en', languages: ['en', 'hi'] });
  });

  it('an ad nobody translated: the English document at its Hindi address, never blank', async () => {
    const ad = await hi().query<Row>(Q.TARGETED_AD_BY_SLUG, { slug: 'pre-wedding-shoot-goa' });
    expect(ad).toMatchObject({ title: 'Pre-Wedding Shoot in Goa', language: 'en', languages: ['en'] });
    expect(await hi().query(Q.TARGETED_AD_HEAD, { slug: 'no-such-ad' })).toBeNull();
  });

  it('singletons and seo records: the Hindi one where it exists, else the English', async () => {
    expect(await hi().query<Row>(Q.ABOUT)).toMatchObject({ language: 'hi', languages: ['en', 'hi'] });
    expect((await hi().query<Row[]>(Q.HERO_CAROUSEL))[0]?.title).toBe('वो पल, जो\\nहमेशा याद रहें');
    expect(await hi().query<Row>(Q.TERMS)).toMatchObject({ title: 'Terms and Conditions', language: 'en' });
    expect((await hi().query<Row>(Q.SEO, { page: 'home' })).title).toBe('पूरे भारत में प्रोफ़ेशनल फ़ोटोग्राफ़र');
    expect((await hi().query<Row>(Q.SEO, { page: 'blogs' })).title).toBe('Photography Blog');
  });

  it('the sitemap query names the languages of each document, seo record and singleton', async () => {
    const map = await en().query<{
      docs: Array<{ _type: string; slug: string; languages: string[] }>;
      seo: Array<{ pageName: string; languages: string[] }>;
      singletons: Record<string, string[]>;
    }>(Q.SITEMAP);
    const langs = (slug: string) => map.docs.find((d) => d.slug === slug)?.languages;
    expect(langs('wedding-photographer-jaipur')).toEqual(['en', 'hi']);
    expect(langs('pre-wedding-shoot-goa')).toEqual(['en']);
    expect(langs('family-portraits')).toEqual(['en']);
    expect(map.docs.filter((d) => d.slug === 'wedding-photography')).toHaveLength(1);
    expect(map.seo.find((s) => s.pageName === 'home')?.languages).toEqual(['en', 'hi']);
    expect(map.singletons).toMatchObject({ about: ['en', 'hi'], termsAndConditions: ['en'] });
  });
});

describe('the request language reaches the queries', () => {
  it('a query reading $lang gets the locale among its params; other queries run as they are', () => {
    const seen: Array<Record<string, unknown>> = [];
    const c = requestContent('demo', {} as Content['image'], async (_q, params) => seen.push(params), 'hi');
    void c.query(Q.SERVICES);
    void c.query(Q.SEO, { page: 'home' });
    void c.query(Q.POSTS_COUNT);
    expect(seen).toEqual([{ lang: 'hi' }, { lang: 'hi', page: 'home' }, {}]);
    expect(c.locale).toBe('hi');
  });
});

describe('English pages in-process show no Hindi document', () => {
  const server = worker();
  it.each(['/services', '/packages', '/faqs', '/about', '/place/wedding-photographer-jaipur'])('%s', async (path) => {
    const res = await server.fetch(path);
    expect(res.status).toBe(200);
    const shown = text(await res.text());
    for (const hindi of ['वेडिंग फ़ोटोग्राफ़ी', 'शादी के पैकेज', 'बुकिंग कितने दिन पहले', 'हम कौन हैं', 'जयपुर में'])
      expect(shown).not.toContain(hindi);
  });
});
