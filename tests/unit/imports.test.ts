/**
 * No import circles under src/ (docs/developers.md#architecture): a circle makes module start-up order matter and hides
 * which module is the lower one. And every file under src/worker in a layer (LAYERS), importing
 * downward only. Type-only imports count too; they are circles for the reader. Follows relative
 * `import ... from`, `export ... from` and `import('...')` specifiers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const TESTS = fileURLToPath(new URL('../', import.meta.url));
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"?]*)(?:\?[^'"]*)?['"]/gm;
/**
 * The worker's layers, bottom to top (docs/developers.md "Layout"): a file imports its own layer
 * and the ones below, never one above. Every file under src/worker is in exactly the first layer
 * whose pattern it matches; a file in none fails the test (give a new folder its layer here).
 */
const LAYERS: Array<{ name: string; files: RegExp }> = [
  // The Worker's settings and bindings: settings/ (core settings, the shared helpers, the registry,
  // the Env type derived from the schemas), each concern's settings.ts, the generated binding types.
  { name: 'settings', files: /^worker\/(settings\/|[^/]+\/settings\.ts$|[^/]+\.d\.ts$)/ },
  // Tools with no knowledge of the site: HTTP helpers, the security middleware, Meta's Graph API client,
  // Web Push (push/: the allowed push services, one encrypted, signed message), bytes as text, random tokens
  // and SHA-256 (crypto/).
  { name: 'tools', files: /^worker\/(http|middleware|graph|push|crypto)\// },
  { name: 'content', files: /^worker\/content\// },
  // The lead tables (data/: every SQL statement on them), the leads core, lead quality (Turnstile,
  // the spam rules), call times (the slots a visitor picks), the outbox, and the plug-in shape the
  // concerns give the queue side (queue/plugin.ts), crews and their dates (crews/: cities, the feeds).
  { name: 'leads', files: /^worker\/((data|leads|quality|outbox|call-times|crews)\/|queue\/plugin\.ts$)/ },
  // The public site: pages and their rendering, preview, the lead API (forms, and WhatsApp chats:
  // chats/, whose reply the inbox sends), attribution and consent, each request's facts (request/),
  // and proposals and their payments (proposals/, payments/: the visitor's page, Razorpay; the inbox
  // makes and confirms them).
  {
    name: 'site',
    files: /^worker\/(app-env\.ts$|(pages|render|preview|routes|api|attribution|chats|request|proposals|payments)\/)/,
  },
  // The business concerns: the inbox, notices, conversions, the team's round-robin (apart from each other: CONCERNS).
  { name: 'concerns', files: /^worker\/(inbox|notices|conversions|team)\// },
  // The wiring: the worker's entry, the app's routes, the queue side's consumers and cron.
  { name: 'wiring', files: /^worker\/(index\.ts|app\.tsx|queue\/index\.ts)$/ },
];
const layerOf = (file: string) => LAYERS.findIndex((l) => l.files.test(file));
/** The concerns, none importing another; graph/ imports nothing of the leads side either. */
const CONCERNS = ['inbox', 'notices', 'conversions', 'team'];
const APART: Array<[RegExp, RegExp]> = [
  [/^worker\/graph\//, /^worker\/(data|leads|outbox|queue)\//],
  // Settings (docs/operators.md#configuration): each concern's settings.ts holds schemas only and
  // imports nothing but the shared helpers (settings/zod.ts); settings/ gathers them and imports no code.
  [/^worker\/[^/]+\/settings\.ts$/, /^worker\/(?!settings\/zod\.ts$)/],
  [/^worker\/settings\//, /^worker\/(?!settings\/|[^/]+\/settings\.ts$)/],
  ...CONCERNS.map((c): [RegExp, RegExp] => [
    new RegExp(`^worker/${c}/`),
    new RegExp(`^worker/(${CONCERNS.filter((o) => o !== c).join('|')})/`),
  ]),
];

/** Source modules under `dir` (tests and declaration files left out unless asked for). */
function files(dir: string, all = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, all);
    return /\.tsx?$/.test(name) && (all || !/\.(test|d)\.tsx?$/.test(name)) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, ...EXTENSIONS.map((ext) => base + ext)].find((p) => statSync(p, { throwIfNoEntry: false })?.isFile());
}

/**
 * Each file's relative imports, as paths relative to src/ (tests/ files as '../tests/…'). With
 * `tests`: the test files too, those beside their module under src/ and those under tests/.
 */
function graph(tests = false): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  const all = tests ? [...files(SRC, true), ...files(TESTS, true)].filter((f) => !/\.d\.tsx?$/.test(f)) : files(SRC);
  for (const file of all) {
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
  it('keep no settings file at the root of src/worker (settings/ and each concern settings.ts hold them)', () => {
    for (const f of ['config.ts', 'env.d.ts'])
      expect(statSync(join(SRC, 'worker', f), { throwIfNoEntry: false }), f).toBeUndefined();
  });

  it('form no circles', () => {
    const edges = graph();
    expect(edges.size).toBeGreaterThan(100);
    expect(circles(edges)).toEqual([]);
  });

  it('put every file under src/worker in a layer', () => {
    const worker = files(join(SRC, 'worker'), true).map((f) => relative(SRC, f));
    expect(worker.length).toBeGreaterThan(100);
    expect(worker.filter((f) => !/\.test\.tsx?$/.test(f) && layerOf(f) < 0)).toEqual([]);
    // Tests sit with their module, in its layer.
    const tests = worker.filter((f) => /\.test\.tsx?$/.test(f));
    expect(tests.filter((f) => layerOf(f) < 0)).toEqual([]);
  });

  it('import downward only: no file imports a layer above its own; the concerns and graph/ stay apart', () => {
    const wrong: string[] = [];
    // Test files too: a test beside its module sits in that module's layer.
    for (const [file, targets] of graph(true)) {
      if (!file.startsWith('worker/')) continue;
      for (const t of targets) {
        if (t.startsWith('worker/') && layerOf(t) > layerOf(file))
          wrong.push(`${file} (${LAYERS[layerOf(file)]?.name}) → ${t} (${LAYERS[layerOf(t)]?.name})`);
        for (const [from, forbidden] of APART) if (from.test(file) && forbidden.test(t)) wrong.push(`${file} → ${t}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keep src/shared/ below the worker and the client, and its vocabulary/ on the plain data of src/shared', () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph(true))
      for (const t of targets) {
        if (file.startsWith('shared/') && /^(worker|client)\//.test(t)) wrong.push(`${file} → ${t}`);
        const plain = /^shared\/(vocabulary\/|site\.ts$|booking-prefill\.ts$|clean-text\.ts$)/;
        if (file.startsWith('shared/vocabulary/') && t.startsWith('shared/') && !plain.test(t))
          wrong.push(`${file} → ${t}`);
      }
    expect(wrong).toEqual([]);
  });

  it('src/ never imports tests/; tests/helpers/ imports no test level; no level imports another', () => {
    const wrong: string[] = [];
    // A file at the root of tests/ (routes.ts) is shared as the helpers are.
    const level = (f: string) => /^\.\.\/tests\/([^/]+)\//.exec(f)?.[1] ?? 'helpers';
    const edges = graph(true);
    expect([...edges.keys()].filter((f) => f.startsWith('../tests/')).length).toBeGreaterThan(50);
    for (const [file, targets] of edges)
      for (const t of targets) {
        if (!t.startsWith('../tests/')) continue;
        // A source module importing a test file; a test under src/ takes helpers only.
        if (!file.startsWith('../tests/') && (!/\.test\.tsx?$/.test(file) || level(t) !== 'helpers'))
          wrong.push(`${file} → ${t}`);
        // Helpers are the tests' lowest layer; a level (unit, worker, browser…) takes its own files and helpers.
        else if (level(file) === 'helpers' ? level(t) !== 'helpers' : ![level(file), 'helpers'].includes(level(t)))
          wrong.push(`${file} → ${t}`);
      }
    expect(wrong).toEqual([]);
  });
});
