import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import type { ImageResolver } from './image';
import type { Params } from './source-types';

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
