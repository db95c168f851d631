import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBot, sanityVars, worker } from '../helpers/in-process';
import { loadEnglish, startSanityStandIn, type StandIn } from '../helpers/sanity-standin';

// Every content image of the Studio asks editors for alt text (studio/src/schemaTypes/fields.ts):
// the site shows the editor's words, and its own text only when the editor left alt empty.

type Doc = { _id: string; _type: string; [k: string]: any };
const DOCS = loadEnglish() as Doc[];
const byId = (id: string) => structuredClone(DOCS.find((d) => d._id === id)!);
const first = (type: string) =>
  structuredClone(DOCS.find((d) => d._type === type && !d._id.startsWith('drafts.') && d.slug?.current)!);
const withAlt = (image: Doc, alt: string | undefined) => {
  const copy = { ...image };
  if (alt === undefined) delete copy.alt;
  else copy.alt = alt;
  return copy;
};
/** The alt attribute of every <img> in the page. */
const alts = (html: string) => [...html.matchAll(/<img\b[^>]*\balt="([^"]*)"/g)].map((m) => m[1]!);

describe('content images use the alt text editors write', () => {
  let sanity: StandIn;
  let server: ReturnType<typeof worker>;
  const page = async (path: string) => {
    const res = await server.fetch(path, asBot);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  async function revalidate() {
    const body = JSON.stringify({ _id: 'any', _type: 'about' });
    const signature = await encodeSignatureHeader(body, Date.now(), 'test-secret');
    const res = await server.fetch('/api/revalidate', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    });
    expect(res.status).toBe(200);
  }

  const about = byId('about');
  const certificate = structuredClone(DOCS.find((d) => d._type === 'certificate' && d.image)!);
  const service = first('service');
  const author = structuredClone(DOCS.find((d) => d._type === 'author' && d.image)!);
  const post = structuredClone(
    DOCS.find(
      (d) => d._type === 'post' && !d._id.startsWith('drafts.') && d.author?._ref === author._id && d.slug?.current,
    )!,
  );

  beforeAll(async () => {
    sanity = await startSanityStandIn();
    sanity.upsert(
      {
        ...about,
        heroSection: {
          ...about.heroSection,
          image: withAlt(about.heroSection.image, 'Editor: the couple under the mandap'),
        },
      },
      { ...certificate, image: withAlt(certificate.image, 'Editor: the certificate, framed') },
      { ...service, image: withAlt(service.image, 'Editor: a service photo') },
      { ...author, image: withAlt(author.image, 'Editor: the author smiling') },
    );
    server = worker({ ...sanityVars(sanity.url), SITE_URL: 'https://photos.example.in' });
    await server.listen();
  });
  afterAll(async () => {
    await server?.close();
    await sanity?.close();
  });

  it("the About hero and certificates show the editor's alt", async () => {
    const html = await page('/about');
    expect(alts(html)).toContain('Editor: the couple under the mandap');
    expect(alts(html)).toContain('Editor: the certificate, framed');
    expect(html).toContain('<meta property="og:image:alt" content="Editor: the couple under the mandap"');
  });

  it("a service card and its page show the editor's alt", async () => {
    expect(alts(await page('/services'))).toContain('Editor: a service photo');
    expect(alts(await page(`/services/${service.slug.current}`))).toContain('Editor: a service photo');
  });

  it("a post's author portrait shows the editor's alt", async () => {
    expect(alts(await page(`/blogs/${post.slug.current}`))).toContain('Editor: the author smiling');
  });

  it('without alt text the About hero falls back to its headline', async () => {
    sanity.upsert({
      ...about,
      heroSection: { ...about.heroSection, image: withAlt(about.heroSection.image, undefined) },
    });
    await revalidate();
    const hero = alts(await page('/about'));
    expect(hero).toContain(`${about.heroSection.title} ${about.heroSection.highlightedText}`);
    expect(hero).not.toContain('Editor: the couple under the mandap');
  });

  it('blank alt text (spaces only) counts as none', async () => {
    sanity.upsert({ ...about, heroSection: { ...about.heroSection, image: withAlt(about.heroSection.image, '   ') } });
    await revalidate();
    expect(alts(await page('/about'))).toContain(`${about.heroSection.title} ${about.heroSection.highlightedText}`);
  });
});
