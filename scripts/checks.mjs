// `npm run check`: the type check and the linter side by side. Each is one process on one core, so
// on CI's two cores they take about as long as the slower one (docs/testing.md).
import { spawn } from 'node:child_process';

/** @param {string} script */
const run = (script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

const codes = await Promise.all([run('typecheck'), run('lint')]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
