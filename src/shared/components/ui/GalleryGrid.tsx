import type { ReactNode } from 'react';
import { Img } from './Img';
import { cx } from './cx';
import type { ImageData } from './types';
import { useT } from '../../i18n/context';

export type GallerySize = 'large' | 'medium' | 'small';

/** 'large' | 'small' stay; anything else (missing, unknown) is 'medium'. */
export function gallerySize(size: unknown): GallerySize {
  return size === 'large' || size === 'small' ? size : 'medium';
}

export interface GalleryItem {
  key?: string;
  image: ImageData;
  /** large = 2×2, medium = 1×2 (tall), small = 1×1; unknown → medium. */
  size?: string | null;
  caption?: ReactNode;
  /** Overlaid top-left, e.g. <Badge kind="landmark">★ Landmark</Badge>. */
  badge?: ReactNode;
  /** Makes the tile a link. */
  href?: string;
}

export interface GalleryGridProps {
  items: GalleryItem[];
  /** Tiles become buttons (data-index) that open the viewer; called with the item index. */
  onSelect?: (index: number) => void;
  /** Render tiles as buttons even without onSelect (a client island attaches behaviour). */
  interactive?: boolean;
  /** Number of leading images loaded eagerly (default 0). */
  eagerCount?: number;
  sizes?: string;
  label?: string;
  className?: string;
}

/** Dense, designed CSS-grid mosaic: 2 → 3 → 4 columns. */
export function GalleryGrid({
  items,
  onSelect,
  interactive,
  eagerCount = 0,
  sizes,
  label,
  className,
}: GalleryGridProps) {
  const t = useT();
  const asButton = interactive || onSelect !== undefined;
  return (
    <ul className={cx('gallery', className)} aria-label={label}>
      {items.map((item, i) => {
        const size = gallerySize(item.size);
        // A visible caption that says what the alt says describes the photo: alt would repeat it.
        const alt = item.caption === item.image.alt ? '' : item.image.alt;
        const img = (
          <Img
            {...item.image}
            alt={alt}
            sizes={
              item.image.sizes ??
              sizes ??
              (size === 'large' ? '(min-width: 64em) 50vw, 100vw' : '(min-width: 64em) 25vw, 50vw')
            }
            eager={i < eagerCount}
          />
        );
        const extras = (
          <>
            {item.caption && <span className="gallery__caption">{item.caption}</span>}
            {item.badge && <span className="gallery__badge">{item.badge}</span>}
          </>
        );
        return (
          <li key={item.key ?? `${i}-${item.image.src}`} className={`gallery__item gallery__item--${size}`}>
            {item.href ? (
              <a className="gallery__link" href={item.href}>
                {img}
                {extras}
              </a>
            ) : asButton ? (
              <button
                type="button"
                className="gallery__link"
                data-index={i}
                aria-label={
                  item.image.alt
                    ? t('gallery.viewNamed', { index: String(i + 1), count: String(items.length), alt: item.image.alt })
                    : t('gallery.view', { index: String(i + 1), count: String(items.length) })
                }
                onClick={onSelect ? () => onSelect(i) : undefined}
              >
                {img}
                {extras}
              </button>
            ) : (
              <>
                {img}
                {extras}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
