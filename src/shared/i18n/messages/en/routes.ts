/** The not-found page (docs/product.md#messages), in every language a path can ask for. */
export const routes = {
  'notFound.title': 'Oops! Page not found',
  'notFound.message': "The page you're looking for doesn't exist.",
  'notFound.home': 'Back to home',
  'notFound.pageTitle': 'Page not found',
} as const;
