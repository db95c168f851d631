/**
 * CLI settings, run from studio/. The project and dataset are the worker's own
 * SANITY_PROJECT_ID / SANITY_DATASET (environment, else ../.dev.vars, else ../wrangler.toml
 * [vars]; see worker-vars.ts), so `sanity dataset import`, `sanity cors add` and `sanity
 * documents …` need no --project flag. Without a project a placeholder id is used: schema
 * extract, typegen and build work offline with it.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineCliConfig } from 'sanity/cli';
import { readProjectVars } from './worker-vars';

const { projectId, dataset } = readProjectVars(join(dirname(fileURLToPath(import.meta.url)), '..'));

export default defineCliConfig({
  api: { projectId, dataset },
  // Served under the site's origin at /studio (src/worker/routes/studio.ts).
  project: { basePath: '/studio' },
  // Build offline from the installed packages: no version check, no Sanity-hosted runtime.
  deployment: { autoUpdates: false },
  schemaExtraction: { path: 'schema.json' },
  typegen: {
    // The worker's GROQ queries, typed from the extracted schema.
    path: '../src/worker/content/queries/*.ts',
    schema: 'schema.json',
    generates: '../src/worker/content/sanity.types.ts',
    overloadClientMethods: false,
  },
});
