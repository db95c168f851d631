import { describe, expect, it } from 'vitest';
import { asBrowser } from '../helpers/in-process';
import { failingQueryTests, standInServer } from '../helpers/home-errors';
import { text } from '../helpers/html';

const ctx = standInServer();

describe('home: one failing query', () => {
  failingQueryTests(ctx, [
    'hero',
    'about',
    'photographers',
    'portfolio',
    'services',
    'testimonials',
    'certificates',
    'featured blogs',
  ]);
});

describe('/services/{slug} when the content API fails', () => {
  it("shows 'Failed to load services. Please try again later.'", async () => {
    ctx.sanity.failWhen(/_type == "service"/);
    const res = await ctx.server.fetch('/services/wedding-photography', asBrowser);
    expect(res.status).toBe(500);
    expect(text(await res.text())).toContain('Failed to load services. Please try again later.');
  });
});
