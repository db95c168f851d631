import type { Plugin } from 'vite';

/**
 * How an island's chunk and the chunks it imports load (docs/decisions/0045-each-island-ships-its-own-keys.md):
 * as with Vite's own preload helper, every chunk an island's import needs is fetched at once beside
 * it (`<link rel=modulepreload>`), not one import level after another. Vite's helper also handles CSS
 * chunks (islands import none: site.css is its own entry), a CSP nonce (the scripts are same-origin,
 * src/worker/render/Document.tsx), a scan of the page's links and the `vite:preloadError` event: 0.7 KB
 * gzip in React's small chunk, which every page loads. This one is 0.1 KB.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
export const smallPreloadHelper: Plugin = {
  name: 'small-preload-helper',
  enforce: 'pre',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  load(id) {
    if (id !== PRELOAD_HELPER) return null;
    return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/' + dep;
    document.head.append(link);
  }
  return load();
};
`;
  },
};

/**
 * What an island's import preloads beside it (build.modulePreload.resolveDependencies): not the
 * island's chunk itself (the import fetches it at that moment) nor React's small chunk and the
 * bundler's runtime, which the entry imports before any island loads; each name listed is bytes in
 * the entry (client.js: 0.2 KB gzip).
 */
export const preloadDependencies = (file: string, deps: string[]): string[] =>
  deps.filter((dep) => dep !== file && !/^assets\/(react|rolldown-runtime)-[\w-]+\.js$/.test(dep));
