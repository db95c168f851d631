/**
 * What the entry needs from React to hydrate, as one ES module chunk. Importing React's CommonJS
 * builds straight from the entry made the bundler put its interop helpers in the entry, and the
 * React chunks then imported the entry back as ./client.js: a second copy beside the page's
 * versioned /assets/client.js?v=…, fetched and run twice.
 */
export { createElement, useEffect } from 'react';
export { hydrateRoot } from 'react-dom/client';
