/**
 * Where each document shows on the site, for the Presentation tool (sanity/presentation):
 * `locations` lists the pages a document appears on (the "Used on" panel and the page to open),
 * `mainDocuments` says which document a routed URL is about (opened beside the page).
 * Paths are the worker's routes (src/worker/pages/**, docs/product.md#routes); a document in another
 * language than English shows on the same paths under its language's prefix (`/hi/place/…`,
 * src/shared/i18n/locales.ts `localePath`), and those routes have the same main documents.
 */
import {
  defineDocuments,
  defineLocations,
  type DocumentLocation,
  type PresentationPluginOptions,
} from 'sanity/presentation';
import { isLocale, LOCALES, localePath, type Locale } from '../../../src/shared/i18n/locales';
import { SEO_PAGE_PATHS, type SeoPage } from '../../../src/shared/site';

const HOME: DocumentLocation = { title: 'Home', href: '/' };
const page = (title: string, href: string): DocumentLocation => ({ title, href });

/** A document's language ("en" when it has none). */
const languageOf = (doc: { language?: unknown } | null | undefined): Locale =>
  isLocale(doc?.language) ? doc.language : 'en';
/** The locations of a document in its language: the same pages under its path prefix. */
const inLanguage = (locale: Locale, list: DocumentLocation[]): DocumentLocation[] =>
  list.map((l) => ({ ...l, href: localePath(locale, l.href) }));

/** A routed type: its own page from its slug, plus the listings that show it. */
function routed(prefix: string, listings: DocumentLocation[], titleField = 'title') {
  return defineLocations({
    select: { title: titleField, slug: 'slug.current', language: 'language' },
    resolve: (doc) => ({
      locations: inLanguage(languageOf(doc), [
        ...(doc?.slug ? [page(doc.title || 'Untitled', `${prefix}/${doc.slug}`)] : []),
        ...listings,
      ]),
    }),
  });
}

/** A type shown on fixed pages only (under its language's prefix). */
const shownOn = (...locations: DocumentLocation[]) =>
  defineLocations({
    select: { language: 'language' },
    resolve: (doc) => ({ locations: inLanguage(languageOf(doc), locations) }),
  });

export const locations: NonNullable<PresentationPluginOptions['resolve']>['locations'] = {
  service: routed('/services', [page('Services', '/services'), HOME]),
  portfolio: routed('/portfolio', [page('Portfolios', '/portfolios'), HOME]),
  photographer: routed('/photographer', [page('Photographers', '/photographers'), HOME], 'name'),
  city: routed('/city', [], 'name'),
  post: routed('/blogs', [page('Blog', '/blogs'), HOME]),
  targetedAd: routed('/place', []),
  seo: defineLocations({
    select: { pageName: 'pageName', language: 'language' },
    resolve: (doc) => {
      const href = doc?.pageName ? SEO_PAGE_PATHS[doc.pageName as SeoPage] : undefined;
      return href
        ? {
            locations: inLanguage(languageOf(doc), [page(`${doc!.pageName} page`, href)]),
            message: 'Title, description and sharing image of this page',
            tone: 'positive',
          }
        : { message: 'Choose the page this SEO record is for', tone: 'caution' };
    },
  }),
  faq: shownOn(page('FAQs', '/faqs')),
  package: shownOn(page('Packages', '/packages')),
  testimonial: shownOn(HOME),
  certificate: shownOn(HOME, page('About', '/about')),
  heroCarousel: shownOn(HOME),
  about: shownOn(page('About', '/about'), HOME),
  termsAndConditions: shownOn(page('Terms and Conditions', '/terms-and-conditions')),
  privacyPolicy: shownOn(page('Privacy Policy', '/privacy-policy')),
  cancellationPolicy: shownOn(page('Cancellation Policy', '/cancellation-policy')),
};

/** The main document of each English route; `mainDocuments` repeats them under every other language's prefix. */
const MAIN_DOCUMENTS = [
  { route: '/services/:slug', filter: `_type == "service" && slug.current == $slug` },
  { route: '/portfolio/:slug', filter: `_type == "portfolio" && slug.current == $slug` },
  { route: '/photographer/:slug', filter: `_type == "photographer" && slug.current == $slug` },
  { route: '/photographers/:slug', filter: `_type == "photographer" && slug.current == $slug` },
  { route: '/city/:slug', filter: `_type == "city" && slug.current == $slug` },
  { route: '/blogs/:slug', filter: `_type == "post" && slug.current == $slug` },
  { route: '/place/:slug', filter: `_type == "targetedAd" && slug.current == $slug` },
  { route: '/a/:slug', filter: `_type == "targetedAd" && slug.current == $slug` },
  { route: '/about', type: 'about' },
  { route: '/terms-and-conditions', type: 'termsAndConditions' },
  { route: '/privacy-policy', type: 'privacyPolicy' },
  { route: '/cancellation-policy', type: 'cancellationPolicy' },
  // Listing pages: their SEO record is the document they are about.
  ...(['services', 'packages', 'portfolios', 'photographers', 'contact', 'faqs', 'partner', 'blogs'] as const).map(
    (name) => ({
      route: SEO_PAGE_PATHS[name],
      filter: `_type == "seo" && pageName == "${name}"`,
    }),
  ),
  { route: '/', type: 'heroCarousel' },
];

/**
 * Under a language prefix the same routes, narrowed to that language's documents (a translation
 * keeps its English slug): a page still in English there has no main document to open.
 */
function localised(locale: Locale) {
  return MAIN_DOCUMENTS.map((d) => {
    const route = localePath(locale, d.route);
    if ('type' in d && d.type) return { route, filter: `_type == "${d.type}" && language == "${locale}"` };
    return { route, filter: `${(d as { filter: string }).filter} && language == "${locale}"` };
  });
}

export const mainDocuments = defineDocuments([
  ...MAIN_DOCUMENTS,
  ...LOCALES.filter((l) => l !== 'en').flatMap((l) => localised(l)),
]);
