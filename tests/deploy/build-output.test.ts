import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm run build` says only what matters (docs/developers.md#performance): it keeps its output in
 * dist/build-output.txt (scripts/build.mjs), and no line of it warns but those listed here, each
 * with its reason. The known-harmless ones are silenced at their source, by their code
 * (vite.config.ts quietDirectives, the preview bundle's chunkSizeWarningLimit); the imports
 * vite.config.ts loads carry their extensions, as Vite's native config loader needs.
 */
const OUTPUT = 'dist/build-output.txt';

/** Lines that warn, and the listed exceptions. */
const WARNING = /\(!\)|\bwarn(ing)?\b|\[[A-Z][A-Z_]+\]|deprecated|may not be preserved|larger than/i;
const LISTED: Array<{ line: RegExp; why: string }> = [
  {
    // Rolldown's report of slow plugin callbacks: on a busy machine any plugin crosses its line
    // (vite:css, island-messages); `npm run bench` measures the build's cost instead.
    line: /\[PLUGIN_TIMINGS\]|The slowest callbacks|^\s+- plugin \S+ \w+ \(\d+%|Additional callback time|rolldown\.rs\/reference\/InputOptions\.checks/,
    why: 'timings of a shared machine',
  },
];

describe('the build output', () => {
  it('warns of nothing beyond the listed exceptions', () => {
    expect(existsSync(OUTPUT), `${OUTPUT}: run npm run build (scripts/build.mjs keeps its output)`).toBe(true);
    const text = readFileSync(OUTPUT, 'utf8');
    expect(text).toContain('building client environment for production');
    const lines = text.split('\n').map((l) => l.replace(/\x1b\[[0-9;]*m/g, ''));
    const warnings = lines.filter((l) => WARNING.test(l) && !LISTED.some((x) => x.line.test(l)));
    expect(warnings).toEqual([]);
    // Vite's own note on the config: every import it loads names its file (.ts).
    expect(text).not.toContain("configLoader: 'native'");
    expect(lines.length).toBeLessThan(400);
  });
});
