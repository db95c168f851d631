/**
 * Brand-level constants (docs/product.md#timings-and-limits): the one place for cities, services,
 * categories, tiers, limits and timings. Configuration that differs per deployment
 * (brand name, phone, URLs) lives in `src/worker/settings/core.ts` instead.
 */
import { CURRENCY } from './vocabulary/money';

export const FOUNDED_YEAR = 2020;
export const COPYRIGHT_YEAR = 2021;
export const TAGLINE = 'Creating Memories Since 2020';

/** Timings in milliseconds (docs/product.md#timings-and-limits). */
export const TIMING = {
  modalFirstOpen: 5000,
  modalReopen: 45000,
  toast: 3000,
  heroAdvance: 5000,
  heroFade: 1000,
  portfolioCarousel: 4000,
  adCarousel: 5000,
  testimonialsRotate: 10000,
} as const;

export const LIMITS = {
  featuredPhotographers: 4,
  featuredServices: 4,
  homePortfolios: 6,
  featuredPosts: 6,
  excerptChars: 150,
  photographersPageSize: 12,
  pagerButtons: 5,
  testimonialsPerPage: 3,
  postsPageSize: 6,
  portfolioPhotosPage: 12,
  photosPerCity: 25,
} as const;

/** Callback form service options (docs/product.md#callback-form): key → label. */
export const SERVICE_OPTIONS = [
  ['baby', 'Baby'],
  ['corporate', 'Corporate'],
  ['engagement', 'Engagement'],
  ['family', 'Family'],
  ['maternity', 'Maternity'],
  ['personal', 'Personal'],
  ['prewedding', 'Pre-wedding'],
  ['travel', 'Travel'],
  ['wedding', 'Wedding'],
  ['other', 'Other'],
] as const;

/** Form cities (docs/product.md#callback-form): key → label, 'other' last. */
export const CITY_OPTIONS = [
  ['delhi-ncr', 'Delhi NCR'],
  ['mumbai', 'Mumbai'],
  ['bangalore', 'Bangalore'],
  ['hyderabad', 'Hyderabad'],
  ['chennai', 'Chennai'],
  ['pune', 'Pune'],
  ['kolkata', 'Kolkata'],
  ['jaipur', 'Jaipur'],
  ['lucknow', 'Lucknow'],
  ['ahmedabad', 'Ahmedabad'],
  ['chandigarh', 'Chandigarh'],
  ['prayagraj', 'Prayagraj'],
  ['varanasi', 'Varanasi'],
  ['indore', 'Indore'],
  ['bhopal', 'Bhopal'],
  ['kanpur', 'Kanpur'],
  ['patna', 'Patna'],
  ['rewa', 'Rewa'],
  ['ayodhya', 'Ayodhya'],
  ['nagpur', 'Nagpur'],
  ['ludhiana', 'Ludhiana'],
  ['noida', 'Noida'],
  ['other', 'Other'],
] as const;

/** The 22 footer city links: every form city but 'other', each to /city/{key}. */
export const FOOTER_CITIES = /* @__PURE__ */ CITY_OPTIONS.filter(([key]) => key !== 'other');

export const COUNTRY_CODES = [
  ['+91', 'India'],
  ['+1', 'US/Canada'],
  ['+44', 'UK'],
] as const;

/** Targeted-ad pricing keys and their tier labels (docs/product.md#ad-landing-pages). */
export const AD_TIERS = [
  ['basic', 'Bronze'],
  ['standard', 'Silver'],
  ['premium', 'Gold'],
] as const;

/**
 * When the team works, India time: the contact page's text (CONTACT_HOURS, which the catalogue's
 * info.contact.hours words in each language, checked by tests/unit/hindi-info-pages.test.ts) and the
 * lead reminders' clock (afterBusinessMinutes, src/shared/india-time.ts) both come from here. Days as Date#getUTCDay()
 * numbers (1 = Monday … 6 = Saturday), hours 24-hour, close exclusive, India time
 * (src/shared/india-time.ts). No import of india-time here: every island's shared chunk holds this
 * module, and its date functions belong in the callback form's chunk (its event date) alone.
 */
export const BUSINESS_HOURS = {
  days: [1, 2, 3, 4, 5, 6],
  open: 10,
  close: 19,
} as const;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hour12 = (h: number) => `${h % 12 || 12}${h < 12 ? 'am' : 'pm'}`;

// A pure call (the annotation): an island importing this module for other constants leaves it out.
export const CONTACT_HOURS = /* @__PURE__ */ (() =>
  `available ${DAY_NAMES[BUSINESS_HOURS.days[0]]} to ${DAY_NAMES[BUSINESS_HOURS.days.at(-1)!]}, ` +
  `${hour12(BUSINESS_HOURS.open)} - ${hour12(BUSINESS_HOURS.close)}`)();
export const REPLY_TIME = '24 hours';

/** Structured data constants (docs/product.md#structured-data). */
export const STRUCTURED = {
  foundingDate: '2020',
  opens: '09:00',
  closes: '18:00',
  currency: CURRENCY,
  photographersPerCity: 25,
} as const;

export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** The 13 page names that have an `seo` record (docs/product.md#page-metadata). */
export const SEO_PAGES = [
  'home',
  'services',
  'packages',
  'portfolios',
  'photographers',
  'about',
  'contact',
  'faqs',
  'partner',
  'blogs',
  'terms',
  'privacy',
  'cancellation',
] as const;
export type SeoPage = (typeof SEO_PAGES)[number];
/** Where each seo record's page lives (its English path): the worker's metadata and the Studio's Presentation. */
export const SEO_PAGE_PATHS: Record<SeoPage, string> = {
  home: '/',
  services: '/services',
  packages: '/packages',
  portfolios: '/portfolios',
  photographers: '/photographers',
  about: '/about',
  contact: '/contact',
  faqs: '/faqs',
  partner: '/become-partner',
  blogs: '/blogs',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  cancellation: '/cancellation-policy',
};

export const EXTERNAL = {
  exploreFrames: 'https://frames.example.com',
  social: [
    ['Instagram', 'https://www.instagram.com/', 'IG'],
    ['Facebook', 'https://www.facebook.com/', 'FB'],
    ['YouTube', 'https://www.youtube.com/', 'YT'],
    ['LinkedIn', 'https://www.linkedin.com/', 'in'],
  ],
  videoEmbedHost: 'https://www.youtube-nocookie.com',
  videoThumbHost: 'https://i.ytimg.com',
} as const;

/**
 * The film in the home contact section (docs/product.md#home: the contact section's film).
 * Placeholder link until the brand film is published: any YouTube link works (see `videoId`).
 */
export const HOME_VIDEO = {
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  title: 'Watch our story',
} as const;
