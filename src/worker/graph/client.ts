/**
 * Meta's Graph API, the one client: notices/ (WhatsApp Business Cloud API) and conversions/
 * (Conversions API) both post through graphPost. One pinned version, one overridable origin
 * (META_GRAPH_URL; tests point it at a loopback stand-in), one timeout, one answer shape (the
 * outbox's SendResult: ok / error / response / permanent), one rule for what is permanent, and
 * the token scrubbed from everything it returns. Imports nothing of the concerns above it.
 *
 * Bump the version here, once, when Meta retires it (about two years each: v26.0 was released on
 * 29 July 2026; Meta's changelog lists no end date for it yet).
 */
export const GRAPH_API_VERSION = 'v26.0';
export const DEFAULT_GRAPH_ORIGIN = 'https://graph.facebook.com';
/** A slow Meta holds up nothing but its own job: the outbox retries it later. */
export const GRAPH_TIMEOUT_MS = 10_000;

/** META_GRAPH_URL as written (blank or absent: Meta's), or the env / settings object holding it. */
export type GraphOriginSetting = string | undefined | { META_GRAPH_URL?: string };

/** The Graph API origin (no trailing slash); throws naming META_GRAPH_URL when it is not an http(s) URL. */
export function graphOrigin(setting: GraphOriginSetting): string {
  const raw = (typeof setting === 'object' ? setting.META_GRAPH_URL : setting)?.trim();
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
export const graphUrl = (setting: GraphOriginSetting, path: string) =>
  `${graphOrigin(setting)}/${GRAPH_API_VERSION}/${path.replace(/^\/+/, '')}`;

/** Meta's error object (Graph API "Handling errors"; the WhatsApp Cloud API adds error_data.details). */
export interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_msg?: string;
  error_data?: { details?: string };
  fbtrace_id?: string;
}
/** A parsed answer, already scrubbed of the token. */
export type GraphAnswer = { error?: GraphError; [key: string]: unknown };

/** Assignable to the outbox's SendResult; `answer` is what Meta said (null when it said nothing readable). */
export type GraphResult =
  | { ok: true; status: number; answer: GraphAnswer; response: string }
  | {
      ok: false;
      /** null: no HTTP answer (network error, timeout, META_GRAPH_URL unusable). */
      status: number | null;
      error: string;
      response?: string;
      permanent: boolean;
      answer: GraphAnswer | null;
    };

/**
 * Meta's error codes a retry (or an operator's fix, such as a new token) can cure, even on a 4xx:
 * 1 / 2 unknown or temporary, 4 / 17 / 32 / 613 / 80004 / 80007 rate limits, 10 / 200-299
 * permissions, 102 / 190 session and token, 341 / 368 temporary blocks; the WhatsApp Cloud API's
 * 130429 / 131056 throughput and pair rate limits and 131000 / 131016 / 133004 service trouble.
 * developers.facebook.com/docs/graph-api/guides/error-handling,
 * developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes
 */
const TRANSIENT_CODES = new Set([
  1, 2, 4, 10, 17, 32, 102, 190, 341, 368, 613, 80004, 80007, 130429, 131000, 131016, 131056, 133004,
]);
/** Authentication, timeout and throttling statuses: an operator's fix or time cures them. */
const TRANSIENT_STATUSES = new Set([401, 403, 408, 429]);

/**
 * The one permanence rule: a 4xx naming bad data (an invalid parameter, a template that does not
 * exist) cannot get better by retrying, so the job fails at once; 5xx, throttling, token and
 * permission trouble are retried with the outbox's backoff.
 */
export function isPermanent(status: number, code?: number): boolean {
  if (status < 400 || status >= 500 || TRANSIENT_STATUSES.has(status)) return false;
  if (code !== undefined && (TRANSIENT_CODES.has(code) || (code >= 200 && code <= 299))) return false;
  return true;
}

/** `token` blanked out wherever it appears: never in a recorded answer, an error or a log line. */
export const scrubToken = (text: string, token: string) => (token ? text.split(token).join('[token]') : text);

/** One line, at most `max` characters. */
const oneLine = (text: string, max = 300) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** 'HTTP 400: The event time is invalid. (code 100/2804003, fbtrace_id A1)': the error line the inbox shows. */
export function describeError(status: number, answer: GraphAnswer | null): string {
  const e = answer?.error;
  if (!e || typeof e !== 'object') return `HTTP ${status}: no answer Meta documents`;
  const details = e.error_data?.details ? ` (${e.error_data.details})` : '';
  const text = `${e.error_user_msg || e.message || 'error'}${details}`;
  const ids = [
    e.code !== undefined ? `code ${e.code}${e.error_subcode ? `/${e.error_subcode}` : ''}` : '',
    e.fbtrace_id ? `fbtrace_id ${e.fbtrace_id}` : '',
  ].filter(Boolean);
  return oneLine(`HTTP ${status}: ${text}${ids.length ? ` (${ids.join(', ')})` : ''}`);
}

export interface GraphPostOptions {
  timeoutMs?: number;
  /**
   * Where the token goes: the Authorization header (default; WhatsApp's documented form) or the
   * JSON body's access_token (the Conversions API's documented form). Never the URL.
   */
  tokenIn?: 'header' | 'body';
}

/** POST JSON to `<origin>/<version>/<path>` with `token`; every outcome as a GraphResult, never a throw. */
export async function graphPost(
  setting: GraphOriginSetting,
  path: string,
  token: string,
  body: Record<string, unknown>,
  { timeoutMs = GRAPH_TIMEOUT_MS, tokenIn = 'header' }: GraphPostOptions = {},
): Promise<GraphResult> {
  const unreachable = (cause: string): GraphResult => ({
    ok: false,
    status: null,
    error: scrubToken(oneLine(`Meta unreachable: ${cause}`), token),
    permanent: false,
    answer: null,
  });
  let res: Response;
  try {
    res = await fetch(graphUrl(setting, path), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(tokenIn === 'header' ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(tokenIn === 'body' ? { ...body, access_token: token } : body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    // Network error, timeout, or META_GRAPH_URL unusable: retried (a fixed setting is picked up).
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    return unreachable(timedOut ? `no answer in ${timeoutMs / 1000} s` : e instanceof Error ? e.message : String(e));
  }
  // Scrubbed before parsing, so nothing derived from the answer can carry the token.
  const raw = scrubToken(await res.text().catch(() => ''), token);
  let answer: GraphAnswer | null = null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) answer = parsed as GraphAnswer;
  } catch {
    // not JSON (a proxy's error page): described by its status
  }
  if (res.ok) return { ok: true, status: res.status, answer: answer ?? {}, response: `HTTP ${res.status}` };
  const error = scrubToken(describeError(res.status, answer), token);
  const code = typeof answer?.error?.code === 'number' ? answer.error.code : undefined;
  return { ok: false, status: res.status, error, response: error, permanent: isPermanent(res.status, code), answer };
}
