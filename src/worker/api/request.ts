import { BodyTooLarge, readBody } from '../http/body';
import type { AppContext } from '../app-env';

export { drain } from '../http/body';

/**
 * The guards every lead endpoint runs before its form (issue 8): same-origin, rate limit,
 * content type, size and a well-formed body. Each failure is a status and a clear message.
 */
export const MAX_BODY_BYTES = 16 * 1024;

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 403 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
  ) {
    super(message);
  }
}

export const ERRORS = {
  origin: 'Cross-origin requests are not allowed',
  rate: 'Too many submissions. Please wait a minute and try again.',
  type: 'Unsupported content type: send application/json, application/x-www-form-urlencoded or multipart/form-data',
  size: 'Request body is too large (limit 16 KB)',
  json: 'Malformed JSON body',
  object: 'Request body must be a JSON object',
  form: 'Malformed form body',
  encoding: 'Request body must be UTF-8 text',
  unavailable: 'We could not accept your request right now. Please try again in a few minutes.',
  conflict: 'This request was already sent with different details. Please reload the page and send the form again.',
  key: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
} as const;

/** 403 unless the Origin (when a browser sends one) is the site's own or this request's. */
export function checkOrigin(c: AppContext): void {
  const origin = c.req.header('origin');
  if (origin === undefined) return;
  const allowed = [new URL(c.get('config').siteUrl).origin, new URL(c.req.url).origin];
  if (!allowed.includes(origin)) throw new ApiError(403, ERRORS.origin);
}

/**
 * 429 past the RATE_LIMITER binding's budget (wrangler.toml: 10 a minute) for this IP and endpoint.
 * A missing or failing binding lets the lead through: losing a lead is worse than a burst.
 */
export async function checkRate(c: AppContext, endpoint: string): Promise<void> {
  const ip = c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'unknown';
  let success = true;
  try {
    ({ success } = await c.env.RATE_LIMITER.limit({ key: `${ip}|${endpoint}` }));
  } catch (error) {
    console.error('rate limiter unavailable:', error instanceof Error ? error.message : error);
  }
  if (!success) throw new ApiError(429, ERRORS.rate);
}

/**
 * The submission's Idempotency-Key header, when it sends one (issue 22: the first submission with
 * a key wins for a day); 422 when it is not 1 to 200 visible ASCII characters.
 */
export function idempotencyKey(c: AppContext): string | undefined {
  const v = c.req.header('idempotency-key');
  if (v === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,200}$/.test(v)) throw new ApiError(422, ERRORS.key);
  return `key:${v}`;
}

export type BodyKind = 'json' | 'urlencoded' | 'multipart';

export function bodyKind(c: AppContext): BodyKind {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'multipart/form-data') return 'multipart';
  throw new ApiError(415, ERRORS.type);
}

/** The body, at most 16 KB (src/worker/http/body.ts), or a 413 in this endpoint's words. */
async function readBytes(req: Request): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new ApiError(413, ERRORS.size);
    throw error;
  }
}

/** The request's fields: a JSON object, or the first value of each form field. */
export async function readFields(c: AppContext, kind: BodyKind): Promise<Record<string, unknown>> {
  const bytes = await readBytes(c.req.raw);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, ERRORS.encoding);
  }
  if (kind === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(400, ERRORS.json);
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ApiError(400, ERRORS.object);
    return data as Record<string, unknown>;
  }
  let entries: Iterable<[string, unknown]>;
  if (kind === 'urlencoded') entries = new URLSearchParams(text);
  else {
    try {
      const form = await new Request('http://form.invalid/', {
        method: 'POST',
        headers: { 'content-type': c.req.header('content-type')! },
        body: bytes,
      }).formData();
      entries = form as unknown as Iterable<[string, unknown]>;
    } catch {
      throw new ApiError(400, ERRORS.form);
    }
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of entries) if (key !== '__proto__' && !Object.hasOwn(fields, key)) fields[key] = value;
  return fields;
}
