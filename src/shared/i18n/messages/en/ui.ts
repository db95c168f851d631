/**
 * The shared components' own words (src/shared/components/ui/) and the pages' frame texts
 * (docs/product.md#messages): not-found, error, loading, pagers, carousels, viewers, cards.
 */
export const ui = {
  'notFound.title': 'Oops! Page not found',
  'notFound.message': "The page you're looking for doesn't exist.",
  'notFound.metaTitle': 'Page not found',
  'notFound.home': 'Back to home',
  'error.title': 'Error',

  'ui.seeAll': 'See all',
  'ui.bookNow': 'Book now',
  'ui.featured': 'Featured',
  'ui.noFeatures': 'No features specified',
  'ui.viewPortfolio': 'View Portfolio',
  'ui.viewPortfolioCount': 'View Portfolio ({count})',
  'ui.rated': 'Rated {rating} out of {max}',
  'ui.duration': 'Duration ',
  'ui.playVideo': 'Play video: {title}',
  'ui.filterByCategory': 'Filter by category',

  'pager.label': 'Pagination',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.page': 'Page {page}',

  'carousel.position': '{index} of {count}',
  'carousel.choose': 'Choose slide',
  'carousel.goTo': 'Go to slide {index}',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',

  'viewer.label': 'Photo viewer',
  'viewer.close': 'Close viewer',
  'viewer.previous': 'Previous photo',
  'viewer.next': 'Next photo',
  'gallery.view': 'View photo {index} of {count}',
  'photographers.search': 'Search photographers',
  'photographers.searchPlaceholder': 'Search by name or title',
  'photographers.sortBy': 'Sort by',
  'photographers.submit': 'Search',
  'photographers.loading': 'Loading photographers...',
  'gallery.viewNamed': 'View photo {index} of {count}: {alt}',
} as const;
