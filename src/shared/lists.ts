/**
 * The option lists only some islands show (docs/product.md#timings-and-limits), kept out of
 * src/shared/site.ts: every island's shared chunk holds that module, so a list there is loaded by
 * every page with an island (the home page's callback form and carousel never show these).
 */

/** Portfolio categories: the header's Portfolio dropdown and the portfolio page menu. */
export const PORTFOLIO_CATEGORIES = [
  'wedding',
  'pre-wedding',
  'post-wedding',
  'baby',
  'maternity',
  'travel',
  'business',
  'personal',
  'family',
  'other',
] as const;

export const PARTNER_CATEGORIES = [
  'Influencer',
  'Travel Agency',
  'Hotels',
  'Tourism',
  'Fashion Lifestyle',
  'Others',
] as const;

export const EXPERIENCE_LEVELS = [
  'Beginner (0-1 years)',
  'Intermediate (1-3 years)',
  'Advanced (3-5 years)',
  'Expert (5+ years)',
] as const;
