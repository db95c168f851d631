import type { Config } from '../config';
import type { Content } from '../content';
import { imageResolver, type ImageResolver } from '../content/image';
import type { Params } from '../content/source';
import { previewClient } from './client';
import type { PreviewPerspective } from './perspective';

const resolvers = new WeakMap<Config, ImageResolver>();

/**
 * Content for a preview request: every query goes to Sanity with the token and the Studio's
 * perspective, straight past the edge cache, the isolate memo and the last-good copies (nothing
 * read here is stored anywhere, nothing stored is read), deduplicated within the request only.
 */
export function previewContent(config: Config, perspective: PreviewPerspective): Content {
  const client = previewClient(config, perspective);
  const inFlight = new Map<string, Promise<unknown>>();
  let image = resolvers.get(config);
  if (!image) resolvers.set(config, (image = imageResolver(config)));
  const content = {
    kind: 'sanity' as const,
    image,
    failed: false,
    query<T>(groq: string, params: Params = {}) {
      const key = groq + JSON.stringify(params);
      let p = inFlight.get(key);
      if (!p) {
        p = client.then((sanity) => sanity.fetch<T>(groq, params));
        p.catch(() => { content.failed = true; });
        inFlight.set(key, p);
      }
      return p as Promise<T>;
    },
  };
  return content;
}
