// npm run build: the Studio's build, then Vite's, each printed as it runs and kept, together, in
// dist/build-output.txt, which tests/deploy/build-output.test.ts reads: the build says nothing
// beyond what that test lists (docs/developers.md#performance).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const run = (command, args) =>
  new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });

let all = '';
for (const [command, args] of [
  ['npm', ['run', 'studio:build']],
  [process.execPath, ['node_modules/vite/bin/vite.js', 'build']],
]) {
  const { code, output } = await run(command, args);
  all += output;
  if (code !== 0) process.exit(code);
}
mkdirSync('dist', { recursive: true });
writeFileSync('dist/build-output.txt', all);
