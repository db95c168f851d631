import type { Config } from '../settings';
import { cachedSource } from './cache';
import { imageResolver, type ImageResolver } from './image';
import { createSource, type Params } from './source';

/** Per-request content access: cached queries (deduplicated within the request) and images. */
export interface Content {
  kind: 'sanity' | 'demo';
  query<T>(groq: string, params?: Params): Promise<T>;
  image: ImageResolver;
  /** True once any query of this request failed, or missed its window: such a page is never stored whole. */
  readonly failed: boolean;
  /** The page goes out without an answer it waited for (its window passed first): as a failure, never stored whole. */
  missed(): void;
}

const resolvers = new WeakMap<Config, ImageResolver>();

export function createContent(config: Config, env: Env, waitUntil: (p: Promise<unknown>) => void): Content {
  const source = cachedSource(createSource(config), { kv: env.CONTENT_STATE, waitUntil });
  return requestContent(source.kind, imageFor(config), (groq, params) => source.query(groq, params));
}

/** The image resolver of a configuration, built once per isolate. */
export function imageFor(config: Config): ImageResolver {
  let image = resolvers.get(config);
  if (!image) resolvers.set(config, (image = imageResolver(config)));
  return image;
}

/** Content for one request over `run`: each query text and params runs once; any failure marks the request failed. */
export function requestContent(
  kind: Content['kind'],
  image: ImageResolver,
  run: (groq: string, params: Params) => Promise<unknown>,
): Content {
  const inFlight = new Map<string, Promise<unknown>>();
  const content = {
    kind,
    image,
    failed: false,
    missed() {
      content.failed = true;
    },
    query<T>(groq: string, params: Params = {}) {
      const key = groq + JSON.stringify(params);
      let p = inFlight.get(key);
      if (!p) {
        p = run(groq, params);
        p.catch(() => {
          content.failed = true;
        });
        inFlight.set(key, p);
      }
      return p as Promise<T>;
    },
  };
  return content;
}
