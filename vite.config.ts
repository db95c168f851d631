import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

// One id per build: versions the fixed-name entry assets (/assets/client.js?v=…, site.css?v=…).
const buildId = Date.now().toString(36);

// Draft preview's client (src/client/preview*): its own build after the app's, into the same
// dist/client, so it shares no chunk with the public client and leaves its bytes as they are.
const previewClient: Plugin = {
  name: 'preview-client',
  buildApp: {
    order: 'post',
    async handler(builder) {
      await builder.build(builder.environments.preview_client!);
    },
  },
};

export default defineConfig({
  plugins: [cloudflare(), previewClient],
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
    preview_client: {
      consumer: 'client',
      build: {
        outDir: 'dist/client',
        emptyOutDir: false,
        copyPublicDir: false,
        rollupOptions: {
          input: { preview: 'src/client/preview.ts', 'preview-bar': 'src/client/preview-bar.css' },
          output: {
            entryFileNames: 'assets/preview/[name].js',
            chunkFileNames: 'assets/preview/[name]-[hash].js',
            assetFileNames: 'assets/preview/[name][extname]',
          },
        },
      },
    },
  },
});
