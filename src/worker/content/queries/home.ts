/** Every page's SEO document and the home page's own sections: hero carousel, about, featured photographers. */
import { defineQuery } from 'groq';
import { imageFields, photographerCardFields } from './projections';

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
