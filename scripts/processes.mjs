// The child processes the test scripts start (scripts/checks.mjs, scripts/test-built.mjs, scripts/test.mjs):
// each resolves to its exit code, never rejects, and shares this terminal.
import { spawn } from 'node:child_process';

const exitCode = (child, name) =>
  new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      if (code !== 0) console.error(`\n${name}: failed (exit ${code})`);
      resolve(code ?? 1);
    });
  });

/** `npm run <script>`, quietly: its own output only. */
export const npmRun = (script) => exitCode(spawn('npm', ['run', '--silent', script], { stdio: 'inherit' }), script);

/** One vitest run of these projects, under this Node (npm scripts run Node 24: README.md). */
export const vitest = (projects, args = []) =>
  exitCode(
    spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p]), ...args],
      { stdio: 'inherit' },
    ),
    `vitest ${projects.join(', ')}`,
  );

/** Zero when every code is. */
export const allPassed = (codes) => (codes.every((code) => code === 0) ? 0 : 1);
