import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's files as the rule tests (file-size, line-length, references .test.ts) read them. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Generated files, left out of the rules: rewritten by their own commands (`npm run typegen`, `npm run types`). */
export const GENERATED = new Set(['src/worker/content/sanity.types.ts', 'src/worker/worker-configuration.d.ts']);

/** Every file under `dir` (relative to the root), as a repository path with forward slashes; node_modules left out. */
export function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    if (name === 'node_modules') return [];
    const path = join(ROOT, dir, name);
    return statSync(path).isDirectory()
      ? filesUnder(relative(ROOT, path))
      : [relative(ROOT, path).split('\\').join('/')];
  });
}
