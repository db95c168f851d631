import { SectionHeader, Img } from '../../../shared/components/ui';
import { descriptionBlocks } from '../../../shared/format';
import { useT } from '../../../shared/i18n/context';
import { Island } from '../../../shared/island';
import PhotoSort from '../../../shared/islands/PhotoSort';
import { PhotoGallery } from '../photographers/gallery';
import type { CityView } from './view';

/** id of the city photo grid region: the sort island swaps it in place. */
export const CITY_PHOTOS_REGION = 'city-photos';

/** /city/{slug} (docs/product.md#city-gallery): hero, 'Top Photos in {city}', Newest/Oldest, landmarks first. */
export function CityPage({ view, path }: { view: CityView; path: string }) {
  const t = useT();
  const top = t('pages.city.topPhotos', { city: view.name });
  const labels = { newest: t('pages.city.newest'), oldest: t('pages.city.oldest') };
  const intro = descriptionBlocks(view.description).find((b) => b.kind === 'paragraph');
  return (
    <>
      <section className="hero hero--short" aria-labelledby="city-name">
        {view.hero && (
          <div className="hero__media">
            <Img {...view.hero} eager />
          </div>
        )}
        <div className="hero__content">
          <h1 id="city-name" className="hero__title">
            {view.name}
          </h1>
          {intro?.kind === 'paragraph' && <p className="hero__subtitle">{intro.text}</p>}
        </div>
      </section>
      <section className="container section" aria-labelledby="city-photos-title">
        <SectionHeader id="city-photos-title" title={top} />
        <Island
          name="PhotoSort"
          component={PhotoSort}
          props={{ path, sort: view.sort, region: CITY_PHOTOS_REGION, labels }}
          hydrate="idle"
        />
        <div id={CITY_PHOTOS_REGION}>
          <PhotoGallery tiles={view.photos} label={top} empty={t('pages.city.noPhotos')} />
        </div>
      </section>
    </>
  );
}
