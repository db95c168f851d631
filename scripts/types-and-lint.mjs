// The type check and the linter in one process over the same TypeScript programs. Run apart, `tsc`
// builds and checks the four projects' programs and typescript-eslint's typed rules build and check
// them all again (about 70 and 97 CPU-seconds here: docs/testing.md "Measured"); handed the programs
// tsc's pass made (`parserOptions.programs`), the rules ask a checker that has seen every type.
// `npm run check` (and `npm test`, scripts/checks.mjs) runs both; `npm run typecheck` is this with
// `--types-only`, `npm run lint` is ESLint alone (`eslint . --fix` works there). Files in no project (the configs typed by no tsconfig, listed in
// eslint.config.js's allowDefaultProject) are linted as `npm run lint` lints them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const PROJECTS = ['tsconfig.json', 'tests/tsconfig.json', 'studio/tsconfig.json', 'scripts/tsconfig.json'];

/** @param {string} configPath */
function program(configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${configPath}: unreadable`);
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
  });
}

const host = {
  getCanonicalFileName: (/** @type {string} */ f) => f,
  getCurrentDirectory: ts.sys.getCurrentDirectory,
  getNewLine: () => ts.sys.newLine,
};

const programs = PROJECTS.map(program);
let typeErrors = 0;
for (const p of programs) {
  const diagnostics = ts.getPreEmitDiagnostics(p);
  typeErrors += diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  if (diagnostics.length) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
}

// What `eslint .` lints: the tree's files (tracked or new, as git sees them) that no ignore pattern
// takes, split by whether a program holds them.
const git = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' });
if (process.argv.includes('--types-only')) process.exit(typeErrors ? 1 : 0);

const inPrograms = new Set(programs.flatMap((p) => p.getSourceFiles().map((f) => path.resolve(f.fileName))));
const plain = new ESLint();
const [typed, rest] = [[], []];
for (const file of new Set(git.stdout.split('\0').filter((f) => /\.(c|m)?(j|t)sx?$/.test(f)))) {
  if (!existsSync(file) || (await plain.isPathIgnored(file))) continue;
  (inPrograms.has(path.resolve(file)) ? typed : rest).push(file);
}
const shared = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, programs } } },
});
const results = [...(await shared.lintFiles(typed)), ...(rest.length ? await plain.lintFiles(rest) : [])];
const formatter = await plain.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) process.stdout.write(report);
const lintErrors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
if (typeErrors) console.error(`typecheck: ${typeErrors} error(s)`);
if (lintErrors) console.error(`lint: ${lintErrors} error(s)`);
process.exit(typeErrors || lintErrors ? 1 : 0);
