// The routes every bench section measures: home and one page of each heavy template.
export const PAGES = [
  '/',
  '/photographers',
  '/place/wedding-photographer-jaipur',
  '/blogs/how-to-plan-your-wedding-photography-timeline',
];
