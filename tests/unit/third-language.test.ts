import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asBot, asBrowser, worker } from '../helpers/in-process';
import { text, title } from '../helpers/html';
import { alternates, canonicalOf, htmlLang, switchLinks } from '../helpers/languages';
import { inboxClient } from '../helpers/inbox';
import { CALLBACK, json, post } from '../helpers/leads';

/**
 * A third language, added as docs/developers.md#adding-a-language says and nothing more: Marathi
 * (`mr`) as one row of the table of languages (src/shared/i18n/language-table.ts) and a catalogue
 * folder of its own (src/shared/i18n/messages/<code>/, here a stub of a few keys: the rest reads in
 * English, src/shared/i18n/catalogues.ts complete); no document of the demo dataset is in Marathi.
 * What a visitor and a crawler then see: every page under /mr/, `<html lang="mr-IN">`, the switch
 * offering three languages, hreflang and the sitemap naming the third language reciprocally,
 * English content where a document has no Marathi version (its canonical on the English URL), and a
 * Marathi not-found page; the inbox's quick replies offer Marathi beside English and Hindi, and its
 * WhatsApp greeting to a Marathi lead is in Marathi.
 */

/** The row a developer adds to LANGUAGE_TABLE. */
const MARATHI = { code: 'mr', tag: 'mr-IN', og: 'mr_IN', name: 'मराठी', english: 'Marathi' } as const;

/** The stub catalogue folder's messages: a language still being translated has only some keys. */
const MARATHI_MESSAGES = vi.hoisted(() => ({
  'language.switch': 'मराठी',
  'language.switchLabel': 'हे पान मराठीत वाचा',
  'notFound.title': 'माफ करा! हे पान सापडले नाही',
  'notFound.metaTitle': 'पान सापडले नाही',
  'notFound.home': 'मुख्यपृष्ठावर परत जा',
  // The inbox's WhatsApp greeting to a Marathi lead (src/worker/inbox/view/format.ts contactLinks).
  'greeting.text': '{named, select, yes {नमस्कार {name}} other {नमस्कार}}, {business} कडून {topic} बद्दल.',
  'greeting.topicService': '{service} फोटोग्राफीसाठी तुमची चौकशी',
}));

// The shapes of the two modules this test extends (tsc leaves src/ to its own project).
type TableModule = { LANGUAGE_TABLE: readonly object[] };
type FoldersModule = { CATALOGUE_FOLDERS: Record<string, Record<string, string>> };
type D1 = { prepare(sql: string): { bind(...v: unknown[]): { first(): Promise<unknown> } } };
type AckText = {
  ackLanguage(lang: string): string;
  ackParams(lead: object, lang: string, now: Date, minutes: number): string[];
};

// Step 1: its row in the table of languages.
vi.mock('../../src/shared/i18n/language-table', async (importOriginal) => {
  const original = await importOriginal<TableModule>();
  return { ...original, LANGUAGE_TABLE: [...original.LANGUAGE_TABLE, MARATHI] };
});
// Step 2: its catalogue folder, found as src/shared/i18n/messages/index.ts finds a folder.
vi.mock('../../src/shared/i18n/messages', async (importOriginal) => {
  const original = await importOriginal<FoldersModule>();
  return { ...original, CATALOGUE_FOLDERS: { ...original.CATALOGUE_FOLDERS, mr: MARATHI_MESSAGES } };
});

const SITE = 'https://photos.example.in';
const server = worker({ SITE_URL: SITE });
beforeAll(() => server.listen());
afterAll(() => server.close());

const get = async (path: string, init: Parameters<typeof server.fetch>[1] = asBot) => {
  const res = await server.fetch(path, { ...init, redirect: 'manual' });
  return { res, html: await res.text() };
};

/** `/services` in each language, as absolute URLs. */
const urls = (path: string) => ({
  en: `${SITE}${path}`,
  hi: `${SITE}${path === '/' ? '/hi' : `/hi${path}`}`,
  mr: `${SITE}${path === '/' ? '/mr' : `/mr${path}`}`,
});

describe('a third language from a table row and a catalogue folder', () => {
  it('/mr and /mr/services answer in Marathi: 200, <html lang="mr-IN">, og:locale mr_IN', async () => {
    for (const path of ['/mr', '/mr/services', '/mr/faqs', '/mr/place/wedding-photographer-jaipur']) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(200);
      expect(htmlLang(html), path).toBe('mr-IN');
      expect(html, path).toContain('<meta property="og:locale" content="mr_IN"/>');
    }
    // Its home is its bare prefix, as Hindi's.
    const slash = await get('/mr/?page=1');
    expect(slash.res.status).toBe(301);
    expect(slash.res.headers.get('location')).toBe('/mr?page=1');
  });

  it('the language switch offers the two other languages on every language of a page, each in its own name', async () => {
    const names = (html: string) => [...html.matchAll(/class="lang-switch__link"[^>]*>([^<]+)</g)].map((m) => m[1]);
    const en = (await get('/services', asBrowser)).html;
    const hi = (await get('/hi/services', asBrowser)).html;
    const mr = (await get('/mr/services', asBrowser)).html;
    expect(switchLinks(en)).toEqual([
      { href: '/hi/services', lang: 'hi-IN' },
      { href: '/mr/services', lang: 'mr-IN' },
    ]);
    expect(names(en)).toEqual(['हिन्दी', 'मराठी']);
    expect(switchLinks(hi)).toEqual([
      { href: '/services', lang: 'en-IN' },
      { href: '/mr/services', lang: 'mr-IN' },
    ]);
    expect(switchLinks(mr)).toEqual([
      { href: '/services', lang: 'en-IN' },
      { href: '/hi/services', lang: 'hi-IN' },
    ]);
    expect(names(mr)).toEqual(['English', 'हिन्दी']);
    expect(en.match(/<a [^>]*lang="mr-IN"[^>]*>/)?.[0]).toContain('title="हे पान मराठीत वाचा"');
  });

  it('hreflang: every language of a page names all three reciprocally, x-default English; canonicals on themselves', async () => {
    for (const path of ['/', '/services', '/faqs']) {
      const u = urls(path);
      const set = { 'en-IN': u.en, 'hi-IN': u.hi, 'mr-IN': u.mr, 'x-default': u.en };
      for (const url of Object.values(u)) {
        const { html } = await get(url.slice(SITE.length));
        expect(alternates(html), url).toEqual(set);
        expect(canonicalOf(html), url).toBe(url);
      }
    }
    const { html } = await get('/mr/services');
    expect([...html.matchAll(/og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1])).toEqual(['en_IN', 'hi_IN']);
  });

  it('a document without a Marathi version: English content in Marathi chrome, canonical on the English URL', async () => {
    const path = '/place/pre-wedding-shoot-goa';
    const en = await get(path);
    const hi = await get(`/hi${path}`);
    const mr = await get(`/mr${path}`);
    expect(mr.res.status).toBe(200);
    expect(htmlLang(mr.html)).toBe('mr-IN');
    expect(canonicalOf(mr.html)).toBe(`${SITE}${path}`);
    expect(alternates(mr.html)).toEqual({});
    // The English document's texts, as on the English page.
    expect(title(mr.html)).toBe(title(en.html));
    const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
    expect(h1(mr.html)).toBe(h1(en.html));
    expect(h1(en.html)).toMatch(/Goa/);
    // Neither English nor Hindi names a Marathi version that does not exist.
    expect(Object.keys(alternates(en.html))).not.toContain('mr-IN');
    expect(Object.keys(alternates(hi.html))).not.toContain('mr-IN');
    // Listings show each document in Marathi where it exists, else in English: here English.
    const services = (await get('/mr/services')).html;
    expect(services.match(/<h2 class="card__title"[^>]*>([^<]+)</g)?.length).toBeGreaterThan(5);
    expect(services).toContain('>Wedding Photography</h2>');
  });

  it('the sitemap lists the Marathi pages with their alternates, and no Marathi URL of an untranslated document', async () => {
    const xml = (await get('/sitemap.xml')).html;
    const entry = (loc: string) => xml.match(new RegExp(`<url><loc>${loc}</loc>.*?</url>`))?.[0] ?? '';
    const links = (loc: string) =>
      Object.fromEntries(
        [...entry(loc).matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
    const u = urls('/services');
    const set = { 'en-IN': u.en, 'hi-IN': u.hi, 'mr-IN': u.mr, 'x-default': u.en };
    for (const loc of Object.values(u)) expect(links(loc), loc).toEqual(set);
    expect(entry(`${SITE}/mr`)).not.toBe('');
    expect(xml).not.toContain('/mr/place/');
    expect(xml).not.toContain('/mr/services/');
  });

  it('a /mr/ path that does not exist: a Marathi not-found page, 404; an untranslated key reads in English', async () => {
    const { res, html } = await get('/mr/no-such-page', asBrowser);
    expect(res.status).toBe(404);
    expect(htmlLang(html)).toBe('mr-IN');
    expect(title(html)).toBe('पान सापडले नाही | ShutterStory');
    expect(text(html)).toContain('माफ करा! हे पान सापडले नाही');
    expect(html).toContain('href="/mr"');
    // 'notFound.message' is not in the stub catalogue: English, never a key or a blank.
    expect(text(html)).toContain("The page you're looking for doesn't exist.");
    expect(alternates(html)).toEqual({});
  });

  it('English and Hindi keep their own language where the third one is added', async () => {
    expect(htmlLang((await get('/services')).html)).toBe('en-IN');
    expect(htmlLang((await get('/hi/services')).html)).toBe('hi-IN');
    // A path that only starts like the prefix is English.
    expect((await get('/mrs-and-mr')).res.status).toBe(404);
    expect(htmlLang((await get('/mrs-and-mr')).html)).toBe('en-IN');
  });
});

describe('a lead from a page in the third language', () => {
  it('keeps its language; the acknowledgement, approved in English and Hindi only, is said in English', async () => {
    const res = await post(server, 'submit-form', { ...CALLBACK, phone: '9876512345', language: 'mr' });
    expect(res.status).toBe(202);
    const { id } = await json(res);
    const env = (await server.getWorker().getEnv()) as { LEADS_DB: D1 };
    const row = await env.LEADS_DB.prepare('SELECT language FROM lead_prefs WHERE lead_id = ?1').bind(id).first();
    expect(row).toEqual({ language: 'mr' });
    // The texts the site fills into the WhatsApp template (src/worker/notices/ack-text.ts).
    const { ackLanguage, ackParams } = (await import(
      /* @vite-ignore */ new URL('../../src/worker/notices/ack-text.ts', import.meta.url).href
    )) as AckText;
    expect(ackLanguage('mr')).toBe('en');
    expect(ackLanguage('hi')).toBe('hi');
    const now = new Date('2026-03-02T05:00:00Z'); // Monday 10:30 in India
    expect(ackParams({ firstName: 'Priya', form: 'callback', service: 'wedding' }, ackLanguage('mr'), now, 15)).toEqual(
      ['Priya', 'wedding photography', 'by 10:45 am today'],
    );
  });
});

describe("the inbox's quick replies in the third language", () => {
  // The owner's own machine (no Access, SITE_URL on loopback: src/worker/inbox/guard.ts).
  const local = worker();
  let origin = '';
  const { admin } = inboxClient(() => ({ server: local, origin }));
  beforeAll(async () => {
    origin = (await local.listen()).url.toString().replace(/\/$/, '');
  });
  afterAll(() => local.close());

  it('the editor offers Marathi; a Marathi template written there comes first on a Marathi lead', async () => {
    const editor = await admin('/admin/replies/new');
    expect(editor.body).toContain('<option value="mr">मराठी</option>');
    const added = await admin('/admin/replies', {
      form: 'callback',
      service: '',
      lang: 'mr',
      channel: 'whatsapp',
      title: 'धन्यवाद',
      body: 'नमस्कार {name}, {brand} कडून धन्यवाद.',
    });
    expect(added.location).toBe('/admin/replies?done=added');
    const res = await post(local, 'submit-form', { ...CALLBACK, phone: '9876512399', language: 'mr' });
    const { id } = await json(res);
    const page = (await admin(`/admin/leads/${id}`)).body;
    const quick = page.slice(page.indexOf('id="quick-h"'));
    // The lead's language first, in its own name; then English and Hindi, whose defaults ship.
    const langs = [...quick.matchAll(/<div class="quick-replies__lang" lang="(\w+)"><h4 lang="en">([^<]+)<\/h4>/g)];
    expect(langs.map((m) => [m[1], m[2]])).toEqual([
      ['mr', 'मराठी'],
      ['en', 'English'],
      ['hi', 'हिन्दी'],
    ]);
    expect(quick).toContain('WhatsApp: धन्यवाद');
  });

  it("the list's WhatsApp greeting to a Marathi lead is the Marathi catalogue's, what they asked about included", async () => {
    const res = await post(local, 'submit-form', { ...CALLBACK, phone: '9876512397', language: 'mr' });
    const { id } = await json(res);
    const list = (await admin('/admin?view=all')).body;
    const row = list.split('<tr').find((r) => r.includes(`href="/admin/leads/${id}"`)) ?? '';
    expect(row).toContain(
      'name="text" value="नमस्कार Priya Sharma, ShutterStory कडून Wedding फोटोग्राफीसाठी तुमची चौकशी बद्दल."',
    );
  });

  it("the proposal form offers every language of the table, a Marathi lead's chosen", async () => {
    const res = await post(local, 'submit-form', { ...CALLBACK, phone: '9876512398', language: 'mr' });
    const { id } = await json(res);
    const form = (await admin(`/admin/leads/${id}/proposal`)).body;
    const select = form.slice(form.indexOf('<select name="language"'), form.indexOf('</select>'));
    expect([...select.matchAll(/<option value="(\w+)"/g)].map((m) => m[1])).toEqual(['en', 'hi', 'mr']);
    expect(select).toContain('<option value="mr" selected="">Marathi</option>');
  });
});

describe("the third language's client chunk", () => {
  it('carries its own texts and, for a key its folder lacks, the English text (vite.config.ts precompiledMessages)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'catalogue-'));
    try {
      const folder = (code: string, area: object) => {
        const dir = join(root, 'src/shared/i18n/messages', code);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'common.ts'), `export const common = ${JSON.stringify(area)};\n`);
        return join(dir, 'index.ts');
      };
      folder('en', { 'language.switch': 'English', 'cards.count': '{count, plural, one {# card} other {# cards}}' });
      const index = folder('mr', { 'language.switch': 'मराठी' });
      type Plugin = { name: string; transform(code: string, id: string): Promise<{ code: string } | null> };
      const config = (await import(/* @vite-ignore */ new URL('../../vite.config.ts', import.meta.url).href)) as {
        default: { plugins: Plugin[] };
      };
      const plugin = config.default.plugins.flat().find((p) => p?.name === 'precompiled-messages')!;
      const out = (await plugin.transform('', index))!.code;
      const chunk = JSON.parse(out.replace(/^export const mr = /, '').replace(/;\n$/, '')) as Record<string, unknown>;
      expect(chunk['language.switch']).toBe('मराठी');
      // The missing key, precompiled from English (a syntax tree: the browser gets no parser).
      expect(Array.isArray(chunk['cards.count'])).toBe(true);
      expect(JSON.stringify(chunk['cards.count'])).toContain('card');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
