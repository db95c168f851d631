// The worker's own settings schemas (src/worker/settings), run by `npm run deploy` before anything
// is uploaded. Node 24 (node_modules/.bin, docs/developers.md) strips the TypeScript types itself;
// the one hook below lets the worker's extensionless relative imports ('./zod') find their .ts
// file, as vite does. Under vitest, vite loads the module and the hook is never consulted.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { parseEnv } from 'node:util';

let hooked = false;

function hook() {
  if (hooked) return;
  hooked = true;
  registerHooks({
    resolve(specifier, context, next) {
      try {
        return next(specifier, context);
      } catch (error) {
        if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier)) return next(`${specifier}.ts`, context);
        throw error;
      }
    },
  });
}

/**
 * Each malformed setting among `vars` (names → values, as the worker would see them), as
 * 'NAME rule': the same schemas the worker reads them with, never a value in the message.
 */
export async function settingsProblems(vars) {
  hook();
  const [{ ALL_SETTINGS }, { problemsIn }] = await Promise.all([
    import('../src/worker/settings/index.ts'),
    import('../src/worker/settings/zod.ts'),
  ]);
  return problemsIn(ALL_SETTINGS, vars);
}

/** Every setting's name, in the schemas' order (src/worker/settings/index.ts ALL_SETTINGS). */
export async function settingNames() {
  hook();
  const { ALL_SETTINGS } = await import('../src/worker/settings/index.ts');
  return ALL_SETTINGS.flatMap((settings) => Object.keys(settings.schema.shape));
}

/** `.dev.vars` as names → values ({} when there is none), parsed as a dotenv file (Node's `parseEnv`). */
export function readDevVars(path) {
  return existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : {};
}
