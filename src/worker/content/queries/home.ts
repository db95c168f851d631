/**
 * Every page's SEO document and the home page's own sections: hero carousel, about, featured photographers.
 * One-per-language documents (the seo record of a page, the singletons) are found by their type and
 * language: the $lang one where published, else the English one (docs/decisions/0032-documents-per-language.md).
 */
import { defineQuery } from 'groq';
import { baseLanguage, imageFields, listMetadata, listVersion, photographerCardFields } from './projections';

export const SEO = defineQuery(/* groq */ `
  coalesce(
    *[_type == "seo" && pageName == $page][language == $lang][0],
    *[_type == "seo" && pageName == $page]${baseLanguage}[0]
  ){
    title,
    description,
    keywords,
    url,
    type,
    image{${imageFields}}
  }
`);

export const HERO_CAROUSEL = defineQuery(/* groq */ `
  coalesce(*[_type == "heroCarousel"][language == $lang][0], *[_type == "heroCarousel"]${baseLanguage}[0]).slides[]{
    _key,
    title,
    subtitle,
    image{${imageFields}}
  }
`);

export const ABOUT = defineQuery(/* groq */ `
  coalesce(*[_type == "about"][language == $lang][0], *[_type == "about"]${baseLanguage}[0]){
    heroSection{
      title,
      highlightedText,
      description,
      image{${imageFields}}
    },
    whatIs,
    whyChoose,
    howStarted,
    stats,
    "language": coalesce(language, "en"),
    "languages": *[_type == "about"]{"id": coalesce(language, "en")}.id
  }
`);

export const FEATURED_PHOTOGRAPHERS = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[_type == "photographer" && featured == true]${baseLanguage} | order(name asc)[0...4]{
    ...${listVersion}{
      ${photographerCardFields}
    }
  }}.list
`);
