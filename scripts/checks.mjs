// `npm run check`: the type check and the linter side by side; `npm test` adds the formatting check and
// the unit level beside them (scripts/test.mjs). Each only reads the tree, and none waits on another:
// on CI's two cores four of them take about as long as their CPU time over two, where one after another
// they took the sum of their walls (docs/testing.md "Measured"). Any failure fails the whole, after all
// have finished, so every failing check is shown at once.
import { pathToFileURL } from 'node:url';
import { allPassed, npmRun } from './processes.mjs';

/** The named npm scripts side by side; the exit code is zero when all passed. */
export const checks = async (scripts) => allPassed(await Promise.all(scripts.map(npmRun)));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const scripts = process.argv.length > 2 ? process.argv.slice(2) : ['typecheck', 'lint'];
  process.exit(await checks(scripts));
}
