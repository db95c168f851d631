import { cmsText, descriptionBlocks, type DescriptionBlock } from '../../../shared/format';
import { formatPrice } from '../../../shared/vocabulary/money';
import { AD_TIERS } from '../../../shared/site';
import type { GalleryItem, ImageData } from '../../../shared/components/ui';
import {
  imageData,
  type AdTier,
  type ImageRef,
  type ImageResolver,
  type ResolvedImage,
  type TargetedAd,
  type TargetedAdHead,
} from '../../content';
import { richTextHtml } from '../../render/portable-text';
import type { Translate } from '../../../shared/i18n/translate';

/**
 * What the /place/{slug} components render: plain strings and resolved images, never CMS
 * objects. Every field of the ad may be missing; each falls back (section omitted, default text).
 * Every word the code adds (a title made of service and location, an image's alternative text when
 * the image has none) comes from the catalogue, in the page's language (`t`).
 */

/** Image sizes (docs/product.md#image-sizes: ad carousel 1200x800; gallery tiles keep their aspect, 800 wide). */
export const SIZES = {
  hero: { w: 1200, h: 800 },
  carousel: { w: 1200, h: 800 },
  gallery: { w: 800 },
  og: { w: 1200, h: 630 },
} as const;

/** `sizes` of the hero mosaic: the large tile spans half the container on desktops, all of it on phones. */
export const HERO_SIZES = {
  large: '(min-width: 80em) 40rem, (min-width: 64em) 50vw, 100vw',
  medium: '(min-width: 80em) 20rem, (min-width: 64em) 25vw, 50vw',
} as const;
const CAROUSEL_SIZES = '(min-width: 80em) 80rem, 100vw';

export type TierKey = (typeof AD_TIERS)[number][0];
export interface TierView {
  key: TierKey;
  label: string;
  tone: 'bronze' | 'silver' | 'gold';
  price: string;
  priceMinor: number | null;
  features: string[];
}

export interface PlaceHeadView {
  title: string;
  service: string;
  location: string;
  description: string;
  heroImages: ImageData[];
}

export interface PlaceView {
  service: string;
  location: string;
  carousel: ImageData[];
  bodyHtml: string;
  detailed: DescriptionBlock[];
  tiers: TierView[];
  features: string[];
  gallery: GalleryItem[];
  testimonials: Array<{ text: string; name: string }>;
}

const list = <T>(v: T[] | null | undefined): T[] => (Array.isArray(v) ? v.filter((x) => x != null) : []);

/** The page title: the ad's title, else '{service} in {location}' (either alone), else the default. */
export function placeTitle(ad: { title?: string; service?: string; location?: string }, t: Translate): string {
  const service = cmsText(ad.service);
  const location = cmsText(ad.location);
  return (
    cmsText(ad.title) ||
    (service && location ? t('seo.place.heading', { service, location }) : service || location) ||
    t('detail.place.defaultTitle')
  );
}

/** An image's alternative text: its own, else the code's, numbered from 1. */
const altOr = (ref: ImageRef, made: (n: string) => string, i: number) => cmsText(ref.alt) || made(String(i + 1));

export function headView(ad: TargetedAdHead, image: ImageResolver, t: Translate): PlaceHeadView {
  const title = placeTitle(ad, t);
  const heroImages = list(ad.heroImages)
    .slice(0, 3)
    .map((ref, i) =>
      image(
        ref,
        SIZES.hero,
        altOr(ref, (n) => t('detail.place.photoAlt', { title, n }), i),
      ),
    )
    .filter((x): x is ResolvedImage => x !== null)
    .map((img, i) => imageData(img, i === 0 ? HERO_SIZES.large : HERO_SIZES.medium));
  return {
    title,
    service: cmsText(ad.service),
    location: cmsText(ad.location),
    description: cmsText(ad.description),
    heroImages,
  };
}

/** The tiers present in content, in Bronze, Silver, Gold order (missing tiers omitted). */
export function tiers(pricing: TargetedAd['pricing']): TierView[] {
  const out: TierView[] = [];
  for (const [key, label] of AD_TIERS) {
    const tier: AdTier | null | undefined = pricing && typeof pricing === 'object' ? pricing[key] : null;
    if (!tier || typeof tier !== 'object') continue;
    const priceMinor =
      typeof tier.price === 'number' && Number.isFinite(tier.price) && tier.price >= 0 ? tier.price : null;
    out.push({
      key,
      label,
      tone: label.toLowerCase() as TierView['tone'],
      price: formatPrice(priceMinor),
      priceMinor,
      features: list(tier.features).map(cmsText).filter(Boolean),
    });
  }
  return out;
}

/**
 * Gallery tile sizes that leave no hole in the design system's mosaic at 2, 3 and 4 columns:
 * chunks of six as large, small, small, large, small, small (12 cells, whole rows at every column
 * count), then the rest in the least ragged pattern for its count (only the last row may be short).
 */
const CHUNK = ['large', 'small', 'small', 'large', 'small', 'small'] as const;
const REST: Record<number, readonly string[]> = {
  1: ['small'],
  2: ['small', 'small'],
  3: ['large', 'small', 'small'],
  4: ['large', 'medium', 'small', 'small'],
  5: ['large', 'small', 'small', 'small', 'small'],
};
export function gallerySizes(count: number): string[] {
  const sizes: string[] = [];
  for (let i = 0; i + CHUNK.length <= count; i += CHUNK.length) sizes.push(...CHUNK);
  return [...sizes, ...(REST[count - sizes.length] ?? [])];
}

function galleryItems(refs: ImageRef[], image: ImageResolver, title: string, t: Translate): GalleryItem[] {
  const images = refs
    .map((ref, i) =>
      image(
        ref,
        SIZES.gallery,
        altOr(ref, (n) => t('detail.place.galleryAlt', { title, n }), i),
      ),
    )
    .filter((x): x is ResolvedImage => x !== null);
  const sizes = gallerySizes(images.length);
  return images.map((img, i) => ({ key: `${i}-${img.src}`, image: imageData(img), size: sizes[i] ?? 'small' }));
}

export function placeView(ad: TargetedAd, image: ImageResolver, siteUrl: string, t: Translate): PlaceView {
  const title = placeTitle(ad, t);
  const carousel = list(ad.carouselImages)
    .map((ref, i) =>
      image(
        ref,
        SIZES.carousel,
        altOr(ref, (n) => t('detail.place.recentAlt', { title, n }), i),
      ),
    )
    .filter((x): x is ResolvedImage => x !== null)
    .map((img) => imageData(img, CAROUSEL_SIZES));
  return {
    service: cmsText(ad.service),
    location: cmsText(ad.location),
    carousel,
    bodyHtml: richTextHtml(ad.body, image, siteUrl),
    detailed: descriptionBlocks(cmsText(ad.detailedContent)),
    tiers: tiers(ad.pricing),
    features: list(ad.features).map(cmsText).filter(Boolean),
    gallery: galleryItems(list(ad.galleryImages), image, title, t),
    testimonials: list(ad.testimonials)
      .map((t) => ({ text: cmsText(t?.text), name: cmsText(t?.name) }))
      .filter((t) => t.text),
  };
}
