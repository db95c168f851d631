import type { Translate } from '../../../shared/i18n/translate';
import type { ImageData } from '../../../shared/components/ui';
import { sortByKey, type PhotoSort } from '../../../shared/photo-order';
import type { Content, Photographer } from '../../content';
import { HERO_SIZE, PROFILE_SIZE, imageFor } from './data';
import { photoTile, type PhotoTile } from './gallery';

export interface ProfileView {
  name: string;
  /** Job title; 'Professional Photographer' when missing (docs/product.md#photographers). */
  title: string;
  specialty: string | null;
  hero?: ImageData;
  profile?: ImageData;
  photos: PhotoTile[];
  sort: PhotoSort;
}

/** A photographer document as the profile page shows it (images resolved, photos sorted by key). */
export function profileView(content: Content, p: Photographer, sort: PhotoSort, t: Translate): ProfileView {
  const name = p.name?.trim() || 'Photographer';
  const photos = sortByKey(Array.isArray(p.photos) ? p.photos.filter(Boolean) : [], sort)
    .map((photo, i) => photoTile(content, photo, t('detail.photographer.photoAlt', { name, n: String(i + 1) })))
    .filter((t): t is PhotoTile => t !== null);
  return {
    name,
    title: p.title?.trim() || t('detail.photographer.defaultTitle'),
    specialty: typeof p.specialty === 'string' && p.specialty.trim() ? p.specialty.trim() : null,
    hero: imageFor(content, p.heroImage, HERO_SIZE, '', '100vw'),
    profile: imageFor(
      content,
      p.profileImage,
      PROFILE_SIZE,
      name,
      '(min-width: 64em) 20vw, (min-width: 36em) 50vw, 100vw',
    ),
    photos,
    sort,
  };
}
