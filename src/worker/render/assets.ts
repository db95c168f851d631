/**
 * URLs of the client build. Production: fixed names under /assets, versioned by build id
 * (vite.config.ts). Dev (vite dev): the source modules, served by Vite.
 */
export const ASSETS = import.meta.env.DEV
  ? { css: '/src/shared/styles/index.css', js: '/src/client/main.ts' }
  : { css: `/assets/site.css?v=${__BUILD_ID__}`, js: `/assets/client.js?v=${__BUILD_ID__}` };

export const DEFAULT_OG_IMAGE = { path: '/og-default.jpg', width: 1200, height: 630 } as const;
