import { cx } from './cx';
import type { FocalPoint, ImageData, Ratio } from './types';

export interface ImgProps extends ImageData {
  /** Above-the-fold image: loading=eager + fetchpriority=high. Default: lazy. */
  eager?: boolean;
  /** Crop to an aspect ratio with object-fit: cover (`.ratio-4x3` …). */
  ratio?: Ratio;
  /** Hotspot as object-position class. */
  focal?: FocalPoint;
  /** Warm placeholder colour while loading (default true). */
  placeholder?: boolean;
  className?: string;
  id?: string;
}

/** Responsive <img>: always carries width/height (no layout shift) and decoding=async. */
export function Img({
  src,
  width,
  height,
  alt,
  srcSet,
  sizes,
  eager = false,
  ratio,
  focal,
  placeholder = true,
  className,
  id,
}: ImgProps) {
  return (
    <img
      id={id}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={Math.round(width) || 1}
      height={Math.round(height) || 1}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={
        cx(
          placeholder && 'img--ph',
          ratio && `ratio-${ratio}`,
          focal && focal !== 'center' && `pos-${focal}`,
          className,
        ) || undefined
      }
    />
  );
}
