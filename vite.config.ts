import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { DISPOSABLE_LIST_PATH } from './src/worker/quality/disposable';

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

// The spam rules' disposable-domain list (the disposable-email-domains package, 2.4 MB) as a static
// asset, not in the worker's upload: the worker reads it through ASSETS on the first submission
// that needs it (src/worker/quality/disposable.ts). Written into the client build; served by the dev
// server at the same path.
const disposableList = () =>
  readFileSync(createRequire(import.meta.url).resolve('disposable-email-domains/index.json'));
const disposableDomains: Plugin = {
  name: 'disposable-domains',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: DISPOSABLE_LIST_PATH.slice(1), source: disposableList() });
  },
  configureServer(server) {
    server.middlewares.use(DISPOSABLE_LIST_PATH, (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(disposableList());
    });
  },
};

export default defineConfig({
  plugins: [cloudflare(), previewClient, disposableDomains],
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
