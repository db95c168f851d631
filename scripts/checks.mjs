// `npm run check`: the type check and the linter side by side; `npm test` adds the formatting check and
// the unit level beside them (`node scripts/checks.mjs format:check typecheck lint test:unit`). Each
// only reads the tree, and none waits on another: on CI's two cores four of them take about as long
// as their CPU time over two, where one after another they took the sum of their walls
// (docs/testing.md "Measured"). Any failure fails the whole, after all have finished, so every
// failing check is shown at once; the build starts only once all passed.
import { spawn } from 'node:child_process';

/** @param {string} script */
const run = (script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      if (code !== 0) console.error(`\n${script}: failed (exit ${code})`);
      resolve(code ?? 1);
    });
  });

const scripts = process.argv.length > 2 ? process.argv.slice(2) : ['typecheck', 'lint'];
const codes = await Promise.all(scripts.map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
