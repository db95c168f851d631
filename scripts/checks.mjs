// `npm test`'s first block: the formatting check, the type check with the linter (`npm run check`,
// scripts/types-and-lint.mjs: one process over shared programs) and the unit level, side by side
// (`node scripts/checks.mjs format:check check test:unit`). Each only reads the tree, and none waits
// on another: on CI's two cores they take about as long as their CPU time over two, where one after
// another they took the sum of their walls (docs/testing.md "Measured"). Any failure fails the whole,
// after all have finished, so every failing check is shown at once; the build starts only once all passed.
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

const scripts = process.argv.slice(2);
const codes = await Promise.all(scripts.map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
