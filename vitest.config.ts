import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Levels (docs/testing.md): unit (pure modules, and route handlers in-process with stand-in bindings:
// no build), studio (the Studio side, offline), worker (the built worker in workerd: what needs the
// runtime), browser (Chromium against the built worker), deploy (the deploy script on a fake account,
// `wrangler deploy --dry-run` on the build). `npm run test:unit` runs the first; `npm test` runs it,
// then builds, then the rest (`npm run test:built`).
// The inbox's queue and quick-replies files (mostly layout and axe checks) run with the pages, so the
// two sides of `npm run test:built` stay about even (docs/testing.md).
const BROWSER_FLOWS = [
  'attribution',
  'call-times',
  'chat-lead',
  'chat-taps',
  'conversions',
  'draft-preview',
  'inbox',
  'inbox-calls',
  'inbox-people',
  'inbox-team',
  'lead-forms',
  'quality-turnstile',
  'studio',
].map((name) => `tests/browser/${name}.test.ts`);

// The deploy and browser files share their fork's loaded modules (isolate: false), as the unit level's
// do: wrangler alone is about 1.9 CPU-seconds to import, paid by every file that starts workerd when
// isolated (docs/testing.md "Measured"). Their files mock nothing and keep no state in modules.
const SHARED_MODULES = { isolate: false };
// The browser projects run one file at a time (maxWorkers 1 once files share modules), after the
// other projects of their run: vitest wants projects of different maxWorkers in groups of their own.
const AFTER_THE_OTHERS = { groupOrder: 1 };
// `expect.poll` waits on what a page shows; its 1 s default read a loaded machine's slow frame as a
// failure (a header link not yet visible after load, tests/browser/languages.test.ts).
const POLL_ON_A_LOADED_MACHINE = { poll: { timeout: 15_000 } };

export default defineConfig({
  test: {
    // Two files at a time. vitest's default here is one (cores - 1 on 2 cores), yet most of a worker
    // or browser file's time is waiting (queue retries, page clocks, workerd start): 524 s -> 364 s.
    maxWorkers: 2,
    projects: [
      // Pure modules, and the worker in-process (tests/helpers/in-process.ts): `npm run test:unit`, no build.
      // What the build does to the worker's code is done here: the build id, production mode, and the one
      // `cloudflare:*` module it imports stood in.
      {
        define: { __BUILD_ID__: JSON.stringify('unit') },
        resolve: {
          alias: { 'cloudflare:email': fileURLToPath(new URL('tests/helpers/cloudflare-email.ts', import.meta.url)) },
        },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/unit-setup.ts'],
          environment: 'node',
          // Files share a worker's loaded modules (React, hono, zod, groq-js are loaded once, not per
          // file): 52 s -> 32 s. The in-process worker loads its own copy of src/ per instance anyway.
          isolate: false,
          // Route tests render whole pages (and a property test runs a few hundred): room on a busy 2-core
          // machine, where `npm test` runs this level beside tsc, oxlint and prettier (scripts/checks.mjs).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // Studio side, offline: the demo dataset against the compiled schema, the importable export.
      // studio/tsconfig.json keeps JSX for Sanity's bundler ("preserve"); here the schema's input components run as React.
      {
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'studio',
          include: ['tests/studio/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.{ts,tsx}'],
          // Isolated still. Sharing modules, the queue-retry files ran last together (a project of
          // their own) and load.test.ts answered a 500 beside them at load 10 (docs/testing.md,
          // 2026-12-02); before, with shared modules, the relay's outage cases failed at load 15.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // npm run deploy against a fake account, and `wrangler deploy --dry-run` on the build (offline).
      { test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], testTimeout: 60_000, ...SHARED_MODULES } },
      // Chromium, one file at a time, in two projects that `npm run test:built` runs side by side
      // (scripts/test-built.mjs): the pages, their widgets and layout; and the flows through forms,
      // consent, conversions, the inbox and the editors' tools, after the studio, worker and deploy files.
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: BROWSER_FLOWS,
          ...SHARED_MODULES,
          // One Chromium for the run's files, each connecting to it (tests/helpers/chromium-server.ts),
          // and one site for the pages files that need no settings of their own (tests/helpers/site-server.ts).
          globalSetup: ['tests/helpers/chromium-server.ts', 'tests/helpers/site-server.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: AFTER_THE_OTHERS,
          expect: POLL_ON_A_LOADED_MACHINE,
          // Tests a file runs side by side (`describe.concurrent`: pages in their own contexts of the
          // file's one Chromium) run three at a time.
          maxConcurrency: 3,
        },
      },
      {
        test: {
          name: 'browser-flows',
          include: BROWSER_FLOWS,
          ...SHARED_MODULES,
          // One Chromium, and one site begun when a file first asks for it (tests/helpers/flows-site-server.ts).
          globalSetup: ['tests/helpers/chromium-server.ts', 'tests/helpers/flows-site-server.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: AFTER_THE_OTHERS,
          expect: POLL_ON_A_LOADED_MACHINE,
        },
      },
      // `npm run screenshots:sales` only (never in `npm test`): docs/sales.md's screenshots from the build.
      { test: { name: 'docs', include: ['tests/docs/**/*.ts'], testTimeout: 120_000, hookTimeout: 120_000 } },
    ],
    env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  },
});
