// Shared projections, spliced into the queries of this folder (`image{${imageFields}}`), as Sanity's
// clean starter does. Each is the inside of a projection, so a query can add its own fields around one.

/** An image: the raw reference (for the URL builder), hotspot and crop, the asset's URL, size and LQIP. */
export const imageFields = /* groq */ `
  alt,
  hotspot,
  crop,
  "ref": asset._ref,
  "asset": asset->{
    url,
    "lqip": metadata.lqip,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height
  }
`;

/** Portable Text whose inline images are resolved like any other image. */
export const bodyFields = /* groq */ `
  ...,
  _type == "image" => @{${imageFields}}
`;

export const photographerCardFields = /* groq */ `
  _id,
  name,
  title,
  "slug": slug.current,
  featured,
  _createdAt,
  profileImage{${imageFields}},
  "specialty": photos[0].category,
  "photoCount": count(photos)
`;

/** A portfolio's own fields, what its card and its page both show first. */
export const portfolioFields = /* groq */ `
  _id,
  _createdAt,
  title,
  "slug": slug.current,
  description,
  category,
  featured,
  size,
  carouselImages[]{${imageFields}}
`;

export const portfolioCardFields = /* groq */ `
  ${portfolioFields},
  "photos": photos[]{${imageFields}}[0...1],
  "photoCount": count(photos),
  "videoCount": count(videos)
`;

export const serviceCardFields = /* groq */ `
  _id,
  title,
  description,
  category,
  "slug": slug.current,
  featured,
  image{${imageFields}}
`;

export const postCardFields = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  publishedAt,
  excerpt,
  featured,
  mainImage{${imageFields}},
  author->{
    name,
    image{${imageFields}}
  },
  "categories": categories[]->title,
  "plainBody": pt::text(body)
`;

// ── Languages (docs/decisions/0032-documents-per-language.md) ──
// A translatable document is English when it has no `language`; its other versions are joined to
// it by the document-internationalization plugin's `translation.metadata` documents. Lists and
// pages start from the English documents (so English results are what they were, and a list never
// doubles) and show each one's $lang version where one is published. The base-language test is a
// second filter (`*[_type == "x"]${baseLanguage}`): groq-js, the demo engine, evaluates both sides
// of `&&` for every document of the dataset, a chained filter only for the documents of the type.

/** Keeps the English documents of a set: `language` "en" or none. */
export const baseLanguage = /* groq */ `[!defined(language) || language == "en"]`;

/** A list's translation.metadata documents, fetched once per query and only when the page is not English. */
export const listMetadata = /* groq */ `"meta": select($lang != "en" => *[_type == "translation.metadata"])`;

/** In a list's projection under `{${listMetadata}}{…}`: the $lang version of the document in scope, else itself. */
export const listVersion = /* groq */ `
  coalesce(^.meta[references(^._id)][0].translations[language == $lang || _key == $lang][0].value->, @)
`;

/** A routed document's translations (its metadata's entries), for `docVersion` and `docLanguages`. */
export const docTranslations = /* groq */ `
  "translations": *[_type == "translation.metadata"][references(^._id)][0].translations,
  "doc": @
`;

/** In a projection over `{${docTranslations}}`: the $lang version of the document where published, else itself. */
export const docVersion = /* groq */ `
  coalesce(select($lang != "en" => translations[language == $lang || _key == $lang][0].value->), doc)
`;

/**
 * The languages the document of `{${docTranslations}}` has a published version in ("en" for an
 * English document without translations), and the language of the version shown.
 */
export const docLanguages = /* groq */ `
  "languages": coalesce(
    translations[defined(value->_id)]{"id": coalesce(language, _key)}.id,
    [coalesce(doc.language, "en")]
  )
`;
