/**
 * Drift check (docs/decisions/0016-studio-served-by-the-worker.md): the committed
 * studio/schema.json and sanity.types.ts must be exactly what `npm run typegen` makes from the
 * Studio's schema code and content/queries/. Both are regenerated side by side (the schema in memory,
 * the types into a temp dir from the committed schema.json: if that is stale the first check fails).
 *
 * In the test, with the calls the Sanity CLI's `schema extract` and `typegen generate` make (the
 * @sanity/cli, @sanity/cli-core and @sanity/cli-build packages), not through the CLI: its start (oclif,
 * loading sanity.cli.ts, and for the schema a Vite server with jsdom in a worker thread to load the
 * Studio config) was most of this file's 50 s (docs/testing.md "CLI files (2026-12-03)"). Offline.
 */
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createClient } from '@sanity/client';
import { extractSchema } from '@sanity/schema/_internal';
import { firstValueFrom, of } from 'rxjs';
import { resolveConfig } from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import studioConfig from '../../studio/sanity.config';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCHEMA = join(ROOT, 'studio/schema.json');
const TYPES = join(ROOT, 'src/worker/content/sanity.types.ts');
const QUERIES = join(ROOT, 'src/worker/content/queries/*.ts');
const FIX = 'Run `npm run typegen` and commit studio/schema.json and src/worker/content/sanity.types.ts.';

/** The typegen library the CLI imports (its own dependency, not one of the project's): the two calls used. */
type Codegen = {
  readConfig(path: string): Promise<unknown>;
  runTypegenGenerate(options: { config: unknown; workDir: string }): Promise<unknown>;
};
const codegen = async (): Promise<Codegen> =>
  import(
    pathToFileURL(createRequire(join(ROOT, 'node_modules/@sanity/cli/package.json')).resolve('@sanity/codegen')).href
  );

/** `// Source:` comments name files relative to where typegen ran; they are not the types. */
const withoutSources = (ts: string) => ts.replace(/^\/\/ Source: .*$/gm, '// Source');

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'typegen-check-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('schema and query types are in sync with the code', () => {
  it.concurrent('studio/schema.json is what `sanity schema extract` makes from the schema code', async () => {
    // @sanity/cli-core's getStudioWorkspaces: the config's workspace resolved by sanity's resolveConfig,
    // signed out (getEmptyAuth); then @sanity/cli-build's extractSanitySchema worker and runSchemaExtraction:
    // extractSchema with sanity.cli.ts's options (no enforceRequiredFields), written as JSON with 2 spaces.
    const auth = {
      state: of({
        authenticated: false,
        client: createClient({
          apiHost: 'http://localhost',
          apiVersion: '2025-02-01',
          projectId: 'unused',
          useCdn: false,
        }),
        currentUser: null,
      }),
    };
    // Its workspace defaults (basePath '/', name 'default'): the config sets a name and no basePath.
    const [workspace] = await firstValueFrom(resolveConfig([{ basePath: '/', ...studioConfig, auth }]));
    const fresh = `${JSON.stringify(extractSchema(workspace!.schema, { enforceRequiredFields: false }), null, 2)}\n`;
    const committed = await readFile(SCHEMA, 'utf8');
    expect(JSON.parse(committed), FIX).toEqual(JSON.parse(fresh));
    expect(committed, FIX).toBe(fresh);
  });

  it.concurrent(
    'sanity.types.ts is what `sanity typegen generate` makes from schema.json and the queries',
    async () => {
      const out = join(dir, 'sanity.types.ts');
      // Same typegen settings as studio/sanity.cli.ts, writing into the temp dir instead, read through the
      // library's own config definition (the CLI's parseTypegenConfig: its defaults, formatting included).
      // typegen formats its output with the Prettier config it finds beside the output: the repository's.
      const { readConfig, runTypegenGenerate } = await codegen();
      const settings = { path: QUERIES, schema: SCHEMA, generates: out, overloadClientMethods: false };
      await writeFile(join(dir, 'sanity-typegen.json'), JSON.stringify(settings));
      await copyFile(join(ROOT, '.prettierrc.json'), join(dir, '.prettierrc.json'));
      await runTypegenGenerate({ config: await readConfig(join(dir, 'sanity-typegen.json')), workDir: dir });
      const [fresh, committed] = await Promise.all([readFile(out, 'utf8'), readFile(TYPES, 'utf8')]);
      expect(withoutSources(committed), FIX).toBe(withoutSources(fresh));
    },
    120_000,
  );
});
