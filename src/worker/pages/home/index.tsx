import { Hono } from 'hono';
import { LIMITS } from '../../../shared/site';
import { Q, type HeroSlide, type PhotographerSummary, type Testimonial } from '../../content';
import { Block, load } from '../../render/Block';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppEnv } from '../../types';

/** Home (spec §2 'Home'): every section is its own streamed block. */
export const home = new Hono<AppEnv>();

home.get('/', async (c) => {
  const content = c.get('content');
  // Start every query at once; each block streams when its own data arrives.
  const hero = load(content.query<HeroSlide[] | null>(Q.HERO_CAROUSEL));
  const photographers = load(content.query<PhotographerSummary[]>(Q.FEATURED_PHOTOGRAPHERS));
  const testimonials = load(content.query<Testimonial[]>(Q.TESTIMONIALS));
  const meta = await seoMeta(content, 'home');

  return renderPage(c, {
    meta,
    body: (
      <>
        <Block data={hero} error="Error loading carousel data.">
          {(slides) => (slides?.length ? (
            <section className="hero" aria-label="Highlights">
              <h1 className="hero__title">{slides[0]?.title?.split('\\n').join(' ')}</h1>
            </section>
          ) : null)}
        </Block>
        <section className="container section" aria-labelledby="home-photographers">
          <h2 id="home-photographers">Professional Photographers</h2>
          <Block data={photographers} fallback={<p className="state state--loading">Loading photographers...</p>} error="Error loading photographers.">
            {(list) => list.length ? (
              <ul>{list.slice(0, LIMITS.featuredPhotographers).map((p) => <li key={p._id}><a href={`/photographer/${p.slug}`}>{p.name}</a></li>)}</ul>
            ) : <p className="state state--empty">No featured photographers at the moment.</p>}
          </Block>
        </section>
        <section className="container section" aria-labelledby="home-testimonials">
          <h2 id="home-testimonials">Testimonials</h2>
          <Block data={testimonials} fallback={<p className="state state--loading">Loading testimonials...</p>} error="Error loading testimonials.">
            {(list) => list.length ? (
              <ul>{list.map((t) => <li key={t._id}>“{t.review}” — {t.name}</li>)}</ul>
            ) : <p className="state state--empty">No testimonials available.</p>}
          </Block>
        </section>
      </>
    ),
  });
});
