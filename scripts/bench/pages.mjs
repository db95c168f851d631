// The routes every bench section measures: home and one page of each heavy template, and the Hindi
// twins of the home and ad pages beside their English ones (docs/decisions/0031-languages-by-path.md).
export const PAGES = [
  '/',
  '/photographers',
  '/place/wedding-photographer-jaipur',
  '/blogs/how-to-plan-your-wedding-photography-timeline',
  '/hi',
  '/hi/place/wedding-photographer-jaipur',
];
