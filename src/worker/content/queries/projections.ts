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
