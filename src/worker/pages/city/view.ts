import type { ImageData } from '../../../shared/components/ui';
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

/** A city document as its gallery page shows it: landmarks first, each group by key (docs/product.md#city-gallery). */
export function cityView(content: Content, city: City, sort: PhotoSort): CityView {
  const name = city.name?.trim() || city.slug || 'City';
  const photos = landmarksFirst(sortByKey(Array.isArray(city.photos) ? city.photos.filter(Boolean) : [], sort))
    .map((photo, i) => photoTile(content, photo, `${name}, photo ${i + 1}`))
    .filter((t): t is PhotoTile => t !== null);
  return {
    name,
    description: city.description?.trim() ?? '',
    hero: imageFor(content, city.heroImage, HERO_SIZE, '', '100vw'),
    photos,
    sort,
  };
}
