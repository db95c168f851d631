/** A resolved, ready-to-render image (never a CMS object). width/height are the intrinsic pixel size. */
export interface ImageData {
  src: string;
  width: number;
  height: number;
  alt: string;
  srcSet?: string;
  sizes?: string;
}

/** Aspect-ratio classes of styles/components/media.css (`.ratio-4x3` …). */
export type Ratio = '1x1' | '4x3' | '3x2' | '4x5' | '3x4' | '16x9';

/** object-position hotspot classes of styles/components/media.css (`.pos-top` …). */
export type FocalPoint = 'center' | 'top' | 'bottom' | 'left' | 'right';
