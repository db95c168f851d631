import { OG_IMAGE, type SeoPage } from '../../shared/site';
import { Q, type Content, type ResolvedImage, type Seo } from '../content';
import { within } from '../../shared/within';
import { DEFAULT_LOCALE, isLocale, LOCALE_TAG, LOCALES, localePath, type Locale } from '../../shared/i18n/locales';

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
  /**
   * The languages the page's main content exists in (docs/decisions/0031-languages-by-path.md): a
   * detail page's document's, `docLanguages(doc)`; unset, every language (listings, forms, legal).
   */
  languages?: readonly Locale[];
}

/**
 * The languages a document exists in, from its query's `languages` (the languages of its
 * translations) and its own `language` (the version shown); English always (a document without
 * translations is English, and the English URL is every page's x-default).
 */
export function docLanguages(doc: unknown): Locale[] {
  const d = doc && typeof doc === 'object' ? (doc as { languages?: unknown; language?: unknown }) : {};
  const given: unknown[] = [...(Array.isArray(d.languages) ? d.languages : []), d.language, DEFAULT_LOCALE];
  return LOCALES.filter((l) => given.includes(l));
}

/** The language of a document as its query returned it (`language`; none: English). */
export function docLanguage(doc: unknown): Locale {
  const given = doc && typeof doc === 'object' ? (doc as { language?: unknown }).language : undefined;
  return isLocale(given) ? given : DEFAULT_LOCALE;
}

/** A page's URLs for <head> and the sitemap: its canonical and, when translated, every language's. */
export interface PageUrls {
  canonical: string;
  /** hreflang → absolute URL: each language's tag and x-default (English); empty when untranslated. */
  alternates: Array<{ hreflang: string; href: string }>;
}

/**
 * The canonical and hreflang alternates of a page in `locale` whose language-neutral path is `path`
 * (docs/product.md#languages): a page that exists in its language points at itself and, when it
 * exists in more than one, at each language's URL; a page shown in a language its content lacks
 * points at the English URL and has no alternates.
 */
export function pageUrls(
  siteUrl: string,
  path: string,
  locale: Locale,
  languages: readonly Locale[] = LOCALES,
): PageUrls {
  const url = (l: Locale) => absoluteUrl(siteUrl, localePath(l, path));
  if (!languages.includes(locale)) return { canonical: url(DEFAULT_LOCALE), alternates: [] };
  const alternates =
    languages.length > 1
      ? [
          ...LOCALES.filter((l) => languages.includes(l)).map((l) => ({ hreflang: LOCALE_TAG[l], href: url(l) })),
          { hreflang: 'x-default', href: url(DEFAULT_LOCALE) },
        ]
      : [];
  return { canonical: url(locale), alternates };
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
