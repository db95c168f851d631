// `npm test`, what CI runs (.ci/run): the build, then two lanes side by side, and every failure named
// when both have ended.
// - The checks (prettier, tsc, oxlint, the unit level: scripts/checks.mjs), then the worker, deploy and studio files.
// - The browser pages, then the browser flows (one file at a time each: vitest.config.ts) but lead-forms
//   and quality-turnstile, which end the first lane instead: that lane ended before this one
//   (docs/testing.md "The lanes (2026-12-03)"), and each of the two, with a site of its own, is one of the
//   flows' longest files.
// The browser files mostly wait (page clocks, what a page shows), so the checks fill their idle core; the
// worker files, whose queue retries and outages are timed, start only once the checks have ended, beside
// browser files as in `npm run test:built` (docs/testing.md "One pass for npm test"). Each step's wall time
// is printed at the end, so a run on CI says which lane was the long one.
import { checks } from './checks.mjs';
import { allPassed, npmRun, vitest } from './processes.mjs';

const FIRST_LANE_FLOWS = ['tests/browser/lead-forms.test.ts', 'tests/browser/quality-turnstile.test.ts'];

const times = [];
const timed = async (name, step) => {
  const start = Date.now();
  const code = await step();
  times.push(`${name} ${Math.round((Date.now() - start) / 1000)} s${code === 0 ? '' : ' (failed)'}`);
  return code;
};

if ((await timed('build', () => npmRun('build'))) !== 0) process.exit(1);
const lanes = await Promise.all([
  timed('checks', () => checks(['format:check', 'typecheck', 'lint', 'test:unit'])).then(async (code) =>
    allPassed([
      code,
      await timed('worker, deploy, studio', () => vitest(['worker', 'deploy', 'studio'])),
      await timed('lead-forms, quality-turnstile', () => vitest(['browser-flows'], FIRST_LANE_FLOWS)),
    ]),
  ),
  timed('browser pages', () => vitest(['browser'])).then(async (code) =>
    allPassed([
      code,
      await timed('browser flows', () =>
        vitest(
          ['browser-flows'],
          FIRST_LANE_FLOWS.flatMap((f) => ['--exclude', f]),
        ),
      ),
    ]),
  ),
]);
console.log(`\nnpm test: ${times.join('; ')}`);
process.exit(allPassed(lanes));
