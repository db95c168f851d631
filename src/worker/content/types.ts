/**
 * Shapes returned by the GROQ projections in queries.ts (field names from content-model.md).
 * Every field may be missing in real data: everything is optional and callers fall back.
 */
export interface ImageRef {
  ref?: string | null;
  alt?: string | null;
  hotspot?: { x: number; y: number; height: number; width: number } | null;
  crop?: { top: number; bottom: number; left: number; right: number } | null;
  asset?: { url?: string; lqip?: string; width?: number; height?: number } | null;
}

export type PortableText = Array<{ _type: string; _key?: string; [k: string]: unknown }>;

export interface Seo {
  title?: string; description?: string; keywords?: string; url?: string; type?: string; image?: ImageRef | null;
}

export interface HeroSlide { _key?: string; title?: string; subtitle?: string; image?: ImageRef | null }

export interface About {
  heroSection?: { title?: string; highlightedText?: string; description?: string; image?: ImageRef | null } | null;
  whatIs?: { title?: string; content?: string } | null;
  whyChoose?: { title?: string; content?: string } | null;
  howStarted?: { title?: string; content?: string } | null;
  stats?: Array<{ _key?: string; value?: string; label?: string }> | null;
}

export interface PhotographerPhoto { _key: string; image?: ImageRef | null; category?: string; title?: string }
export interface PhotographerSummary {
  _id: string; name?: string; title?: string; slug?: string; featured?: boolean; _createdAt?: string;
  profileImage?: ImageRef | null; specialty?: string | null; photoCount?: number;
}
export interface Photographer extends PhotographerSummary { heroImage?: ImageRef | null; photos?: PhotographerPhoto[] | null }

export interface Video { _key?: string; url?: string; thumbnail?: ImageRef | null; title?: string; duration?: number }
export interface Portfolio {
  _id: string; _createdAt?: string; title?: string; slug?: string; description?: string; category?: string;
  featured?: boolean; size?: string; carouselImages?: ImageRef[] | null; photos?: ImageRef[] | null; videos?: Video[] | null;
  photoCount?: number; videoCount?: number;
}

export interface Service { _id: string; title?: string; description?: string; image?: ImageRef | null; category?: string; slug?: string; featured?: boolean }
export interface PackageGroup { _id: string; title?: string; options?: Array<{ _key?: string; tier?: string; features?: string[] | null; price?: number | null }> | null }

export interface CityPhoto { _key: string; image?: ImageRef | null; title?: string; landmark?: boolean }
export interface City { _id: string; name?: string; description?: string; heroImage?: ImageRef | null; slug?: string; photos?: CityPhoto[] | null }

export interface Testimonial { _id: string; name?: string; role?: string; review?: string; rating?: number; image?: ImageRef | null }
export interface Certificate { _id: string; title?: string; description?: string; image?: ImageRef | null; points?: Array<{ _key?: string; pointTitle?: string; pointDescription?: string }> | null }

export interface Author { name?: string; image?: ImageRef | null; bio?: string | PortableText | null }
export interface PostSummary {
  _id: string; title?: string; slug?: string; publishedAt?: string; excerpt?: string; featured?: boolean;
  mainImage?: ImageRef | null; author?: Author | null; categories?: string[] | null; plainBody?: string;
}
export interface Post extends PostSummary { body?: PortableText | null; _updatedAt?: string }

export interface Faq { _id: string; question?: string; answer?: string; category?: string | null; order?: number }

export interface LegalSection { _key?: string; title?: string; content?: string }
export interface Terms { title?: string; content?: string; sections?: LegalSection[] | null; lastUpdated?: string }
export interface Privacy { title?: string; overview?: string; sections?: LegalSection[] | null; contactInfo?: { email?: string; website?: string; phone?: string } | null; lastUpdated?: string }
export interface Cancellation { title?: string; sections?: LegalSection[] | null; lastUpdated?: string }

export interface AdTier { price?: number | null; features?: string[] | null }
export interface TargetedAd {
  _id: string; _updatedAt?: string; title?: string; slug?: string; service?: string; location?: string;
  description?: string; detailedContent?: string; carouselImages?: ImageRef[] | null; galleryImages?: ImageRef[] | null;
  pricing?: { basic?: AdTier | null; standard?: AdTier | null; premium?: AdTier | null } | null;
  testimonials?: Array<{ _key?: string; text?: string; name?: string }> | null; features?: string[] | null;
  contact?: string; experience?: string; clientsCount?: string; body?: PortableText | null;
}
/** TARGETED_AD_HEAD: what the head and hero of /place/{slug} need. */
export interface TargetedAdHead {
  _id: string; _updatedAt?: string; title?: string; slug?: string; service?: string; location?: string;
  description?: string; heroImages?: ImageRef[] | null; pricing?: TargetedAd['pricing'];
}

export interface SitemapEntry { _type: string; slug?: string; _updatedAt?: string }
export interface SitemapData {
  docs?: SitemapEntry[] | null;
  /** Newest `_updatedAt` per document type. */
  latest?: Record<string, string | null> | null;
  seo?: Array<{ pageName?: string; _updatedAt?: string }> | null;
}
