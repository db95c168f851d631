#!/usr/bin/env node
/**
 * Writes the demo content as a dataset archive that a real Sanity project imports as it is:
 *
 *   npm run demo:export [-- --out <file.tar.gz>]        (default: exports/demo-dataset.tar.gz)
 *   cd studio && npx sanity dataset import ../exports/demo-dataset.tar.gz production
 *
 * Layout (what @sanity/import looks for: a gzipped ustar with one `*.ndjson` up to two folders
 * deep, and the files its `image@file://./images/...` references name beside it):
 *
 *   demo-dataset/data.ndjson      documents (see importable.mjs for what changes and why)
 *   demo-dataset/images/*.svg     the generated demo photographs, one per referenced asset
 *
 * Source: src/worker/content/demo/dataset.ndjson (regenerate with `npm run demo:data` first).
 * Deterministic: the same dataset gives the same bytes. Runs under the project's Node 24
 * (it imports the art's TypeScript directly), as every npm script does.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoImageSvg } from '../../src/worker/content/demo/art/index.ts';
import { IMAGE_DIR, toImportable } from './importable.mjs';
import { tarGz } from './tar.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DATASET = resolve(root, 'src/worker/content/demo/dataset.ndjson');
export const DEFAULT_OUT = resolve(root, 'exports/demo-dataset.tar.gz');
export const FOLDER = 'demo-dataset';

/** Builds the archive bytes from the dataset's NDJSON text. */
export function buildArchive(ndjson) {
  const all = ndjson
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const { documents, images, notes } = toImportable(all);
  const data = `${documents.map((d) => JSON.stringify(d)).join('\n')}\n`;
  const bytes = tarGz([
    { name: `${FOLDER}/` },
    { name: `${FOLDER}/data.ndjson`, data },
    { name: `${FOLDER}/${IMAGE_DIR}/` },
    ...images.map((img) => ({
      name: `${FOLDER}/${IMAGE_DIR}/${img.file}`,
      data: demoImageSvg(img.assetId, img.width, img.height),
    })),
  ]);
  return { bytes, documents: documents.length, images: images.length, notes };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = resolve(values.out ?? DEFAULT_OUT);
  const { bytes, documents, images, notes } = buildArchive(readFileSync(DATASET, 'utf8'));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, bytes);
  for (const note of notes) console.log(`  note: ${note}`);
  console.log(
    `demo export: ${documents} documents, ${images} images, ${(bytes.length / 1024).toFixed(0)} KiB -> ${relative(process.cwd(), out) || out}`,
  );
  console.log(
    `import it: cd studio && npx sanity login && npx sanity dataset import ${relative(resolve(root, 'studio'), out)} --dataset <SANITY_DATASET, e.g. production>`,
  );
}
