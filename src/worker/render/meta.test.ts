import { describe, expect, it } from 'vitest';
import { docLanguage, docLanguages, pageUrls } from './meta';

const SITE = 'https://photos.example.in';

describe("a page's languages and URLs (docs/decisions/0031-languages-by-path.md)", () => {
  it("reads a document's languages; missing or unknown ones: English only", () => {
    expect(docLanguages({ languages: ['hi', 'en'] })).toEqual(['en', 'hi']);
    expect(docLanguages({ languages: ['en', 'hi', 'xx', 7] })).toEqual(['en', 'hi']);
    for (const doc of [{}, { languages: null }, { languages: 'hi' }, { language: 'xx' }, null, 'x'])
      expect(docLanguages(doc)).toEqual(['en']);
    // The version shown is one of them; English always is (the x-default).
    expect(docLanguages({ language: 'hi' })).toEqual(['en', 'hi']);
    expect(docLanguages({ languages: ['hi'] })).toEqual(['en', 'hi']);
    expect(docLanguage({ language: 'hi' })).toBe('hi');
    for (const doc of [{}, { language: 'xx' }, null]) expect(docLanguage(doc)).toBe('en');
  });

  it('a page in both languages: itself as canonical, the same alternates from each', () => {
    const set = [
      { hreflang: 'en-IN', href: `${SITE}/faqs?x=1` },
      { hreflang: 'hi-IN', href: `${SITE}/hi/faqs?x=1` },
      { hreflang: 'x-default', href: `${SITE}/faqs?x=1` },
    ];
    expect(pageUrls(SITE, '/faqs?x=1', 'en')).toEqual({ canonical: `${SITE}/faqs?x=1`, alternates: set });
    expect(pageUrls(SITE, '/faqs?x=1', 'hi')).toEqual({ canonical: `${SITE}/hi/faqs?x=1`, alternates: set });
    expect(pageUrls(SITE, '/', 'hi').canonical).toBe(`${SITE}/hi`);
  });

  it('a page in English only: the English URL as canonical in either language, no alternates', () => {
    const english = { canonical: `${SITE}/place/goa`, alternates: [] };
    expect(pageUrls(SITE, '/place/goa', 'hi', ['en'])).toEqual(english);
    expect(pageUrls(SITE, '/place/goa', 'en', ['en'])).toEqual(english);
  });
});
