import type { SanityClient } from '@sanity/client';
import type { AssetReader } from '../http/asset-text';
import type { Config } from '../settings';
import { demoDataset } from './demo/dataset';
import type { ContentSource, Params } from './source-types';

export type { ContentSource, Params } from './source-types';

/** `assets`: the ASSETS binding, where demo mode reads its dataset (./demo/dataset.ts). */
export function createSource(config: Config, assets?: AssetReader): ContentSource {
  return config.demo ? demoSource(assets) : sanitySource(config);
}

const sanityClients = new Map<string, ContentSource>();

function sanitySource(config: Config): ContentSource {
  const key = [config.SANITY_PROJECT_ID, config.SANITY_DATASET, config.SANITY_API_VERSION, config.SANITY_API_HOST].join(
    '|',
  );
  let source = sanityClients.get(key);
  if (!source) {
    // @sanity/client (with rxjs and its event-source code) loads on the first query that misses the
    // edge cache, not at startup: an isolate serving cached content never needs it.
    let client: Promise<SanityClient> | undefined;
    const load = () =>
      import('@sanity/client').then(({ createClient }) =>
        createClient({
          projectId: config.SANITY_PROJECT_ID!,
          dataset: config.SANITY_DATASET,
          apiVersion: config.SANITY_API_VERSION,
          useCdn: true,
          perspective: 'published',
          // A self-hosted or test query API is addressed as is, not as <projectId>.<host>.
          ...(config.SANITY_API_HOST ? { apiHost: config.SANITY_API_HOST, useProjectHostname: false } : {}),
          timeout: 15_000,
        }),
      );
    source = { kind: 'sanity', query: async (groq, params = {}) => (await (client ??= load())).fetch(groq, params) };
    sanityClients.set(key, source);
  }
  return source;
}

// groq-js loads on the first demo query, from a chunk of its own (dynamic import), and the dataset
// is read from the static assets then: a worker configured for a Sanity project never loads either.
// Kept for the isolate's life once parsed; concurrent first queries share one load; a failed load
// fails the queries waiting on it (their pages fall back) and the next query loads again.
let demo: Promise<ContentSource> | undefined;

function loadDemo(assets: AssetReader | undefined): Promise<ContentSource> {
  const p = Promise.all([import('./demo/source'), demoDataset(assets)]).then(([m, text]) => m.createDemoSource(text));
  void p.catch(() => {
    if (demo === p) demo = undefined;
  });
  return p;
}

const demoSource = (assets: AssetReader | undefined): ContentSource => ({
  kind: 'demo',
  async query<T>(groq: string, params?: Params) {
    return (await (demo ??= loadDemo(assets))).query<T>(groq, params);
  },
});
