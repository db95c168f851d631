import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/shared/i18n/catalogues';
import { EXPERIENCE_LEVELS, PARTNER_CATEGORIES } from '../../src/shared/site';

// What each language's page carries (docs/decisions/0033-interface-texts-from-the-catalogue.md): on
// the built client, every English interface text lives in the English catalogue's chunk only and
// every Hindi one in the Hindi chunk only, so a Hindi page's JavaScript has no English catalogue
// and an English page's no Hindi one; the chunks are precompiled, and no chunk has the ICU parser.
const ASSETS = 'dist/client/assets';
const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
const code = (f: string) => readFileSync(join(ASSETS, f), 'utf8');
const chunk = (lang: string) => {
  const hits = files.filter((f) => new RegExp(`^${lang}-[\\w-]+\\.js$`).test(f));
  expect(hits).toHaveLength(1);
  return hits[0]!;
};
/** Option values the payload carries in English whatever the page's language (docs/product.md#lead-payloads). */
const VALUES = new Set<string>([...PARTNER_CATEGORIES, ...EXPERIENCE_LEVELS]);
/** A text that says something of its own (not '© ' or 'Email'), and the literal part of an ICU one. */
const distinctive = (lang: 'en' | 'hi') =>
  Object.entries(CATALOGUES[lang])
    .filter(([key, text]) => text.length >= 14 && text !== CATALOGUES[lang === 'en' ? 'hi' : 'en'][key as never])
    .filter(([, text]) => !VALUES.has(text))
    .map(([, text]) => text.split('{')[0]!)
    .filter((text) => text.length >= 14);

describe('the client bundle per language', () => {
  it('English texts only in the English chunk, Hindi texts only in the Hindi chunk', () => {
    for (const lang of ['en', 'hi'] as const) {
      const own = chunk(lang);
      const texts = distinctive(lang);
      expect(texts.length).toBeGreaterThan(40);
      const elsewhere = files
        .filter((f) => f !== own)
        .flatMap((f) => texts.filter((text) => code(f).includes(text)).map((text) => `${f}: ${text}`));
      expect(elsewhere).toEqual([]);
      expect(texts.filter((text) => !code(own).includes(text))).toEqual([]);
    }
  });

  it('the chunks hold every key, precompiled; no client chunk has the message parser', () => {
    for (const lang of ['en', 'hi'] as const) {
      const text = code(chunk(lang));
      for (const key of Object.keys(CATALOGUES[lang])) expect(text).toContain(`"${key}"`);
      // The phone-length message has an argument: it ships as its syntax tree, not as ICU text.
      expect(text).not.toContain('{country}');
    }
    expect(files.filter((f) => code(f).includes('EXPECT_ARGUMENT_CLOSING_BRACE'))).toEqual([]);
  });
});

describe("the worker's catalogues", () => {
  it('precompiled as well: no module of the worker has the message parser (its startup, vite.config.ts)', () => {
    const dir = 'dist/photo_site';
    const modules = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(modules.length).toBeGreaterThan(10);
    const read = (f: string) => readFileSync(join(dir, f), 'utf8');
    expect(modules.filter((f) => read(f).includes('EXPECT_ARGUMENT_CLOSING_BRACE'))).toEqual([]);
    const catalogues = modules.filter((f) => read(f).includes('"validation.phoneLength":'));
    expect(catalogues).toHaveLength(1);
    expect(read(catalogues[0]!)).not.toContain('{country}');
  });
});
