/**
 * Meta's Graph API, shared by notices/ (WhatsApp Business Cloud API) and conversions/ (Conversions
 * API): one pinned version and one overridable origin (META_GRAPH_URL; tests point it at a
 * loopback stand-in). Bump the version here, once, when Meta retires it (about two years each:
 * v26.0 was released on 29 July 2026; Meta's changelog lists no end date for it yet).
 */
export const GRAPH_API_VERSION = 'v26.0';
export const DEFAULT_GRAPH_ORIGIN = 'https://graph.facebook.com';

/** The Graph API origin from META_GRAPH_URL (blank = Meta's); throws naming the variable when it is not an http(s) URL. */
export function graphOrigin(env: { META_GRAPH_URL?: string }): string {
  const raw = env.META_GRAPH_URL?.trim();
  if (!raw) return DEFAULT_GRAPH_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('META_GRAPH_URL is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('META_GRAPH_URL must be an http(s) URL');
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** `<origin>/<version>/<path>`, e.g. graphUrl(env, `${phoneNumberId}/messages`). */
export const graphUrl = (env: { META_GRAPH_URL?: string }, path: string) =>
  `${graphOrigin(env)}/${GRAPH_API_VERSION}/${path.replace(/^\/+/, '')}`;
