/**
 * The demo dataset (dataset.ndjson) as the worker reads it: not in the upload (it would be about a
 * sixth of it) but written by the build into the static assets (vite.config.ts, `demoDataset`)
 * without its drafts, read through the ASSETS binding on the first demo query and kept for the
 * isolate's life (../../http/asset-text.ts: concurrent first queries share one read; a failed read
 * fails those queries, whose pages fall back as for any failing query, and the next query reads
 * again). Its public URL answers 404: wrangler.toml's `run_worker_first` sends it to the worker,
 * which has no route for it, while the binding still reads the file (tests/worker/static-assets.test.ts).
 */
import { isolateAsset, type AssetReader } from '../../http/asset-text.ts';

/** Where the build puts the dataset inside the client assets (never served publicly: see above). */
export const DEMO_DATASET_PATH = '/assets/demo-dataset.ndjson';
/** How long one query waits for the dataset before failing (and its page falling back). */
export const DATASET_WAIT_MS = 10_000;

/** The dataset as the build writes it: every line but the drafts (only draft preview reads those, from Sanity). */
export function publishedDataset(ndjson: string): string {
  return ndjson
    .split('\n')
    .filter((line) => line.trim() && !(JSON.parse(line) as { _id: string })._id.startsWith('drafts.'))
    .join('\n');
}

const dataset = isolateAsset(DEMO_DATASET_PATH, (text) => text.startsWith('{"_id":'), DATASET_WAIT_MS);

/** The dataset's NDJSON text; rejects when it cannot be read now. */
export const demoDataset = (assets: AssetReader | undefined): Promise<string> => dataset.read(assets);

/** Forgets the dataset (unit tests: a fresh isolate). */
export const forgetDemoDataset = (): void => dataset.forget();
