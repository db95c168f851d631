/**
 * No line over 120 characters in src/ (the formatter's printWidth, .prettierrc.json): prettier
 * breaks code at that width but never strings, comments, template literals or CSS values, so a long
 * query, message or comment stays one line unless written over several. Generated files are left
 * out: they are rewritten by their own commands (`npm run typegen`, `npm run types`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { filesUnder, GENERATED, ROOT } from '../helpers/repo-files';

const MAX = (JSON.parse(readFileSync(join(ROOT, '.prettierrc.json'), 'utf8')) as { printWidth: number }).printWidth;
const CHECKED = /\.(ts|tsx|css|mjs)$/;
/**
 * Not yet rewrapped (their modules were being split or rewritten at the time): a file here, or under a
 * folder here, may still have long lines. Remove an entry once its lines fit; the second test fails
 * while an entry has none left.
 */
const PENDING: string[] = [];
const under = (entry: string, file: string) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry);
const pending = (file: string) => PENDING.some((entry) => under(entry, file));

/** Every line over MAX characters (code points) in src/, as `file:line (length)`. */
const long = filesUnder('src')
  .filter((file) => CHECKED.test(file) && !GENERATED.has(file))
  .flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => ([...line].length > MAX ? [{ file, at: `${file}:${i + 1} (${[...line].length})` }] : [])),
  );

it(`no line in src/ is over ${MAX} characters`, () => {
  expect(long.filter((l) => !pending(l.file)).map((l) => l.at)).toEqual([]);
});

it('lists no file as pending that has no long line left', () => {
  expect(PENDING.filter((entry) => !long.some((l) => under(entry, l.file)))).toEqual([]);
});
