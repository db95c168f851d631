import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBrowser, worker } from '../helpers/in-process';
import { hiPath } from '../helpers/languages';
import { ROUTES } from '../routes';
import { en } from '../../src/shared/i18n/messages/en';
import { hi } from '../../src/shared/i18n/messages/hi';

/**
 * A sweep over every /hi/ twin of the route table (tests/routes.ts), in process: (a) every internal
 * link and form stays in Hindi (under /hi), and (b) no English interface text (a catalogue value of
 * src/shared/i18n/messages/en whose Hindi differs, or a text made from such a value's pattern, as
 * '{title} — photo {n}') is left as a visible text node or in an attribute a screen reader speaks or
 * a visitor reads (`alt`, `aria-label`, `title`, `placeholder`).
 */
const SITE = 'https://photos.example.in';
const server = worker({ SITE_URL: SITE });
beforeAll(() => server.listen());
afterAll(() => server.close());

/**
 * Content, not interface: the demo dataset has no Hindi legal documents nor seo records for them, so
 * those pages show the English document's title (its <h1> and, from the seo record, its <title>),
 * which happens to equal the footer's link text. Each entry: the /hi/ path, then the English text.
 */
const KNOWN_ENGLISH_ON_HI: ReadonlyArray<readonly [path: string, textOrHref: string]> = [
  ['/hi/terms-and-conditions', 'Terms and Conditions'],
  ['/hi/privacy-policy', 'Privacy Policy'],
  ['/hi/cancellation-policy', 'Cancellation Policy'],
  // The demo services' images carry their own (English) alternative text, an editor's field.
  ['/hi/services', 'Travel Photography'],
  ['/hi/services', 'Product & Food Photography'],
];
const known = (path: string) => new Set(KNOWN_ENGLISH_ON_HI.filter(([p]) => p === path).map(([, x]) => x));

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;|&#xa0;/g, ' ');

/** The header's language switch (src/worker/render/LanguageSwitch.tsx): in the other language on purpose. */
const withoutSwitch = (html: string) => html.replace(/<a class="lang-switch__link"[^>]*>[^<]*<\/a>/g, '');

/** Every text node a visitor can read (scripts, styles and JSON islands left out), whitespace folded. */
function textNodes(html: string): string[] {
  const body = withoutSwitch(html)
    .replace(/<script[\s\S]*?<\/script>/g, '<x>')
    .replace(/<style[\s\S]*?<\/style>/g, '<x>');
  return [...body.matchAll(/>([^<]+)</g)].map((m) => decode(m[1]!).replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** What the attributes a screen reader speaks or a visitor reads hold: alt, aria-label, title, placeholder. */
function attributeTexts(html: string): string[] {
  const body = withoutSwitch(html).replace(/<script[\s\S]*?<\/script>/g, '<x>');
  return [...body.matchAll(/<[a-z][^>]*>/g)].flatMap((tag) =>
    [...tag[0].matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)]
      .map((m) => decode(m[1]!).replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
}

/** Internal destinations a page links to or submits to: `<a href>` and `<form action>`. */
function destinations(html: string): string[] {
  return [...withoutSwitch(html).matchAll(/<(?:a [^>]*href|form [^>]*action)="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/**
 * Where a Hindi page may send a visitor outside /hi: assets, the API and the endpoints that are no
 * page (the consent form posts to /consent and returns to its `returnTo`; /go/whatsapp counts a tap
 * and leaves for WhatsApp), other apps (tel:, mailto:, wa.me) and other sites.
 */
function allowedOutside(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return true;
  if (/^\/(?:api|assets|demo-img|images)\//.test(href) || href === '/consent' || href.startsWith('/go/')) return true;
  return /\.(?:png|jpe?g|webp|avif|svg|ico|pdf|xml|txt|webmanifest)(?:\?|$)/.test(href);
}

/** English catalogue texts (words, without placeholders) whose Hindi is a different text. */
const ENGLISH_ONLY = Object.entries(en)
  .filter(([key, value]) => hi[key as keyof typeof hi] !== value && !/[{}<]/.test(value) && /\p{L}/u.test(value))
  .map(([key, value]) => ({ key, value: value.replace(/''/g, "'") }));

/** Placeholders that always hold a number ('{index} of {count}' is '2 of 3'). */
const NUMBERS = new Set(['n', 'index', 'count', 'total', 'page']);
/**
 * English catalogue patterns (a value with simple `{placeholders}`) whose Hindi differs, as
 * expressions: '{title} — photo {n}' finds 'Jaipur — photo 1'. A pattern whose placeholders may
 * hold any text needs words of its own to tell it from content ('{service} in {location}' would
 * find every sentence with 'in'): four letters or more beside them.
 */
const ENGLISH_PATTERNS = Object.entries(en)
  .filter(([key, value]) => hi[key as keyof typeof hi] !== value && /^[^{}]*(\{\w+\}[^{}]*)+$/.test(value))
  .map(([key, value]) => {
    const names = [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const words = value.replace(/\{\w+\}/g, '').match(/\p{L}/gu)?.length ?? 0;
    const parts = value.replace(/''/g, "'").split(/\{\w+\}/);
    const source = parts.map(
      (part, i) => escape(part) + (i < names.length ? (NUMBERS.has(names[i]!) ? '\\d+' : '.+?') : ''),
    );
    return {
      key,
      words,
      numeric: names.every((n) => NUMBERS.has(n)),
      pattern: new RegExp(`^${source.join('')}$`, 'u'),
    };
  })
  .filter(({ words, numeric }) => words >= (numeric ? 1 : 4));
function escape(s: string): string {
  return s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
}

/** The English interface texts left among `texts`: catalogue values, and texts made from a catalogue pattern. */
function englishLeft(texts: Set<string>, path: string): string[] {
  const exact = ENGLISH_ONLY.filter(({ value }) => texts.has(value) && !known(path).has(value)).map(
    ({ key, value }) => `${key}: ${value}`,
  );
  const made = [...texts].flatMap((text) => {
    const found = known(path).has(text) ? undefined : ENGLISH_PATTERNS.find(({ pattern }) => pattern.test(text));
    return found ? [`${found.key}: ${text}`] : [];
  });
  return [...exact, ...made];
}

const twins = ROUTES.map((path) => [path, hiPath(path)] as const);

describe('the sweep over every /hi/ page', () => {
  it.each(twins)('%s in Hindi: links and forms stay under /hi/', async (_path, hiTwin) => {
    const res = await server.fetch(hiTwin, asBrowser);
    const html = await res.text();
    const outside = destinations(html).filter(
      (href) => !(href === '/hi' || href.startsWith('/hi/') || href.startsWith('/hi?')),
    );
    expect(outside.filter((href) => !allowedOutside(href) && !known(hiTwin).has(href))).toEqual([]);
  });

  it.each(twins)('%s in Hindi: no English interface text left, in text or attributes', async (_path, hiTwin) => {
    const html = await (await server.fetch(hiTwin, asBrowser)).text();
    expect(englishLeft(new Set([...textNodes(html), ...attributeTexts(html)]), hiTwin)).toEqual([]);
  });

  it('the sweep reads real pages: many texts, many links', async () => {
    const html = await (await server.fetch('/hi', asBrowser)).text();
    expect(textNodes(html).length).toBeGreaterThan(50);
    expect(destinations(html).filter((h) => h.startsWith('/hi/')).length).toBeGreaterThan(10);
    expect(ENGLISH_ONLY.length).toBeGreaterThan(100);
    expect(ENGLISH_PATTERNS.length).toBeGreaterThan(20);
    expect(attributeTexts(html).length).toBeGreaterThan(10);
    // The patterns find a text made in English, in an attribute as in a text node.
    const made = `<img alt="Jaipur — photo 2"/><p aria-label="2 of 3">${en['detail.portfolio.photosOf'].replace('{title}', 'Goa')}</p>`;
    expect(englishLeft(new Set([...textNodes(made), ...attributeTexts(made)]), '/hi').sort()).toEqual([
      'carousel.position: 2 of 3',
      'detail.place.photoAlt: Jaipur — photo 2',
      'detail.portfolio.photosOf: Goa: photos',
    ]);
    expect(html).toContain('class="lang-switch__link" href="/"');
  });
});

describe('metadata and answers the detail pages make from a document, in the page language', () => {
  const description = async (path: string) =>
    (await (await server.fetch(path, asBrowser)).text()).match(/<meta name="description" content="([^"]*)"/)?.[1];

  it('/hi/photographer and /hi/city: Hindi descriptions; the English twins keep theirs', async () => {
    expect(await description('/hi/photographer/aarav-mehta')).toMatch(/शादी फ़ोटोग्राफ़ी का पोर्टफ़ोलियो, \d+ तस्वीरें।$/);
    expect(await description('/photographer/aarav-mehta')).toMatch(
      /\. Wedding photography portfolio with \d+ photos\.$/,
    );
    // The city document has no Hindi translation: its English description stays off the Hindi page.
    expect(await description('/hi/city/jaipur')).toBe('हमारे फ़ोटोग्राफ़रों के कैमरे से जयपुर की सबसे अच्छी तस्वीरें और मशहूर जगहें।');
    expect(await description('/city/jaipur')).toMatch(/^Pink sandstone/);
  });

  it('/hi/photographers: the no-JS filter form and its chips stay in Hindi', async () => {
    const html = await (await server.fetch('/hi/photographers?category=wedding', asBrowser)).text();
    expect(html).toContain('role="search" action="/hi/photographers"');
    expect(html).toContain('href="/hi/photographers?category=portrait"');
    expect(html).toMatch(/aria-current="true">शादी</);
    expect(html).toContain('>नाम (A से Z)</option>');
  });

  it("/hi/blogs: 'Load More Posts' fetches the Hindi next page, whose cards carry hi-IN dates", async () => {
    const first = await (await server.fetch('/hi/blogs', asBrowser)).text();
    expect(first).toContain('<a class="btn btn--secondary" href="/hi/blogs?page=2"');
    const next = await (await server.fetch('/hi/blogs?page=2', asBrowser)).text();
    const [, iso, shown] = next.match(/<time dateTime="([^"]+)">([^<]+)<\/time>/) ?? [];
    const hiDate = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
    expect(shown).toBe(new Date(iso!).toLocaleDateString('hi-IN', hiDate));
  });
});
