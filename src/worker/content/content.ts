import type { Config } from '../config';
import { cachedSource } from './cache';
import { imageResolver, type ImageResolver } from './image';
import { createSource, type Params } from './source';

/** Per-request content access: cached queries (deduplicated within the request) and images. */
export interface Content {
  kind: 'sanity' | 'demo';
  query<T>(groq: string, params?: Params): Promise<T>;
  image: ImageResolver;
  /** True once any query of this request failed: such a page is never stored whole. */
  readonly failed: boolean;
}

const resolvers = new WeakMap<Config, ImageResolver>();

export function createContent(config: Config, env: Env, waitUntil: (p: Promise<unknown>) => void): Content {
  const source = cachedSource(createSource(config), { kv: env.CONTENT_STATE, waitUntil });
  const inFlight = new Map<string, Promise<unknown>>();
  let image = resolvers.get(config);
  if (!image) resolvers.set(config, (image = imageResolver(config)));
  const content = {
    kind: source.kind,
    image,
    failed: false,
    query<T>(groq: string, params: Params = {}) {
      const key = groq + JSON.stringify(params);
      let p = inFlight.get(key);
      if (!p) {
        p = source.query<T>(groq, params);
        p.catch(() => { content.failed = true; });
        inFlight.set(key, p);
      }
      return p as Promise<T>;
    },
  };
  return content;
}
