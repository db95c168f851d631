/** The 'one failing query' suite of the home page, used by tests/unit/home-failing-queries.test.ts. */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { asBot, sanityVars, worker } from './in-process';
import { about, hero, section, SECTIONS } from './home-page';
import { text } from './html';
import { startSanityStandIn, type StandIn } from './sanity-standin';

export interface HomeBlock {
  name: string;
  query: RegExp;
  error: string;
  read: (html: string) => string;
  shows: string;
}

/**
 * Each home block: the query that feeds it, its error text (docs/product.md#messages), and what it shows when healthy.
 */
export const BLOCKS: HomeBlock[] = [
  {
    name: 'hero',
    query: /_type == "heroCarousel"/,
    error: 'Error loading carousel data.',
    read: hero,
    shows: 'Capturing Moments',
  },
  {
    name: 'about',
    query: /_type == "about"/,
    error: 'Failed to load content',
    read: about,
    shows: 'Timeless Photographs',
  },
  {
    name: 'photographers',
    query: /_type == "photographer"/,
    error: 'Error loading photographers.',
    read: (h) => section(h, SECTIONS.photographers),
    shows: 'Aarav Mehta',
  },
  {
    name: 'portfolio',
    query: /_type == "portfolio"/,
    error: 'Error loading portfolio items.',
    read: (h) => section(h, SECTIONS.portfolio),
    shows: 'Ladakh Road Journal',
  },
  {
    name: 'services',
    query: /_type == "service"/,
    error: 'Failed to load featured services',
    read: (h) => section(h, SECTIONS.services),
    shows: 'Corporate Headshots',
  },
  {
    name: 'testimonials',
    query: /_type == "testimonial"/,
    error: 'Error loading testimonials.',
    read: (h) => section(h, SECTIONS.testimonials),
    shows: 'Shruti Venkatesh',
  },
  {
    name: 'certificates',
    query: /_type == "certificate"/,
    error: 'Failed to load content',
    read: (h) => section(h, SECTIONS.certificates),
    shows: 'DGCA Remote Pilot Certificate',
  },
  {
    name: 'featured blogs',
    query: /_type == "post"/,
    error: 'Failed to fetch featured blogs',
    read: (h) => section(h, SECTIONS.blogs),
    shows: 'How to Plan Your Wedding Photography Timeline',
  },
];

/** A stand-in and a worker, reset before every test (no cached or last-good copy of a failing query). */
export function standInServer() {
  const ctx = {} as { sanity: StandIn; server: ReturnType<typeof worker> };
  beforeAll(async () => {
    ctx.sanity = await startSanityStandIn();
    ctx.server = worker(sanityVars(ctx.sanity.url));
    await ctx.server.listen();
  });
  beforeEach(async () => {
    ctx.sanity.reset();
    await ctx.server.reset();
  });
  afterAll(async () => {
    await ctx.server.close();
    await ctx.sanity.close();
  });
  return ctx;
}

/** For each block: only its query fails → its error text, while every other block renders. */
export function failingQueryTests(ctx: ReturnType<typeof standInServer>, names: string[]) {
  for (const block of BLOCKS.filter((b) => names.includes(b.name))) {
    it(`${block.name}: shows its error text while every other block renders`, async () => {
      ctx.sanity.failWhen(block.query);
      const res = await ctx.server.fetch('/', asBot);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(text(block.read(html) || html)).toContain(block.error);
      expect(text(block.read(html))).not.toContain(block.shows);
      for (const other of BLOCKS.filter((b) => b !== block)) {
        expect(text(other.read(html)), other.name).toContain(other.shows);
        if (other.error !== block.error) expect(text(html), other.name).not.toContain(other.error);
      }
      expect(text(html)).toContain('Creating Memories Since 2020'); // the frame
      expect(ctx.sanity.count(block.query)).toBeGreaterThan(0);
    });
  }
}
