/** The route table (docs/product.md#routes) with one concrete demo-dataset path each (used by every level of tests). */
export const LISTING_ROUTES = [
  '/',
  '/services',
  '/packages',
  '/portfolios',
  '/photographers',
  '/blogs',
  '/contact',
  '/faqs',
  '/about',
  '/become-partner',
  '/become-photographer',
  '/terms-and-conditions',
  '/privacy-policy',
  '/cancellation-policy',
] as const;

export const DETAIL_ROUTES = [
  '/services/wedding-photography',
  '/portfolio/riya-karan-jaipur-palace-wedding',
  '/photographer/aarav-mehta',
  '/photographers/aarav-mehta',
  '/city/jaipur',
  '/blogs/how-to-plan-your-wedding-photography-timeline',
  '/place/wedding-photographer-jaipur',
  '/a/wedding-photographer-jaipur',
] as const;

export const ROUTES = [...LISTING_ROUTES, ...DETAIL_ROUTES] as const;
