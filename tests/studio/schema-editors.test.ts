import { createSchema, type ObjectField, type SchemaType } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../../studio/src/schemaTypes';

// What editors expect from the Studio (docs/decisions/0016-studio-served-by-the-worker.md): every
// field they fill in explains itself, and every list entry of a type that has a photo shows it.

const schema = createSchema({ name: 'default', types: schemaTypes });
/** Sanity's own types: their inner fields (asset, hotspot, crop, _ref, current…) are Sanity's UI. */
const BUILT_IN = new Set(['image', 'slug', 'reference', 'block', 'span', 'sanity.imageAsset']);
const isBuiltIn = (type: SchemaType) => {
  for (let t: SchemaType | undefined = type; t; t = t.type) if (BUILT_IN.has(t.name)) return true;
  return false;
};

function undocumented(type: SchemaType, path: string, seen = new Set<SchemaType>()): string[] {
  if (seen.has(type)) return [];
  seen.add(type);
  const out: string[] = [];
  const fields = 'fields' in type ? (type.fields as ObjectField[]) : [];
  for (const field of fields) {
    const at = `${path}.${field.name}`;
    if (!field.type.title) out.push(`${at}: no title`);
    if (!field.type.description) out.push(`${at}: no description`);
    out.push(...walk(field.type, at, seen));
  }
  return out;
}
function walk(type: SchemaType, path: string, seen: Set<SchemaType>): string[] {
  if (type.jsonType === 'array' && 'of' in type)
    return (type.of as SchemaType[]).flatMap((m) => walk(m, `${path}[${m.name}]`, seen));
  if (type.jsonType !== 'object') return [];
  // An image's own fields (alt) still count; Sanity's inner ones do not.
  if (isBuiltIn(type)) {
    const own = ('fields' in type ? (type.fields as ObjectField[]) : []).filter((f) => f.name === 'alt');
    return own.flatMap((f) => (f.type.description ? [] : [`${path}.${f.name}: no description`]));
  }
  return undocumented(type, path, seen);
}

describe('Studio schema, as editors meet it', () => {
  it('every field has a plain-language title and description', () => {
    const problems = schemaTypes.flatMap((def) => walk(schema.get(def.name)!, def.name, new Set()));
    expect(problems).toEqual([]);
  });

  it('every document type with a photo previews it in lists', () => {
    const missing = schemaTypes
      .map((def) => schema.get(def.name)!)
      .filter(
        (type) =>
          type.jsonType === 'object' && 'fields' in type && (type as { type?: SchemaType }).type?.name === 'document',
      )
      .filter(
        (type) =>
          JSON.stringify((type as unknown as { fields: ObjectField[] }).fields.map((f) => f.type.name)).includes(
            '"image"',
          ) || type.name === 'heroCarousel',
      )
      .filter((type) => !(type as unknown as { preview?: { select?: Record<string, string> } }).preview?.select?.media)
      .map((type) => type.name);
    expect(missing).toEqual([]);
  });
});
