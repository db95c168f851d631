/**
 * Where a test file goes (docs/testing.md "Where a test goes", decision 0046): by what it runs, read
 * from what it imports. A test of a module's own exports sits beside the module under src/
 * (`<module>.test.ts`); a test that goes through the app (tests/helpers/in-process.ts), workerd
 * (tests/helpers/harness.ts), Chromium (tests/helpers/browser.ts), the Studio or the deploy sits
 * under tests/<level>/, the level its project in vitest.config.ts runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from '../helpers/repo-files';

const TEST = /\.test\.tsx?$/;
const LEVELS = ['unit', 'studio', 'worker', 'deploy', 'browser'];
/** What a level helper starts: a test that reaches one of them runs that level. */
const APP = 'tests/helpers/in-process.ts';
const WORKERD = 'tests/helpers/harness.ts';
const CHROMIUM = 'tests/helpers/browser.ts';
/** Checks over the repository's files as a whole (no module of their own): the unit level's, in tests/unit/. */
const REPOSITORY_CHECKS = ['file-size', 'imports', 'line-length', 'references', 'test-placement'].map(
  (name) => `tests/unit/${name}.test.ts`,
);

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"?]*)(?:\?[^'"]*)?['"]/gm;
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
/** The repository files a file imports by a relative specifier. */
function imports(file: string): string[] {
  return [...read(file).matchAll(SPECIFIER)].flatMap(([, spec]) => {
    const base = resolve(ROOT, dirname(file), spec!);
    const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((path) => /\.tsx?$/.test(path) && existsSync(path));
    return hit ? [relative(ROOT, hit).split('\\').join('/')] : [];
  });
}
/** Whether `file` reaches `target` through the files of tests/ it imports (a module of src/ starts no level). */
function reaches(file: string, target: string, seen = new Set<string>()): boolean {
  seen.add(file);
  return imports(file).some(
    (next) => next === target || (next.startsWith('tests/') && !seen.has(next) && reaches(next, target, seen)),
  );
}

const tests = [...filesUnder('src'), ...filesUnder('tests')].filter((f) => TEST.test(f));
const under = (level: string) => tests.filter((f) => f.startsWith(`tests/${level}/`));

describe('every test file sits where its level says', () => {
  it('under src/ beside a module, or under tests/<level>/ of a vitest project', () => {
    expect(tests.length).toBeGreaterThan(150);
    const level = (f: string) => /^tests\/([^/]+)\//.exec(f)?.[1];
    expect(tests.filter((f) => !f.startsWith('src/') && !LEVELS.includes(level(f)!))).toEqual([]);
  });

  it('a test under src/ tests its module: it starts no app, no workerd and no browser', () => {
    const beside = tests.filter((f) => f.startsWith('src/'));
    expect(beside.length).toBeGreaterThan(40);
    const wrong = beside.filter((f) => [APP, WORKERD, CHROMIUM].some((helper) => reaches(f, helper)));
    expect(wrong, 'goes through the app or a runtime: move it under tests/<level>/').toEqual([]);
  });

  it('a test under tests/unit/ goes through the app in-process, or checks the repository as a whole', () => {
    const unit = under('unit');
    expect(unit.length).toBeGreaterThan(40);
    const wrong = unit.filter((f) => !REPOSITORY_CHECKS.includes(f) && !reaches(f, APP));
    expect(wrong, 'tests a module without the app: move it beside the module (`git mv`)').toEqual([]);
    expect(REPOSITORY_CHECKS.filter((f) => !unit.includes(f))).toEqual([]);
  });

  it('a test under tests/worker/ starts workerd or reads the build; one under tests/browser/ drives Chromium', () => {
    const worker = under('worker').filter((f) => !reaches(f, WORKERD) && !read(f).includes("'dist/"));
    expect(worker, 'needs neither the runtime nor the build: the unit level').toEqual([]);
    const browser = under('browser').filter((f) => !reaches(f, CHROMIUM));
    expect(browser, 'needs no browser: the worker or unit level').toEqual([]);
  });
});
