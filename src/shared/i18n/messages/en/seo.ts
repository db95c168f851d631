/**
 * Metadata generated from content (docs/product.md#ad-landing-pages): the title, description,
 * keywords and structured data of /place/{slug}, from the ad's service and location, in the
 * language of the ad's document (src/worker/pages/place/meta.ts).
 */
export const seo = {
  'seo.place.heading': '{service} in {location}',
  'seo.place.titleTail': 'Book Professional Photographers',
  'seo.place.from': 'Packages from {price}.',
  'seo.place.lead':
    '{place, select, yes {Book professional {service} in {location}.} other {Book professional {service}.}}',
  'seo.place.photography': 'photography',
  'seo.place.keyLocationPhotographer': '{location} photographer',
  'seo.place.keyPhotographerIn': 'photographer in {location}',
  'seo.place.keyPhotoshootIn': 'photoshoot in {location}',
  'seo.place.keyBest': 'best {service} {location}',
  'seo.breadcrumb.home': 'Home',
  'seo.breadcrumb.services': 'Services',
} as const;
