/**
 * A page per document: a photographer's profile, a city, a targeted ad (its head, then the whole).
 * Each finds the English document by its slug (else a $lang document with that slug of its own),
 * shows its $lang version where one is published (`docVersion`), and says which languages it has.
 */
import { defineQuery } from 'groq';
import {
  baseLanguage,
  bodyFields,
  docLanguages,
  docTranslations,
  docVersion,
  imageFields,
  photographerCardFields,
} from './projections';

export const PHOTOGRAPHER_BY_SLUG = defineQuery(/* groq */ `
  coalesce(
    *[_type == "photographer" && slug.current == $slug]${baseLanguage}[0],
    *[_type == "photographer" && slug.current == $slug][language == $lang][0]
  ){${docTranslations}}{
    ...${docVersion}{
      ${photographerCardFields},
      "language": coalesce(language, "en"),
      heroImage{${imageFields}},
      photos[]{
        _key,
        category,
        title,
        image{${imageFields}}
      }
    },
    ${docLanguages}
  }
`);

export const CITY_BY_SLUG = defineQuery(/* groq */ `
  coalesce(
    *[_type == "city" && slug.current == $slug]${baseLanguage}[0],
    *[_type == "city" && slug.current == $slug][language == $lang][0]
  ){${docTranslations}}{
    ...${docVersion}{
      _id,
      name,
      description,
      "slug": slug.current,
      "language": coalesce(language, "en"),
      heroImage{${imageFields}},
      photos[]{
        _key,
        title,
        landmark,
        image{${imageFields}}
      }
    },
    ${docLanguages}
  }
`);

/** A targeted ad's own fields, what its head and the whole document both start with. */
const targetedAdFields = /* groq */ `
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  service,
  location,
  description,
  "language": coalesce(language, "en")
`;

/** Targeted ad, what the page head and hero need (awaited: decides 404 and the metadata). */
export const TARGETED_AD_HEAD = defineQuery(/* groq */ `
  coalesce(
    *[_type == "targetedAd" && slug.current == $slug]${baseLanguage}[0],
    *[_type == "targetedAd" && slug.current == $slug][language == $lang][0]
  ){${docTranslations}}{
    ...${docVersion}{
      ${targetedAdFields},
      "heroImages": carouselImages[0...3]{${imageFields}},
      pricing
    },
    ${docLanguages}
  }
`);

/** Targeted ad, the whole document (streamed below the hero); body images resolved like a post's. */
export const TARGETED_AD_BY_SLUG = defineQuery(/* groq */ `
  coalesce(
    *[_type == "targetedAd" && slug.current == $slug]${baseLanguage}[0],
    *[_type == "targetedAd" && slug.current == $slug][language == $lang][0]
  ){${docTranslations}}{
    ...${docVersion}{
      ${targetedAdFields},
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
    },
    ${docLanguages}
  }
`);
