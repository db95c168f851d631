import { Hono } from 'hono';
import type { SeoPage } from '../../shared/site';
import { seoMeta } from '../render/meta';
import { renderPage } from '../render/render';
import type { AppEnv } from '../types';

/** Placeholder pages for routes whose issue has not landed yet: the frame and a heading. */
export const stubs = new Hono<AppEnv>();

const simple: Array<[string, SeoPage, string]> = [
  ['/photographers', 'photographers', 'Professional Photographers'],
  ['/blogs', 'blogs', 'Blog'],
  ['/contact', 'contact', 'Contact Us'],
  ['/faqs', 'faqs', 'Frequently Asked Questions'],
  ['/about', 'about', 'About Us'],
  ['/become-partner', 'partner', 'Partnership'],
  ['/become-photographer', 'partner', 'Become a Photographer'],
  ['/terms-and-conditions', 'terms', 'Terms and Conditions'],
  ['/privacy-policy', 'privacy', 'Privacy Policy'],
  ['/cancellation-policy', 'terms', 'Cancellation Policy'],
];

for (const [path, page, heading] of simple) {
  stubs.get(path, async (c) =>
    renderPage(c, {
      meta: await seoMeta(c.get('content'), page, { path }),
      body: <section className="container section"><h1>{heading}</h1></section>,
    }),
  );
}

for (const path of ['/photographer/:slug', '/photographers/:slug', '/city/:slug', '/blogs/:slug', '/place/:slug', '/a/:slug', '/services/:slug']) {
  stubs.get(path, async (c) =>
    renderPage(c, {
      meta: { title: c.req.param('slug') ?? '', description: '', path: new URL(c.req.url).pathname },
      body: <section className="container section"><h1>{c.req.param('slug')}</h1></section>,
    }),
  );
}
