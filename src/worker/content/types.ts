/**
 * Shapes returned by the GROQ projections in queries/ (field names: docs/editors.md#the-content-model).
 *
 * Generated: most are Sanity TypeGen's result types (sanity.types.ts, from the Studio's schema
 * and the queries; `npm run typegen`), so the schema, the queries and these types cannot drift
 * apart. Every generated field is `T | null`: real data may lack anything, callers fall back.
 *
 * Hand-written (below the generated aliases), each for a stated reason.
 */
import type * as G from './sanity.types';

type Item<T> = T extends ReadonlyArray<infer U> ? U : never;
type Some<T> = NonNullable<T>;

export type Seo = Some<G.SEO_RESULT>;
export type HeroSlide = Item<Some<G.HERO_CAROUSEL_RESULT>>;

export type PhotographerSummary = Item<G.PHOTOGRAPHERS_PAGE_FEATURED_RESULT>;
export type Photographer = Some<G.PHOTOGRAPHER_BY_SLUG_RESULT>;
export type PhotographerPhoto = Item<Some<Photographer['photos']>>;

export type Service = Item<G.SERVICES_RESULT>;
export type PackageGroup = Item<G.PACKAGES_RESULT>;

export type City = Some<G.CITY_BY_SLUG_RESULT>;
export type CityPhoto = Item<Some<City['photos']>>;

export type Testimonial = Item<G.TESTIMONIALS_RESULT>;
export type Certificate = Item<G.CERTIFICATES_RESULT>;
export type Faq = Item<G.FAQS_RESULT>;

export type Terms = Some<G.TERMS_RESULT>;
export type Privacy = Some<G.PRIVACY_RESULT>;
export type Cancellation = Some<G.CANCELLATION_RESULT>;
export type LegalSection = Item<Some<Terms['sections']>>;

// ── Hand-written ────────────────────────────────────────────────────────────────────────────

/**
 * The image projection (`imageFields` in queries/projections.ts) as the image builder takes it: one type that
 * every query's generated image fits (TypeGen repeats the projection per query), and that the
 * Portable Text renderer can rebuild (`ref` possibly undefined).
 */
export interface ImageRef {
  ref?: string | null;
  alt?: string | null;
  /** As Sanity stores them; the image builder uses them only when complete. */
  hotspot?: { x?: number; y?: number; height?: number; width?: number } | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  asset?: { url?: string | null; lqip?: string | null; width?: number | null; height?: number | null } | null;
}

/** Portable Text as the renderers walk it: any block-like member of any document's body. */
export type PortableText = Array<{ _type: string; _key?: string; [k: string]: unknown }>;

/**
 * The languages of a page's main document (docs/decisions/0032-documents-per-language.md): the
 * language of the version shown ("en" for a document without one) and every language a published
 * version exists in. Hreflang and the sitemap's alternates read them.
 */
export interface Languages {
  language?: string | null;
  languages?: string[] | null;
}

/**
 * Written for the view code, which treats its sections as optional objects (`heroSection ?? {}`);
 * the generated ABOUT_RESULT (all keys present, `| null`) does not fit that pattern.
 */
export interface About extends Languages {
  heroSection?: { title?: string; highlightedText?: string; description?: string; image?: ImageRef | null } | null;
  whatIs?: { title?: string; content?: string } | null;
  whyChoose?: { title?: string; content?: string } | null;
  howStarted?: { title?: string; content?: string } | null;
  stats?: Array<{ _key?: string; value?: string; label?: string }> | null;
}

/**
 * One name for the listing card (PORTFOLIOS: counts, first photo) and the page
 * (PORTFOLIO_BY_SLUG: all photos and videos); TypeGen types them as two results.
 */
export interface Video {
  _key?: string;
  url?: string;
  thumbnail?: ImageRef | null;
  title?: string;
  duration?: number;
}
export interface Portfolio extends Languages {
  _id: string;
  _createdAt?: string;
  title?: string;
  slug?: string;
  description?: string;
  category?: string;
  featured?: boolean;
  size?: string;
  carouselImages?: ImageRef[] | null;
  photos?: ImageRef[] | null;
  videos?: Video[] | null;
  photoCount?: number;
  videoCount?: number;
}

/**
 * The site also renders a plain-string `bio` (older data; docs/editors.md#the-content-model allows both),
 * which the Studio's schema (Portable Text only) and so TypeGen do not describe.
 */
export interface Author {
  name?: string;
  image?: ImageRef | null;
  bio?: string | PortableText | null;
}
export interface PostSummary {
  _id: string;
  title?: string;
  slug?: string;
  publishedAt?: string;
  excerpt?: string;
  featured?: boolean;
  mainImage?: ImageRef | null;
  author?: Author | null;
  categories?: string[] | null;
  plainBody?: string;
}
export interface Post extends PostSummary, Languages {
  body?: PortableText | null;
  _updatedAt?: string;
}

/**
 * The landing page's view helpers take optional (`undefined`) fields; the generated
 * TARGETED_AD_* results use `null`. Kept until those helpers take the generated types.
 */
export interface AdTier {
  price?: number | null;
  features?: string[] | null;
}
export interface TargetedAd extends Languages {
  _id: string;
  _updatedAt?: string;
  title?: string;
  slug?: string;
  service?: string;
  location?: string;
  description?: string;
  detailedContent?: string;
  carouselImages?: ImageRef[] | null;
  galleryImages?: ImageRef[] | null;
  pricing?: { basic?: AdTier | null; standard?: AdTier | null; premium?: AdTier | null } | null;
  testimonials?: Array<{ _key?: string; text?: string; name?: string }> | null;
  features?: string[] | null;
  contact?: string;
  experience?: string;
  clientsCount?: string;
  body?: PortableText | null;
}
/** TARGETED_AD_HEAD: what the head and hero of /place/{slug} need. */
export interface TargetedAdHead extends Languages {
  _id: string;
  _updatedAt?: string;
  title?: string;
  slug?: string;
  service?: string;
  location?: string;
  description?: string;
  heroImages?: ImageRef[] | null;
  pricing?: TargetedAd['pricing'];
}

/** `latest` is read by document type name (a string), not by the fixed keys TypeGen lists. */
export interface SitemapEntry {
  _type: string;
  slug?: string;
  _updatedAt?: string;
  /** The languages the document has a published version in (its English one counts as "en"). */
  languages?: string[] | null;
}
export interface SitemapData {
  docs?: SitemapEntry[] | null;
  /** Newest `_updatedAt` per document type. */
  latest?: Record<string, string | null> | null;
  seo?: Array<{ pageName?: string; _updatedAt?: string; languages?: string[] | null }> | null;
  /** The languages each one-off page (heroCarousel, about, the three policies) has a published document in. */
  singletons?: Record<string, string[] | null> | null;
}
