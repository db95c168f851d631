/** What the studio offers and its proof: portfolios, services, testimonials, certificates, packages. */
import { defineQuery } from 'groq';
import { imageFields, portfolioCardFields, portfolioFields, serviceCardFields } from './projections';

/** Home and listing: all portfolios newest first (the home section drops imageless ones, keeps 6). */
export const PORTFOLIOS = defineQuery(/* groq */ `
  *[_type == "portfolio"] | order(_createdAt desc){
    ${portfolioCardFields}
  }
`);

export const PORTFOLIO_BY_SLUG = defineQuery(/* groq */ `
  *[_type == "portfolio" && slug.current == $slug][0]{
    ${portfolioFields},
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
