#!/usr/bin/env node
/**
 * Writes the embedded demo dataset, src/worker/content/demo/dataset.ndjson: Sanity NDJSON
 * (one document per line, importable with `sanity dataset import`) that follows
 * docs/editors.md#the-content-model. Deterministic: the same script always writes the same bytes.
 *
 *   node scripts/demo-dataset/generate.mjs     (or: npm run demo:data)
 *
 * Images: every image field references `image-<theme><6 hex>-<W>x<H>-svg`, and one
 * `sanity.imageAsset` document per reference is emitted, whose url `/demo-img/<ID>-<W>x<H>.svg`
 * is drawn by src/worker/content/demo/art/. `metadata.lqip` comes from art/palette.ts itself
 * (imported as TypeScript: run this with the project's Node 24, as `npm run demo:data` does).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authors, categories, draftPost, posts } from './blog.mjs';
import { hindi } from './hindi.mjs';
import { allAssets } from './lib.mjs';
import { about, faqs, heroCarousel, legal, seo } from './pages.mjs';
import { draftPhotographer, photographers, testimonials } from './people.mjs';
import { cities, targetedAds } from './places.mjs';
import { certificates, packages, portfolios, services } from './work.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const out = resolve(root, 'src/worker/content/demo/dataset.ndjson');

const documents = [
  about(),
  heroCarousel(),
  ...legal(),
  ...seo(),
  ...services(),
  ...packages(),
  ...certificates(),
  ...testimonials(),
  ...photographers(),
  ...portfolios(),
  ...cities(),
  ...targetedAds(),
  ...authors(),
  ...categories(),
  ...posts(),
  ...faqs(),
  draftPost(),
  draftPhotographer(),
];
// Hindi versions and their translation.metadata come after every English document (hindi.mjs).
const all = [...documents, ...hindi(documents), ...allAssets()];

// Sanity's rules: unique ids, every reference resolves (except the one deliberately broken image).
const ids = new Set();
for (const d of all) {
  if (ids.has(d._id)) throw new Error(`duplicate _id ${d._id}`);
  ids.add(d._id);
}
const walk = (value, where) => {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item && typeof item === 'object' && !('_key' in item)) throw new Error(`array item without _key in ${where}`);
      walk(item, where);
    }
  } else if (value && typeof value === 'object') {
    if (value._type === 'reference' && value._ref !== 'image-broken' && !ids.has(value._ref))
      throw new Error(`dangling reference ${value._ref} in ${where}`);
    for (const v of Object.values(value)) walk(v, where);
  }
};
for (const d of all) walk(d, d._id);

mkdirSync(dirname(out), { recursive: true });
const text = `${all.map((d) => JSON.stringify(d)).join('\n')}\n`;
writeFileSync(out, text);

const counts = {};
for (const d of all) {
  const type = d._id.startsWith('drafts.') ? `${d._type}(draft)` : d._type;
  counts[type] = (counts[type] ?? 0) + 1;
}
console.log(
  `demo dataset: ${all.length} documents, ${(text.length / 1024).toFixed(0)} KiB -> ${out.slice(root.length + 1)} | ` +
    Object.entries(counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', '),
);
