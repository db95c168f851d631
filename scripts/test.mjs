// `npm test`, what CI runs (.ci/run): the build, then two lanes side by side, and every failure named
// when both have ended.
// - The checks (prettier, tsc, oxlint, the unit level: scripts/checks.mjs), then the worker, deploy and studio files.
// - The browser pages, then the browser flows (one file at a time each: vitest.config.ts).
// The browser files mostly wait (page clocks, what a page shows), so the checks fill their idle core; the
// worker files, whose queue retries and outages are timed, start only once the checks have ended, beside
// browser files as in `npm run test:built` (docs/testing.md "One pass for npm test").
import { checks } from './checks.mjs';
import { allPassed, npmRun, vitest } from './processes.mjs';

if ((await npmRun('build')) !== 0) process.exit(1);
const lanes = await Promise.all([
  checks(['format:check', 'typecheck', 'lint', 'test:unit']).then(async (code) =>
    allPassed([code, await vitest(['worker', 'deploy', 'studio'])]),
  ),
  vitest(['browser']).then(async (code) => allPassed([code, await vitest(['browser-flows'])])),
]);
process.exit(allPassed(lanes));
