/** What the studio offers and its proof: portfolios, services, testimonials, certificates, packages. */
import { defineQuery } from 'groq';
import {
  baseLanguage,
  docLanguages,
  docTranslations,
  docVersion,
  imageFields,
  listMetadata,
  listVersion,
  portfolioCardFields,
  portfolioFields,
  serviceCardFields,
} from './projections';

/** Home and listing: all portfolios newest first (the home section drops imageless ones, keeps 6). */
export const PORTFOLIOS = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[_type == "portfolio"]${baseLanguage} | order(_createdAt desc){
    ...${listVersion}{
      ${portfolioCardFields}
    }
  }}.list
`);

export const PORTFOLIO_BY_SLUG = defineQuery(/* groq */ `
  coalesce(
    *[_type == "portfolio" && slug.current == $slug]${baseLanguage}[0],
    *[_type == "portfolio" && slug.current == $slug][language == $lang][0]
  ){${docTranslations}}{
    ...${docVersion}{
      ${portfolioFields},
      "language": coalesce(language, "en"),
      photos[]{${imageFields}},
      videos[]{
        _key,
        url,
        title,
        duration,
        thumbnail{${imageFields}}
      }
    },
    ${docLanguages}
  }
`);

export const FEATURED_SERVICES = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[_type == "service" && featured == true]${baseLanguage} | order(title asc)[0...4]{
    ...${listVersion}{
      ${serviceCardFields}
    }
  }}.list
`);

export const SERVICES = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[_type == "service"]${baseLanguage} | order(title asc){
    ...${listVersion}{
      ${serviceCardFields}
    }
  }}.list
`);

export const SERVICE_BY_SLUG = defineQuery(/* groq */ `
  coalesce(
    *[_type == "service" && slug.current == $slug]${baseLanguage}[0],
    *[_type == "service" && slug.current == $slug][language == $lang][0]
  ){${docTranslations}}{
    ...${docVersion}{
      ${serviceCardFields},
      "language": coalesce(language, "en")
    },
    ${docLanguages}
  }
`);

export const TESTIMONIALS = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[_type == "testimonial" && featured == true]${baseLanguage} | order(_createdAt asc){
    ...${listVersion}{
      _id,
      name,
      role,
      review,
      rating,
      image{${imageFields}}
    }
  }}.list
`);

export const CERTIFICATES = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[_type == "certificate"]${baseLanguage} | order(_createdAt asc){
    ...${listVersion}{
      _id,
      title,
      description,
      points,
      image{${imageFields}}
    }
  }}.list
`);

export const PACKAGES = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[_type == "package"]${baseLanguage} | order(_createdAt asc){
    ...${listVersion}{
      _id,
      title,
      options
    }
  }}.list
`);
