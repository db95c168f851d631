import type { GallerySize, ImageData } from '../../../shared/components/ui';
import { gallerySize } from '../../../shared/components/ui';
import { descriptionBlocks, formatDuration, videoId } from '../../../shared/format';
import type { Translate } from '../../../shared/i18n/translate';
import { EXTERNAL } from '../../../shared/site';
import type { GalleryPhoto } from '../../../shared/islands/PhotoGallery';
import type { VideoItem } from '../../../shared/islands/VideoGallery';
import { imageData, type Content, type ImageRef, type Portfolio } from '../../content';

const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="#e3d9cb"/>' +
  '<path transform="translate(340 240) scale(5)" d="M4 8h3l1.5-2.5h7L17 8h3v11H4zM12 16.5a3.5 ' +
  '3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z" fill="none" stroke="#a89a87" stroke-width="1.2" ' +
  'stroke-linejoin="round"/></svg>';

/** A card's image when the content has no usable one: a warm 4:3 panel with a camera (no request). */
export const PLACEHOLDER_IMAGE: ImageData = {
  src: `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG)}`,
  width: 800,
  height: 600,
  alt: '',
};

export const CARD_SIZES = '(min-width: 64em) 33vw, (min-width: 40em) 50vw, 100vw';
/** Sizes (docs/product.md#image-sizes): portfolio 800x600, carousel 1920x1080, sharing 1200x630. */
export const SIZE = {
  card: { w: 800, h: 600 },
  tile: { w: 800 },
  full: { w: 1920 },
  carousel: { w: 1920, h: 1080 },
  og: { w: 1200, h: 630 },
} as const;

/** The cover (docs/product.md#portfolio-page) is the first carousel image, else the first photo. */
export function coverRef(p: Pick<Portfolio, 'carouselImages' | 'photos'>): ImageRef | null {
  return p.carouselImages?.[0] ?? p.photos?.[0] ?? null;
}

export function portfolioSize(p: Pick<Portfolio, 'size'>): GallerySize {
  return gallerySize(p.size);
}

/** Grid tile and viewer image of every usable photo, in order (an invalid asset reference is skipped). */
export function galleryPhotos(content: Content, p: Portfolio, t: Translate): GalleryPhoto[] {
  const title = p.title ?? 'Portfolio';
  const out: GalleryPhoto[] = [];
  (p.photos ?? []).forEach((ref, i) => {
    const alt = ref?.alt || t('detail.portfolio.photoAlt', { title, n: String(i + 1) });
    const tile = imageData(content.image(ref, SIZE.tile, alt));
    const full = imageData(content.image(ref, SIZE.full, alt), '100vw');
    if (tile && full) out.push({ key: `${i}-${ref.ref}`, tile, full });
  });
  return out;
}

/** Carousel slides: the carousel images, else the first photo. */
export function carouselSlides(content: Content, p: Portfolio, t: Translate): ImageData[] {
  const refs = p.carouselImages?.length ? p.carouselImages : (p.photos ?? []).slice(0, 1);
  const title = p.title ?? 'Portfolio';
  return refs
    .map((ref, i) =>
      imageData(
        content.image(ref, SIZE.carousel, ref?.alt || t('detail.portfolio.slideAlt', { title, n: String(i + 1) })),
        '(min-width: 80em) 80rem, 100vw',
      ),
    )
    .filter((x): x is ImageData => Boolean(x));
}

/** A video's thumbnail: the CMS image, else the video host's image of its id. */
function thumbnail(
  content: Content,
  thumb: ImageRef | null | undefined,
  id: string | null,
  title: string,
): ImageData | undefined {
  const own = imageData(content.image(thumb, { w: 640, h: 360 }, title), CARD_SIZES);
  if (own) return own;
  if (!id) return undefined;
  const at = (name: string) => `${EXTERNAL.videoThumbHost}/vi/${id}/${name}.jpg`;
  return {
    src: at('hqdefault'),
    srcSet: `${at('mqdefault')} 320w, ${at('hqdefault')} 480w, ${at('sddefault')} 640w`,
    sizes: CARD_SIZES,
    width: 480,
    height: 360,
    alt: title,
  };
}

export function videoItems(content: Content, p: Portfolio, t: Translate): VideoItem[] {
  return (p.videos ?? []).map((v, i) => {
    const id = videoId(v.url);
    const title = v.title || t('detail.portfolio.videoTitle', { n: String(i + 1) });
    const thumb = thumbnail(content, v.thumbnail, id, title);
    return { key: v._key ?? String(i), title, duration: formatDuration(v.duration), id, ...(thumb ? { thumb } : {}) };
  });
}

/** The description as one line of plain text (headed items as 'Heading: body'), for cards and metadata. */
export function plainDescription(text: string | null | undefined): string {
  return descriptionBlocks(text)
    .map((b) => (b.kind === 'item' ? (b.body ? `${b.heading}: ${b.body}` : b.heading) : b.text))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
