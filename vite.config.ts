import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { DISPOSABLE_LIST_PATH } from './src/worker/quality/disposable.ts';
import { DEMO_DATASET_PATH, publishedDataset } from './src/worker/content/demo/dataset.ts';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAG, isLocale } from './src/shared/i18n/locales.ts';
import { islandKeys } from './src/build/island-keys.ts';
import { preloadDependencies, smallPreloadHelper } from './src/build/preload.ts';
import { ICU_SYNTAX } from './src/shared/i18n/translate.ts';

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

// Files the worker reads itself, through its ASSETS binding, kept out of its upload: written into
// the client build, served by the dev server at the same path (src/worker/http/asset-text.ts).
// - The spam rules' disposable-domain list (the disposable-email-domains package, 2.4 MB), read on
//   the first submission that needs it (src/worker/quality/disposable.ts).
// - The demo dataset without its drafts (900 KB), read on the first demo query
//   (src/worker/content/demo/dataset.ts); its public URL goes to the worker (wrangler.toml
//   `run_worker_first`), which answers 404.
const workerAsset = (name: string, path: string, contentType: string, source: () => string | Buffer): Plugin => ({
  name,
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: path.slice(1), source: source() });
  },
  configureServer(server) {
    server.middlewares.use(path, (_req, res) => {
      res.setHeader('Content-Type', contentType);
      res.end(source());
    });
  },
});
const disposableDomains = workerAsset('disposable-domains', DISPOSABLE_LIST_PATH, 'application/json', () =>
  readFileSync(createRequire(import.meta.url).resolve('disposable-email-domains/index.json')),
);
const demoDataset = workerAsset('demo-dataset', DEMO_DATASET_PATH, 'application/x-ndjson', () =>
  publishedDataset(readFileSync(new URL('./src/worker/content/demo/dataset.ndjson', import.meta.url), 'utf8')),
);

// The message catalogues precompiled, for the client and the worker alike
// (docs/decisions/0033-interface-texts-from-the-catalogue.md): each language's index module becomes
// one object of its area files' messages, every message with ICU syntax as intl-messageformat's
// syntax tree, so neither the browser nor the worker gets the message parser (noParser: the parser
// package's no-parser build). In the worker that is startup time: the parser's module (its Unicode
// tables and patterns) is no longer evaluated when an isolate starts (scripts/bench/startup.mjs).
// Unit tests run the source catalogues, parsed on first use (src/shared/i18n/translate.ts).
const precompiled = (environment: { name: string; config: { consumer: string } }) =>
  environment.name === 'client' || environment.config.consumer === 'server';
const NO_PARSER = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/no-parser.js');
const CATALOGUE_INDEX = /\/src\/shared\/i18n\/messages\/([a-z]+)\/index\.ts$/;
/** One catalogue folder's messages: its area files' objects, gathered. */
async function areaMessages(dir: string): Promise<Record<string, string>> {
  const messages: Record<string, string> = {};
  // Area files hold plain objects and type-only imports: Node strips the types and runs them.
  for (const file of readdirSync(dir).filter((f) => /^[a-z-]+\.ts$/.test(f) && f !== 'index.ts')) {
    const area = (await import(`${pathToFileURL(join(dir, file)).href}?v=${Date.now()}`)) as object;
    for (const part of Object.values(area)) Object.assign(messages, part);
  }
  return messages;
}
/**
 * A language's catalogue, every message with ICU syntax as its syntax tree (`only`: just those
 * keys). `base`: English's messages, when already read.
 */
async function compiledCatalogue(
  dir: string,
  lang: string,
  { only, base }: { only?: ReadonlySet<string>; base?: Record<string, string> } = {},
): Promise<Record<string, unknown>> {
  const messages = await areaMessages(dir);
  // A key a language still being translated lacks reads in English, as on the server
  // (src/shared/i18n/catalogues.ts complete): only those English texts join its chunk.
  if (lang !== DEFAULT_LOCALE) {
    base ??= await areaMessages(join(dirname(dir), DEFAULT_LOCALE));
    for (const [key, text] of Object.entries(base)) if (!(key in messages)) messages[key] = text;
  }
  const locale = new Intl.Locale(LOCALE_TAG[lang as keyof typeof LOCALE_TAG]);
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => !only || only.has(key))
      .map(([key, text]) => [key, ICU_SYNTAX.test(text) ? parse(text, { locale }) : text]),
  );
}
const precompiledMessages: Plugin = {
  name: 'precompiled-messages',
  applyToEnvironment: precompiled,
  async transform(_code, id) {
    const lang = CATALOGUE_INDEX.exec(id.split('?')[0]!)?.[1];
    if (!lang || !isLocale(lang)) return null;
    const compiled = await compiledCatalogue(dirname(id.split('?')[0]!), lang);
    return { code: `export const ${lang} = ${JSON.stringify(compiled)};\n`, map: null };
  },
};

// Each island's catalogue, per language: only the keys its module graph names
// (src/build/island-keys.ts, docs/decisions/0045-each-island-ships-its-own-keys.md), most keys
// being the worker's alone. Written as `assets/messages/<build>/<lang>/<Island>.js`, which the
// client loads beside the island (src/client/messages.ts); an island whose graph holds another
// island (the callback modal holds the form) imports that one's chunk and adds its own keys. Texts
// with arguments go as their parts, for the islands' translator (src/client/translate.ts), which
// formats nothing else: a key the graph cannot show, or an island text with a plural, a select or
// a number or date format, fails the build here. Dev loads the whole catalogue instead.
const MESSAGES_DIR = fileURLToPath(new URL('./src/shared/i18n/messages', import.meta.url));
const ISLANDS_DIR = fileURLToPath(new URL('./src/shared/islands', import.meta.url));
type Element = { type: number; value?: string };
/** A message for the islands' translator: its text, or literal and argument name in turn. */
function islandMessage(key: string, compiled: unknown, where: string): string | string[] {
  if (typeof compiled === 'string') return compiled;
  const parts: string[] = [''];
  for (const el of compiled as Element[]) {
    if (el.type === 0) parts.push(parts.pop()! + el.value);
    else if (el.type === 1) parts.push(el.value!, '');
    else
      throw new Error(
        `island messages: ${where} uses "${key}", whose text needs ICU formatting of kind ${el.type} ` +
          '(plural, select, number, date): src/client/translate.ts writes arguments only',
      );
  }
  if (parts.at(-1) === '') parts.pop();
  return parts;
}
export async function islandCatalogues(root = fileURLToPath(new URL('.', import.meta.url))) {
  const base = await areaMessages(join(MESSAGES_DIR, DEFAULT_LOCALE));
  const { keys, files, made } = islandKeys(ISLANDS_DIR, Object.keys(base), root);
  const short = shortIds(keys, made);
  const idOf = (key: string) => short.get(key) ?? key;
  const islands = Object.keys(keys);
  const fileOf = (island: string) => `src/shared/islands/${island}.tsx`;
  // The other islands an island's graph holds (never two holding each other).
  const held = Object.fromEntries(
    islands.map((a) => [
      a,
      islands.filter((b) => b !== a && files[a]!.includes(fileOf(b)) && !files[b]!.includes(fileOf(a))),
    ]),
  );
  const chunks: Record<string, string> = {};
  /** Each island's messages as the browser ends up with them (its own and those it imports). */
  const messages: Record<string, Record<string, Record<string, string | string[]>>> = {};
  for (const lang of LOCALES) {
    messages[lang] = {};
    const only = new Set(Object.values(keys).flat());
    const compiled = await compiledCatalogue(join(MESSAGES_DIR, lang), lang, { only, base });
    for (const island of islands) {
      const inherited = new Set(held[island]!.flatMap((b) => keys[b]!));
      const own = keys[island]!.filter((key) => !inherited.has(key));
      const ownMessages = Object.fromEntries(
        own.map((key) => [idOf(key), islandMessage(key, compiled[key], `${island} (${lang})`)]),
      );
      const imports = held[island]!.map((b, i) => `import m${i} from './${b}.js';\n`).join('');
      const spread = held[island]!.map((_, i) => `...m${i}, `).join('');
      const body = JSON.stringify(ownMessages);
      chunks[`${lang}/${island}.js`] = imports + `export default ${spread ? `{${spread}...${body}}` : body};\n`;
      messages[lang][island] = Object.fromEntries(
        keys[island]!.map((key) => [key, islandMessage(key, compiled[key], `${island} (${lang})`)]),
      );
    }
  }
  return { chunks, messages, keys, files, short };
}

/**
 * Short ids for the island keys the code writes whole (docs/decisions/0045-each-island-ships-its-own-keys.md):
 * a key was written twice in what a page loads, in its island's code and in its texts chunk. The
 * build writes each as a short id in both (shortKeys below); the source keeps the readable key, and
 * a key some island makes at run time (`city.${value}`, an `i18n-keys:` prefix) keeps its name. An id
 * has no dot, so it is never a catalogue key.
 */
function shortIds(keys: Record<string, string[]>, made: readonly string[]): Map<string, string> {
  const runtime = new Set(made);
  const written = [...new Set(Object.values(keys).flat())].filter((key) => !runtime.has(key)).sort();
  return new Map(written.map((key, i) => [key, i.toString(36)]));
}
let shortKeysOf: Promise<Map<string, string>> | undefined;
const SOURCES = /\/src\/(shared|client)\/[^?]*\.tsx?$/;
const shortKeys: Plugin = {
  name: 'short-message-keys',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildStart() {
    shortKeysOf = islandCatalogues().then((c) => c.short);
  },
  async transform(code, id) {
    if (!SOURCES.test(id.split('?')[0]!) || id.includes('/i18n/messages/')) return null;
    const short = await shortKeysOf!;
    const out = code.replace(/(['"`])([a-z][\w-]*(?:\.[\w-]+)+)\1/gi, (whole, q: string, key: string) =>
      short.has(key) ? q + short.get(key)! + q : whole,
    );
    return out === code ? null : { code: out, map: null };
  },
};
const islandMessages: Plugin = {
  name: 'island-messages',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  async generateBundle() {
    const { chunks, files } = await islandCatalogues();
    for (const file of new Set(Object.values(files).flat())) this.addWatchFile(file);
    for (const [path, source] of Object.entries(chunks))
      this.emitFile({ type: 'asset', fileName: `assets/messages/${buildId}/${path}`, source });
  },
};

// Before Vite's own resolver, which otherwise answers the bare import from intl-messageformat first.
const noParser: Plugin = {
  name: 'no-message-parser',
  enforce: 'pre',
  applyToEnvironment: precompiled,
  resolveId(source) {
    return source === '@formatjs/icu-messageformat-parser' ? NO_PARSER : null;
  },
};

// The worker's page renderer without React's legacy string renderer: `react-dom/server.node` is a
// CommonJS file that loads both its builds (renderToReadableStream, and renderToString /
// renderToStaticMarkup, 265 KB), so every isolate compiled both at startup. The worker takes the
// stream renderer's production file alone, the inbox too (src/worker/inbox/page.tsx renders its
// static pages with it: the legacy build is in no chunk). Build only: dev keeps React's own choice
// of build.
const REACT_DOM = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
const STREAM_RENDERER = '\0react-dom-server-stream';
const streamRenderer: Plugin = {
  name: 'stream-renderer',
  enforce: 'pre',
  apply: 'build',
  applyToEnvironment: (environment) => environment.config.consumer === 'server',
  resolveId(source, importer) {
    if (source !== 'react-dom/server.node' || !importer) return null;
    return STREAM_RENDERER;
  },
  load(id) {
    if (id !== STREAM_RENDERER) return null;
    const file = join(REACT_DOM, 'cjs/react-dom-server.node.production.js');
    return `export { renderToReadableStream } from ${JSON.stringify(file)};\n`;
  },
};

/**
 * Rolldown's MODULE_LEVEL_DIRECTIVE for packages (framer-motion, @sanity/ui: "use client" on every
 * module, 72 lines of warning): a directive for React Server Components bundlers, meaningless in a
 * browser bundle, so dropping it changes nothing. Our own modules keep the warning.
 */
const quietDirectives: NonNullable<Rollup.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE' && /node_modules\//.test(log.id ?? log.message)) return;
  handler(level, log);
};

export default defineConfig({
  plugins: [
    cloudflare(),
    previewClient,
    disposableDomains,
    demoDataset,
    precompiledMessages,
    islandMessages,
    shortKeys,
    noParser,
    streamRenderer,
    smallPreloadHelper,
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  environments: {
    client: {
      build: {
        // What an island's import preloads beside it (src/build/preload.ts).
        modulePreload: { resolveDependencies: preloadDependencies },
        rollupOptions: {
          // UI components have no side effects: an island importing the ui barrel then gets only the
          // components it uses, not one shared chunk of every component any island uses. Nor do the
          // display rules (format.ts): the filter island imports a listing module that imports one, and
          // a module with side effects stays imported (a request and 0.3 KB) when nothing of it is used.
          treeshake: { moduleSideEffects: (id: string) => !/\/src\/shared\/(components\/|format\.ts$)/.test(id) },
          input: { client: 'src/client/main.ts', site: 'src/shared/styles/index.css' },
          output: {
            entryFileNames: 'assets/[name].js',
            chunkFileNames: 'assets/[name]-[hash].js',
            // The page's language reaches islands through the i18n context: kept in React's chunk, which
            // every hydration loads anyway, rather than a chunk and a request of its own.
            // Vite's preload helper goes there too: left in the entry, an island's lazy chunk would
            // import it from ./client.js, a second copy of the entry beside the page's client.js?v=….
            // So do modules nearly every island needs, each a request of its own for less code than
            // its request's overhead: the page's path and site name (public-config.ts: the floating
            // buttons, on every page) and the class-name joiner (ui/cx.ts).
            manualChunks: (id: string) =>
              /\/src\/shared\/(i18n\/context\.tsx|public-config\.ts|components\/ui\/cx\.ts)$|vite\/preload-helper/.test(
                id,
              )
                ? 'react'
                : undefined,
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
        // Sanity's visual editing (@sanity/visual-editing, with @sanity/ui and framer-motion) is one
        // lazily loaded chunk of about 840 kB, fetched by editors in draft preview only, never by a
        // visitor: splitting it would only add requests to a tool page.
        chunkSizeWarningLimit: 1000,
        rollupOptions: {
          onLog: quietDirectives,
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
