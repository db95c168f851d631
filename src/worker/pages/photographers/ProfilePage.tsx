import { Button, Img, SectionHeader } from '../../../shared/components/ui';
import { useLocalePath, useT } from '../../../shared/i18n/context';
import { specialtyParts } from '../../../shared/photographer-listing';
import { Island } from '../../../shared/island';
import PhotoSort from '../../../shared/islands/PhotoSort';
import { PhotoGallery } from './gallery';
import type { ProfileView } from './profile';

/** id of the photo grid region: the sort island swaps it in place. */
export const PHOTOS_REGION = 'photos';

/**
 * /photographer/{slug} (docs/product.md#photographer-profile): hero image, profile image, name,
 * title, sortable photo grid.
 */
export function ProfilePage({ view, path }: { view: ProfileView; path: string }) {
  const t = useT();
  const lp = useLocalePath();
  const labels = { newest: t('pages.photographers.newest'), oldest: t('pages.photographers.oldest') };
  return (
    <>
      <section className="hero hero--short" aria-labelledby="profile-name">
        {view.hero && (
          <div className="hero__media">
            <Img {...view.hero} eager />
          </div>
        )}
        <div className="hero__content">
          <div className="grid-4">
            {view.profile && <Img {...view.profile} ratio="4x5" focal="top" className="rounded" eager />}
            <div className="stack">
              {view.specialty && <p className="eyebrow">{specialtyParts(t, view.specialty)}</p>}
              <h1 id="profile-name" className="hero__title">
                {view.name}
              </h1>
              <p className="hero__subtitle">{view.title}</p>
              <div className="hero__actions">
                <Button href={lp('/contact')} size="lg">
                  {t('pages.bookNow')}
                </Button>
              </div>
            </div>
          </div>
        </div>
      </section>
      <section className="container section" aria-labelledby="profile-photos">
        <SectionHeader id="profile-photos" title={t('pages.photographers.portfolio')} />
        <Island
          name="PhotoSort"
          component={PhotoSort}
          props={{ path, sort: view.sort, region: PHOTOS_REGION, labels }}
          hydrate="idle"
        />
        <div id={PHOTOS_REGION}>
          <PhotoGallery
            tiles={view.photos}
            label={t('pages.photographers.photosBy', { name: view.name })}
            empty={t('pages.photographers.noPhotos')}
          />
        </div>
      </section>
    </>
  );
}
