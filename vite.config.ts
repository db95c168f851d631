import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';

// One id per build: versions the fixed-name entry assets (/assets/client.js?v=…, site.css?v=…).
const buildId = Date.now().toString(36);

export default defineConfig({
  plugins: [cloudflare()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  environments: {
    client: {
      build: {
        rollupOptions: {
          // UI components have no side effects: an island importing the ui barrel then gets only the
          // components it uses, not one shared chunk of every component any island uses.
          treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/shared/components/') },
          input: { client: 'src/client/main.ts', site: 'src/shared/styles/index.css' },
          output: {
            entryFileNames: 'assets/[name].js',
            chunkFileNames: 'assets/[name]-[hash].js',
            assetFileNames: 'assets/[name][extname]',
          },
        },
      },
    },
  },
});
