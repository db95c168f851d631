/**
 * Every GROQ query the site runs (docs/product.md#content-queries); field names: docs/editors.md#the-content-model.
 * The same strings run on Sanity's query API and, through groq-js, on the demo dataset.
 *
 * Each query is a `defineQuery` so `npm run typegen` (Sanity TypeGen) types its result from the
 * Studio's schema into sanity.types.ts. TypeGen reads this file statically: fragments may use
 * constants and the small helpers below called with literal arguments, nothing computed at
 * runtime (hence one query per photographer sort, and a sitemap written out in full).
 */
import { defineQuery } from 'groq';
import type { PhotographerSort } from '../../shared/photographer-listing';

/** Image projection: keeps the raw reference (for the URL builder) and the asset's size/LQIP. */
const IMAGE = `{alt, hotspot, crop, "ref": asset._ref, "asset": asset->{url, "lqip": metadata.lqip, "width": metadata.dimensions.width, "height": metadata.dimensions.height}}`;
export const img = (field: string) => `${field}${IMAGE}`;
// Not img(`${field}[]`): TypeGen only follows helper calls whose arguments are literals.
const imgs = (field: string) => `${field}[]${IMAGE}`;
const slug = `"slug": slug.current`;

export const SEO = defineQuery(
  `*[_type == "seo" && pageName == $page][0]{title, description, keywords, url, type, ${img('image')}}`,
);

export const HERO_CAROUSEL = defineQuery(
  `*[_type == "heroCarousel"][0].slides[]{_key, title, subtitle, ${img('image')}}`,
);
export const ABOUT = defineQuery(
  `*[_type == "about"][0]{heroSection{title, highlightedText, description, ${img('image')}}, whatIs, whyChoose, howStarted, stats}`,
);

const PHOTOGRAPHER_CARD = `_id, name, title, ${slug}, featured, _createdAt, ${img('profileImage')}, "specialty": photos[0].category, "photoCount": count(photos)`;
export const FEATURED_PHOTOGRAPHERS = defineQuery(
  `*[_type == "photographer" && featured == true] | order(name asc)[0...4]{${PHOTOGRAPHER_CARD}}`,
);

const PORTFOLIO_CARD = `_id, _createdAt, title, ${slug}, description, category, featured, size, ${imgs('carouselImages')}, "photos": ${imgs('photos')}[0...1], "photoCount": count(photos), "videoCount": count(videos)`;
/** Home and listing: all portfolios newest first (the home section drops imageless ones, keeps 6). */
export const PORTFOLIOS = defineQuery(`*[_type == "portfolio"] | order(_createdAt desc){${PORTFOLIO_CARD}}`);
export const PORTFOLIO_BY_SLUG = defineQuery(
  `*[_type == "portfolio" && slug.current == $slug][0]{_id, _createdAt, title, ${slug}, description, category, featured, size, ${imgs('carouselImages')}, ${imgs('photos')}, videos[]{_key, url, title, duration, ${img('thumbnail')}}}`,
);

const SERVICE_CARD = `_id, title, description, category, ${slug}, featured, ${img('image')}`;
export const FEATURED_SERVICES = defineQuery(
  `*[_type == "service" && featured == true] | order(title asc)[0...4]{${SERVICE_CARD}}`,
);
export const SERVICES = defineQuery(`*[_type == "service"] | order(title asc){${SERVICE_CARD}}`);
export const SERVICE_BY_SLUG = defineQuery(`*[_type == "service" && slug.current == $slug][0]{${SERVICE_CARD}}`);

export const TESTIMONIALS = defineQuery(
  `*[_type == "testimonial" && featured == true] | order(_createdAt asc){_id, name, role, review, rating, ${img('image')}}`,
);
export const CERTIFICATES = defineQuery(
  `*[_type == "certificate"] | order(_createdAt asc){_id, title, description, points, ${img('image')}}`,
);
export const PACKAGES = defineQuery(`*[_type == "package"] | order(_createdAt asc){_id, title, options}`);

const POST_CARD = `_id, title, ${slug}, publishedAt, excerpt, featured, ${img('mainImage')}, author->{name, ${img('image')}}, "categories": categories[]->title, "plainBody": pt::text(body)`;
export const FEATURED_POSTS = defineQuery(
  `*[_type == "post" && featured == true] | order(publishedAt desc)[0...6]{${POST_CARD}}`,
);
export const POSTS_COUNT = defineQuery(`count(*[_type == "post"])`);
export const POSTS_PAGE = defineQuery(`*[_type == "post"] | order(publishedAt desc)[$start...$end]{${POST_CARD}}`);
export const POST_BY_SLUG = defineQuery(
  `*[_type == "post" && slug.current == $slug][0]{_id, _updatedAt, title, ${slug}, publishedAt, excerpt, ${img('mainImage')}, author->{name, bio, ${img('image')}}, "categories": categories[]->title, body[]{..., _type == "image" => ${img('@')}}}`,
);

export const FAQS = defineQuery(`*[_type == "faq"] | order(order asc){_id, question, answer, category, order}`);

export const TERMS = defineQuery(`*[_type == "termsAndConditions"][0]{title, content, sections, lastUpdated}`);
export const PRIVACY = defineQuery(
  `*[_type == "privacyPolicy"][0]{title, overview, sections, contactInfo, lastUpdated}`,
);
export const CANCELLATION = defineQuery(`*[_type == "cancellationPolicy"][0]{title, sections, lastUpdated}`);

export const PHOTOGRAPHER_BY_SLUG = defineQuery(
  `*[_type == "photographer" && slug.current == $slug][0]{${PHOTOGRAPHER_CARD}, ${img('heroImage')}, photos[]{_key, category, title, ${img('image')}}}`,
);
export const CITY_BY_SLUG = defineQuery(
  `*[_type == "city" && slug.current == $slug][0]{_id, name, description, ${slug}, ${img('heroImage')}, photos[]{_key, title, landmark, ${img('image')}}}`,
);

/** Targeted ad, what the page head and hero need (awaited: decides 404 and the metadata). */
export const TARGETED_AD_HEAD = defineQuery(
  `*[_type == "targetedAd" && slug.current == $slug][0]{_id, _updatedAt, title, ${slug}, service, location, description, "heroImages": ${img('carouselImages[0...3]')}, pricing}`,
);
/** Targeted ad, the whole document (streamed below the hero); body images resolved like a post's. */
export const TARGETED_AD_BY_SLUG = defineQuery(
  `*[_type == "targetedAd" && slug.current == $slug][0]{_id, _updatedAt, title, ${slug}, service, location, description, detailedContent, ${imgs('carouselImages')}, ${imgs('galleryImages')}, pricing, testimonials, features, contact, experience, clientsCount, body[]{..., _type == "image" => ${img('@')}}}`,
);

/**
 * Photographers listing: filters run across all photographers, then one page of 12.
 * $category: 'all' or a category, matched against the specialty (first photo's category), any case.
 * $search: '' or lower-case text found anywhere in the name or title. `string::split` is a plain
 * substring test (`match` would tokenise, treat '*' as a wildcard and miss "d'souza").
 * Photographers without a slug (no profile to link to) are left out of count and page alike.
 * Every order ends with _id so pages never overlap or skip on ties.
 */
const contains = (field: string) => `count(string::split(lower(${field}), $search)) > 1`;
const PHOTOGRAPHER_FILTER = `_type == "photographer" && defined(slug.current) && ($category == "all" || lower(photos[0].category) == $category) && ($search == "" || ${contains('name')} || ${contains('title')})`;
export const PHOTOGRAPHERS_COUNT = defineQuery(`count(*[${PHOTOGRAPHER_FILTER}])`);
export const PHOTOGRAPHERS_PAGE_FEATURED = defineQuery(
  `*[${PHOTOGRAPHER_FILTER}] | order(coalesce(featured, false) desc, lower(name) asc, _id asc)[$start...$end]{${PHOTOGRAPHER_CARD}}`,
);
export const PHOTOGRAPHERS_PAGE_NAME_ASC = defineQuery(
  `*[${PHOTOGRAPHER_FILTER}] | order(lower(name) asc, _id asc)[$start...$end]{${PHOTOGRAPHER_CARD}}`,
);
export const PHOTOGRAPHERS_PAGE_NAME_DESC = defineQuery(
  `*[${PHOTOGRAPHER_FILTER}] | order(lower(name) desc, _id asc)[$start...$end]{${PHOTOGRAPHER_CARD}}`,
);
export const PHOTOGRAPHERS_PAGE_NEWEST = defineQuery(
  `*[${PHOTOGRAPHER_FILTER}] | order(_createdAt desc, _id asc)[$start...$end]{${PHOTOGRAPHER_CARD}}`,
);
export const PHOTOGRAPHERS_PAGE_OLDEST = defineQuery(
  `*[${PHOTOGRAPHER_FILTER}] | order(_createdAt asc, _id asc)[$start...$end]{${PHOTOGRAPHER_CARD}}`,
);
const PHOTOGRAPHERS_PAGE: Record<PhotographerSort, string> = {
  featured: PHOTOGRAPHERS_PAGE_FEATURED,
  'name-asc': PHOTOGRAPHERS_PAGE_NAME_ASC,
  'name-desc': PHOTOGRAPHERS_PAGE_NAME_DESC,
  newest: PHOTOGRAPHERS_PAGE_NEWEST,
  oldest: PHOTOGRAPHERS_PAGE_OLDEST,
};
/** One page of the listing in the chosen order (all five share one result type). */
export const photographersPage = (sort: PhotographerSort) => PHOTOGRAPHERS_PAGE[sort];

/**
 * sitemap.xml: every published document that has a page (a non-empty slug, no drafts), and the
 * newest `_updatedAt` of each type a static page shows (its lastmod).
 */
// Types with their own pages: service, portfolio, photographer, city, post, targetedAd; then the
// types whose newest edit dates a static page.
const published = `!(_id in path("drafts.**"))`;
export const SITEMAP = defineQuery(`{
  "docs": *[_type in ["service","portfolio","photographer","city","post","targetedAd"] && ${published} && defined(slug.current) && slug.current != ""]{_type, "slug": slug.current, _updatedAt},
  "latest": {"service": *[_type == "service" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "portfolio": *[_type == "portfolio" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "photographer": *[_type == "photographer" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "city": *[_type == "city" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "post": *[_type == "post" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "targetedAd": *[_type == "targetedAd" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "heroCarousel": *[_type == "heroCarousel" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "about": *[_type == "about" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "testimonial": *[_type == "testimonial" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "certificate": *[_type == "certificate" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "package": *[_type == "package" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "faq": *[_type == "faq" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "termsAndConditions": *[_type == "termsAndConditions" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "privacyPolicy": *[_type == "privacyPolicy" && ${published}] | order(_updatedAt desc)[0]._updatedAt, "cancellationPolicy": *[_type == "cancellationPolicy" && ${published}] | order(_updatedAt desc)[0]._updatedAt},
  "seo": *[_type == "seo" && ${published}]{pageName, _updatedAt}
}`);
