/** Every schema type of the Studio: the CMS contract of docs/editors.md#the-content-model as code. */
import type { SchemaTypeDefinition } from 'sanity';
import { author } from './documents/author';
import { category } from './documents/category';
import { certificate } from './documents/certificate';
import { city } from './documents/city';
import { faq } from './documents/faq';
import { packageGroup } from './documents/package';
import { photographer } from './documents/photographer';
import { portfolio } from './documents/portfolio';
import { post } from './documents/post';
import { seo } from './documents/seo';
import { service } from './documents/service';
import { targetedAd } from './documents/targetedAd';
import { testimonial } from './documents/testimonial';
import { adTestimonial } from './objects/adTestimonial';
import { blockContent } from './objects/blockContent';
import { certificatePoint } from './objects/certificatePoint';
import { cityPhoto } from './objects/cityPhoto';
import { heroSlide } from './objects/heroSlide';
import { legalSection } from './objects/legalSection';
import { packageOption } from './objects/packageOption';
import { photographerPhoto } from './objects/photographerPhoto';
import { stat } from './objects/stat';
import { video } from './objects/video';
import { about } from './singletons/about';
import { cancellationPolicy } from './singletons/cancellationPolicy';
import { heroCarousel } from './singletons/heroCarousel';
import { privacyPolicy } from './singletons/privacyPolicy';
import { termsAndConditions } from './singletons/termsAndConditions';

/** One document each, with the type name as its fixed id (structure.ts, sanity.config.ts). */
export const SINGLETON_TYPES = [
  'heroCarousel',
  'about',
  'termsAndConditions',
  'privacyPolicy',
  'cancellationPolicy',
] as const;

export const schemaTypes: SchemaTypeDefinition[] = [
  // Documents
  post,
  author,
  category,
  service,
  packageGroup,
  portfolio,
  photographer,
  city,
  certificate,
  faq,
  seo,
  testimonial,
  targetedAd,
  // Singletons
  heroCarousel,
  about,
  termsAndConditions,
  privacyPolicy,
  cancellationPolicy,
  // Objects
  blockContent,
  legalSection,
  video,
  photographerPhoto,
  cityPhoto,
  heroSlide,
  packageOption,
  certificatePoint,
  stat,
  adTestimonial,
];
