import { Hono } from 'hono';
import type { SeoPage } from '../../shared/site';
import { seoMeta } from '../render/meta';
import { renderPage } from '../render/render';
import type { AppEnv } from '../types';

/** Placeholder pages for routes whose issue has not landed yet: the frame and a heading. */
export const stubs = new Hono<AppEnv>();

const simple: Array<[string, SeoPage, string]> = [
  ['/services', 'services', 'Our Services'],
  ['/packages', 'packages', 'Packages'],
  ['/portfolios', 'portfolios', 'Portfolio Work'],
];

for (const [path, page, heading] of simple) {
  stubs.get(path, async (c) =>
    renderPage(c, {
      meta: await seoMeta(c.get('content'), page, { path }),
      body: <section className="container section"><h1>{heading}</h1></section>,
    }),
  );
}

for (const path of ['/portfolio/:slug']) {
  stubs.get(path, async (c) =>
    renderPage(c, {
      meta: { title: c.req.param('slug') ?? '', description: '', path: new URL(c.req.url).pathname },
      body: <section className="container section"><h1>{c.req.param('slug')}</h1></section>,
    }),
  );
}
