import { defineQuery } from 'groq';
import type { PhotographerSort } from '../../../shared/photographer-listing';
import { baseLanguage, listMetadata, listVersion, photographerCardFields } from './projections';

/**
 * Photographers listing: filters run across all photographers, then one page of 12.
 * $category: 'all' or a category, matched against the specialty (first photo's category), any case.
 * $search: '' or lower-case text found anywhere in the name or title. `string::split` is a plain
 * substring test (`match` would tokenise, treat '*' as a wildcard and miss "d'souza").
 * Photographers without a slug (no profile to link to) are left out of count and page alike.
 * Every order ends with _id so pages never overlap or skip on ties. Filters and orders read the English
 * documents (the same pages in every language); each card shows its $lang version where published.
 */
const photographerFilter = /* groq */ `
  _type == "photographer"
  && defined(slug.current)
  && ($category == "all" || lower(photos[0].category) == $category)
  && (
    $search == ""
    || count(string::split(lower(name), $search)) > 1
    || count(string::split(lower(title), $search)) > 1
  )
`;

export const PHOTOGRAPHERS_COUNT = defineQuery(/* groq */ `
  count(*[${photographerFilter}]${baseLanguage})
`);

export const PHOTOGRAPHERS_PAGE_FEATURED = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[${photographerFilter}]${baseLanguage}
    | order(coalesce(featured, false) desc, lower(name) asc, _id asc)[$start...$end]{
    ...${listVersion}{
      ${photographerCardFields}
    }
  }}.list
`);

export const PHOTOGRAPHERS_PAGE_NAME_ASC = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[${photographerFilter}]${baseLanguage} | order(lower(name) asc, _id asc)[$start...$end]{
    ...${listVersion}{
      ${photographerCardFields}
    }
  }}.list
`);

export const PHOTOGRAPHERS_PAGE_NAME_DESC = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[${photographerFilter}]${baseLanguage} | order(lower(name) desc, _id asc)[$start...$end]{
    ...${listVersion}{
      ${photographerCardFields}
    }
  }}.list
`);

export const PHOTOGRAPHERS_PAGE_NEWEST = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[${photographerFilter}]${baseLanguage} | order(_createdAt desc, _id asc)[$start...$end]{
    ...${listVersion}{
      ${photographerCardFields}
    }
  }}.list
`);

export const PHOTOGRAPHERS_PAGE_OLDEST = defineQuery(/* groq */ `
  {${listMetadata}}{"list": *[${photographerFilter}]${baseLanguage} | order(_createdAt asc, _id asc)[$start...$end]{
    ...${listVersion}{
      ${photographerCardFields}
    }
  }}.list
`);

const PHOTOGRAPHERS_PAGE: Record<PhotographerSort, string> = {
  featured: PHOTOGRAPHERS_PAGE_FEATURED,
  'name-asc': PHOTOGRAPHERS_PAGE_NAME_ASC,
  'name-desc': PHOTOGRAPHERS_PAGE_NAME_DESC,
  newest: PHOTOGRAPHERS_PAGE_NEWEST,
  oldest: PHOTOGRAPHERS_PAGE_OLDEST,
};
/** One page of the listing in the chosen order (all five share one result type). */
export const photographersPage = (sort: PhotographerSort) => PHOTOGRAPHERS_PAGE[sort];
