import type { SanityClient } from '@sanity/client';
import type { Config } from '../settings';
import type { PreviewPerspective } from './perspective';
import { stegaFilter } from './stega';

/**
 * Sanity clients that read with the server-only SANITY_READ_TOKEN: one to check the Studio's
 * preview secret, one per perspective for preview pages (off the CDN, stega-encoded so the
 * overlays can link text to its field). Kept per isolate; they never serve a public request.
 */
const clients = new WeakMap<Config, Map<string, SanityClient>>();

/** Preview needs a real project and the token; the embedded demo dataset has no drafts. */
export const previewConfigured = (config: Config): boolean => !config.demo && !!config.SANITY_READ_TOKEN;

type Create = typeof import('@sanity/client').createClient;

async function client(config: Config, key: string, make: (create: Create) => SanityClient): Promise<SanityClient> {
  let map = clients.get(config);
  if (!map) clients.set(config, (map = new Map()));
  let c = map.get(key);
  if (!c) {
    const { createClient } = await import('@sanity/client');
    map.set(key, (c = make(createClient)));
  }
  return c;
}

const base = (config: Config) => ({
  projectId: config.SANITY_PROJECT_ID!,
  dataset: config.SANITY_DATASET,
  apiVersion: config.SANITY_API_VERSION,
  token: config.SANITY_READ_TOKEN!,
  useCdn: false,
  ...(config.SANITY_API_HOST ? { apiHost: config.SANITY_API_HOST, useProjectHostname: false } : {}),
  timeout: 15_000,
});

/** For validatePreviewUrl (which re-configures it: raw perspective, its own API version). */
export const secretClient = (config: Config): Promise<SanityClient> =>
  client(config, 'secret', (createClient) => createClient(base(config)));

export const previewClient = (config: Config, perspective: PreviewPerspective): Promise<SanityClient> =>
  client(config, `preview:${String(perspective)}`, (createClient) =>
    createClient({
      ...base(config),
      perspective,
      stega: { enabled: true, studioUrl: config.SANITY_STUDIO_URL, filter: stegaFilter },
    }),
  );
