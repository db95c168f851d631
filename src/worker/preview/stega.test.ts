import { stegaEncodeSourceMap, type ContentSourceMap } from '@sanity/client/stega';
import { describe, expect, it } from 'vitest';
import { parsePerspective } from './perspective';
import { cleanHtml, STEGA_RUN, stegaFilter } from './stega';

/** What @sanity/client does to a query result in preview: each field of one post, traced by a source map. */
function encode<T extends Record<string, unknown>>(result: T, filter = stegaFilter): T {
  const keys = Object.keys(result);
  const csm: ContentSourceMap = {
    documents: [{ _id: 'post-1', _type: 'post' }],
    paths: keys.map((k) => `$['${k}']`),
    mappings: Object.fromEntries(
      keys.map((k, i) => [`$['${k}']`, { type: 'value', source: { type: 'documentValue', document: 0, path: i } }]),
    ),
  };
  return stegaEncodeSourceMap(result, csm, { enabled: true, studioUrl: '/studio', filter });
}
const mark = (text: string) => encode({ title: text }).title;
const hasStega = (s: string) => new RegExp(STEGA_RUN.source, 'u').test(s);

/** Runs HTML through cleanHtml in chunks of `size` characters (boundaries anywhere, even mid-payload). */
async function clean(html: string, size: number, document = true): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
  return new Response(stream.pipeThrough(cleanHtml({ document }))).text();
}

describe('cleanHtml', () => {
  const title = mark('Draft title');
  const html =
    `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="${title}"/>` +
    `<script type="application/ld+json">{"headline":"${title}"}</script></head>` +
    `<body><h1 class="x" data-x="${title}">${title}</h1><img alt="${title}" src="/a.jpg"/>` +
    `<div data-island="Hero" data-props="{&quot;t&quot;:&quot;${title}&quot;}"><p>${title}</p></div>` +
    `<a href="/blogs/x" aria-label="${title}">${title}</a><p>family 👨‍👩‍👧 emoji</p><script>var ` +
    `t="${title}"</script></body></html>`;

  it.each([1, 3, 7, 64, 100_000])(
    'keeps stega in visible text and island props only (chunks of %i bytes)',
    async (size) => {
      const out = await clean(html, size);
      expect(out.replace(STEGA_RUN, '')).toBe(html.replace(STEGA_RUN, '')); // nothing else touched
      const head = out.slice(0, out.indexOf('</head>'));
      expect(hasStega(head)).toBe(false);
      for (const [, name, value] of out.matchAll(/\s([a-z-]+)="([^"]*)"/g))
        expect(hasStega(value!), name).toBe(name === 'data-props');
      expect(hasStega(out.match(/<h1[^>]*>(.*?)<\/h1>/)![1]!)).toBe(true);
      expect(hasStega(out.match(/<a [^>]*>(.*?)<\/a>/)![1]!)).toBe(true);
      expect(hasStega(out.match(/<script>(.*?)<\/script>/)![1]!)).toBe(false);
      expect(out).toContain('family 👨‍👩‍👧 emoji'); // zero-width joiners are not a payload
    },
  );

  it('treats a fragment as body content', async () => {
    const out = await clean(`<li><h3>${title}</h3><img alt="${title}"/></li>`, 5, false);
    expect(hasStega(out.match(/<h3>(.*?)<\/h3>/)![1]!)).toBe(true);
    expect(hasStega(out.match(/alt="([^"]*)"/)![1]!)).toBe(false);
  });
});

describe('stegaFilter', () => {
  it('encodes prose fields only: never categories, sizes, slugs, alt text, URLs or dates', () => {
    const out = encode({
      title: 'A title',
      name: 'A name',
      description: 'Some words',
      text: 'A span',
      category: 'wedding',
      size: 'large',
      alt: 'Alt text',
      pageName: 'home',
      location: 'Jaipur',
      href: 'https://example.com',
      publishedAt: '2026-01-01T00:00:00Z',
      url: '/x',
    });
    const encoded = Object.entries(out)
      .filter(([, v]) => hasStega(v as string))
      .map(([k]) => k);
    expect(encoded.sort()).toEqual(['description', 'name', 'text', 'title']);
  });
});

describe('parsePerspective', () => {
  it.each([
    [null, 'drafts'],
    ['', 'drafts'],
    ['drafts', 'drafts'],
    ['previewDrafts', 'drafts'],
    ['published', 'published'],
    ['raw', 'drafts'],
    ['rSpring,drafts', ['rSpring', 'drafts']],
    ['a b', 'drafts'],
    ['rX,raw', 'drafts'],
  ] as const)('%s → %j', (input, expected) => {
    expect(parsePerspective(input)).toEqual(expected);
  });
});
