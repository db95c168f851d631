/**
 * Every GROQ query the site runs (spec §7), one place. Field names follow content-model.md.
 * The same strings run on Sanity's query API and, through groq-js, on the demo dataset.
 */
import type { PhotographerSort } from '../../shared/photographer-listing';

/** Image projection: keeps the raw reference (for the URL builder) and the asset's size/LQIP. */
export const img = (field: string) =>
  `${field}{alt, hotspot, crop, "ref": asset._ref, "asset": asset->{url, "lqip": metadata.lqip, "width": metadata.dimensions.width, "height": metadata.dimensions.height}}`;
const imgs = (field: string) => img(`${field}[]`);
const slug = `"slug": slug.current`;

export const SEO = `*[_type == "seo" && pageName == $page][0]{title, description, keywords, url, type, ${img('image')}}`;

export const HERO_CAROUSEL = `*[_type == "heroCarousel"][0].slides[]{_key, title, subtitle, ${img('image')}}`;
export const ABOUT = `*[_type == "about"][0]{heroSection{title, highlightedText, description, ${img('image')}}, whatIs, whyChoose, howStarted, stats}`;

const PHOTOGRAPHER_CARD = `_id, name, title, ${slug}, featured, _createdAt, ${img('profileImage')}, "specialty": photos[0].category, "photoCount": count(photos)`;
export const FEATURED_PHOTOGRAPHERS = `*[_type == "photographer" && featured == true] | order(name asc)[0...4]{${PHOTOGRAPHER_CARD}}`;

const PORTFOLIO_CARD = `_id, _createdAt, title, ${slug}, description, category, featured, size, ${imgs('carouselImages')}, "photos": ${imgs('photos')}[0...1], "photoCount": count(photos), "videoCount": count(videos)`;
/** Home and listing: all portfolios newest first (the home section drops imageless ones, keeps 6). */
export const PORTFOLIOS = `*[_type == "portfolio"] | order(_createdAt desc){${PORTFOLIO_CARD}}`;
export const PORTFOLIO_BY_SLUG = `*[_type == "portfolio" && slug.current == $slug][0]{_id, _createdAt, title, ${slug}, description, category, featured, size, ${imgs('carouselImages')}, ${imgs('photos')}, videos[]{_key, url, title, duration, ${img('thumbnail')}}}`;

const SERVICE_CARD = `_id, title, description, category, ${slug}, featured, ${img('image')}`;
export const FEATURED_SERVICES = `*[_type == "service" && featured == true] | order(title asc)[0...4]{${SERVICE_CARD}}`;
export const SERVICES = `*[_type == "service"] | order(title asc){${SERVICE_CARD}}`;
export const SERVICE_BY_SLUG = `*[_type == "service" && slug.current == $slug][0]{${SERVICE_CARD}}`;

export const TESTIMONIALS = `*[_type == "testimonial" && featured == true] | order(_createdAt asc){_id, name, role, review, rating, ${img('image')}}`;
export const CERTIFICATES = `*[_type == "certificate"] | order(_createdAt asc){_id, title, description, points, ${img('image')}}`;
export const PACKAGES = `*[_type == "package"] | order(_createdAt asc){_id, title, options}`;

const POST_CARD = `_id, title, ${slug}, publishedAt, excerpt, featured, ${img('mainImage')}, author->{name, ${img('image')}}, "categories": categories[]->title, "plainBody": pt::text(body)`;
export const FEATURED_POSTS = `*[_type == "post" && featured == true] | order(publishedAt desc)[0...6]{${POST_CARD}}`;
export const POSTS_COUNT = `count(*[_type == "post"])`;
export const POSTS_PAGE = `*[_type == "post"] | order(publishedAt desc)[$start...$end]{${POST_CARD}}`;
export const POST_BY_SLUG = `*[_type == "post" && slug.current == $slug][0]{_id, _updatedAt, title, ${slug}, publishedAt, excerpt, ${img('mainImage')}, author->{name, bio, ${img('image')}}, "categories": categories[]->title, body[]{..., _type == "image" => ${img('@')}}}`;

export const FAQS = `*[_type == "faq"] | order(order asc){_id, question, answer, category, order}`;

export const TERMS = `*[_type == "termsAndConditions"][0]{title, content, sections, lastUpdated}`;
export const PRIVACY = `*[_type == "privacyPolicy"][0]{title, overview, sections, contactInfo, lastUpdated}`;
export const CANCELLATION = `*[_type == "cancellationPolicy"][0]{title, sections, lastUpdated}`;

export const PHOTOGRAPHER_BY_SLUG = `*[_type == "photographer" && slug.current == $slug][0]{${PHOTOGRAPHER_CARD}, ${img('heroImage')}, photos[]{_key, category, title, ${img('image')}}}`;
export const CITY_BY_SLUG = `*[_type == "city" && slug.current == $slug][0]{_id, name, description, ${slug}, ${img('heroImage')}, photos[]{_key, title, landmark, ${img('image')}}}`;

/** Targeted ad, what the page head and hero need (awaited: decides 404 and the metadata). */
export const TARGETED_AD_HEAD = `*[_type == "targetedAd" && slug.current == $slug][0]{_id, _updatedAt, title, ${slug}, service, location, description, "heroImages": ${img('carouselImages[0...3]')}, pricing}`;
/** Targeted ad, the whole document (streamed below the hero); body images resolved like a post's. */
export const TARGETED_AD_BY_SLUG = `*[_type == "targetedAd" && slug.current == $slug][0]{_id, _updatedAt, title, ${slug}, service, location, description, detailedContent, ${imgs('carouselImages')}, ${imgs('galleryImages')}, pricing, testimonials, features, contact, experience, clientsCount, body[]{..., _type == "image" => ${img('@')}}}`;

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
const PHOTOGRAPHER_ORDER: Record<PhotographerSort, string> = {
  featured: 'coalesce(featured, false) desc, lower(name) asc, _id asc',
  'name-asc': 'lower(name) asc, _id asc',
  'name-desc': 'lower(name) desc, _id asc',
  newest: '_createdAt desc, _id asc',
  oldest: '_createdAt asc, _id asc',
};
export const PHOTOGRAPHERS_COUNT = `count(*[${PHOTOGRAPHER_FILTER}])`;
export const photographersPage = (sort: PhotographerSort) =>
  `*[${PHOTOGRAPHER_FILTER}] | order(${PHOTOGRAPHER_ORDER[sort]})[$start...$end]{${PHOTOGRAPHER_CARD}}`;

/**
 * sitemap.xml: every published document that has a page (a non-empty slug, no drafts), and the
 * newest `_updatedAt` of each type a static page shows (its lastmod).
 */
const SITEMAP_DOC_TYPES = ['service', 'portfolio', 'photographer', 'city', 'post', 'targetedAd'];
const SITEMAP_STATIC_TYPES = ['heroCarousel', 'about', 'testimonial', 'certificate', 'package', 'faq', 'termsAndConditions', 'privacyPolicy', 'cancellationPolicy'];
const published = `!(_id in path("drafts.**"))`;
export const SITEMAP = `{
  "docs": *[_type in ${JSON.stringify(SITEMAP_DOC_TYPES)} && ${published} && defined(slug.current) && slug.current != ""]{_type, "slug": slug.current, _updatedAt},
  "latest": {${[...SITEMAP_DOC_TYPES, ...SITEMAP_STATIC_TYPES].map((t) => `"${t}": *[_type == "${t}" && ${published}] | order(_updatedAt desc)[0]._updatedAt`).join(', ')}},
  "seo": *[_type == "seo" && ${published}]{pageName, _updatedAt}
}`;
