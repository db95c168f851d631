import type { SanityClient } from '@sanity/client';
import type { Config } from '../settings';
import type { ContentSource, Params } from './source-types';

export type { ContentSource, Params } from './source-types';

export function createSource(config: Config): ContentSource {
  return config.demo ? demoSource : sanitySource(config);
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

// The demo dataset and groq-js load on the first demo query, from a chunk of their own (dynamic
// import): a worker configured for a Sanity project never parses them at startup.
let demo: Promise<ContentSource> | undefined;

const demoSource: ContentSource = {
  kind: 'demo',
  async query<T>(groq: string, params?: Params) {
    demo ??= import('./demo/source').then((m) => m.createDemoSource());
    return (await demo).query<T>(groq, params);
  },
};
