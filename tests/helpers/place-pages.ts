import { expect } from 'vitest';
import { jsonLd, text } from './html';
import { loadEnglish } from './sanity-standin';

/** The place and ad landing pages' test helpers (place-pages and its -over-sanity .test.ts). */
export const SITE = 'https://photos.example.in';
export const DATASET = loadEnglish();

export type Doc = Record<string, any> & { _id: string; _type: string };
export const adDoc = (slug: string) =>
  DATASET.find((d) => d._type === 'targetedAd' && (d as Doc).slug?.current === slug) as Doc;
/** 'image-weddingb8e761-1920x1080-svg' → 'weddingb8e761-1920x1080': part of demo and Sanity CDN URLs alike. */
export const imageId = (ref: string) => ref.replace(/^image-/, '').replace(/-[a-z0-9]+$/, '');
export const inr = (minor: number) => `₹${Math.floor(minor / 100).toLocaleString('en-IN')}`;
export const TIERS = [
  ['basic', 'Bronze'],
  ['standard', 'Silver'],
  ['premium', 'Gold'],
] as const;

/** The HTML of one page section, from its aria-labelledby heading id to the next section. */
export function section(html: string, id: string): string {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  if (start < 0) return '';
  const next = html.indexOf('<section class="section', start + 1);
  const end = next > 0 ? next : html.indexOf('</main>', start);
  return html.slice(start, end);
}
export const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
export const decode = (v: string) =>
  v
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
export function attrs(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-:]+)="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));
}
export const tags = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => attrs(m[0]));
export const canonical = (html: string) => attrs(html.match(/<link rel="canonical"[^>]*>/)![0]).href;
/** Every node of the page's JSON-LD, flattened out of @graph. */
export const nodes = (html: string): any[] => jsonLd(html).flatMap((d) => d['@graph'] ?? [d]);

/** Asserts everything a visitor or crawler must find on the page of `doc`. */
export function expectPlacePage(html: string, doc: Doc) {
  const t = text(html);
  const hero = section(html, 'place-title');
  expect(text(hero)).toContain(doc.location);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${doc.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  expect(text(hero)).toContain(doc.description);
  const badges = tags(hero, /<span class="badge[^"]*"[^>]*>[\s\S]*?<\/span>/g);
  expect(badges).toHaveLength(3);
  expect([...hero.matchAll(/<span class="badge[^"]*"[^>]*>([\s\S]*?)<\/span>/g)].map((m) => text(m[1]!))).toEqual([
    '5.0 Rating',
    '500+ Happy Clients',
    '8+ Years Experience',
  ]);
  const buttons = [...hero.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);
  expect(buttons).toEqual(
    expect.arrayContaining([
      ['Get Free Quote', '/contact'],
      ['View Portfolio', '/portfolios'],
    ]),
  );

  // Hero images: the first three carousel images, the first eager (and preloaded from <head>).
  const heroImgs = tags(hero, /<img [^>]*>/g);
  expect(heroImgs.map((i) => i.src)).toHaveLength(Math.min(3, doc.carouselImages.length));
  heroImgs.forEach((img, i) => expect(img.src).toContain(imageId(doc.carouselImages[i].asset._ref)));
  expect(heroImgs[0]!.loading).toBe('eager');
  expect(heroImgs.slice(1).every((i) => i.loading === 'lazy')).toBe(true);
  const head = html.slice(0, html.indexOf('</head>'));
  const preload = tags(head, /<link rel="preload" as="image"[^>]*>/g);
  expect(preload.some((l) => (l.imageSrcSet ?? l.href ?? '').includes(imageId(doc.carouselImages[0].asset._ref)))).toBe(
    true,
  );

  // 'Our Recent Work': the carousel island with every carousel image.
  const work = section(html, 'place-recent-work');
  expect(text(work)).toContain('Our Recent Work');
  const island = attrs(work.match(/<div class="island" data-island="AdCarousel"[^>]*>/)![0]);
  const props = JSON.parse(island['data-props']!);
  expect(props.interval).toBe(5000);
  expect(props.images.map((i: { src: string }) => i.src)).toHaveLength(doc.carouselImages.length);
  props.images.forEach((img: { src: string }, i: number) =>
    expect(img.src).toContain(imageId(doc.carouselImages[i].asset._ref)),
  );
  expect(work).toContain('aria-label="Previous slide"');
  expect(work).toContain('aria-label="Next slide"');

  // The rich-text body: headings, marks and links as HTML, the text escaped.
  for (const block of doc.body) for (const child of block.children ?? []) expect(t).toContain(child.text.trim());
  expect(html).toContain('<h2>Why couples and families choose us in');
  expect(html).toMatch(/<a href="\/packages">packages page<\/a>/);

  // 'Our Pricing': the tiers present in content, labels, prices, features, Book now.
  const pricing = section(html, 'place-pricing');
  expect(text(pricing)).toContain('Our Pricing');
  const present = TIERS.filter(([key]) => doc.pricing[key]);
  expect([...pricing.matchAll(/<h3 class="tier-card__tier">([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(
    present.map(([, label]) => label),
  );
  expect([...pricing.matchAll(/<p class="tier-card__price">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual(
    present.map(([key]) => inr(doc.pricing[key].price)),
  );
  for (const [key] of present) for (const f of doc.pricing[key].features) expect(text(pricing)).toContain(f);
  const book = tags(pricing, /<a [^>]*data-book[^>]*>/g);
  expect(book).toHaveLength(present.length);
  expect(text(pricing).match(/Book now/g)).toHaveLength(present.length);

  // 'Why Choose Us?' with 'Key Features'.
  const why = text(section(html, 'place-why'));
  expect(why).toContain('Why Choose Us?');
  expect(why).toContain('Key Features');
  for (const f of doc.features) expect(why).toContain(f);

  // 'Portfolio Gallery': every gallery image.
  const gallery = section(html, 'place-gallery');
  expect(text(gallery)).toContain('Portfolio Gallery');
  const galleryImgs = tags(gallery, /<img [^>]*>/g);
  expect(galleryImgs).toHaveLength(doc.galleryImages.length);
  galleryImgs.forEach((img, i) => expect(img.src).toContain(imageId(doc.galleryImages[i].asset._ref)));

  // 'What Our Clients Say': text and name of each testimonial.
  const says = text(section(html, 'place-testimonials'));
  expect(says).toContain('What Our Clients Say');
  for (const r of doc.testimonials) {
    expect(says).toContain(r.text);
    expect(says).toContain(r.name);
  }
  return { pricing, book };
}
