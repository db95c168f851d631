import { defineQuery } from 'groq';
import { baseLanguage } from './projections';

/**
 * sitemap.xml: every published document that has a page (a non-empty slug, no drafts), and the
 * newest `_updatedAt` of each type a static page shows (its lastmod). English documents only (a
 * translation is listed in its English document's `languages`, from the plugin's translation.metadata;
 * docs/decisions/0032-documents-per-language.md); the seo records and singletons, which are one document
 * per language, list the languages they have.
 */
// Types with their own pages: service, portfolio, photographer, city, post, targetedAd; then the
// types whose newest edit dates a static page.
const published = /* groq */ `!(_id in path("drafts.**"))`;
/** The newest `_updatedAt` of the English documents of the set. */
const newest = /* groq */ `${baseLanguage} | order(_updatedAt desc)[0]._updatedAt`;
const languageOf = /* groq */ `{"id": coalesce(language, "en")}.id`;
export const SITEMAP = defineQuery(/* groq */ `{"meta": *[_type == "translation.metadata" && ${published}]}{
  "docs": *[
    _type in ["service","portfolio","photographer","city","post","targetedAd"]
    && ${published}
    && defined(slug.current)
    && slug.current != ""
  ]${baseLanguage}{
    _type,
    "slug": slug.current,
    _updatedAt,
    "languages": coalesce(
      ^.meta[references(^._id)][0].translations[defined(value->_id)]{"id": coalesce(language, _key)}.id,
      ["en"]
    )
  },
  "latest": {
    "service": *[_type == "service" && ${published}]${newest},
    "portfolio": *[_type == "portfolio" && ${published}]${newest},
    "photographer": *[_type == "photographer" && ${published}]${newest},
    "city": *[_type == "city" && ${published}]${newest},
    "post": *[_type == "post" && ${published}]${newest},
    "targetedAd": *[_type == "targetedAd" && ${published}]${newest},
    "heroCarousel": *[_type == "heroCarousel" && ${published}]${newest},
    "about": *[_type == "about" && ${published}]${newest},
    "testimonial": *[_type == "testimonial" && ${published}]${newest},
    "certificate": *[_type == "certificate" && ${published}]${newest},
    "package": *[_type == "package" && ${published}]${newest},
    "faq": *[_type == "faq" && ${published}]${newest},
    "termsAndConditions": *[_type == "termsAndConditions" && ${published}]${newest},
    "privacyPolicy": *[_type == "privacyPolicy" && ${published}]${newest},
    "cancellationPolicy": *[_type == "cancellationPolicy" && ${published}]${newest}
  },
  "seo": *[_type == "seo" && ${published}]${baseLanguage}{
    pageName,
    _updatedAt,
    "languages": *[_type == "seo"][pageName == ^.pageName && ${published}]${languageOf}
  },
  "singletons": {
    "heroCarousel": *[_type == "heroCarousel"][${published}]${languageOf},
    "about": *[_type == "about"][${published}]${languageOf},
    "termsAndConditions": *[_type == "termsAndConditions"][${published}]${languageOf},
    "privacyPolicy": *[_type == "privacyPolicy"][${published}]${languageOf},
    "cancellationPolicy": *[_type == "cancellationPolicy"][${published}]${languageOf}
  }
}`);
