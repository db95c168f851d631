import { createImageUrlBuilder } from '@sanity/image-url';
import type { ImageData } from '../../shared/components/ui/types';
import { cmsText } from '../../shared/format';
import type { Config } from '../settings';
import type { ImageRef } from './types';

/** A resolved, ready-to-render image: what components receive (never a CMS object). */
export interface ResolvedImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
  lqip?: string;
}

/**
 * Only what an <img> needs, with the `sizes` of its layout: drops the LQIP data URL (island props
 * travel as JSON) and anything else. A missing image stays missing, for the caller's fallback.
 */
export function imageData(image: ResolvedImage, sizes?: string): ImageData;
export function imageData(image: ResolvedImage | null, sizes?: string): ImageData | undefined;
export function imageData(image: ResolvedImage | null, sizes?: string): ImageData | undefined {
  if (!image) return undefined;
  return {
    src: image.src,
    srcSet: image.srcSet,
    width: image.width,
    height: image.height,
    alt: image.alt,
    ...(sizes ? { sizes } : {}),
  };
}

export type Fit = 'crop' | 'max' | 'fill' | 'clip';
export interface ImageSize {
  w: number;
  h?: number;
  fit?: Fit;
}

const REF = /^image-([A-Za-z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/;
const clampWidth = (w: number) => Math.min(2000, Math.max(40, Math.round(w)));

/**
 * `fallbackAlt` is used only when the editor left the image's own `alt` empty: every content image
 * in the Studio asks for alt text (studio/src/schemaTypes/fields.ts), so the editor's words win.
 */
export type ImageResolver = (
  image: ImageRef | null | undefined,
  size: ImageSize,
  fallbackAlt?: string,
) => ResolvedImage | null;

/**
 * Builds image URLs through Sanity's image builder, or the local demo path with the same
 * width/height/fit parameters. An invalid asset reference resolves to null (callers fall back).
 */
export function imageResolver(config: Config): ImageResolver {
  const builder = config.demo
    ? null
    : createImageUrlBuilder({ projectId: config.SANITY_PROJECT_ID!, dataset: config.SANITY_DATASET });

  const url = (image: ImageRef, ref: RegExpMatchArray, w: number, h: number | undefined, fit: Fit) => {
    if (!builder) {
      const q = new URLSearchParams({ w: String(w), ...(h ? { h: String(h) } : {}), fit });
      return `/demo-img/${ref[1]}-${ref[2]}x${ref[3]}.${ref[4]}?${q}`;
    }
    let b = builder
      .image({
        asset: { _ref: image.ref! },
        ...(image.hotspot ? { hotspot: image.hotspot } : {}),
        ...(image.crop ? { crop: image.crop } : {}),
      })
      .width(w)
      .fit(fit)
      .auto('format');
    if (h) b = b.height(h);
    return b.url();
  };

  return (image, { w, h, fit = h ? 'crop' : 'max' }, fallbackAlt) => {
    const ref = image?.ref?.match(REF);
    if (!image || !ref) return null;
    const width = clampWidth(w);
    const ratio = h ? h / w : Number(ref[3]) / Number(ref[2]);
    const height = Math.round(width * ratio);
    const at = (scale: number) => {
      const sw = clampWidth(width * scale);
      return url(image, ref, sw, h ? Math.round(sw * ratio) : undefined, fit);
    };
    const widths = [...new Set([0.5, 1, 1.5, 2].map((s) => clampWidth(width * s)))];
    return {
      src: at(1),
      srcSet: widths.map((sw) => `${at(sw / width)} ${sw}w`).join(', '),
      width,
      height,
      alt: cmsText(image.alt) || fallbackAlt || '',
      ...(image.asset?.lqip ? { lqip: image.asset.lqip } : {}),
    };
  };
}
