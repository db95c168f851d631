// `npm run test:built` (after `npm run build`): the levels that need the build, as two vitest runs
// side by side. One runs the studio files, then the browser project (the pages, one file at a time);
// the other the worker and deploy files two at a time, then the browser-flows project, one file at a
// time. In a single vitest run no browser file could start before every other file had finished (a
// project that runs one file at a time goes last, on its own). `npm test` runs the same runs in
// another order (scripts/test.mjs). docs/testing.md has the figures. Extra arguments go to every run.
import { allPassed, vitest } from './processes.mjs';

const args = process.argv.slice(2);
const codes = await Promise.all([
  vitest(['studio', 'browser'], args),
  vitest(['worker', 'deploy'], args).then(async (code) => allPassed([code, await vitest(['browser-flows'], args)])),
]);
process.exit(allPassed(codes));
