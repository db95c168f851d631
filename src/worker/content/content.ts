import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import type { Config } from '../settings';
import { cachedSource } from './cache';
import { imageResolver, type ImageResolver } from './image';
import { createSource, type Params } from './source';

/**
 * Per-request content access: cached queries (deduplicated within the request) and images.
 * Queries run in the request's language: a query that reads `$lang` gets it (the page's locale)
 * among its params, so it is part of every cache key; the others run, and are cached, as they are.
 */
export interface Content {
  kind: 'sanity' | 'demo';
  /** The language the queries ask for (docs/decisions/0032-documents-per-language.md). */
  locale: Locale;
  query<T>(groq: string, params?: Params): Promise<T>;
  image: ImageResolver;
  /** True once any query of this request failed, or missed its window: such a page is never stored whole. */
  readonly failed: boolean;
  /** The page goes out without an answer it waited for (its window passed first): as a failure, never stored whole. */
  missed(): void;
}

const resolvers = new WeakMap<Config, ImageResolver>();

export function createContent(
  config: Config,
  env: Env,
  waitUntil: (p: Promise<unknown>) => void,
  locale: Locale = DEFAULT_LOCALE,
): Content {
  const source = cachedSource(createSource(config), { kv: env.CONTENT_STATE, waitUntil });
  return requestContent(source.kind, imageFor(config), (groq, params) => source.query(groq, params), locale);
}

/** The image resolver of a configuration, built once per isolate. */
export function imageFor(config: Config): ImageResolver {
  let image = resolvers.get(config);
  if (!image) resolvers.set(config, (image = imageResolver(config)));
  return image;
}

/**
 * Content for one request over `run`: each query text and params runs once; any failure marks the
 * request failed. A query reading `$lang` is asked in `locale` (a `lang` the caller passes wins).
 */
export function requestContent(
  kind: Content['kind'],
  image: ImageResolver,
  run: (groq: string, params: Params) => Promise<unknown>,
  locale: Locale = DEFAULT_LOCALE,
): Content {
  const inFlight = new Map<string, Promise<unknown>>();
  const content = {
    kind,
    locale,
    image,
    failed: false,
    missed() {
      content.failed = true;
    },
    query<T>(groq: string, given: Params = {}) {
      const params = groq.includes('$lang') ? { lang: locale, ...given } : given;
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
