import { evaluateDocumentInternal } from '@sanity/validation/_internal';
import { createSchema, type Schema } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';
import { languagesPlugin } from '../../studio/src/languages';
import { schemaTypes } from '../../studio/src/schemaTypes';
import { loadNdjson } from '../helpers/sanity-standin';
import { checkDocuments } from './conformance';

// Every document of the embedded demo dataset against the Studio's compiled schema (Sanity's own
// createSchema + document validation, plus structural checks; see conformance.ts). The demo keeps a
// few documents that break a rule ON PURPOSE: they prove the site's documented fallbacks (worker and
// browser tests depend on them). Each is listed here with its reason; anything else fails, and so
// does an entry that no longer matches (a fixture fixed or gone must leave this list too).

const EXPECTED: Array<{ match: RegExp; why: string }> = [
  {
    match: /^author-ananya-iyer bio: error Expected type "Array", got "String" \[value\.type-mismatch\]$/,
    why: 'legacy plain-string bio (content model: "Portable Text or string"; the Studio edits Portable Text)',
  },
  {
    match: /^author-ananya-iyer bio: expected array \(array\), got string \[structure\.json-type\]$/,
    why: 'same legacy string bio, seen by the structural check',
  },
  {
    match: /^faq-1[34] category: warning .* \[value\.required\]$/,
    why: 'content model: a missing FAQ category means "general"',
  },
  {
    match:
      /^portfolio-archive-import photos\[_key=="[^"]+"\]\.asset: error Referenced document must be published \[reference\.not-published\]$/,
    why: 'the one image whose asset does not exist (the site drops it)',
  },
  {
    match: /^portfolio-brewhouse-launch size: warning .* \[value\.required\]$/,
    why: 'missing card size (the site shows medium)',
  },
  {
    match: /^portfolio-cubbon-park-maternity size: warning .* \[value\.not-allowed\]$/,
    why: 'card size "huge" (the site shows medium)',
  },
  {
    match: /^portfolio-kite-festival slug: (error|warning) .* \[custom\]$/,
    why: 'a portfolio without slug (the site links it to the gallery)',
  },
  {
    match: /^portfolio-lake-pichola-prewedding videos\[_key=="[^"]+"\]\.url: error .* \[custom\]$/,
    why: 'a video link without a video id (the site shows its broken-link state)',
  },
  {
    match: /^[\w.-]+ [\w.[\]="-]*\.alt: warning .* \[custom\]$/,
    why: 'no alt text where the site has its own fallback (the schema warns, by design)',
  },
];

/** The schema types a plugin adds (document-internationalization's translation.metadata and its array types). */
type PluginShape = { schema?: { types?: unknown }; plugins?: PluginShape[] };
function pluginTypes(plugin: PluginShape): typeof schemaTypes {
  const own = Array.isArray(plugin.schema?.types) ? (plugin.schema.types as typeof schemaTypes) : [];
  return [...own, ...(plugin.plugins ?? []).flatMap(pluginTypes)];
}

let schema: Schema;
beforeAll(() => {
  schema = createSchema({ name: 'default', types: [...schemaTypes, ...pluginTypes(languagesPlugin as PluginShape)] });
});

describe('demo dataset against the Studio schema', () => {
  it('the schema compiles with no schema error', () => {
    const groups = (
      schema as unknown as {
        _validation: Array<{ path: unknown; problems: Array<{ severity: string; message: string }> }>;
      }
    )._validation;
    const errors = groups.flatMap((g) =>
      g.problems.filter((p) => p.severity === 'error').map((p) => `${JSON.stringify(g.path)}: ${p.message}`),
    );
    expect(errors).toEqual([]);
    expect(schema.getTypeNames()).toEqual(
      expect.arrayContaining(['post', 'portfolio', 'about', 'heroCarousel', 'sanity.imageAsset']),
    );
  });

  it('every document conforms, but for the documented fixtures', async () => {
    const docs = loadNdjson();
    expect(docs.length).toBeGreaterThan(800);
    const problems = await checkDocuments(schema, docs);
    expect(problems.filter((p) => !EXPECTED.some((e) => e.match.test(p)))).toEqual([]);
    expect(EXPECTED.filter((e) => !problems.some((p) => e.match.test(p))).map((e) => e.why)).toEqual([]);
  });

  it('a missing slug is one clear message for the editor, not Sanity\'s bare "Required"', async () => {
    const unrouted = { _id: 'service-x', _type: 'service', title: 'Drone shoots' };
    const slugLines = (await checkDocuments(schema, [unrouted])).filter((p) => / slug[.:[]/.test(p));
    // Sanity's CLI validation (validateDocument) downgrades every rule of an object field to a warning.
    expect(slugLines).toEqual([
      'service-x slug: warning The page needs a web address: press "Generate" to build it from the title. [custom]',
    ]);
    // What the Studio's form shows (its validation runs with environment "studio"): one error.
    const studio = await evaluateDocumentInternal({
      document: unrouted,
      schema,
      environment: 'studio',
      getClient: () => {
        throw new Error('no client needed');
      },
      getDocumentExists: async () => true,
    } as unknown as Parameters<typeof evaluateDocumentInternal>[0]);
    expect(studio.markers.filter((m) => m.path[0] === 'slug').map((m) => `${m.level} ${m.message}`)).toEqual([
      'error The page needs a web address: press "Generate" to build it from the title.',
    ]);
  });

  it('names the document id and path of each problem (a deliberately broken set)', async () => {
    const img = (ref: string) => ({ _type: 'image', asset: { _type: 'reference', _ref: ref } });
    const docs = [
      {
        _id: 'image-abc123-800x600-svg',
        _type: 'sanity.imageAsset',
        assetId: 'abc123',
        extension: 'svg',
        mimeType: 'image/svg+xml',
        sha1hash: 'x',
        size: 1,
        url: '/demo-img/abc123-800x600.svg',
        path: 'images/demo/production/abc123-800x600.svg',
      },
      { _id: 'category-x', _type: 'category', title: 'X' },
      { _id: 'mystery-1', _type: 'mystery', title: 'What am I?' },
      {
        _id: 'testimonial-bad',
        _type: 'testimonial',
        name: 'A',
        review: 'Fine.',
        rating: 7,
        mood: 'happy',
        image: { ...img('image-abc123-800x600-svg'), alt: 'Client', caption: 'extra' },
      },
      {
        _id: 'portfolio-bad',
        _type: 'portfolio',
        title: 42,
        slug: { _type: 'slug', current: 'bad' },
        category: 'wedding',
        size: 'small',
        photos: [
          { _key: 'a', ...img('image-abc123-800x600-svg') },
          { _key: 'b', _type: 'file', asset: { _type: 'reference', _ref: 'file-1' } },
          img('image-abc123-800x600-svg'),
        ],
        videos: [
          {
            _key: 'v',
            _type: 'video',
            url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
            title: 'Film',
            duration: 'long',
            director: 'me',
          },
        ],
      },
      {
        _id: 'post-bad',
        _type: 'post',
        title: 'P',
        slug: { _type: 'slug', current: 'p' },
        author: { _type: 'reference', _ref: 'category-x' },
        publishedAt: '2026-01-01T00:00:00Z',
        mainImage: { ...img('image-abc123-800x600-svg'), alt: 'A' },
        body: [
          {
            _key: 'b1',
            _type: 'block',
            style: 'normal',
            markDefs: [],
            children: [{ _key: 's1', _type: 'span', text: 'hi', marks: ['underline'] }],
          },
        ],
      },
    ];
    const problems = await checkDocuments(schema, docs);
    const has = (line: RegExp) =>
      expect(
        problems.some((p) => line.test(p)),
        `${line}\n${problems.join('\n')}`,
      ).toBe(true);
    has(/^mystery-1 \(document\): unknown document type "mystery" \[structure\.unknown-type\]$/);
    has(/^testimonial-bad rating: error .* \[number\.maximum\]$/);
    has(/^testimonial-bad mood: field "mood" does not exist on type "testimonial" \[structure\.unknown-field\]$/);
    has(
      /^testimonial-bad image\.caption: field "caption" does not exist on type "image" \[structure\.unknown-field\]$/,
    );
    has(/^portfolio-bad title: expected string \(string\), got number \[structure\.json-type\]$/);
    has(
      /^portfolio-bad photos\[_key=="b"\]: array member of type "file" is not allowed here \(allowed: image\) \[structure\.unknown-member\]$/,
    );
    has(/^portfolio-bad photos\[2\]: array object without _key \[structure\.missing-key\]$/);
    has(
      /^portfolio-bad videos\[_key=="v"\]\.duration: expected number \(number\), got string \[structure\.json-type\]$/,
    );
    has(
      /^portfolio-bad videos\[_key=="v"\]\.director: field "director" does not exist on type "video" \[structure\.unknown-field\]$/,
    );
    has(
      /^post-bad author: refers to a "category" document where only author are allowed \[structure\.reference-type\]$/,
    );
    has(
      /^post-bad body\[_key=="b1"\]\.children\[_key=="s1"\]\.marks: mark "underline" is neither a decorator nor an annotation of this block \[structure\.unknown-mark\]$/,
    );
    // An image asset document is a document the schema knows (Sanity's built-in type): image fields may refer to it.
    expect(problems.filter((p) => p.startsWith('image-abc123') || p.startsWith('category-x'))).toEqual([]);
  });
});
