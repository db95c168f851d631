import { Hono } from 'hono';
import { excerpt } from '../../../shared/format';
import { translate } from '../../../shared/i18n/catalogues';
import { parsePhotoSort } from '../../../shared/photo-order';
import { Q, type City } from '../../content';
import { load } from '../../render/Block';
import { FRAGMENT_HEADER, renderFragment, requestedFragment } from '../../render/fragment';
import { docLanguage, docLanguages, absoluteUrl, metaImage, OG_SIZE, type Meta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppEnv } from '../../app-env';
import { errorPage } from '../error-page';
import { notFoundPage } from '../not-found';
import { PhotoGallery } from '../photographers/gallery';
import { CITY_PHOTOS_REGION, CityPage } from './CityPage';
import { cityView } from './view';

/** /city/{slug}: a city's photo gallery (docs/product.md#city-gallery). */
export const city = new Hono<AppEnv>();

const MAX_SLUG = 200;

city.get('/city/:slug', async (c) => {
  const content = c.get('content');
  const slug = c.req.param('slug') ?? '';
  const t = translate(c.get('locale'));
  const notFound = () => notFoundPage(c, { title: t('pages.city.notFound') });
  if (!slug || slug.length > MAX_SLUG) return notFound();

  const result = await load(content.query<City | null>(Q.CITY_BY_SLUG, { slug }));
  const path = c.get('path');
  c.header('Vary', FRAGMENT_HEADER);
  if (!result.ok) {
    return errorPage(c, { title: t('info.error.city'), message: t('info.error.cityText'), path });
  }
  if (!result.value) return notFound();

  const view = cityView(content, result.value, parsePhotoSort(c.req.query('sort')), t);
  const gallery = (
    <PhotoGallery
      tiles={view.photos}
      label={t('pages.city.topPhotos', { city: view.name })}
      empty={t('pages.city.noPhotos')}
    />
  );
  if (requestedFragment(c) === CITY_PHOTOS_REGION) return renderFragment(c, CITY_PHOTOS_REGION, gallery);

  const canonical = `/city/${result.value.slug ?? slug}`;
  const og = content.image(result.value.heroImage, OG_SIZE);
  const site = c.get('config').siteUrl;
  const meta: Meta = {
    title: t('pages.city.topPhotos', { city: view.name }),
    // A document shown untranslated keeps its English description out of a Hindi page's metadata.
    description: excerpt(
      (docLanguage(result.value) === c.get('locale') && view.description) ||
        t('detail.city.description', { city: view.name }),
      160,
    ),
    path: canonical,
    languages: docLanguages(result.value),
    ...metaImage(og, view.name),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ImageGallery',
        name: t('pages.city.topPhotos', { city: view.name }),
        url: absoluteUrl(site, canonical),
        about: { '@type': 'City', name: view.name },
        numberOfItems: view.photos.length,
      },
    ],
  };
  return renderPage(c, {
    meta,
    body: <CityPage view={view} path={path} />,
    ...(view.hero ? { preloadImage: { src: view.hero.src, srcSet: view.hero.srcSet, sizes: view.hero.sizes } } : {}),
  });
});
