/**
 * Turns the embedded demo dataset into documents that `sanity dataset import` takes as they are.
 *
 * - `sanity.imageAsset` documents are dropped: their `url` is a local `/demo-img/...` path, and the
 *   importer only accepts asset documents that already live in the target project. Instead each
 *   image object names its file, `"_sanityAsset": "image@file://./images/<file>"`, which the
 *   importer uploads and replaces with a fresh asset reference (keeping `_key`, `_type`, `alt`,
 *   `hotspot`, `crop` and every other field of the image object).
 * - An image whose asset is not in the dataset (the deliberately broken `image-broken`) loses its
 *   `asset`: a reference to a missing document would make the importer's reference-strengthening
 *   step fail. The site treats an image without asset like the broken one (its fallback).
 * - Drafts (`drafts.` ids) are dropped: the demo's drafts only exist to prove the site never shows
 *   one; an editor's fresh project starts with everything published. System documents (`_.` ids)
 *   are dropped too (the importer would skip them anyway).
 */

export const IMAGE_DIR = 'images';

/** `/demo-img/<id>-<W>x<H>.svg` → `<id>-<W>x<H>.svg` (the file the archive carries). */
const fileOf = (asset) => asset.url.split('/').pop();

/**
 * @param {Array<Record<string, any>>} all every document of the demo dataset
 * @returns {{ documents: Array<Record<string, any>>, images: Array<{ file: string, assetId: string, width: number, height: number }>, notes: string[] }}
 */
export function toImportable(all) {
  const assets = new Map(all.filter((d) => d._type === 'sanity.imageAsset').map((d) => [d._id, d]));
  const images = new Map();
  const notes = [];

  const rewrite = (value, docId) => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, docId));
    if (!value || typeof value !== 'object') return value;
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = rewrite(v, docId);
    const ref = value.asset?._ref;
    if (typeof ref === 'string' && ref.startsWith('image-')) {
      delete out.asset;
      const asset = assets.get(ref);
      if (!asset) {
        notes.push(`${docId}: image asset ${ref} is not in the dataset; exported without an asset`);
        return out;
      }
      const file = fileOf(asset);
      const { width, height } = asset.metadata.dimensions;
      images.set(file, { file, assetId: asset.assetId, width, height });
      return { ...out, _sanityAsset: `image@file://./${IMAGE_DIR}/${file}` };
    }
    return out;
  };

  const documents = [];
  for (const doc of all) {
    if (/^sanity\.[a-zA-Z]+Asset$/.test(doc._type)) continue;
    if (doc._id.startsWith('drafts.') || doc._id.startsWith('_.')) {
      notes.push(`${doc._id}: ${doc._id.startsWith('drafts.') ? 'draft' : 'system document'} not exported`);
      continue;
    }
    documents.push(rewrite(doc, doc._id));
  }
  return { documents, images: [...images.values()].sort((a, b) => a.file.localeCompare(b.file)), notes };
}
