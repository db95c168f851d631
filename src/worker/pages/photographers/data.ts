import type { ImageData } from '../../../shared/components/ui';
import type { ListingState } from '../../../shared/photographer-listing';
import { LIMITS } from '../../../shared/site';
import { Q, imageData, type Content, type ImageRef, type PhotographerSummary } from '../../content';

/** docs/product.md#image-sizes: photographer images are 800x1000. */
export const PROFILE_SIZE = { w: 800, h: 1000 } as const;
/** docs/product.md#image-sizes: carousel / hero images are 1920x1080. */
export const HERO_SIZE = { w: 1920, h: 1080 } as const;
export const CARD_SIZES = '(min-width: 64em) 25vw, (min-width: 36em) 50vw, 100vw';

/** A content image as the design system's components take it; the CMS alt text wins over `alt`. */
export function imageFor(
  content: Content,
  ref: ImageRef | null | undefined,
  size: { w: number; h?: number },
  alt: string,
  sizes: string,
): ImageData | undefined {
  return imageData(content.image(ref, size, ref?.alt || alt), sizes);
}

export interface PhotographerCardData {
  id: string;
  name: string;
  href: string;
  image?: ImageData;
  featured: boolean;
  title: string | null;
  specialty: string | null;
  photoCount: number;
}

export interface Listing {
  state: ListingState;
  total: number;
  totalPages: number;
  /** The page shown: the requested one, clamped to 1…totalPages. */
  page: number;
  cards: PhotographerCardData[];
}

export const profilePath = (slug: string) => `/photographer/${slug}`;

function card(content: Content, p: PhotographerSummary): PhotographerCardData | null {
  if (!p?.slug) return null; // no profile to link to
  const name = p.name?.trim() || 'Photographer';
  return {
    id: p._id,
    name,
    href: profilePath(p.slug),
    image: imageFor(content, p.profileImage, PROFILE_SIZE, name, CARD_SIZES),
    featured: p.featured === true,
    title: p.title?.trim() || null,
    specialty: typeof p.specialty === 'string' && p.specialty.trim() ? p.specialty.trim() : null,
    photoCount: typeof p.photoCount === 'number' ? p.photoCount : 0,
  };
}

/**
 * One page of the listing (docs/product.md#content-queries): the filtered count and the requested page run at once;
 * a page past the end is answered with the last page (one more query, only then).
 */
export async function loadListing(content: Content, state: ListingState): Promise<Listing> {
  const size = LIMITS.photographersPageSize;
  const filter = { category: state.category, search: state.q.toLowerCase() };
  const pageQuery = Q.photographersPage(state.sort);
  const fetchPage = (page: number) =>
    content.query<PhotographerSummary[] | null>(pageQuery, { ...filter, start: (page - 1) * size, end: page * size });

  const [total, first] = await Promise.all([
    content.query<number | null>(Q.PHOTOGRAPHERS_COUNT, filter),
    fetchPage(state.page),
  ]);
  const count = typeof total === 'number' && total > 0 ? total : 0;
  const totalPages = Math.ceil(count / size);
  const page = Math.min(state.page, Math.max(totalPages, 1));
  const rows = page === state.page ? first : await fetchPage(page);
  const cards = (rows ?? []).map((p) => card(content, p)).filter((c): c is PhotographerCardData => c !== null);
  return { state: { ...state, page }, total: count, totalPages, page, cards };
}
