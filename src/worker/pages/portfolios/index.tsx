import { translate } from '../../../shared/i18n/catalogues';
import { Hono } from 'hono';
import { CardsLoading, EmptyState, ErrorState } from '../../../shared/components/ui';
import { excerpt } from '../../../shared/format';
import { LIMITS } from '../../../shared/site';
import { Q, imageData, type Portfolio } from '../../content';
import { Block, load } from '../../render/Block';
import { docLanguages, absoluteUrl, metaImage, seoMeta, seoDefaults, type Meta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppEnv } from '../../app-env';
import { errorPage } from '../error-page';
import { notFoundPage } from '../not-found';
import {
  CARD_SIZES,
  PLACEHOLDER_IMAGE,
  SIZE,
  carouselSlides,
  coverRef,
  galleryPhotos,
  plainDescription,
  portfolioSize,
  videoItems,
} from './data';
import { PortfolioGrid, type PortfolioItem } from './PortfolioGrid';
import { PortfolioPage } from './PortfolioPage';

/** /portfolios (listing, newest first) and /portfolio/{slug} (one portfolio), docs/product.md#portfolios. */
export const portfolios = new Hono<AppEnv>();

portfolios.get('/portfolios', async (c) => {
  const content = c.get('content');
  const active = (c.req.query('category') ?? '').trim().toLowerCase() || 'all';
  const list = load(
    content.query<Portfolio[] | null>(Q.PORTFOLIOS).then((rows): PortfolioItem[] =>
      (rows ?? []).filter(Boolean).map((p) => {
        const image = imageData(content.image(coverRef(p), SIZE.card, p.title ?? ''), CARD_SIZES);
        return {
          id: p._id,
          title: p.title?.trim() || 'Untitled portfolio',
          slug: p.slug?.trim() || null,
          category: p.category?.trim() || null,
          featured: p.featured === true,
          description: plainDescription(p.description),
          photoCount: p.photoCount ?? 0,
          videoCount: p.videoCount ?? 0,
          image: image ?? PLACEHOLDER_IMAGE,
        };
      }),
    ),
  );
  const meta = await seoMeta(content, 'portfolios');
  const t = translate(c.get('locale'));

  return renderPage(c, {
    meta,
    body: (
      <>
        <header className="page-head container">
          <h1 className="page-head__title">{t('pages.portfolios.title')}</h1>
        </header>
        <section className="container section section--tight" aria-label={t('pages.portfolios.label')}>
          <Block
            data={list}
            fallback={<CardsLoading message={t('pages.portfolios.loading')} count={3} grid="grid-3" />}
            error={(message) => <ErrorState message={t('pages.photographers.error', { message })} />}
          >
            {(items) =>
              items.length ? (
                <PortfolioGrid items={items} active={active} />
              ) : (
                <EmptyState title={t('pages.portfolios.empty')} message={t('pages.portfolios.emptyHint')} />
              )
            }
          </Block>
        </section>
      </>
    ),
  });
});

/** The photos query string: how many photos to show (at least one page, at most all). */
function shownCount(value: string | undefined, total: number): number {
  const n = Number.parseInt(value ?? '', 10);
  const wanted = Number.isFinite(n) && n > LIMITS.portfolioPhotosPage ? n : LIMITS.portfolioPhotosPage;
  return Math.min(wanted, total);
}

portfolios.get('/portfolio/:slug', async (c) => {
  const content = c.get('content');
  const slug = c.req.param('slug');
  const path = `/portfolio/${slug}`;
  const result = await load(content.query<Portfolio | null>(Q.PORTFOLIO_BY_SLUG, { slug }));

  if (!result.ok) {
    return errorPage(c, {
      title: translate(c.get('locale'))('info.error.portfolio'),
      message: translate(c.get('locale'))('info.error.portfolioText'),
      description: seoDefaults(c.get('locale')).portfolios.description,
      path,
    });
  }
  const p = result.value;
  if (!p) return notFoundPage(c, { title: translate(c.get('locale'))('pages.portfolios.notFound') });

  const title = p.title?.trim() || 'Portfolio';
  const t = translate(c.get('locale'));
  const photos = galleryPhotos(content, p, t);
  const shown = shownCount(c.req.query('photos'), photos.length);
  const slides = carouselSlides(content, p, t);
  const og = content.image(coverRef(p), SIZE.og, title);
  const description = excerpt(plainDescription(p.description)) || seoDefaults(c.get('locale')).portfolios.description;
  const siteUrl = c.get('config').siteUrl;
  const meta: Meta = {
    title,
    description,
    path,
    languages: docLanguages(p),
    ...metaImage(og, title),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ImageGallery',
        name: title,
        description,
        url: absoluteUrl(siteUrl, path),
        ...(p.category ? { genre: p.category } : {}),
        ...(og ? { image: absoluteUrl(siteUrl, og.src) } : {}),
        ...(p._createdAt ? { dateCreated: p._createdAt } : {}),
      },
    ],
  };
  const first = slides[0];

  return renderPage(c, {
    meta,
    ...(first ? { preloadImage: { src: first.src, srcSet: first.srcSet, sizes: first.sizes } } : {}),
    body: (
      <PortfolioPage
        view={{
          slug,
          title,
          category: p.category?.trim() || null,
          featured: p.featured === true,
          description: p.description ?? '',
          slides,
          photos: photos.slice(0, shown),
          total: photos.length,
          size: portfolioSize(p),
          videos: videoItems(content, p, t),
          tab: c.req.query('tab') === 'videos' ? 'videos' : 'photos',
        }}
      />
    ),
  });
});

/** Further photos for the gallery's 'Load More' (JSON): ?start=&count=. */
portfolios.get('/portfolio/:slug/photos', async (c) => {
  const content = c.get('content');
  const p = await content
    .query<Portfolio | null>(Q.PORTFOLIO_BY_SLUG, { slug: c.req.param('slug') })
    .catch(() => undefined);
  if (p === undefined) return c.json({ error: 'Failed to load portfolio' }, 502);
  if (!p) return c.json({ error: 'Portfolio not found' }, 404);
  const all = galleryPhotos(content, p, translate(c.get('locale')));
  const start = Math.max(0, Number.parseInt(c.req.query('start') ?? '', 10) || 0);
  const count = Math.min(
    48,
    Math.max(1, Number.parseInt(c.req.query('count') ?? '', 10) || LIMITS.portfolioPhotosPage),
  );
  return c.json({ total: all.length, photos: all.slice(start, start + count) }, 200, {
    'Cache-Control': 'public, max-age=60',
  });
});
