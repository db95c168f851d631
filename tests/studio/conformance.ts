import { validateDocument, type ValidationClient } from '@sanity/validation';
import { evaluate, parse } from 'groq-js';
import type { ArraySchemaType, ObjectSchemaType, Path, Schema, SchemaType } from 'sanity';

/**
 * Checks documents against the compiled Studio schema, offline, the way an editor would meet them:
 *
 * 1. Sanity's own document validation (@sanity/validation's `validateDocument`, what
 *    `sanity documents validate` runs): every rule of the schema, including custom ones and slug
 *    uniqueness, against a stub client that answers GROQ from the given documents (groq-js) and
 *    tells which referenced documents exist. Its errors AND warnings are reported (unknown fields
 *    only come as warnings outside the Studio).
 * 2. Structural checks Sanity's validation skips: unknown document types, array members the Studio
 *    cannot resolve (same rule as its form: `_type`, or the only member type for an untyped object),
 *    array objects without `_key`, wrong JSON types and `_type`s at any depth, references to a
 *    document of a type the field does not allow, span marks that are neither a decorator nor one
 *    of the block's annotations.
 *
 * Each problem is one line: `<document id> <path>: <message> [<code>]`.
 */

type Doc = { _id: string; _type: string; [k: string]: unknown };

export function pathString(path: Path): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'string') out += out ? `.${seg}` : seg;
    else if (typeof seg === 'number') out += `[${seg}]`;
    else if (seg && typeof seg === 'object' && '_key' in seg) out += `[_key=="${seg._key}"]`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out || '(document)';
}

/** A read-only client over `docs` for custom validators (they only `fetch`). */
function stubClient(docs: Doc[]): ValidationClient {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: docs, params })).get(),
    getDataUrl: (op: string, path = '') => `/data/${op}/demo/${path}`,
    observable: {
      fetch: () => {
        throw new Error('stub client: observable.fetch is not available offline');
      },
      request: () => {
        throw new Error('stub client: observable.request is not available offline');
      },
    },
    withConfig: () => client,
  };
  return client as unknown as ValidationClient;
}

const jsonTypeOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** The names a value's `_type` may carry for this schema type (the type and its ancestors). */
function typeNames(type: SchemaType): Set<string> {
  const names = new Set<string>();
  for (let t: SchemaType | undefined = type; t; t = t.type) names.add(t.name);
  return names;
}

/** The Studio form's rule (getItemType): `_type`, or the only member type for an untyped object. */
function memberType(array: ArraySchemaType, item: unknown): SchemaType | undefined {
  const name =
    item && typeof item === 'object' && !Array.isArray(item)
      ? ((item as { _type?: string })._type ?? 'object')
      : jsonTypeOf(item);
  if (name === 'object' && array.of.length === 1) return array.of[0];
  return array.of.find((t) => t.name === name) ?? array.of.find((t) => t.jsonType === name && t.jsonType !== 'object');
}

function structural(doc: Doc, schema: Schema, byId: Map<string, Doc>): string[] {
  const out: string[] = [];
  const fail = (path: Path, message: string, code: string): void =>
    void out.push(`${doc._id} ${pathString(path)}: ${message} [${code}]`);

  const walk = (value: unknown, type: SchemaType, path: Path): void => {
    if (value === undefined || value === null) return;
    const actual = jsonTypeOf(value);
    if (actual !== type.jsonType)
      return fail(path, `expected ${type.jsonType} (${type.name}), got ${actual}`, 'structure.json-type');

    if (type.jsonType === 'array') {
      const array = type as ArraySchemaType;
      (value as unknown[]).forEach((item, i) => {
        const key = item && typeof item === 'object' ? (item as { _key?: unknown })._key : undefined;
        const seg = typeof key === 'string' ? { _key: key } : i;
        const itemType = memberType(array, item);
        if (!itemType) {
          const name = (item as { _type?: string })?._type ?? jsonTypeOf(item);
          return fail(
            [...path, seg],
            `array member of type "${name}" is not allowed here (allowed: ${array.of.map((t) => t.name).join(', ')})`,
            'structure.unknown-member',
          );
        }
        if (itemType.jsonType === 'object' && typeof key !== 'string')
          fail([...path, seg], 'array object without _key', 'structure.missing-key');
        walk(item, itemType, [...path, seg]);
      });
      return;
    }
    if (type.jsonType !== 'object') return;

    const obj = value as Record<string, unknown>;
    if (typeof obj._type === 'string' && !typeNames(type).has(obj._type) && type.name !== 'object') {
      fail(
        [...path, '_type'],
        `"_type" is "${obj._type}" where the schema has ${[...typeNames(type)].join(' / ')}`,
        'structure.type-name',
      );
    }
    const fields = new Map(((type as ObjectSchemaType).fields ?? []).map((f) => [f.name, f.type]));
    for (const [name, child] of Object.entries(obj)) {
      if (name.startsWith('_')) continue;
      const fieldType = fields.get(name);
      if (!fieldType)
        fail([...path, name], `field "${name}" does not exist on type "${type.name}"`, 'structure.unknown-field');
      else walk(child, fieldType, [...path, name]);
    }

    // A reference must point at a document of a type the field allows (existence: Sanity's check).
    if (typeNames(type).has('reference') && typeof obj._ref === 'string') {
      const target = byId.get(obj._ref);
      const allowed = ((type as unknown as { to?: SchemaType[] }).to ?? []).map((t) => t.name);
      if (target && allowed.length && !allowed.includes(target._type)) {
        fail(
          path,
          `refers to a "${target._type}" document where only ${allowed.join(', ')} are allowed`,
          'structure.reference-type',
        );
      }
    }
    // A span's marks are decorators of the block's span type or keys of the block's annotations.
    if (typeNames(type).has('block')) {
      const children = (type as ObjectSchemaType).fields.find((f) => f.name === 'children')?.type as
        ArraySchemaType | undefined;
      const span = children?.of.find((t) => t.name === 'span') as { decorators?: Array<{ value: string }> } | undefined;
      const allowed = new Set([
        ...(span?.decorators ?? []).map((d) => d.value),
        ...(Array.isArray(obj.markDefs) ? obj.markDefs : []).map((d: { _key?: string }) => d?._key),
      ]);
      (Array.isArray(obj.children) ? obj.children : []).forEach((child: { _key?: unknown; marks?: unknown }, i) => {
        for (const mark of Array.isArray(child?.marks) ? child.marks : []) {
          if (allowed.has(mark)) continue;
          const seg = typeof child._key === 'string' ? { _key: child._key } : i;
          fail(
            [...path, 'children', seg, 'marks'],
            `mark "${String(mark)}" is neither a decorator nor an annotation of this block`,
            'structure.unknown-mark',
          );
        }
      });
    }
  };

  const type = schema.get(doc._type);
  if (!type || !typeNames(type).has('document')) {
    fail([], `unknown document type "${doc._type}"`, 'structure.unknown-type');
    return out;
  }
  walk(doc, type, []);
  return out;
}

/** Every problem of every document (see above), sorted. */
export async function checkDocuments(schema: Schema, docs: Doc[]): Promise<string[]> {
  const byId = new Map(docs.map((d) => [d._id, d]));
  const client = stubClient(docs);
  const sanity = async (doc: Doc): Promise<string[]> => {
    if (!schema.get(doc._type)) return []; // reported by the structural check; Sanity would only warn and skip
    const { markers } = await validateDocument({
      document: doc as Parameters<typeof validateDocument>[0]['document'],
      schema,
      client,
      getDocumentExists: async ({ id }) => byId.has(id),
    });
    return markers
      .filter((m) => m.level !== 'info')
      .map((m) => `${doc._id} ${pathString(m.path)}: ${m.level} ${m.message} [${m.code}]`);
  };
  // Sanity's validator yields to an idle callback between nodes; documents in parallel overlap those waits.
  const results = await Promise.all(
    docs.map(async (doc) => [...structural(doc, schema, byId), ...(await sanity(doc))]),
  );
  return results.flat().sort();
}
