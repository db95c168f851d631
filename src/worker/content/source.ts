import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import type { Config } from '../config';
import datasetText from './demo/dataset.ndjson?raw';

export type Params = Record<string, unknown>;

/** Runs one GROQ query: against Sanity's query API, or against the embedded demo dataset. */
export interface ContentSource {
  readonly kind: 'sanity' | 'demo';
  query<T>(groq: string, params?: Params): Promise<T>;
}

export function createSource(config: Config): ContentSource {
  return config.demo ? demoSource() : sanitySource(config);
}

const sanityClients = new Map<string, ContentSource>();

function sanitySource(config: Config): ContentSource {
  const key = [config.SANITY_PROJECT_ID, config.SANITY_DATASET, config.SANITY_API_VERSION, config.SANITY_API_HOST].join('|');
  let source = sanityClients.get(key);
  if (!source) {
    const client = createClient({
      projectId: config.SANITY_PROJECT_ID!,
      dataset: config.SANITY_DATASET,
      apiVersion: config.SANITY_API_VERSION,
      useCdn: true,
      perspective: 'published',
      // A self-hosted or test query API is addressed as is, not as <projectId>.<host>.
      ...(config.SANITY_API_HOST ? { apiHost: config.SANITY_API_HOST, useProjectHostname: false } : {}),
      timeout: 15_000,
    });
    source = { kind: 'sanity', query: (groq, params = {}) => client.fetch(groq, params) };
    sanityClients.set(key, source);
  }
  return source;
}

let demo: ContentSource | undefined;

function demoSource(): ContentSource {
  if (demo) return demo;
  // Parsed once per isolate. Drafts are dropped here, as the `published` perspective does.
  const documents = datasetText
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { _id: string })
    .filter((doc) => !doc._id.startsWith('drafts.'));
  demo = {
    kind: 'demo',
    async query<T>(groq: string, params: Params = {}) {
      const tree = parse(groq, { params });
      const value = await evaluate(tree, { dataset: documents, params });
      return (await value.get()) as T;
    },
  };
  return demo;
}
