import { Hono } from 'hono';
import { capitalize, excerpt } from '../../../shared/format';
import { categoryName } from '../../../shared/photographer-listing';
import { parsePhotoSort } from '../../../shared/photo-order';
import { DEFAULT_SORT, LISTING_PATH, listingHref, parseListing } from '../../../shared/photographer-listing';
import { translate } from '../../../shared/i18n/catalogues';
import { Q, type Photographer } from '../../content';
import { load } from '../../render/Block';
import { FRAGMENT_HEADER, renderFragment, requestedFragment } from '../../render/fragment';
import { docLanguages, absoluteUrl, metaImage, OG_SIZE, seoMeta, type Meta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppContext, AppEnv } from '../../app-env';
import { errorPage } from '../error-page';
import { notFoundPage } from '../not-found';
import { loadListing, profilePath } from './data';
import { PhotoGallery } from './gallery';
import { ListingPage } from './ListingPage';
import { profileView } from './profile';
import { PHOTOS_REGION, ProfilePage } from './ProfilePage';
import { RESULTS_REGION, Results, ResultsError } from './Results';

/** /photographers, /photographer/{slug} and its variant /photographers/{slug} (docs/product.md#photographers). */
export const photographers = new Hono<AppEnv>();

photographers.get('/photographers', async (c) => {
  const content = c.get('content');
  const state = parseListing((name) => c.req.query(name));
  const data = load(loadListing(content, state));
  c.header('Vary', FRAGMENT_HEADER);

  if (requestedFragment(c) === RESULTS_REGION) {
    const result = await data;
    return renderFragment(
      c,
      RESULTS_REGION,
      result.ok ? <Results listing={result.value} /> : <ResultsError message={result.error} />,
    );
  }

  // Filtered and searched views point at the plain listing; its pages at themselves.
  const plain = !state.q && state.category === 'all' && state.sort === DEFAULT_SORT;
  const meta = await seoMeta(content, 'photographers', { path: plain ? listingHref(state) : LISTING_PATH });
  return renderPage(c, { meta, body: <ListingPage state={state} data={data} /> });
});

const MAX_SLUG = 200;

async function profile(c: AppContext) {
  const content = c.get('content');
  const slug = c.req.param('slug') ?? '';
  const t = translate(c.get('locale'));
  const notFound = () => notFoundPage(c, { title: t('pages.photographers.notFound') });
  if (!slug || slug.length > MAX_SLUG) return notFound();

  const result = await load(content.query<Photographer | null>(Q.PHOTOGRAPHER_BY_SLUG, { slug }));
  const path = c.get('path');
  c.header('Vary', FRAGMENT_HEADER);
  if (!result.ok) {
    return errorPage(c, { title: t('info.error.photographer'), message: t('info.error.photographerText'), path });
  }
  if (!result.value) return notFound();

  const view = profileView(content, result.value, parsePhotoSort(c.req.query('sort')), t);
  if (requestedFragment(c) === PHOTOS_REGION) {
    return renderFragment(
      c,
      PHOTOS_REGION,
      <PhotoGallery
        tiles={view.photos}
        label={t('pages.photographers.photosBy', { name: view.name })}
        empty={t('pages.photographers.noPhotos')}
      />,
    );
  }

  const p = result.value;
  const canonical = profilePath(p.slug ?? slug);
  const og = content.image(p.heroImage, OG_SIZE) ?? content.image(p.profileImage, OG_SIZE);
  const site = c.get('config').siteUrl;
  const count = view.photos.length;
  const portfolio = view.specialty
    ? t('detail.photographer.specialtyPortfolio', { specialty: capitalize(categoryName(t, view.specialty)) })
    : t('detail.photographer.portfolio');
  const described = { name: view.name, title: view.title, portfolio, count, n: String(count) };
  const meta: Meta = {
    title: `${view.name} - ${view.title}`,
    description: excerpt(t('detail.photographer.description', described), 160),
    path: canonical,
    languages: docLanguages(p),
    ...metaImage(og, view.name),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: view.name,
        jobTitle: view.title,
        url: absoluteUrl(site, canonical),
        ...(og ? { image: absoluteUrl(site, og.src) } : {}),
      },
    ],
  };
  return renderPage(c, {
    meta,
    body: <ProfilePage view={view} path={path} />,
    ...(view.hero ? { preloadImage: { src: view.hero.src, srcSet: view.hero.srcSet, sizes: view.hero.sizes } } : {}),
  });
}

photographers.get('/photographer/:slug', profile);
photographers.get('/photographers/:slug', profile);
