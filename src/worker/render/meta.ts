import { OG_IMAGE, type SeoPage } from '../../shared/site';
import { Q, type Content, type ResolvedImage, type Seo } from '../content';
import { within } from '../../shared/within';

export interface MetaImage {
  url: string;
  width: number;
  height: number;
  alt?: string;
}

/** docs/product.md#image-sizes: the 1200x630 social (og:image) size, for `content.image(ref, OG_SIZE)`. */
export const OG_SIZE = { w: OG_IMAGE.width, h: OG_IMAGE.height } as const;

/** `{ image }` to spread into a Meta: a resolved social image (alt only when given); `{}` without one. */
export function metaImage(image: ResolvedImage | null | undefined, alt?: string): { image?: MetaImage } {
  return image
    ? { image: { url: image.src, width: image.width, height: image.height, ...(alt !== undefined ? { alt } : {}) } }
    : {};
}

/** Everything a page puts in <head> (docs/product.md#page-metadata). */
export interface Meta {
  title: string;
  description: string;
  keywords?: string;
  /** Canonical path, resolved against SITE_URL. */
  path: string;
  image?: MetaImage;
  type?: 'website' | 'article';
  article?: { publishedTime?: string; modifiedTime?: string; author?: string };
  jsonLd?: unknown[];
  noindex?: boolean;
}

/** Built-in defaults for the 13 seo records, used when a record is missing or its fetch fails. */
export const SEO_DEFAULTS: Record<SeoPage, { title: string; description: string; keywords: string; path: string }> = {
  home: {
    title: 'Professional Photography Services Across India',
    description:
      'Book professional photographers for weddings, pre-wedding, maternity, baby, family, ' +
      'travel and corporate shoots in 50+ cities across India.',
    keywords: 'photographer, wedding photography, pre-wedding shoot, maternity photoshoot, India',
    path: '/',
  },
  services: {
    title: 'Photography Services',
    description:
      'Wedding, portrait, event and commercial photography services by professional photographers across India.',
    keywords: 'photography services, wedding photography, event photography',
    path: '/services',
  },
  packages: {
    title: 'Photography Packages & Pricing',
    description: 'Transparent photography packages with Bronze, Silver and Gold tiers for every occasion.',
    keywords: 'photography packages, photoshoot price, wedding photography cost',
    path: '/packages',
  },
  portfolios: {
    title: 'Portfolio',
    description:
      'Browse our portfolio of weddings, pre-wedding shoots, maternity, baby, travel and family photography.',
    keywords: 'photography portfolio, wedding photos',
    path: '/portfolios',
  },
  photographers: {
    title: 'Professional Photographers',
    description:
      'Meet our professional photographers: portrait, wedding, fashion, street, nature, ' +
      'landscape and corporate specialists.',
    keywords: 'photographers near me, professional photographer India',
    path: '/photographers',
  },
  about: {
    title: 'About Us',
    description: 'A pan-India photography brand creating memories since 2020.',
    keywords: 'about us, photography brand India',
    path: '/about',
  },
  contact: {
    title: 'Contact Us',
    description: 'Request a callback or reach our team by phone or e-mail, Monday to Saturday, 10am - 7pm.',
    keywords: 'contact photographer, book photoshoot',
    path: '/contact',
  },
  faqs: {
    title: 'Frequently Asked Questions',
    description: 'Answers about booking, pricing, delivery and our photography services.',
    keywords: 'photography FAQ, booking questions',
    path: '/faqs',
  },
  partner: {
    title: 'Become a Partner',
    description: 'Partner with us: influencers, travel agencies, hotels, tourism and fashion lifestyle brands.',
    keywords: 'photography partnership, become a partner',
    path: '/become-partner',
  },
  blogs: {
    title: 'Blog',
    description: 'Photography tips, stories and guides from our photographers.',
    keywords: 'photography blog, photoshoot tips',
    path: '/blogs',
  },
  terms: {
    title: 'Terms and Conditions',
    description: 'The terms and conditions of our photography services.',
    keywords: 'terms and conditions',
    path: '/terms-and-conditions',
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal information.',
    keywords: 'privacy policy',
    path: '/privacy-policy',
  },
  cancellation: {
    title: 'Cancellation Policy',
    description: 'Our cancellation and refund policy for photography bookings.',
    keywords: 'cancellation policy, refund policy',
    path: '/cancellation-policy',
  },
};

const SEO_TIMEOUT_MS = 1500;

/** The page's metadata from its seo record; defaults when the record is missing, slow or failing. */
export async function seoMeta(content: Content, page: SeoPage, overrides: Partial<Meta> = {}): Promise<Meta> {
  const defaults = SEO_DEFAULTS[page];
  const record = await within(
    content.query<Seo | null>(Q.SEO, { page }).then(
      (r) => r ?? null,
      () => null,
    ),
    SEO_TIMEOUT_MS,
  );
  // A slow record: the defaults go out this once, and the page memo must not keep them.
  if (record === undefined) content.missed();
  return {
    title: record?.title || defaults.title,
    description: record?.description || defaults.description,
    keywords: record?.keywords || defaults.keywords,
    path: defaults.path,
    type: record?.type === 'article' ? 'article' : 'website',
    ...metaImage(content.image(record?.image, OG_SIZE)),
    ...overrides,
  };
}

/** Title with the brand suffix, unless the brand is already in it. */
export function fullTitle(title: string, siteName: string): string {
  return title.toLowerCase().includes(siteName.toLowerCase()) ? title : `${title} | ${siteName}`;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
