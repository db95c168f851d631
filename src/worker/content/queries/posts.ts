/**
 * The blog (featured posts, a page of posts, a post) and the text pages: FAQs, terms, privacy, cancellation.
 * The policies are one document per language, found by type and language like the singletons of home.ts.
 */
import { defineQuery } from 'groq';
import {
  baseLanguage,
  bodyFields,
  docLanguages,
  docTranslations,
  docVersion,
  imageFields,
  listMetadata,
  listVersion,
  postCardFields,
} from './projections';

export const FEATURED_POSTS = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[_type == "post" && featured == true]${baseLanguage} | order(publishedAt desc)[0...6]{
    ...${listVersion}{
      ${postCardFields}
    }
  }}.list
`);

export const POSTS_COUNT = defineQuery(/* groq */ `
  count(*[_type == "post"]${baseLanguage})
`);

export const POSTS_PAGE = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[_type == "post"]${baseLanguage} | order(publishedAt desc)[$start...$end]{
    ...${listVersion}{
      ${postCardFields}
    }
  }}.list
`);

export const POST_BY_SLUG = defineQuery(/* groq */ `
  coalesce(
    *[_type == "post" && slug.current == $slug]${baseLanguage}[0],
    *[_type == "post" && slug.current == $slug][language == $lang][0]
  ){${docTranslations}}{
    ...${docVersion}{
      _id,
      _updatedAt,
      title,
      "slug": slug.current,
      "language": coalesce(language, "en"),
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
    },
    ${docLanguages}
  }
`);

export const FAQS = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[_type == "faq"]${baseLanguage} | order(order asc){
    ...${listVersion}{
      _id,
      question,
      answer,
      category,
      order
    }
  }}.list
`);

export const TERMS = defineQuery(/* groq */ `
  coalesce(*[_type == "termsAndConditions"][language == $lang][0], *[_type == "termsAndConditions"]${baseLanguage}[0]){
    title,
    content,
    sections,
    lastUpdated,
    "language": coalesce(language, "en")
  }
`);

export const PRIVACY = defineQuery(/* groq */ `
  coalesce(*[_type == "privacyPolicy"][language == $lang][0], *[_type == "privacyPolicy"]${baseLanguage}[0]){
    title,
    overview,
    sections,
    contactInfo,
    lastUpdated,
    "language": coalesce(language, "en")
  }
`);

export const CANCELLATION = defineQuery(/* groq */ `
  coalesce(*[_type == "cancellationPolicy"][language == $lang][0], *[_type == "cancellationPolicy"]${baseLanguage}[0]){
    title,
    sections,
    lastUpdated,
    "language": coalesce(language, "en")
  }
`);
