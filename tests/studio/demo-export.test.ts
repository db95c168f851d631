import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createClient } from '@sanity/client';
import { sanityImport } from '@sanity/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNdjson } from '../helpers/sanity-standin';
import { startContentLake, type ContentLake } from '../helpers/content-lake';

// `npm run demo:export` → the archive a real project imports with `npx sanity dataset import`.
// Checked twice: read as the importer reads it (tar layout, `_sanityAsset` syntax), then fed
// UNCHANGED to @sanity/import's own pipeline against a local stand-in of the project API.

type Doc = { _id: string; _type: string; [k: string]: unknown };
type Entry = { name: string; type: string; data: Buffer };

const SCRIPT = new URL('../../scripts/demo-dataset/export.mjs', import.meta.url).pathname;
const ASSET = /^(file|image)@([a-z]+:\/\/.*)/; // @sanity/import's assetMatcher
const ID = /^[a-z0-9_.-]+$/i; // @sanity/import's document id rule

/** Reads a ustar archive the way the importer's detection does: magic at byte 257 of each header. */
function untar(tar: Buffer): Entry[] {
  const entries: Entry[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    expect(h.subarray(257, 262).toString('latin1'), `ustar magic at entry ${entries.length}`).toBe('ustar');
    const name = h.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(h.subarray(124, 136).toString('latin1'), 8);
    const type = String.fromCharCode(h[156]!);
    entries.push({ name, type, data: tar.subarray(at + 512, at + 512 + size) });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/** Paths (as `a.b[2].c`) of every object in a value that `pick` selects. */
function objects(
  value: unknown,
  pick: (o: Record<string, unknown>) => boolean,
  path = '',
  out: Array<[string, Record<string, any>]> = [],
) {
  if (Array.isArray(value)) value.forEach((v, i) => objects(v, pick, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (pick(o)) out.push([path, o]);
    for (const [k, v] of Object.entries(o)) objects(v, pick, path ? `${path}.${k}` : k, out);
  }
  return out;
}

const dir = mkdtempSync(join(tmpdir(), 'demo-export-'));
const archive = join(dir, 'demo.tar.gz');
const source = loadNdjson();
const sourceAssets = new Map(
  source
    .filter((d) => d._type === 'sanity.imageAsset')
    .map((d) => [d._id, d as Doc & { metadata: { dimensions: { width: number; height: number } } }]),
);
let entries: Entry[];
let exported: Doc[];

beforeAll(() => {
  execFileSync(process.execPath, [SCRIPT, '--out', archive], { stdio: 'pipe' });
  entries = untar(gunzipSync(readFileSync(archive)));
  exported = entries
    .find((e) => e.name === 'demo-dataset/data.ndjson')!
    .data.toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Doc);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo export archive (as the importer reads it)', () => {
  it('is a gzipped ustar with one data.ndjson and the images/ folder beside it', () => {
    expect(entries.filter((e) => e.name.endsWith('.ndjson')).map((e) => e.name)).toEqual(['demo-dataset/data.ndjson']);
    expect(entries.filter((e) => e.type === '5').map((e) => e.name)).toEqual(['demo-dataset/', 'demo-dataset/images/']);
    const other = entries.filter((e) => e.type !== '5' && !e.name.endsWith('.ndjson'));
    expect(other.length).toBeGreaterThan(500);
    for (const e of other) expect(e.name).toMatch(/^demo-dataset\/images\/[a-z]+[0-9a-f]{6}-\d+x\d+\.svg$/);
  });

  it('has every published document with a valid _id and _type, no drafts, no asset documents, no local URLs', () => {
    for (const doc of exported) {
      expect(doc._id, JSON.stringify(doc).slice(0, 80)).toMatch(ID);
      expect(typeof doc._type).toBe('string');
      expect(doc._type).not.toMatch(/^sanity\..*Asset$/);
      expect(doc._id).not.toMatch(/^(drafts|_)\./);
    }
    expect(JSON.stringify(exported)).not.toContain('/demo-img/');
    const published = source.filter((d) => !d._id.startsWith('drafts.') && d._type !== 'sanity.imageAsset');
    expect(exported.map((d) => d._id).sort()).toEqual(published.map((d) => d._id).sort());
    expect(new Set(exported.map((d) => d._id)).size).toBe(exported.length);
  });

  it('points every _sanityAsset at an image in the archive, and ships no image nothing points at', () => {
    const files = new Set(
      entries
        .filter((e) => e.name.startsWith('demo-dataset/images/') && e.type === '0')
        .map((e) => e.name.slice('demo-dataset/'.length)),
    );
    const used = new Set<string>();
    for (const doc of exported) {
      for (const [path, o] of objects(doc, (o) => '_sanityAsset' in o)) {
        const value = String(o._sanityAsset);
        expect(value, `${doc._id} ${path}`).toMatch(ASSET);
        const m = /^image@file:\/\/\.\/(images\/[^/]+)$/.exec(value);
        expect(m, `${doc._id} ${path}: ${value}`).not.toBeNull();
        expect(files.has(m![1]!), `${doc._id} ${path}: ${m![1]} missing`).toBe(true);
        expect(o.asset, `${doc._id} ${path}`).toBeUndefined();
        used.add(m![1]!);
      }
      // No reference to an image asset is left for the importer to resolve.
      expect(objects(doc, (o) => typeof o._ref === 'string' && o._ref.startsWith('image-'))).toEqual([]);
    }
    expect([...files].filter((f) => !used.has(f))).toEqual([]);
  });

  it('keeps alt, hotspot and crop on image objects, and each SVG has its asset’s pixel size', () => {
    const byId = new Map(exported.map((d) => [d._id, d]));
    let withHotspot = 0;
    for (const doc of source) {
      const out = byId.get(doc._id);
      if (!out) continue;
      const before = objects(doc, (o) => typeof (o.asset as any)?._ref === 'string');
      const after = new Map(objects(out, (o) => o._type === 'image' || '_sanityAsset' in o));
      for (const [path, img] of before) {
        const now = after.get(path);
        expect(now, `${doc._id} ${path}`).toBeDefined();
        const { asset, ...rest } = img;
        const { _sanityAsset, ...restNow } = now!;
        expect(restNow, `${doc._id} ${path}`).toEqual(rest);
        if (rest.hotspot) withHotspot += 1;
        const original = sourceAssets.get(asset._ref);
        if (!original) continue; // the deliberately broken image: kept without an asset
        const svg = entries
          .find((e) => e.name === `demo-dataset/${String(_sanityAsset).replace('image@file://./', '')}`)!
          .data.toString('utf8');
        const { width, height } = original.metadata.dimensions;
        expect(svg.slice(0, 200), `${doc._id} ${path}`).toMatch(
          new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`),
        );
      }
    }
    expect(withHotspot).toBeGreaterThan(0);
  });

  it('writes the same bytes for the same dataset', () => {
    const again = join(dir, 'again.tar.gz');
    execFileSync(process.execPath, [SCRIPT, '--out', again], { stdio: 'pipe' });
    expect(readFileSync(again).equals(readFileSync(archive))).toBe(true);
  });
});

describe('demo export archive through @sanity/import (the pipeline `sanity dataset import` runs)', () => {
  let lake: ContentLake;
  let result: Awaited<ReturnType<typeof sanityImport>>;

  beforeAll(async () => {
    lake = await startContentLake();
    const client = createClient({
      projectId: lake.projectId,
      dataset: lake.dataset,
      apiVersion: '2025-02-19',
      token: 'stand-in-token',
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
    });
    result = await sanityImport(createReadStream(archive), { client, operation: 'create' });
  }, 60_000);
  afterAll(() => lake?.close());

  it('imports every document and uploads every image once, with no warning', () => {
    expect(result.warnings).toEqual([]);
    expect(result.numDocs).toBe(exported.length);
    const images = entries.filter((e) => e.name.startsWith('demo-dataset/images/') && e.type === '0');
    expect(lake.uploads.length).toBe(images.length);
    expect(lake.uploads.every((u) => u.asset.mimeType === 'image/svg+xml')).toBe(true);
  });

  it('leaves every image field referring to its uploaded asset, with the original size, alt and hotspot', () => {
    const byId = new Map(source.map((d) => [d._id, d]));
    for (const doc of exported) {
      const stored = lake.docs.get(doc._id)!;
      expect(stored, doc._id).toBeDefined();
      expect(JSON.stringify(stored), doc._id).not.toMatch(/_sanityAsset/);
      // The import's own weakening is undone; a reference weak in the source (translation.metadata's) stays weak.
      expect(weakRefs(stored), doc._id).toBe(weakRefs(byId.get(doc._id)));
      const original = new Map(objects(byId.get(doc._id), (o) => typeof (o.asset as any)?._ref === 'string'));
      for (const [path, img] of objects(stored, (o) => o._type === 'image')) {
        const before = original.get(path);
        expect(before, `${doc._id} ${path}`).toBeDefined();
        const { asset, ...rest } = img;
        const { asset: oldAsset, ...oldRest } = before!;
        expect(rest, `${doc._id} ${path}`).toEqual(oldRest);
        const was = sourceAssets.get(oldAsset._ref);
        if (!was) {
          expect(asset, `${doc._id} ${path}: broken image stays without asset`).toBeUndefined();
          continue;
        }
        const now = lake.docs.get(asset?._ref) as any;
        expect(now?._type, `${doc._id} ${path}`).toBe('sanity.imageAsset');
        expect(now.metadata.dimensions).toMatchObject(was.metadata.dimensions);
      }
    }
  });
});

/** How many weak references a document holds. */
function weakRefs(doc: unknown): number {
  return (JSON.stringify(doc).match(/"_weak":true/g) ?? []).length;
}
