// `npm run test:built` (after `npm run build`): the levels that need the build, as two vitest runs
// side by side. One runs the studio files, then the browser project (the pages, one file at a time:
// each drives its own Chromium); the other the worker and deploy files two at a time, then the
// browser-flows project, one file at a time. In a single vitest run no browser file could start before every
// other file had finished (a project that runs one file at a time goes last, on its own).
// docs/testing.md has the figures. Extra arguments go to both runs.
import { spawn } from 'node:child_process';

const vitest = (projects) =>
  new Promise((resolve) => {
    const args = ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p])];
    const child = spawn(process.execPath, [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

// The studio files (two at a time, before the pages) go with the browser pages: the two runs then
// take about as long as each other (docs/testing.md).
const codes = await Promise.all([vitest(['studio', 'browser']), vitest(['worker', 'deploy', 'browser-flows'])]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
