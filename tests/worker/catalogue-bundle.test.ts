import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/shared/i18n/catalogues';
import { EXPERIENCE_LEVELS, PARTNER_CATEGORIES } from '../../src/shared/lists';

// What each language's page carries (docs/decisions/0033-interface-texts-from-the-catalogue.md,
// docs/decisions/0045-each-island-ships-its-own-keys.md): on the built client, each island's texts
// live in its own chunk per language (assets/messages/<build>/<lang>/<Island>.js) and nowhere else,
// so a Hindi page's JavaScript has no English text and an English page's no Hindi one; a chunk holds
// the keys its island's code names and no text the worker alone renders; the chunks are
// precompiled, and no chunk has the ICU parser.
const ASSETS = 'dist/client/assets';
const files = readdirSync(ASSETS, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
const code = (f: string) => readFileSync(join(ASSETS, f), 'utf8');
const builds = readdirSync(join(ASSETS, 'messages'));
const chunks = (lang: string) => files.filter((f) => f.startsWith(`messages/${builds[0]}/${lang}/`));
/** Option values the payload carries in English whatever the page's language (docs/product.md#lead-payloads). */
const VALUES = new Set<string>([...PARTNER_CATEGORIES, ...EXPERIENCE_LEVELS]);
type Catalogues = { keys: Record<string, string[]>; short: Map<string, string> };
const { keys, short } = (await (
  (await import(/* @vite-ignore */ new URL('../../vite.config.ts', import.meta.url).href)) as {
    islandCatalogues(): Promise<Catalogues>;
  }
).islandCatalogues()) as Catalogues;
const islandKeys = new Set(Object.values(keys).flat());
/** A text that says something of its own (not '© ' or 'Email'), and the literal part of an ICU one. */
const distinctive = (lang: 'en' | 'hi', islands: boolean) =>
  Object.entries(CATALOGUES[lang])
    .filter(([key]) => islandKeys.has(key) === islands)
    .filter(([key, text]) => text.length >= 14 && text !== CATALOGUES[lang === 'en' ? 'hi' : 'en'][key as never])
    .filter(([, text]) => !VALUES.has(text))
    .map(([, text]) => text.split('{')[0]!)
    .filter((text) => text.length >= 14)
    // As the chunks write it (JSON).
    .map((text) => JSON.stringify(text).slice(1, -1));

describe('the client bundle per language', () => {
  it("one build's chunks: one per island and language", () => {
    expect(builds).toHaveLength(1);
    for (const lang of ['en', 'hi']) expect(chunks(lang).length).toBe(Object.keys(keys).length);
  });

  it('English texts only in English chunks, Hindi texts only in Hindi chunks', () => {
    for (const lang of ['en', 'hi'] as const) {
      const own = chunks(lang);
      const texts = distinctive(lang, true);
      expect(texts.length).toBeGreaterThan(40);
      const elsewhere = files
        .filter((f) => !own.includes(f))
        .flatMap((f) => texts.filter((text) => code(f).includes(text)).map((text) => `${f}: ${text}`));
      expect(elsewhere).toEqual([]);
      const all = own.map(code).join('\n');
      expect(texts.filter((text) => !all.includes(text))).toEqual([]);
    }
  });

  it("each island's chunk holds the keys its code names, precompiled; no text the worker alone renders", async () => {
    for (const lang of ['en', 'hi'] as const) {
      for (const [island, own] of Object.entries(keys)) {
        const file = join(process.cwd(), ASSETS, 'messages', builds[0]!, lang, `${island}.js`);
        const chunk = ((await import(/* @vite-ignore */ file)) as { default: object }).default;
        // Keys the code writes whole ship as short ids (vite.config.ts shortKeys).
        const ids = own.map((key) => short.get(key) ?? key).sort();
        expect(Object.keys(chunk).sort(), `${lang} ${island}`).toEqual(ids);
      }
      const text = chunks(lang).map(code).join('\n');
      // The phone-length message has an argument: it ships as its parts, not as ICU text.
      expect(text).toContain('"validation.phoneLength"');
      expect(text).not.toContain('{country}');
      const islandTexts = distinctive(lang, true);
      const workerOnly = distinctive(lang, false).filter((t) => !islandTexts.some((own) => own.includes(t)));
      expect(workerOnly.length).toBeGreaterThan(100);
      expect(workerOnly.filter((t) => text.includes(t))).toEqual([]);
    }
    expect(files.filter((f) => code(f).includes('EXPECT_ARGUMENT_CLOSING_BRACE'))).toEqual([]);
    // Nor the message formatter: the islands' translator is src/client/translate.ts.
    expect(files.filter((f) => code(f).includes('IntlMessageFormat'))).toEqual([]);
  });
});

// What every page's islands load beside their texts (src/build/preload.ts, vite.config.ts treeshake
// and manualChunks): the weight per page `npm run bench` measures.
describe("the islands' chunks carry no code they do not run", () => {
  it("Vite's own preload helper is in no public chunk (its CSS, nonce and link scan): ours is", () => {
    // The draft preview's own build (editors only) keeps Vite's.
    const visitors = files.filter((f) => !f.startsWith('preview/'));
    expect(visitors.filter((f) => code(f).includes('csp-nonce'))).toEqual([]);
    expect(visitors.filter((f) => code(f).includes('rel=`modulepreload`'))).toHaveLength(1);
  });

  it('no island chunk imports a chunk for its side effects alone (a request for code nothing uses)', () => {
    const islands = files.filter((f) => /^[A-Z]\w*-[\w-]{8}\.js$/.test(f));
    expect(islands.length).toBeGreaterThan(15);
    expect(islands.filter((f) => /import"\.\/[^"]+"/.test(code(f)))).toEqual([]);
    // The page's path and site name (every page's floating buttons) are no request of their own.
    expect(files.filter((f) => f.startsWith('public-config-'))).toEqual([]);
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
