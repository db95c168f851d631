import { OG_IMAGE, SEO_PAGE_PATHS, type SeoPage } from '../../shared/site';
import { Q, type Content, type ResolvedImage, type Seo } from '../content';
import { within } from '../../shared/within';
import { translate } from '../../shared/i18n/catalogues';
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
   * An indexed page's robots directives, limiting what a search engine shows of it and which links
   * it follows (docs/decisions/0058-the-availability-answer-is-indexed-without-a-snippet.md); unset,
   * none. A noindex page says `noindex, nofollow` whatever this says.
   */
  robots?: string;
  /**
   * The page is a duplicate of the page at `path` (its canonical), which carries the alternates
   * (hreflang): it names none of its own.
   */
  duplicate?: boolean;
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

type SeoDefaults = Record<SeoPage, { title: string; description: string; keywords: string; path: string }>;

/** Built-in defaults for the 13 seo records in a language (src/shared/i18n/messages/en/pages.ts). */
const seoDefaultsByLocale = new Map<Locale, SeoDefaults>();
export function seoDefaults(locale: Locale): SeoDefaults {
  const known = seoDefaultsByLocale.get(locale);
  if (known) return known;
  const t = translate(locale);
  const entries = (Object.keys(SEO_PAGE_PATHS) as SeoPage[]).map((page) => [
    page,
    {
      title: t(`pages.seo.${page}.title`),
      description: t(`pages.seo.${page}.description`),
      keywords: t(`pages.seo.${page}.keywords`),
      path: SEO_PAGE_PATHS[page],
    },
  ]);
  const defaults = Object.fromEntries(entries) as SeoDefaults;
  seoDefaultsByLocale.set(locale, defaults);
  return defaults;
}

/** Built-in defaults for the 13 seo records, used when a record is missing or its fetch fails. */
export const SEO_DEFAULTS: SeoDefaults = seoDefaults(DEFAULT_LOCALE);

const SEO_TIMEOUT_MS = 1500;

/** The page's metadata from its seo record; defaults when the record is missing, slow or failing. */
export async function seoMeta(content: Content, page: SeoPage, overrides: Partial<Meta> = {}): Promise<Meta> {
  const defaults = seoDefaults(content.locale)[page];
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
