import { Badge, EmptyState, GalleryGrid, type ImageData } from '../../../shared/components/ui';
import { useT } from '../../../shared/i18n/context';
import type { Content, ImageRef } from '../../content';
import { imageFor } from './data';

/** One gallery photo, resolved: tall tiles for portrait images, square tiles for the rest. */
export interface PhotoTile {
  key: string;
  image: ImageData;
  caption?: string;
  size: 'medium' | 'small';
  landmark?: boolean;
}

const PHOTO_WIDTH = 800;
const TILE_SIZES = '(min-width: 64em) 25vw, (min-width: 40em) 33vw, 50vw';

/** A photo of a photographer or city gallery; null when its image is missing or invalid. */
export function photoTile(
  content: Content,
  photo: { _key?: string | null; image?: ImageRef | null; title?: string | null; landmark?: boolean | null },
  alt: string,
): PhotoTile | null {
  const title = photo.title?.trim() || undefined;
  const image = imageFor(content, photo.image, { w: PHOTO_WIDTH }, title ?? alt, TILE_SIZES);
  if (!image) return null;
  return {
    key: photo._key ?? image.src,
    image,
    ...(title ? { caption: title } : {}),
    size: image.height > image.width ? 'medium' : 'small',
    ...(photo.landmark === true ? { landmark: true } : {}),
  };
}

/** The photo grid region (swapped in place when the sort changes), or the empty text. */
export function PhotoGallery({ tiles, label, empty }: { tiles: PhotoTile[]; label: string; empty: string }) {
  const say = useT();
  if (tiles.length === 0) return <EmptyState compact message={empty} />;
  return (
    <GalleryGrid
      label={label}
      items={tiles.map((t) => ({
        key: t.key,
        image: t.image,
        size: t.size,
        caption: t.caption,
        badge: t.landmark ? <Badge kind="landmark">{say('detail.city.landmark')}</Badge> : undefined,
      }))}
    />
  );
}
