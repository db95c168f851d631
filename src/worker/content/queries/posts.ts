/** The blog (featured posts, a page of posts, a post) and the text pages: FAQs, terms, privacy, cancellation. */
import { defineQuery } from 'groq';
import { imageFields, bodyFields, postCardFields } from './projections';

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
