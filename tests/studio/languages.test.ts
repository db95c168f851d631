import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import type { DocumentLocationResolverObject } from 'sanity/presentation';
import { LANGUAGES, languagesPlugin, singletonId, TRANSLATED_TYPES } from '../../studio/src/languages';
import { missingFilter } from '../../studio/src/missing';
import { locations, mainDocuments } from '../../studio/src/presentation/resolve';
import { SINGLETON_TYPES } from '../../studio/src/schemaTypes';
import { loadNdjson } from '../helpers/sanity-standin';

// The Studio's languages (docs/decisions/0032-documents-per-language.md): the plugin's configuration,
// the "Missing हिन्दी" lists over the demo dataset, and Presentation's paths for a Hindi document.

type Resolver = DocumentLocationResolverObject & {
  resolve: (doc: Record<string, unknown>) => { locations?: Array<{ href: string }> } | null | undefined;
};
const hrefs = (type: string, doc: Record<string, unknown>) =>
  ((locations as Record<string, Resolver>)[type]?.resolve(doc)?.locations ?? []).map((l) => l.href);

describe('the document-internationalization plugin', () => {
  it('names English and Hindi, on the language field, for every type a page shows', () => {
    expect(LANGUAGES).toEqual([
      { id: 'en', title: 'English' },
      { id: 'hi', title: 'हिन्दी' },
    ]);
    expect(languagesPlugin.name).toBe('@sanity/document-internationalization');
    expect(TRANSLATED_TYPES).toEqual(
      expect.arrayContaining(['service', 'package', 'faq', 'targetedAd', 'seo', 'testimonial', ...SINGLETON_TYPES]),
    );
    const types = (languagesPlugin.schema as { types: Array<{ name: string }> }).types.map((t) => t.name);
    expect(types).toContain('translation.metadata');
  });

  it('gives a singleton one fixed id per language, the English one its type (existing datasets)', () => {
    expect(singletonId('about', 'en')).toBe('about');
    expect(singletonId('about', 'hi')).toBe('about-hi');
  });
});

describe('"Missing हिन्दी": the English documents without a Hindi version', () => {
  const docs = loadNdjson();
  // The Studio's list runs `*[filter]`; groq-js (no short-circuit `&&`) gets the type first, or it
  // would look for every document's metadata.
  const missing = async (type: string) =>
    (await (
      await evaluate(parse(`*[_type == $type][${missingFilter}]._id`), { dataset: docs, params: { type, lang: 'hi' } })
    ).get()) as string[];

  it('lists the untranslated services and ads only, never a Hindi document', async () => {
    expect((await missing('service')).sort()).toEqual([
      'service-family-portraits',
      'service-product-food-photography',
      'service-travel-photography',
    ]);
    expect(await missing('targetedAd')).toEqual(['targetedAd-pre-wedding-shoot-goa']);
    expect(await missing('package')).toEqual([]);
  });
});

describe('Presentation in both languages', () => {
  it('opens a Hindi document on its /hi/ pages and an English one where it always was', () => {
    const ad = { title: 'जयपुर में वेडिंग फ़ोटोग्राफ़र', slug: 'wedding-photographer-jaipur' };
    expect(hrefs('targetedAd', { ...ad, language: 'hi' })).toEqual(['/hi/place/wedding-photographer-jaipur']);
    expect(hrefs('targetedAd', ad)).toEqual(['/place/wedding-photographer-jaipur']);
    expect(hrefs('service', { title: 'x', slug: 'wedding-photography', language: 'hi' })).toEqual([
      '/hi/services/wedding-photography',
      '/hi/services',
      '/hi',
    ]);
    expect(hrefs('faq', { language: 'hi' })).toEqual(['/hi/faqs']);
    expect(hrefs('seo', { pageName: 'packages', language: 'hi' })).toEqual(['/hi/packages']);
  });

  it('finds the Hindi main document of a /hi/ route', () => {
    const routes = mainDocuments as Array<{ route: string; filter?: string }>;
    expect(routes.find((d) => d.route === '/hi/place/:slug')?.filter).toBe(
      '_type == "targetedAd" && slug.current == $slug && language == "hi"',
    );
    expect(routes.find((d) => d.route === '/hi/about')?.filter).toBe('_type == "about" && language == "hi"');
    expect(routes.find((d) => d.route === '/place/:slug')?.filter).toBe(
      '_type == "targetedAd" && slug.current == $slug',
    );
  });
});
