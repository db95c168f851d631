/** A page per document: a photographer's profile, a city, a targeted ad (its head, then the whole). */
import { defineQuery } from 'groq';
import { imageFields, bodyFields, photographerCardFields } from './projections';

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

/** A targeted ad's own fields, what its head and the whole document both start with. */
const targetedAdFields = /* groq */ `
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  service,
  location,
  description
`;

/** Targeted ad, what the page head and hero need (awaited: decides 404 and the metadata). */
export const TARGETED_AD_HEAD = defineQuery(/* groq */ `
  *[_type == "targetedAd" && slug.current == $slug][0]{
    ${targetedAdFields},
    "heroImages": carouselImages[0...3]{${imageFields}},
    pricing
  }
`);

/** Targeted ad, the whole document (streamed below the hero); body images resolved like a post's. */
export const TARGETED_AD_BY_SLUG = defineQuery(/* groq */ `
  *[_type == "targetedAd" && slug.current == $slug][0]{
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
  }
`);
