/**
 * What the entry needs from React to hydrate, as one ES module chunk. Importing React's CommonJS
 * builds straight from the entry made the bundler put its interop helpers in the entry, and the
 * React chunks then imported the entry back as ./client.js: a second copy beside the page's
 * versioned /assets/client.js?v=…, fetched and run twice. The page's language reaches each island
 * through I18nProvider, its messages written as the server writes them (./translate.ts).
 */
export { createElement, useEffect } from 'react';
export { hydrateRoot } from 'react-dom/client';
export { I18nProvider } from '../shared/i18n/context';
export { translator } from './translate';
