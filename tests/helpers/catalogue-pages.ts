import { afterAll, beforeAll, expect } from 'vitest';
import { asBot, sanityVars, worker } from './in-process';
import { text } from './html';
import { startSanityStandIn, type StandIn } from './sanity-standin';

/** The catalogue pages' test helpers (services-packages, portfolios, catalogue-over-sanity .test.ts). */
export const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export async function page(server: ReturnType<typeof worker>, path: string, init = asBot) {
  const res = await server.fetch(path, init);
  return { status: res.status, html: await res.text() };
}

/** The items of the filtered list `id`: category, whether hidden, visible text, the item's markup. */
export function gridItems(html: string, id: string) {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `list #${id}`).toBeGreaterThan(-1);
  const part = html.slice(start, html.indexOf('</ul>', start));
  return part
    .split('<li ')
    .slice(1)
    .map((chunk) => ({
      category: chunk.match(/data-category="([^"]*)"/)?.[1],
      hidden: /^[^>]*\shidden=""/.test(chunk),
      text: text(`<li ${chunk}`),
      html: chunk,
    }));
}
export const shown = (items: ReturnType<typeof gridItems>) => items.filter((i) => !i.hidden);

/** Whether the element with `id` carries the hidden attribute. */
export function isHidden(html: string, id: string): boolean {
  const tag = html.match(new RegExp(`<[a-z]+ id="${id}"[^>]*>`))?.[0];
  expect(tag, `#${id}`).toBeDefined();
  return /\shidden=""/.test(tag!);
}

export function islandProps<T = any>(html: string, name: string): T {
  const m = html.match(new RegExp(`data-island="${name}"[^>]*data-props="([^"]*)"`));
  expect(m, `island ${name}`).toBeTruthy();
  return JSON.parse(decode(m![1]!)) as T;
}

export const imgs = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
export const attrOf = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** Every image responsive: srcset, width and height. */
export function expectResponsive(tags: string[]) {
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) {
    expect(attrOf(tag, 'srcSet'), tag).toMatch(/ \d+w, /);
    expect(Number(attrOf(tag, 'width')), tag).toBeGreaterThan(1);
    expect(Number(attrOf(tag, 'height')), tag).toBeGreaterThan(1);
    expect(attrOf(tag, 'sizes'), tag).toBeTruthy();
  }
}

export const SERVICES_BY_TITLE = [
  'Corporate Headshots',
  'Destination Weddings',
  'Event Coverage',
  'Family Portraits',
  'Maternity Photoshoot',
  'Newborn & Baby Photography',
  'Pre-Wedding Shoots',
  'Product & Food Photography',
  'Travel Photography',
  'Wedding Photography',
];

export const TIER_PRICES: Array<[string, string[]]> = [
  ['Wedding Packages', ['Bronze ₹49,999', 'Silver ₹89,999', 'Gold ₹1,49,999', 'Platinum Price on request']],
  ['Pre-Wedding', ['Silver ₹19,999', 'Gold ₹34,999', 'Platinum ₹59,999']],
  ['Baby & Maternity', ['Bronze ₹8,999', 'Silver ₹14,999', 'Gold Price on request']],
  ['Corporate', ['Bronze ₹14,999', 'Silver ₹39,999', 'Gold ₹79,999']],
  ['Events & Celebrations', ['Bronze ₹11,999', 'Silver ₹24,999', 'Gold ₹44,999']],
];

export function groups(html: string) {
  return [
    ...html.matchAll(/<details class="accordion__item" name="packages"( open="")?[^>]*>([\s\S]*?)<\/details>/g),
  ].map((m) => ({
    open: Boolean(m[1]),
    title: text(m[2]!.match(/<summary[\s\S]*?<\/summary>/)![0]),
    tiers: [...m[2]!.matchAll(/<article class="tier-card[^"]*">([\s\S]*?)<\/article>/g)].map((t) => t[1]!),
  }));
}

export const PORTFOLIOS_NEWEST_FIRST = [
  'Riya & Karan — A Jaipur Palace Wedding',
  'Uttarayan — Kite Festival, Ahmedabad',
  'Untitled archive import',
  'Nandini & Sameer — Lake Pichola at Dusk',
  'Gurpreet & Aman — An Anand Karaj in Amritsar',
  'Little Aarna — A Newborn Session',
  'Ladakh Road Journal',
  'Waiting for Spring — Maternity in Cubbon Park',
  'Brewhouse Coffee — Brand Launch',
  'Portraits of Banaras',
  'Three Generations — The Siddiquis',
  'After the Vows — Beach Session in Goa',
  'TechSummit Bengaluru — Conference Coverage',
];
export const cardTitle = (item: { html: string }) =>
  text(item.html.match(/<h2 class="card__title"[^>]*>[\s\S]*?<\/h2>/)![0]);

export const RIYA = '/portfolio/riya-karan-jaipur-palace-wedding';
export const tiles = (html: string) =>
  [...html.matchAll(/<li class="gallery__item gallery__item--(\w+)">([\s\S]*?)<\/li>/g)].map((m) => ({
    size: m[1],
    html: m[2]!,
  }));
export const moreHref = (html: string) =>
  decode(html.match(/<a class="btn btn--secondary" href="([^"]*)"[^>]*>Load More<\/a>/)?.[1] ?? '') || null;

export const SITE = 'https://photos.example.in';

/**
 * Registers the file's beforeAll/afterAll: a worker over the demo dataset (returned) and one over a
 * Sanity query API stand-in, both listening; `set` receives the stand-in and its worker.
 */
export function catalogueWorkers(set: (site: { sanity: StandIn; standin: ReturnType<typeof worker> }) => void) {
  const demo = worker({ SITE_URL: SITE });
  let sanity: StandIn | undefined;
  let standin: ReturnType<typeof worker> | undefined;
  beforeAll(async () => {
    sanity = await startSanityStandIn();
    standin = worker({ SITE_URL: SITE, ...sanityVars(sanity.url) });
    set({ sanity, standin });
    await Promise.all([demo.listen(), standin.listen()]);
  });
  afterAll(async () => {
    await Promise.all([demo.close(), standin?.close()]);
    await sanity?.close();
  });
  return demo;
}
