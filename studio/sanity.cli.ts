/**
 * CLI settings (`sanity build`, `schema extract`, `typegen generate`), run from studio/.
 * No project id here: the Studio takes it at runtime from the worker (src/site-config.ts);
 * these commands work offline without one.
 */
import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  // Served under the site's origin at /studio (src/worker/routes/studio.ts).
  project: { basePath: '/studio' },
  // Build offline from the installed packages: no version check, no Sanity-hosted runtime.
  deployment: { autoUpdates: false },
  schemaExtraction: { path: 'schema.json' },
  typegen: {
    // The worker's GROQ queries, typed from the extracted schema.
    path: '../src/worker/content/queries.ts',
    schema: 'schema.json',
    generates: '../src/worker/content/sanity.types.ts',
    overloadClientMethods: false,
  },
});
