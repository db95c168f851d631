/**
 * Drift check (docs/decisions/0016-studio-served-by-the-worker.md): the committed
 * studio/schema.json and sanity.types.ts must be exactly what `npm run typegen` makes from the
 * Studio's schema code and content/queries/. Both are regenerated into a temp dir, side by side (the
 * types from the committed schema.json: if that is stale the first check fails). Offline; about
 * 20-40 s here, most of it loading the Studio config.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STUDIO = join(ROOT, 'studio');
const SCHEMA = join(STUDIO, 'schema.json');
const TYPES = join(ROOT, 'src/worker/content/sanity.types.ts');
const QUERIES = join(ROOT, 'src/worker/content/queries/*.ts');
const CLI = join(ROOT, 'node_modules/@sanity/cli/bin/run.js');
const FIX = 'Run `npm run typegen` and commit studio/schema.json and src/worker/content/sanity.types.ts.';

/** The Sanity CLI under this Node (24, from node_modules), offline and quiet. */
const sanity = (args: string[], cwd: string) =>
  promisify(execFile)(process.execPath, [CLI, ...args], {
    cwd,
    env: { ...process.env, DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1', NO_COLOR: '1' },
    maxBuffer: 16 * 1024 * 1024,
  });

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
  it.concurrent(
    'studio/schema.json is what `sanity schema extract` makes from the schema code',
    async () => {
      const out = join(dir, 'schema.json');
      // The CLI joins --path onto the studio folder, so it must be relative to it.
      await sanity(['schema', 'extract', '--force', '--path', relative(STUDIO, out)], STUDIO);
      const [fresh, committed] = await Promise.all([readFile(out, 'utf8'), readFile(SCHEMA, 'utf8')]);
      expect(JSON.parse(committed), FIX).toEqual(JSON.parse(fresh));
      expect(committed, FIX).toBe(fresh);
    },
    240_000,
  );

  it.concurrent(
    'sanity.types.ts is what `sanity typegen generate` makes from schema.json and the queries',
    async () => {
      const out = join(dir, 'sanity.types.ts');
      // Same typegen settings as studio/sanity.cli.ts, writing into the temp dir instead. typegen formats
      // its output with the Prettier config it finds beside the output: the repository's, as in the repo.
      const config = { typegen: { path: QUERIES, schema: SCHEMA, generates: out, overloadClientMethods: false } };
      await writeFile(join(dir, 'sanity.cli.ts'), `export default ${JSON.stringify(config)};\n`);
      await copyFile(join(ROOT, '.prettierrc.json'), join(dir, '.prettierrc.json'));
      await sanity(['typegen', 'generate'], dir);
      const [fresh, committed] = await Promise.all([readFile(out, 'utf8'), readFile(TYPES, 'utf8')]);
      expect(withoutSources(committed), FIX).toBe(withoutSources(fresh));
    },
    240_000,
  );
});
