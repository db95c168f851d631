import { translate } from '../../../shared/i18n/catalogues';
import { ErrorState, LoadingState } from '../../../shared/components/ui';
import { publicConfig } from '../../settings';
import { Q, type TargetedAd, type TargetedAdHead } from '../../content';
import { Block, load } from '../../render/Block';
import { renderPage } from '../../render/render';
import type { AppContext } from '../../app-env';
import { adCrewCity } from '../../crews/cities';
import type { MessageKey } from '../../../shared/i18n/messages/en';
import { CheckDateForm } from '../availability/CheckDateForm';
import { notFoundPage } from '../not-found';
import { PlaceHero } from './Hero';
import { placeMeta } from './meta';
import { PlaceSections } from './Sections';
import { headView, placeView, SIZES } from './view';

/** Seconds a crawler should wait before retrying a page whose content could not be loaded. */
const RETRY_AFTER_SECONDS = 60;

/**
 * /place/{slug} and /a/{slug}: one targeted ad (docs/product.md#ad-landing-pages). The head query (title, service,
 * location, hero images, prices) is awaited: it decides 404 and the metadata, and the hero flushes
 * with the shell. The whole document streams below the hero with 'Loading...' as its fallback.
 */
export async function placePage(c: AppContext): Promise<Response> {
  const slug = c.req.param('slug') ?? '';
  const content = c.get('content');
  const headQuery = content.query<TargetedAdHead | null>(Q.TARGETED_AD_HEAD, { slug });
  const full = load(content.query<TargetedAd | null>(Q.TARGETED_AD_BY_SLUG, { slug }));

  let ad: TargetedAdHead | null;
  try {
    ad = await headQuery;
  } catch (error) {
    // The edge cache already answered with the last good copy if it had one: none exists.
    console.error('targeted ad query failed:', error instanceof Error ? error.message : error);
    return contentUnavailable(c);
  }
  const t = translate(c.get('locale'));
  if (!ad || typeof ad !== 'object')
    return notFoundPage(c, { title: t('pages.place.notFound'), message: t('pages.place.loadError') });

  const head = headView(ad, content.image, t);
  const og = content.image(ad.heroImages?.[0], SIZES.og, head.title);
  const meta = placeMeta(ad, ad.slug || slug, publicConfig(c.get('config')), og);

  // "Check your date" (docs/product.md#checking-a-date): the ad's city when it is a crew city, else a choice.
  const city = adCrewCity(ad.location, ad.slug || slug);
  // The first hero image is eager with fetchpriority=high in the shell: React preloads it from
  // <head> by itself (a second preloadImage link would only duplicate that preload).
  return renderPage(c, {
    meta,
    body: (
      <>
        <PlaceHero head={head} />
        <section className="container section section--tight">
          <CheckDateForm city={city} cityName={city ? t(`city.${city}` as MessageKey) : undefined} />
        </section>
        <Block
          data={full}
          fallback={<LoadingState className="container section" />}
          error={() => (
            <div className="container section">
              <ErrorState message={t('pages.place.loadError')} />
            </div>
          )}
        >
          {(doc) =>
            doc && typeof doc === 'object' ? (
              <PlaceSections view={placeView(doc, content.image, c.get('config').siteUrl, t)} />
            ) : (
              <div className="container section">
                <ErrorState message={t('pages.place.loadError')} />
              </div>
            )
          }
        </Block>
      </>
    ),
  });
}

/**
 * The content API failed and no stale copy exists: 'Page not found' with 'Failed to load page data',
 * as 503 with Retry-After so crawlers and ad reviewers come back instead of dropping the page.
 */
async function contentUnavailable(c: AppContext): Promise<Response> {
  const res = await notFoundPage(c, { title: translate(c.get('locale'))('pages.place.notFound') }, 500);
  const headers = new Headers(res.headers);
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return new Response(res.body, { status: 503, headers });
}
