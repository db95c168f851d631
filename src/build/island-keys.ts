import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';

/**
 * Which catalogue keys each island's code can ask for, found at build time by reading the island's
 * module graph (docs/decisions/0045-each-island-ships-its-own-keys.md): vite.config.ts gives each
 * island a catalogue chunk per language with those keys alone, since most keys are rendered by the
 * worker only.
 *
 * Why reading the literals is enough: `t` takes a `MessageKey` (src/shared/i18n/translate.ts), so
 * every key an island passes it was written as a literal somewhere, or made by a cast. A literal in
 * the island's graph is found (`t('x')`, a table of keys, a schema's messages); a template literal
 * (`` `city.${value}` ``) brings every key its fixed parts match. What the graph cannot show fails
 * here, the build with it: a cast to `MessageKey` of anything else (declare its keys on that line or
 * the one above, `// i18n-keys: form.error. validation.` adds every key starting so), and an island whose props
 * name `MessageKey` (a key written by the worker, outside the graph). A key still missing at run
 * time throws in that island (src/shared/i18n/translate.ts), never a blank.
 */
export interface IslandKeys {
  /** The keys each island (by file name, `src/shared/islands/<Name>.tsx`) may ask for. */
  keys: Record<string, string[]>;
  /** The files each island's graph holds (relative to the root), for the build's watch list. */
  files: Record<string, string[]>;
  /**
   * Keys some island makes at run time (a key template, an `i18n-keys:` declaration): the code never
   * writes them whole, so they keep their names in the shipped chunks (vite.config.ts shortKeys).
   */
  made: string[];
}

type Names = '*' | Set<string>;
interface Module {
  /** Keys its own code names. */
  keys: Set<string>;
  /** Its imports (and dynamic imports), with the names it takes. */
  edges: Array<{ to: string; names: Names }>;
  /** `export … from`: each exported name and the name it has in the target ('*': a namespace). */
  reexports: Array<{ to: string; names: 'all' | Map<string, string> }>;
  /** Names it exports from its own code. */
  own: Set<string>;
  /** Nothing but re-exports and types: it adds no code of its own. */
  barrel: boolean;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const DECLARED = /i18n-keys:([^\n*]*)/;

/** A relative import, resolved as the bundler does for our sources; null for a package. */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  throw new Error(`island keys: cannot resolve ${spec} from ${from}`);
}

/** An ESTree node as oxc gives it (src/build reads only these fields). */
type Node = { type: string; start: number; end: number; [field: string]: any };

/** A template literal's fixed parts (`city.${v}` → ['city.', '']). */
const partsOf = (node: Node): string[] => node.quasis.map((q: Node) => q.value.cooked ?? q.value.raw);

/** Every key a template literal's fixed parts match (`service.${v}` → each `service.…` key). */
function templateKeys(node: Node, all: readonly string[]): string[] {
  const parts = partsOf(node);
  if (!parts.join('')) return [];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${parts.map(escape).join('.*')}$`);
  return all.filter((key) => pattern.test(key));
}

/**
 * The keys of each island in `islandsDir`, from its own file and every file it imports (type-only
 * imports and packages aside). `all` is the catalogue's key list; `root` names files in errors.
 */
export function islandKeys(islandsDir: string, all: readonly string[], root: string): IslandKeys {
  const known = new Set(all);
  const perFile = new Map<string, Module>();
  const made = new Set<string>();
  const problems: string[] = [];

  const read = (file: string): Module => {
    const cached = perFile.get(file);
    if (cached) return cached;
    const text = readFileSync(file, 'utf8');
    const parsed = parseSync(file, text, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
    if (parsed.errors.length) throw new Error(`island keys: ${relative(root, file)}: ${parsed.errors[0]!.message}`);
    const found: Module = { keys: new Set(), edges: [], reexports: [], own: new Set(), barrel: true };
    perFile.set(file, found);
    const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
    const where = (node: Node) => `${relative(root, file)}:${lineAt(node.start)}`;
    const lines = text.split('\n');
    /** The node's line and the one above it (where a declaration comment may stand). */
    const linesOf = (node: Node) => {
      const line = lineAt(node.start) - 1;
      return `${lines[line - 1] ?? ''}\n${lines[line]}`;
    };
    const source = (node: Node) => text.slice(node.start, node.end);
    const target = (spec: Node | null | undefined) =>
      spec?.type === 'Literal' && typeof spec.value === 'string' ? resolveImport(file, spec.value) : null;
    const nameOf = (n: Node) => (n.type === 'Identifier' ? n.name : String(n.value));

    for (const statement of parsed.program.body as unknown as Node[]) {
      if (statement.type === 'ImportDeclaration') {
        if (statement.importKind === 'type') continue;
        const to = target(statement.source);
        if (!to) continue;
        const specifiers = statement.specifiers as Node[];
        const names: Names =
          !specifiers.length || specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')
            ? '*'
            : new Set(
                specifiers
                  .filter((s) => s.importKind !== 'type')
                  .map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))),
              );
        if (names === '*' || names.size) found.edges.push({ to, names });
        found.barrel &&= false;
      } else if (statement.type === 'ExportAllDeclaration') {
        if (statement.exportKind === 'type') continue;
        const to = target(statement.source);
        if (!to) continue;
        found.reexports.push({ to, names: statement.exported ? new Map([[nameOf(statement.exported), '*']]) : 'all' });
      } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
        if (statement.exportKind === 'type') continue;
        const to = target(statement.source);
        if (!to) continue;
        const specifiers = (statement.specifiers as Node[]).filter((s) => s.exportKind !== 'type');
        found.reexports.push({ to, names: new Map(specifiers.map((s) => [nameOf(s.exported), nameOf(s.local)])) });
      } else if (!['TSInterfaceDeclaration', 'TSTypeAliasDeclaration'].includes(statement.type)) {
        if (statement.type === 'ExportNamedDeclaration' && statement.exportKind === 'type') continue;
        found.barrel = false;
        if (statement.type === 'ExportDefaultDeclaration') found.own.add('default');
        if (statement.type === 'ExportNamedDeclaration') {
          for (const s of statement.specifiers as Node[]) found.own.add(nameOf(s.exported));
          const d = statement.declaration as Node | null;
          if (d?.type === 'VariableDeclaration')
            for (const v of d.declarations as Node[]) if (v.id.type === 'Identifier') found.own.add(v.id.name);
          if (d?.id?.type === 'Identifier') found.own.add(d.id.name);
        }
      }
    }

    /**
     * A template that may make a key: given to `t`, cast to MessageKey, or starting as keys do with
     * an area and a dot (`city.${value}`). Others (`f${id}`, `${id}-hint`) are ids and class names.
     */
    const makesKey = (node: Node, parents: Node[]) => {
      const parent = parents.findLast((p) => p.type !== 'ParenthesizedExpression');
      if (
        (parent?.type === 'TSAsExpression' || parent?.type === 'TSSatisfiesExpression') &&
        /\bMessageKey\b/.test(source(parent.typeAnnotation))
      )
        return true;
      if (parent?.type === 'CallExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 't')
        return true;
      return /^[a-z][\w-]*\./i.test(partsOf(node)[0]!);
    };
    const check = (node: Node, parents: Node[]) => {
      if (node.type === 'ImportExpression') {
        const to = target(node.source);
        if (to) found.edges.push({ to, names: '*' });
      } else if (node.type === 'Literal' && typeof node.value === 'string') {
        if (known.has(node.value)) found.keys.add(node.value);
      } else if (node.type === 'TemplateLiteral') {
        if (!node.expressions.length) {
          const [only] = partsOf(node);
          if (known.has(only!)) found.keys.add(only!);
        } else if (makesKey(node, parents))
          for (const key of templateKeys(node, all)) found.keys.add(made.add(key) && key);
      } else if (
        ['TSAsExpression', 'TSTypeAssertion'].includes(node.type) &&
        /\bMessageKey\b/.test(source(node.typeAnnotation))
      ) {
        let inner: Node = node.expression;
        while (inner.type === 'ParenthesizedExpression') inner = inner.expression;
        const literal =
          (inner.type === 'Literal' && typeof inner.value === 'string') ||
          (inner.type === 'TemplateLiteral' && !inner.expressions.length);
        const template = inner.type === 'TemplateLiteral' && templateKeys(inner, all).length > 0;
        const declared = DECLARED.exec(linesOf(node))?.[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
        if (declared.length) {
          for (const prefix of declared) {
            const matching = all.filter((key) => key.startsWith(prefix));
            if (!matching.length) problems.push(`${where(node)}: "i18n-keys: ${prefix}" matches no catalogue key`);
            for (const key of matching) found.keys.add(made.add(key) && key);
          }
        } else if (!literal && !template) {
          problems.push(
            `${where(node)}: a key made by a cast (${source(inner)}): its keys cannot be read here; ` +
              'declare them on that line or the one above, // i18n-keys: <key or prefix> …',
          );
        }
      } else if (
        (node.type === 'TSInterfaceDeclaration' || node.type === 'TSTypeAliasDeclaration') &&
        /Props$/.test(node.id.name) &&
        dirname(file) === islandsDir &&
        /\bMessageKey\b/.test(source(node))
      ) {
        problems.push(
          `${where(node)}: an island's props carry a MessageKey: the worker would choose a key its chunk ` +
            'may lack; pass the text, or let the island pick its key',
        );
      }
    };
    const walk = (node: Node, parents: Node[]) => {
      check(node, parents);
      parents.push(node);
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) {
          for (const child of value) if (child && typeof child.type === 'string') walk(child, parents);
        } else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, parents);
      }
      parents.pop();
    };
    for (const statement of parsed.program.body as unknown as Node[]) {
      if (!['ImportDeclaration', 'ExportAllDeclaration'].includes(statement.type)) walk(statement, []);
    }
    return found;
  };

  /** What a module exports under each name, through its `export * from` too. */
  const exportsOf = (file: string, seen = new Set<string>()): Set<string> => {
    const m = read(file);
    const names = new Set(m.own);
    if (seen.has(file)) return names;
    seen.add(file);
    for (const r of m.reexports) {
      if (r.names === 'all') for (const n of exportsOf(r.to, seen)) names.add(n);
      else for (const n of r.names.keys()) names.add(n);
    }
    return names;
  };

  const keys: Record<string, string[]> = {};
  const files: Record<string, string[]> = {};
  const islands = readdirSync(islandsDir)
    .filter((f) => /^[A-Z]\w*\.tsx$/.test(f))
    .sort();
  for (const entry of islands) {
    const name = entry.replace(/\.tsx$/, '');
    // A module whole, once; a barrel (re-exports only: components have no side effects,
    // vite.config.ts treeshake) only for the names asked of it, as the bundle keeps them.
    const whole = new Set<string>();
    const asked = new Set<string>();
    const queue: Array<{ file: string; names: Names }> = [{ file: join(islandsDir, entry), names: '*' }];
    const own = new Set<string>();
    while (queue.length) {
      const { file, names } = queue.pop()!;
      const m = read(file);
      if (!m.barrel || names === '*') {
        if (whole.has(file)) continue;
        whole.add(file);
        for (const key of m.keys) own.add(key);
        for (const e of m.edges) queue.push({ file: e.to, names: e.names });
        for (const r of m.reexports) queue.push({ file: r.to, names: '*' });
        continue;
      }
      for (const n of names) {
        if (asked.has(`${file}#${n}`)) continue;
        asked.add(`${file}#${n}`);
        for (const r of m.reexports) {
          if (r.names === 'all') {
            if (exportsOf(r.to).has(n)) queue.push({ file: r.to, names: new Set([n]) });
          } else if (r.names.has(n)) {
            const local = r.names.get(n)!;
            queue.push({ file: r.to, names: local === '*' ? '*' : new Set([local]) });
          }
        }
      }
    }
    keys[name] = [...own].sort();
    files[name] = [...whole].map((f) => relative(root, f)).sort();
  }
  if (problems.length) throw new Error(`island keys:\n  ${[...new Set(problems)].join('\n  ')}`);
  return { keys, files, made: [...made].sort() };
}
