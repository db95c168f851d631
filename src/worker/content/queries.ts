/**
 * Every GROQ query the site runs (docs/product.md#content-queries); field names: docs/editors.md#the-content-model.
 * The same strings run on Sanity's query API and, through groq-js, on the demo dataset.
 *
 * Each query is a `defineQuery` so `npm run typegen` (Sanity TypeGen) types its result from the
 * Studio's schema into sanity.types.ts. TypeGen reads this file statically: fragments may be
 * constants spliced into template strings, nothing computed at runtime (hence one query per
 * photographer sort, and a sitemap written out in full).
 */
import { defineQuery } from 'groq';
import type { PhotographerSort } from '../../shared/photographer-listing';

// Shared projections, spliced into the queries below (`image{${imageFields}}`), as Sanity's clean
// starter does. Each is the inside of a projection, so a query can add its own fields around one.

/** An image: the raw reference (for the URL builder), hotspot and crop, the asset's URL, size and LQIP. */
const imageFields = /* groq */ `
  alt,
  hotspot,
  crop,
  "ref": asset._ref,
  "asset": asset->{
    url,
    "lqip": metadata.lqip,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height
  }
`;

/** Portable Text whose inline images are resolved like any other image. */
const bodyFields = /* groq */ `
  ...,
  _type == "image" => @{${imageFields}}
`;

const photographerCardFields = /* groq */ `
  _id,
  name,
  title,
  "slug": slug.current,
  featured,
  _createdAt,
  profileImage{${imageFields}},
  "specialty": photos[0].category,
  "photoCount": count(photos)
`;

const portfolioCardFields = /* groq */ `
  _id,
  _createdAt,
  title,
  "slug": slug.current,
  description,
  category,
  featured,
  size,
  carouselImages[]{${imageFields}},
  "photos": photos[]{${imageFields}}[0...1],
  "photoCount": count(photos),
  "videoCount": count(videos)
`;

const serviceCardFields = /* groq */ `
  _id,
  title,
  description,
  category,
  "slug": slug.current,
  featured,
  image{${imageFields}}
`;

const postCardFields = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  publishedAt,
  excerpt,
  featured,
  mainImage{${imageFields}},
  author->{
    name,
    image{${imageFields}}
  },
  "categories": categories[]->title,
  "plainBody": pt::text(body)
`;

export const SEO = defineQuery(/* groq */ `
  *[_type == "seo" && pageName == $page][0]{
    title,
    description,
    keywords,
    url,
    type,
    image{${imageFields}}
  }
`);

export const HERO_CAROUSEL = defineQuery(/* groq */ `
  *[_type == "heroCarousel"][0].slides[]{
    _key,
    title,
    subtitle,
    image{${imageFields}}
  }
`);

export const ABOUT = defineQuery(/* groq */ `
  *[_type == "about"][0]{
    heroSection{
      title,
      highlightedText,
      description,
      image{${imageFields}}
    },
    whatIs,
    whyChoose,
    howStarted,
    stats
  }
`);

export const FEATURED_PHOTOGRAPHERS = defineQuery(/* groq */ `
  *[_type == "photographer" && featured == true] | order(name asc)[0...4]{
    ${photographerCardFields}
  }
`);

/** Home and listing: all portfolios newest first (the home section drops imageless ones, keeps 6). */
export const PORTFOLIOS = defineQuery(/* groq */ `
  *[_type == "portfolio"] | order(_createdAt desc){
    ${portfolioCardFields}
  }
`);

export const PORTFOLIO_BY_SLUG = defineQuery(/* groq */ `
  *[_type == "portfolio" && slug.current == $slug][0]{
    _id,
    _createdAt,
    title,
    "slug": slug.current,
    description,
    category,
    featured,
    size,
    carouselImages[]{${imageFields}},
    photos[]{${imageFields}},
    videos[]{
      _key,
      url,
      title,
      duration,
      thumbnail{${imageFields}}
    }
  }
`);

export const FEATURED_SERVICES = defineQuery(/* groq */ `
  *[_type == "service" && featured == true] | order(title asc)[0...4]{
    ${serviceCardFields}
  }
`);

export const SERVICES = defineQuery(/* groq */ `
  *[_type == "service"] | order(title asc){
    ${serviceCardFields}
  }
`);

export const SERVICE_BY_SLUG = defineQuery(/* groq */ `
  *[_type == "service" && slug.current == $slug][0]{
    ${serviceCardFields}
  }
`);

export const TESTIMONIALS = defineQuery(/* groq */ `
  *[_type == "testimonial" && featured == true] | order(_createdAt asc){
    _id,
    name,
    role,
    review,
    rating,
    image{${imageFields}}
  }
`);

export const CERTIFICATES = defineQuery(/* groq */ `
  *[_type == "certificate"] | order(_createdAt asc){
    _id,
    title,
    description,
    points,
    image{${imageFields}}
  }
`);

export const PACKAGES = defineQuery(/* groq */ `
  *[_type == "package"] | order(_createdAt asc){
    _id,
    title,
    options
  }
`);

export const FEATURED_POSTS = defineQuery(/* groq */ `
  *[_type == "post" && featured == true] | order(publishedAt desc)[0...6]{
    ${postCardFields}
  }
`);

export const POSTS_COUNT = defineQuery(/* groq */ `
  count(*[_type == "post"])
`);

export const POSTS_PAGE = defineQuery(/* groq */ `
  *[_type == "post"] | order(publishedAt desc)[$start...$end]{
    ${postCardFields}
  }
`);

export const POST_BY_SLUG = defineQuery(/* groq */ `
  *[_type == "post" && slug.current == $slug][0]{
    _id,
    _updatedAt,
    title,
    "slug": slug.current,
    publishedAt,
    excerpt,
    mainImage{${imageFields}},
    author->{
      name,
      bio,
      image{${imageFields}}
    },
    "categories": categories[]->title,
    body[]{${bodyFields}}
  }
`);

export const FAQS = defineQuery(/* groq */ `
  *[_type == "faq"] | order(order asc){
    _id,
    question,
    answer,
    category,
    order
  }
`);

export const TERMS = defineQuery(/* groq */ `
  *[_type == "termsAndConditions"][0]{
    title,
    content,
    sections,
    lastUpdated
  }
`);

export const PRIVACY = defineQuery(/* groq */ `
  *[_type == "privacyPolicy"][0]{
    title,
    overview,
    sections,
    contactInfo,
    lastUpdated
  }
`);

export const CANCELLATION = defineQuery(/* groq */ `
  *[_type == "cancellationPolicy"][0]{
    title,
    sections,
    lastUpdated
  }
`);

export const PHOTOGRAPHER_BY_SLUG = defineQuery(/* groq */ `
  *[_type == "photographer" && slug.current == $slug][0]{
    ${photographerCardFields},
    heroImage{${imageFields}},
    photos[]{
      _key,
      category,
      title,
      image{${imageFields}}
    }
  }
`);

export const CITY_BY_SLUG = defineQuery(/* groq */ `
  *[_type == "city" && slug.current == $slug][0]{
    _id,
    name,
    description,
    "slug": slug.current,
    heroImage{${imageFields}},
    photos[]{
      _key,
      title,
      landmark,
      image{${imageFields}}
    }
  }
`);

/** Targeted ad, what the page head and hero need (awaited: decides 404 and the metadata). */
export const TARGETED_AD_HEAD = defineQuery(/* groq */ `
  *[_type == "targetedAd" && slug.current == $slug][0]{
    _id,
    _updatedAt,
    title,
    "slug": slug.current,
    service,
    location,
    description,
    "heroImages": carouselImages[0...3]{${imageFields}},
    pricing
  }
`);

/** Targeted ad, the whole document (streamed below the hero); body images resolved like a post's. */
export const TARGETED_AD_BY_SLUG = defineQuery(/* groq */ `
  *[_type == "targetedAd" && slug.current == $slug][0]{
    _id,
    _updatedAt,
    title,
    "slug": slug.current,
    service,
    location,
    description,
    detailedContent,
    carouselImages[]{${imageFields}},
    galleryImages[]{${imageFields}},
    pricing,
    testimonials,
    features,
    contact,
    experience,
    clientsCount,
    body[]{${bodyFields}}
  }
`);

/**
 * Photographers listing: filters run across all photographers, then one page of 12.
 * $category: 'all' or a category, matched against the specialty (first photo's category), any case.
 * $search: '' or lower-case text found anywhere in the name or title. `string::split` is a plain
 * substring test (`match` would tokenise, treat '*' as a wildcard and miss "d'souza").
 * Photographers without a slug (no profile to link to) are left out of count and page alike.
 * Every order ends with _id so pages never overlap or skip on ties.
 */
const photographerFilter = /* groq */ `
  _type == "photographer"
  && defined(slug.current)
  && ($category == "all" || lower(photos[0].category) == $category)
  && (
    $search == ""
    || count(string::split(lower(name), $search)) > 1
    || count(string::split(lower(title), $search)) > 1
  )
`;

export const PHOTOGRAPHERS_COUNT = defineQuery(/* groq */ `
  count(*[${photographerFilter}])
`);

export const PHOTOGRAPHERS_PAGE_FEATURED = defineQuery(/* groq */ `
  *[${photographerFilter}] | order(coalesce(featured, false) desc, lower(name) asc, _id asc)[$start...$end]{
    ${photographerCardFields}
  }
`);

export const PHOTOGRAPHERS_PAGE_NAME_ASC = defineQuery(/* groq */ `
  *[${photographerFilter}] | order(lower(name) asc, _id asc)[$start...$end]{
    ${photographerCardFields}
  }
`);

export const PHOTOGRAPHERS_PAGE_NAME_DESC = defineQuery(/* groq */ `
  *[${photographerFilter}] | order(lower(name) desc, _id asc)[$start...$end]{
    ${photographerCardFields}
  }
`);

export const PHOTOGRAPHERS_PAGE_NEWEST = defineQuery(/* groq */ `
  *[${photographerFilter}] | order(_createdAt desc, _id asc)[$start...$end]{
    ${photographerCardFields}
  }
`);

export const PHOTOGRAPHERS_PAGE_OLDEST = defineQuery(/* groq */ `
  *[${photographerFilter}] | order(_createdAt asc, _id asc)[$start...$end]{
    ${photographerCardFields}
  }
`);

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
const published = /* groq */ `!(_id in path("drafts.**"))`;
export const SITEMAP = defineQuery(/* groq */ `{
  "docs": *[
    _type in ["service","portfolio","photographer","city","post","targetedAd"]
    && ${published}
    && defined(slug.current)
    && slug.current != ""
  ]{
    _type,
    "slug": slug.current,
    _updatedAt
  },
  "latest": {
    "service": *[_type == "service" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "portfolio": *[_type == "portfolio" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "photographer": *[_type == "photographer" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "city": *[_type == "city" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "post": *[_type == "post" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "targetedAd": *[_type == "targetedAd" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "heroCarousel": *[_type == "heroCarousel" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "about": *[_type == "about" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "testimonial": *[_type == "testimonial" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "certificate": *[_type == "certificate" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "package": *[_type == "package" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "faq": *[_type == "faq" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "termsAndConditions": *[_type == "termsAndConditions" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "privacyPolicy": *[_type == "privacyPolicy" && ${published}] | order(_updatedAt desc)[0]._updatedAt,
    "cancellationPolicy": *[_type == "cancellationPolicy" && ${published}] | order(_updatedAt desc)[0]._updatedAt
  },
  "seo": *[_type == "seo" && ${published}]{
    pageName,
    _updatedAt
  }
}`);
