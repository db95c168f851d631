/** The route table of spec §2 with one concrete demo-dataset path each (used by every level of tests). */
export const ROUTES = [
  '/', '/services', '/packages', '/portfolios', '/photographers', '/blogs', '/contact', '/faqs', '/about',
  '/become-partner', '/become-photographer', '/terms-and-conditions', '/privacy-policy', '/cancellation-policy',
] as const;
