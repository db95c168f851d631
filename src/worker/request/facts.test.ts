import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sitePath } from './facts';

/**
 * Each request's facts are worked out in one place
 * (docs/decisions/0042-request-facts-once-and-a-one-way-page-cache.md): the crawler test and the
 * consent cookie's parse appear in ./facts.ts alone among the worker's modules.
 */
const WORKER = fileURLToPath(new URL('../', import.meta.url));
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}
const using = (pattern: RegExp) =>
  sources(WORKER)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(WORKER, file));

describe('the request facts, once', () => {
  it('isbot and the consent cookie are read in request/facts.ts only', () => {
    expect(using(/from 'isbot'|\bisbot\(/)).toEqual(['request/facts.ts']);
    expect(using(/\bparseConsent\(/)).toEqual(['request/facts.ts']);
  });

  it('the path links are built from never names another site', () => {
    expect(sitePath('//evil.example/')).toBe('/evil.example/');
    expect(sitePath('/hi//evil.example/')).toBe('/hi/evil.example/');
    expect(sitePath('/hi/\\evil.example')).toBe('/hi/evil.example');
    expect(sitePath('/hi/faqs')).toBe('/hi/faqs');
    expect(sitePath('/')).toBe('/');
  });
});
