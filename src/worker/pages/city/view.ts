import type { ImageData } from '../../../shared/components/ui';
import { CATALOGUES } from '../../../shared/i18n/catalogues';
import type { MessageKey } from '../../../shared/i18n/messages/en';
import type { Translate } from '../../../shared/i18n/translate';
import { landmarksFirst, sortByKey, type PhotoSort } from '../../../shared/photo-order';
import type { City, Content } from '../../content';
import { HERO_SIZE, imageFor } from '../photographers/data';
import { photoTile, type PhotoTile } from '../photographers/gallery';

export interface CityView {
  name: string;
  description: string;
  hero?: ImageData;
  photos: PhotoTile[];
  sort: PhotoSort;
}

/**
 * The city's name in the page's language: a document shown untranslated (its English name is the
 * catalogue's English name of that city, src/shared/i18n/messages/en/chrome.ts) takes the catalogue's.
 */
function cityName(city: City, t: Translate): string {
  const name = city.name?.trim() || city.slug || 'City';
  const key = `city.${city.slug ?? ''}` as MessageKey;
  return CATALOGUES.en[key] === name ? t(key) : name;
}

/** A city document as its gallery page shows it: landmarks first, each group by key (docs/product.md#city-gallery). */
export function cityView(content: Content, city: City, sort: PhotoSort, t: Translate): CityView {
  const name = cityName(city, t);
  const photos = landmarksFirst(sortByKey(Array.isArray(city.photos) ? city.photos.filter(Boolean) : [], sort))
    .map((photo, i) => photoTile(content, photo, t('detail.city.photoAlt', { city: name, n: String(i + 1) })))
    .filter((t): t is PhotoTile => t !== null);
  return {
    name,
    description: city.description?.trim() ?? '',
    hero: imageFor(content, city.heroImage, HERO_SIZE, '', '100vw'),
    photos,
    sort,
  };
}
