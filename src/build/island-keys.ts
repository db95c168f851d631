import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type * as TS from 'typescript';

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

/** Every key a template literal's fixed parts match (`service.${v}` → each `service.…` key). */
function templateKeys(node: TS.TemplateExpression, all: readonly string[]): string[] {
  const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  if (!parts.join('')) return [];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${parts.map(escape).join('.*')}$`);
  const hits = all.filter((key) => pattern.test(key));
  return hits;
}

/**
 * The keys of each island in `islandsDir`, from its own file and every file it imports (type-only
 * imports and packages aside). `all` is the catalogue's key list; `root` names files in errors.
 */
export async function islandKeys(islandsDir: string, all: readonly string[], root: string): Promise<IslandKeys> {
  const ts = (await import('typescript')).default;
  const known = new Set(all);
  const perFile = new Map<string, Module>();
  const problems: string[] = [];

  const read = (file: string): Module => {
    const cached = perFile.get(file);
    if (cached) return cached;
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const found: Module = { keys: new Set(), edges: [], reexports: [], own: new Set(), barrel: true };
    perFile.set(file, found);
    const where = (node: TS.Node) =>
      `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const lines = text.split('\n');
    /** The node's line and the one above it (where a declaration comment may stand). */
    const linesOf = (node: TS.Node) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
      return `${lines[line - 1] ?? ''}\n${lines[line]}`;
    };
    const target = (spec: TS.Expression | undefined) =>
      spec && ts.isStringLiteral(spec) ? resolveImport(file, spec.text) : null;

    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (clause?.isTypeOnly) continue;
        const to = target(statement.moduleSpecifier);
        if (!to) continue;
        const bindings = clause?.namedBindings;
        const names: Names =
          !clause || (bindings && ts.isNamespaceImport(bindings))
            ? '*'
            : new Set([
                ...(clause.name ? ['default'] : []),
                ...(bindings && ts.isNamedImports(bindings)
                  ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
                  : []),
              ]);
        if (names === '*' || names.size) found.edges.push({ to, names });
        found.barrel &&= false;
      } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
        if (statement.isTypeOnly) continue;
        const to = target(statement.moduleSpecifier);
        if (!to) continue;
        const clause = statement.exportClause;
        if (!clause) found.reexports.push({ to, names: 'all' });
        else if (ts.isNamespaceExport(clause)) found.reexports.push({ to, names: new Map([[clause.name.text, '*']]) });
        else
          found.reexports.push({
            to,
            names: new Map(
              clause.elements.filter((e) => !e.isTypeOnly).map((e) => [e.name.text, (e.propertyName ?? e.name).text]),
            ),
          });
      } else if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) {
        found.barrel = false;
        const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
        const exported = modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        if (ts.isExportAssignment(statement)) found.own.add('default');
        if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
          for (const e of statement.exportClause.elements) found.own.add(e.name.text);
        if (exported) {
          if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) found.own.add('default');
          else if (ts.isVariableStatement(statement))
            for (const d of statement.declarationList.declarations) {
              if (ts.isIdentifier(d.name)) found.own.add(d.name.text);
            }
          else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as TS.Node))
            found.own.add((statement.name as TS.Identifier).text);
        }
      }
    }

    /**
     * A template that may make a key: given to `t`, cast to MessageKey, or starting as keys do with
     * an area and a dot (`city.${value}`). Others (`f${id}`, `${id}-hint`) are ids and class names.
     */
    const makesKey = (node: TS.TemplateExpression) => {
      let parent = node.parent;
      while (ts.isParenthesizedExpression(parent)) parent = parent.parent;
      if (
        (ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) &&
        /\bMessageKey\b/.test(parent.type.getText())
      )
        return true;
      if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 't')
        return true;
      return /^[a-z][\w-]*\./i.test(node.head.text);
    };
    const visit = (node: TS.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const to = target(node.arguments[0]);
        if (to) found.edges.push({ to, names: '*' });
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (known.has(node.text)) found.keys.add(node.text);
      } else if (ts.isTemplateExpression(node) && makesKey(node)) {
        for (const key of templateKeys(node, all)) found.keys.add(key);
      } else if (
        (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
        /\bMessageKey\b/.test(node.type.getText())
      ) {
        let inner: TS.Expression = node.expression;
        while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
        const literal = ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner);
        const template = ts.isTemplateExpression(inner) && templateKeys(inner, all).length > 0;
        const declared = DECLARED.exec(linesOf(node))?.[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
        if (declared.length) {
          for (const prefix of declared) {
            const matching = all.filter((key) => key.startsWith(prefix));
            if (!matching.length) problems.push(`${where(node)}: "i18n-keys: ${prefix}" matches no catalogue key`);
            for (const key of matching) found.keys.add(key);
          }
        } else if (!literal && !template) {
          problems.push(
            `${where(node)}: a key made by a cast (${inner.getText()}): its keys cannot be read here; ` +
              'declare them on that line or the one above, // i18n-keys: <key or prefix> …',
          );
        }
      } else if (
        (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
        /Props$/.test(node.name.text)
      ) {
        if (dirname(file) === islandsDir && /\bMessageKey\b/.test(node.getText())) {
          problems.push(
            `${where(node)}: an island's props carry a MessageKey: the worker would choose a key its chunk ` +
              'may lack; pass the text, or let the island pick its key',
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
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
  return { keys, files };
}
