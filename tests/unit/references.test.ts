/**
 * Every reference in the docs and in the code's comments leads somewhere in this repository:
 * markdown links, `path/to/file.ext` and `file.md#anchor` mentions, and `file.md "Section"`
 * mentions resolve to a file and, with an anchor or a section, to one of its headings (GitHub's
 * slugs). References to what a clone does not have are refused: the product is described in
 * docs/product.md, the CMS contract in docs/editors.md#the-content-model, decisions in
 * docs/decisions/ (docs/developers.md#decisions). Reads files only: well under a second.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/shared/format';
import { CONTACT_HOURS, REPLY_TIME } from '../../src/shared/site';

const ROOT = normalize(new URL('../..', import.meta.url).pathname);
const SELF = 'tests/unit/references.test.ts';
const SKIP_DIRS = new Set(['node_modules', 'dist', '.wrangler', '.git', '.ci']);
const CODE_EXT = /\.(ts|tsx|mts|js|mjs|cjs|css)$/;
/** Generated files: their comments are not ours. */
const GENERATED = /(^|\/)(sanity\.types\.ts|worker-configuration\.d\.ts)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    if (SKIP_DIRS.has(name)) continue;
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(join(ROOT, rel)).isDirectory()) walk(rel, out);
    else out.push(rel);
  }
  return out;
}

const ALL = walk('');
const FILES = new Set(ALL);
const DIRS = new Set(
  ALL.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, a) => a.slice(0, i + 1).join('/')),
  ),
);
const MARKDOWN = ALL.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));
const CODE = ALL.filter(
  (f) => /^(src|tests|scripts|studio)\//.test(f) && CODE_EXT.test(f) && !GENERATED.test(f) && f !== SELF,
);
const text = new Map<string, string>();
const read = (f: string) => text.get(f) ?? (text.set(f, readFileSync(join(ROOT, f), 'utf8')), text.get(f)!);

/** GitHub's heading anchors: lower case, punctuation dropped, each space a dash, repeats numbered. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}
const anchorCache = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let set = anchorCache.get(file);
  if (set) return set;
  set = new Set();
  const seen = new Map<string, number>();
  let fence = false;
  for (const line of read(file).split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const m = !fence && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1] ?? '');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    set.add(n ? `${base}-${n}` : base);
  }
  anchorCache.set(file, set);
  return set;
}

/** The repository file or folder a mention names, tried from its own folder, the root, then as a path's tail. */
function locate(from: string, path: string): string | undefined {
  const clean = path.replace(/\/$/, '');
  const tries = [normalize(join(dirname(from), clean)), normalize(clean)];
  if (!/^\.\.?\//.test(clean)) tries.push(normalize(join('docs', clean)));
  for (const t of tries) if (FILES.has(t) || DIRS.has(t)) return t;
  if (clean.includes('/') && !clean.startsWith('.')) return ALL.find((f) => f.endsWith(`/${clean}`));
  return undefined;
}

interface Ref {
  file: string;
  line: number;
  target: string;
  /** A heading anchor, or a section's title (`file.md "Title"`). */
  anchor?: string;
  title?: string;
}

function problem(r: Ref): string | undefined {
  const where = `${r.file}:${r.line}: ${r.target}${r.anchor ? `#${r.anchor}` : ''}${r.title ? ` "${r.title}"` : ''}`;
  const found = r.target === '' ? r.file : locate(r.file, decodeURI(r.target));
  if (!found) return `${where} (no such file)`;
  const want = r.anchor ?? (r.title !== undefined ? slug(r.title) : undefined);
  if (want !== undefined && found.endsWith('.md') && !anchors(found).has(want)) return `${where} (no such heading)`;
  return undefined;
}

/** Source and docs files; `.js` and `.ndjson` name build outputs and archives here, never a file of the repository. */
const PATH = String.raw`(?:\.{1,2}\/)*[\w@.-]+(?:\/[\w@.-]+)*\.(?:ts|tsx|mts|mjs|md|json|sql|toml|css|html|svg|jpg|png)`;
/** A path mention: a path with a folder, or a markdown file; optionally #anchor or "Title". */
const MENTION = new RegExp(
  String.raw`(?<![\w.\/:@*{$<-])(${PATH})(?:#([\w-]+)|,? ["“]([A-Z][^"”\n]{1,60})["”])?(?![\w\/*{}<])`,
  'g',
);
/** Outside the repository or made by a build: not checked. */
const NOT_OURS = /^(dist|node_modules|\.wrangler|public\/studio|\.dev\.vars)|^[\w-]+\.[\w.-]+\/|\.\.\.|…/;

function mentions(file: string, body: string, firstLine: number, refs: Ref[]) {
  body.split('\n').forEach((lineText, i) => {
    for (const m of lineText.matchAll(MENTION)) {
      const [, target = '', anchor, title] = m;
      if (NOT_OURS.test(target)) continue;
      if (!target.includes('/') && !target.endsWith('.md')) continue;
      refs.push({ file, line: firstLine + i, target, anchor, title });
    }
  });
}

const lineOf = (s: string, index: number) => s.slice(0, index).split('\n').length;

/** Comments of a code file, each with the line it starts on. */
function comments(source: string): { body: string; line: number }[] {
  const out: { body: string; line: number }[] = [];
  for (const m of source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:\\'"`\w])\/\/[^\n]*/g)) {
    out.push({ body: m[0], line: lineOf(source, m.index) });
  }
  return out;
}

function collect(): Ref[] {
  const refs: Ref[] = [];
  for (const file of MARKDOWN) {
    const src = read(file);
    let fence = false;
    src.split('\n').forEach((lineText, i) => {
      if (/^\s*(```|~~~)/.test(lineText)) fence = !fence;
      if (fence) return;
      for (const m of lineText.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const url = m[1] ?? '';
        if (/^[a-z][a-z+.-]*:/i.test(url)) continue;
        const [target = '', anchor] = url.split('#');
        refs.push({ file, line: i + 1, target, anchor });
      }
      const code = [...lineText.matchAll(/`([^`]+)`/g)].map((m) => m[1]).join('\n');
      mentions(file, code, i + 1, refs);
      mentions(file, lineText.replace(/`[^`]*`|\]\([^)]*\)/g, ' '), i + 1, refs);
    });
  }
  for (const file of CODE) {
    for (const c of comments(read(file))) mentions(file, c.body, c.line, refs);
  }
  return refs;
}

/** What a clone does not have: the old spec's section numbers, its CMS contract file, tracker numbers. */
const NOWHERE: [RegExp, string][] = [
  [/\bspec\s*\u00a7|\u00a7\s?\d/i, 'a section of the old spec (cite docs/product.md#…)'],
  [/\bthe spec\b|\bspec's\b|\bspec\s+['"/(]/i, 'the old spec (cite docs/product.md#…)'],
  [/content-model\.md/, 'the old CMS contract (cite docs/editors.md#the-content-model)'],
  [/\bissues?\s+#?\d+/i, 'a tracker number (cite a decision record or nothing)'],
  [/\bREADME\b,?\s+["'][A-Z]/, 'a README section (README.md has none; cite the docs/ file)'],
  [/\/work\//, 'a path outside the repository'],
];

describe('references', () => {
  const refs = collect();

  it('finds the references it checks', () => {
    expect(MARKDOWN.length).toBeGreaterThan(20);
    expect(CODE.length).toBeGreaterThan(300);
    expect(refs.length).toBeGreaterThan(500);
    expect(refs.some((r) => r.target === 'docs/product.md' && r.anchor)).toBe(true);
  });

  it('every link and path mention leads to a file and heading of this repository', () => {
    expect(refs.map(problem).filter(Boolean)).toEqual([]);
  });

  it('nothing cites what a clone does not have', () => {
    const found: string[] = [];
    for (const file of [...MARKDOWN, ...CODE]) {
      read(file)
        .split('\n')
        .forEach((lineText, i) => {
          for (const [re, what] of NOWHERE) if (re.test(lineText)) found.push(`${file}:${i + 1}: ${what}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('every decision record has a status, its own number, and a line in docs/developers.md', () => {
    const records = ALL.filter((f) => /^docs\/decisions\/\d{4}-[\w-]+\.md$/.test(f));
    const index = read('docs/developers.md');
    const found: string[] = [];
    const numbers = new Map<string, string>();
    for (const f of records) {
      const n = f.slice('docs/decisions/'.length, 'docs/decisions/'.length + 4);
      if (numbers.has(n)) found.push(`${f}: number ${n} is also ${numbers.get(n)}`);
      numbers.set(n, f);
      if (!/^Status: (accepted|proposed|deprecated|superseded by \[?\d{4})/m.test(read(f)))
        found.push(`${f}: no 'Status: accepted' (or proposed, deprecated, superseded by NNNN) line`);
      if (!index.includes(`](${f.slice('docs/'.length)})`))
        found.push(`${f}: not listed in docs/developers.md#decisions`);
    }
    expect(records.length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });

  it("docs/product.md quotes only texts the code has ('…' with {placeholders} aside)", () => {
    const haystack = [
      ...CODE.filter((f) => f.startsWith('src/') && /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map(read),
      CONTACT_HOURS,
      formatDate('2026-01-05'),
    ]
      .join('\n')
      // A long text split over lines as 'a ' + 'b' is one text.
      .replace(/['`]\s*\+\s*['`]/g, '')
      .replaceAll('${REPLY_TIME}', REPLY_TIME)
      .replace(/\s+/g, ' ');
    const doc = read('docs/product.md').replace(/\s+/g, ' ');
    // A quote opens after a space or '(' and closes before punctuation; an apostrophe inside a word stays.
    const quotes = [...doc.matchAll(/(?<=[\s(])'((?:[^']|'(?=[a-z]))+)'(?=[\s,.;:)/])/g)].map((m) => m[1] ?? '');
    expect(quotes.length).toBeGreaterThan(200);
    expect(quotes.filter((q) => !/[{…]|\bN\b/.test(q) && !haystack.includes(q))).toEqual([]);
  });

  it('slugs headings as GitHub does', () => {
    expect(slug('Chat taps (`/go/whatsapp`)')).toBe('chat-taps-gowhatsapp');
    expect(slug('Consent (DPDP)')).toBe('consent-dpdp');
    expect(slug('Verified, unverified, spam')).toBe('verified-unverified-spam');
    expect(slug('WhatsApp chats (the Cloud API webhook, replies)')).toBe(
      'whatsapp-chats-the-cloud-api-webhook-replies',
    );
  });
});
