/**
 * Home view models: the selection rules of docs/product.md#home, applied to query results,
 * with every image resolved on the server. Components receive these plain shapes only.
 */
import type { ImageData } from '../../../shared/components/ui';
import { excerpt, formatDate } from '../../../shared/format';
import type { HeroSlideView } from '../../../shared/islands/HeroCarousel';
import type { TestimonialView } from '../../../shared/islands/TestimonialsCarousel';
import { LIMITS } from '../../../shared/site';
import { imageData, perResult } from '../../content';
import type {
  About,
  Certificate,
  HeroSlide,
  ImageRef,
  ImageResolver,
  ImageSize,
  Portfolio,
  PhotographerSummary,
  PostSummary,
  Service,
  Testimonial,
} from '../../content';

/** `sizes` of the layout grids (breakpoints of styles/layout/page.css). */
export const SIZES = {
  grid4: '(min-width: 64em) 25vw, (min-width: 36em) 50vw, 100vw',
  grid3: '(min-width: 64em) 33vw, (min-width: 40em) 50vw, 100vw',
  half: '(min-width: 56em) 50vw, 100vw',
  // The hero covers the viewport: on screens taller than 16:9 the image is as wide as 16/9 of its height.
  hero: '(max-aspect-ratio: 16/9) 178vh, 100vw',
  avatar: '48px',
} as const;

function resolve(image: ImageResolver, ref: ImageRef | null | undefined, size: ImageSize, sizes: string, alt?: string) {
  return imageData(image(ref, size, alt), sizes);
}

/** Carousel 1920x1080 (docs/product.md#image-sizes) with a wide srcset (320…2000 w) so phones get a fitting file. */
export function heroImage(image: ImageResolver, ref: ImageRef | null | undefined, alt?: string): ImageData | undefined {
  const large = image(ref, { w: 1920, h: 1080 }, alt);
  const small = image(ref, { w: 640, h: 360 }, alt);
  if (!large || !small) return undefined;
  const byWidth = new Map<number, string>();
  for (const entry of `${small.srcSet}, ${large.srcSet}`.split(', ')) {
    const w = Number(entry.slice(entry.lastIndexOf(' ') + 1, -1));
    if (!byWidth.has(w)) byWidth.set(w, entry);
  }
  const srcSet = [...byWidth.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, e]) => e)
    .join(', ');
  return { src: large.src, srcSet, width: large.width, height: large.height, alt: large.alt, sizes: SIZES.hero };
}

export const heroSlides = perResult(function heroSlides(
  slides: HeroSlide[] | null | undefined,
  image: ImageResolver,
): HeroSlideView[] {
  return (slides ?? [])
    .filter((s): s is HeroSlide => !!s && (!!s.title || !!s.image))
    .map((s, i) => ({
      key: s._key || String(i),
      title: s.title ?? '',
      ...(s.subtitle ? { subtitle: s.subtitle } : {}),
      ...optionalImage(heroImage(image, s.image, s.image?.alt ?? '')),
    }));
});

export interface AboutHeroView {
  title: string;
  highlightedText?: string;
  description?: string;
  image?: ImageData;
}

/** The about document's heroSection, or null ('Hero section not found'). */
export const aboutHero = perResult(function aboutHero(
  about: About | null | undefined,
  image: ImageResolver,
): AboutHeroView | null {
  const h = about?.heroSection;
  if (!h || !(h.title || h.highlightedText || h.description)) return null;
  return {
    title: h.title ?? '',
    ...(h.highlightedText ? { highlightedText: h.highlightedText } : {}),
    ...(h.description ? { description: h.description } : {}),
    ...optionalImage(resolve(image, h.image, { w: 800, h: 600 }, SIZES.half, h.image?.alt ?? '')),
  };
});

export interface PhotographerView {
  id: string;
  name: string;
  href: string;
  image?: ImageData;
}

/** Featured only (query), first four. */
export const featuredPhotographers = perResult(function featuredPhotographers(
  list: PhotographerSummary[] | null | undefined,
  image: ImageResolver,
): PhotographerView[] {
  return (list ?? []).slice(0, LIMITS.featuredPhotographers).map((p) => ({
    id: p._id,
    name: p.name || 'Photographer',
    href: p.slug ? `/photographer/${encodeURIComponent(p.slug)}` : '/photographers',
    ...optionalImage(resolve(image, p.profileImage, { w: 800, h: 1000 }, SIZES.grid4, p.name ?? '')),
  }));
});

export interface PortfolioView {
  id: string;
  title: string;
  href: string;
  category?: string;
  featured: boolean;
  image: ImageData;
}

/**
 * Items without a usable image dropped, first 6; image = first carousel image, else first photo;
 * link /portfolio/{slug}, or /portfolio/gallery when the slug is missing.
 */
export const homePortfolios = perResult(function homePortfolios(
  list: Portfolio[] | null | undefined,
  image: ImageResolver,
): PortfolioView[] {
  const out: PortfolioView[] = [];
  for (const p of list ?? []) {
    if (out.length >= LIMITS.homePortfolios) break;
    const alt = p.title ?? '';
    const cover =
      resolve(image, p.carouselImages?.[0], { w: 800, h: 600 }, SIZES.grid3, alt) ??
      resolve(image, p.photos?.[0], { w: 800, h: 600 }, SIZES.grid3, alt);
    if (!cover) continue;
    out.push({
      id: p._id,
      title: p.title || 'Portfolio',
      href: `/portfolio/${p.slug ? encodeURIComponent(p.slug) : 'gallery'}`,
      ...(p.category ? { category: p.category } : {}),
      featured: p.featured === true,
      image: cover,
    });
  }
  return out;
});

export interface ServiceView {
  id: string;
  title: string;
  href: string;
  image?: ImageData;
}

/** Featured (query), first four; 'Book Now' to /services/{slug}. */
export const featuredServices = perResult(function featuredServices(
  list: Service[] | null | undefined,
  image: ImageResolver,
): ServiceView[] {
  return (list ?? []).slice(0, LIMITS.featuredServices).map((s) => ({
    id: s._id,
    title: s.title || 'Service',
    href: s.slug ? `/services/${encodeURIComponent(s.slug)}` : '/services',
    ...optionalImage(resolve(image, s.image, { w: 600 }, SIZES.grid4, s.title ?? '')),
  }));
});

/** Featured testimonials (query) with a review; rating kept only when it is a number. */
export const testimonials = perResult(function testimonials(
  list: Testimonial[] | null | undefined,
  image: ImageResolver,
): TestimonialView[] {
  return (list ?? [])
    .filter((t) => typeof t.review === 'string' && t.review.trim() !== '')
    .map((t) => ({
      id: t._id,
      name: t.name ?? '',
      review: t.review!.trim(),
      ...(t.role ? { role: t.role } : {}),
      ...(typeof t.rating === 'number' && Number.isFinite(t.rating) ? { rating: t.rating } : {}),
      ...optionalImage(resolve(image, t.image, { w: 200, h: 200 }, SIZES.avatar, '')),
    }));
});

export interface CertificateView {
  id: string;
  title: string;
  description?: string;
  image?: ImageData;
  points: Array<{ key: string; title: string; description?: string }>;
}

export const certificates = perResult(function certificates(
  list: Certificate[] | null | undefined,
  image: ImageResolver,
): CertificateView[] {
  return (list ?? []).map((c) => ({
    id: c._id,
    title: c.title ?? '',
    ...(c.description ? { description: c.description } : {}),
    ...optionalImage(resolve(image, c.image, { w: 800, h: 600 }, SIZES.grid4, c.title ?? '')),
    points: (c.points ?? [])
      .filter((p) => p && (p.pointTitle || p.pointDescription))
      .map((p, i) => ({
        key: p._key || String(i),
        title: p.pointTitle ?? '',
        ...(p.pointDescription ? { description: p.pointDescription } : {}),
      })),
  }));
});

export interface PostView {
  id: string;
  title: string;
  href: string;
  excerpt: string;
  date: string;
  dateTime?: string;
  author?: string;
  categories: string[];
  image?: ImageData;
}

/**
 * Featured posts, newest first (query), up to 6; excerpt = the post's excerpt else its body text
 * (docs/product.md#display-rules).
 */
export const featuredPosts = perResult(function featuredPosts(
  list: PostSummary[] | null | undefined,
  image: ImageResolver,
): PostView[] {
  return (list ?? [])
    .slice()
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, LIMITS.featuredPosts)
    .map((p) => ({
      id: p._id,
      title: p.title || 'Untitled',
      href: p.slug ? `/blogs/${encodeURIComponent(p.slug)}` : '/blogs',
      excerpt: excerpt(p.excerpt?.trim() ? p.excerpt : p.plainBody, LIMITS.excerptChars),
      date: formatDate(p.publishedAt),
      ...(p.publishedAt ? { dateTime: p.publishedAt } : {}),
      ...(p.author?.name ? { author: p.author.name } : {}),
      categories: (p.categories ?? []).filter((c): c is string => typeof c === 'string' && c !== ''),
      ...optionalImage(resolve(image, p.mainImage, { w: 600, h: 400 }, SIZES.grid3, p.mainImage?.alt ?? '')),
    }));
});

function optionalImage(image: ImageData | undefined): { image?: ImageData } {
  return image ? { image } : {};
}

export type HeroSlideList = HeroSlideView[];
