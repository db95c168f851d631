import { describe, expect, it, vi } from 'vitest';
import type { DocumentLocationResolverObject } from 'sanity/presentation';

// The Studio side of a third language (docs/developers.md#adding-a-language): Marathi added as one
// row of the table of languages (src/shared/i18n/language-table.ts, mocked as in
// tests/unit/third-language.test.ts), and the plugin, the singletons' ids, the language field and
// Presentation follow, with no Studio file touched.

vi.mock('../../src/shared/i18n/language-table', async (importOriginal) => {
  const original = await importOriginal<{ LANGUAGE_TABLE: readonly object[] }>();
  const MARATHI = { code: 'mr', tag: 'mr-IN', og: 'mr_IN', name: 'मराठी', english: 'Marathi' };
  return { ...original, LANGUAGE_TABLE: [...original.LANGUAGE_TABLE, MARATHI] };
});

const { LANGUAGES, TRANSLATION_LOCALES, singletonId } = await import('../../studio/src/languages');
const { languageField } = await import('../../studio/src/schemaTypes/fields');
const { locations, mainDocuments } = await import('../../studio/src/presentation/resolve');

type Resolver = DocumentLocationResolverObject & {
  resolve: (doc: Record<string, unknown>) => { locations?: Array<{ href: string }> } | null | undefined;
};
const hrefs = (type: string, doc: Record<string, unknown>) =>
  ((locations as Record<string, Resolver>)[type]?.resolve(doc)?.locations ?? []).map((l) => l.href);

describe('a third language in the Studio, from its row alone', () => {
  it('the plugin offers it, by its own name; documents are translated into Hindi and Marathi', () => {
    expect(LANGUAGES).toEqual([
      { id: 'en', title: 'English' },
      { id: 'hi', title: 'हिन्दी' },
      { id: 'mr', title: 'मराठी' },
    ]);
    expect(TRANSLATION_LOCALES).toEqual(['hi', 'mr']);
    expect(singletonId('about', 'mr' as never)).toBe('about-mr');
    expect(languageField().description).toBe(
      'Set by the Translations menu: "en" (English), "hi" (Hindi) or "mr" (Marathi); empty means English.',
    );
  });

  it('Presentation opens a Marathi document on its /mr/ pages and finds it from a /mr/ route', () => {
    const ad = { title: 'जयपूरमधील लग्नाचे छायाचित्रकार', slug: 'wedding-photographer-jaipur', language: 'mr' };
    expect(hrefs('targetedAd', ad)).toEqual(['/mr/place/wedding-photographer-jaipur']);
    expect(hrefs('faq', { language: 'mr' })).toEqual(['/mr/faqs']);
    const routes = mainDocuments as Array<{ route: string; filter?: string }>;
    expect(routes.find((d) => d.route === '/mr/place/:slug')?.filter).toBe(
      '_type == "targetedAd" && slug.current == $slug && language == "mr"',
    );
  });
});
