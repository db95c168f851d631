/**
 * No import circles under src/ (issue 22): a circle makes module start-up order matter and hides
 * which module is the lower one. Type-only imports count too; they are circles for the reader.
 * Follows relative `import ... from`, `export ... from` and `import('...')` specifiers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../', import.meta.url));
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"?]*)(?:\?[^'"]*)?['"]/gm;
/**
 * The business side's layers (issue 22): leads/ and outbox/ at the bottom, the three concerns
 * above them, none importing another; only the wiring (background.ts, app.tsx) sees them all.
 */
const CONCERNS = ['inbox', 'notices', 'conversions'];
const LAYERS: Array<[RegExp, RegExp]> = [
  [/^worker\/(leads|outbox)\//, /^worker\/(inbox|notices|conversions|background|app)\b/],
  // graph/ (Meta's Graph API client) sits below notices/ and conversions/ and imports no concern.
  [/^worker\/graph\//, /^worker\/(leads|outbox|inbox|notices|conversions|background|app)\b/],
  // Settings (docs/operators.md#configuration): each concern's settings.ts holds schemas only and
  // imports nothing but the shared helpers (settings/zod.ts); settings/ gathers them and imports no code.
  [/^worker\/[^/]+\/settings\.ts$/, /^worker\/(?!settings\/zod\.ts$)/],
  [/^worker\/settings\//, /^worker\/(?!settings\/|[^/]+\/settings\.ts$)/],
  ...CONCERNS.map((c): [RegExp, RegExp] => [
    new RegExp(`^worker/${c}/`),
    new RegExp(`^worker/(${CONCERNS.filter((o) => o !== c).join('|')})/`),
  ]),
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, ...EXTENSIONS.map((ext) => base + ext)].find((p) => statSync(p, { throwIfNoEntry: false })?.isFile());
}

/** Each file's relative imports, as paths under src/. */
function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of files(SRC)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)]
      .map((m) => resolveImport(file, m[1]!))
      .filter((p): p is string => p !== undefined);
    edges.set(
      relative(SRC, file),
      targets.filter((p) => /\.tsx?$/.test(p)).map((p) => relative(SRC, p)),
    );
  }
  return edges;
}

/** One circle per strongly connected group of modules (Tarjan), each listed as its members. */
function circles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do group.push((member = stack.pop()!));
      while (member !== node);
      if (group.length > 1 || (edges.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports under src/', () => {
  it('leave no file at the root of src/worker but the entry and the wiring', () => {
    const root = [...graph().keys()].filter((f) => /^worker\/[^/]+$/.test(f)).sort();
    expect(root.filter((f) => /config|env/.test(f))).toEqual([]);
    expect(statSync(join(SRC, 'worker/env.d.ts'), { throwIfNoEntry: false })).toBeUndefined();
  });

  it('form no circles', () => {
    const edges = graph();
    expect(edges.size).toBeGreaterThan(100);
    expect(circles(edges)).toEqual([]);
  });

  it('keep the business side in layers: leads/, outbox/ and graph/ below, inbox/, notices/, conversions/ apart, settings schemas only', () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph()) {
      for (const [from, forbidden] of LAYERS)
        if (from.test(file)) for (const t of targets) if (forbidden.test(t)) wrong.push(`${file} → ${t}`);
    }
    expect(wrong).toEqual([]);
  });
});
