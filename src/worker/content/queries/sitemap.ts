import { defineQuery } from 'groq';

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
