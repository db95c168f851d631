import { BodyTooLarge, readBody } from '../http/body';
import type { AppContext } from '../app-env';
import type { MessageKey } from '../../shared/i18n/messages/en';

export { drain } from '../http/body';

/**
 * The guards every lead endpoint runs before its form (docs/developers.md#the-lead-api): same-origin, rate limit,
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
  contactRate:
    'This phone number or e-mail was just sent to us several times. Please wait a minute; your ' +
    'request is with us already.',
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

/**
 * Each refusal's words in the catalogue (src/shared/i18n/messages/en/api.ts has these same English
 * words), by its English words: a submission from a page in another language reads it in that language.
 */
export const ERROR_KEYS: Record<string, MessageKey> = {
  [ERRORS.origin]: 'api.origin',
  [ERRORS.rate]: 'api.rate',
  [ERRORS.contactRate]: 'api.contactRate',
  [ERRORS.type]: 'api.type',
  [ERRORS.size]: 'api.size',
  [ERRORS.json]: 'api.json',
  [ERRORS.object]: 'api.object',
  [ERRORS.form]: 'api.form',
  [ERRORS.encoding]: 'api.encoding',
  [ERRORS.unavailable]: 'api.unavailable',
  [ERRORS.conflict]: 'api.conflict',
  [ERRORS.key]: 'api.key',
} satisfies Record<(typeof ERRORS)[keyof typeof ERRORS], MessageKey>;

/** 403 unless the Origin (when a browser sends one) is the site's own or this request's. */
export function checkOrigin(c: AppContext): void {
  const origin = c.req.header('origin');
  if (origin === undefined) return;
  const allowed = [new URL(c.get('config').siteUrl).origin, new URL(c.req.url).origin];
  if (!allowed.includes(origin)) throw new ApiError(403, ERRORS.origin);
}

/**
 * The client's address as the rate limits key it: CF-Connecting-IP (the edge sets it), an IPv6
 * address by its /64 (one subscriber's prefix: a host changes the rest at will).
 */
export function clientKey(ip: string | undefined | null): string {
  const v = (ip ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!v) return 'unknown';
  if (!v.includes(':')) return v;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  if (mapped) return mapped[1]!;
  const [a = '', b] = v.split('::', 2);
  const head = a ? a.split(':') : [];
  const tail = b === undefined ? [] : b ? b.split(':') : [];
  const groups =
    b === undefined ? head : [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, '') || '0')
    .join(':')}::/64`;
}

/**
 * Whether a rate-limit binding lets `key` through; a missing or failing binding does: losing a lead
 * is worse than a burst.
 */
async function allowed(binding: RateLimit | undefined, key: string): Promise<boolean> {
  try {
    if (!binding) return true;
    return (await binding.limit({ key })).success;
  } catch (error) {
    console.error('rate limiter unavailable:', error instanceof Error ? error.message : error);
    return true;
  }
}

/**
 * 429 past the RATE_LIMITER binding's budget (wrangler.toml: 10 a minute) for this client across
 * the three lead forms (an IPv6 client by its /64: clientKey). A person answered 429 keeps what
 * they typed (the no-JS page gives it back; the island keeps its fields).
 */
export async function checkRate(c: AppContext): Promise<void> {
  const ip = clientKey(c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip'));
  if (!(await allowed(c.env.RATE_LIMITER, `${ip}|leads`))) throw new ApiError(429, ERRORS.rate);
}

/**
 * The per-contact limit (RATE_LIMIT_CONTACT, wrangler.toml: 3 a minute), keyed on the normalised
 * phone and, apart, the e-mail (leads/contact.ts), whatever address they come from: one number
 * sent 50 times from 50 addresses is a script's pattern. Returns the reason when over ('rate:
 * phone' or 'rate: e-mail'), else null.
 */
export async function overContactRate(
  c: AppContext,
  contact: { phone: string; email: string },
): Promise<string | null> {
  const [phone, email] = await Promise.all([
    contact.phone ? allowed(c.env.RATE_LIMIT_CONTACT, `phone|${contact.phone}`) : true,
    contact.email ? allowed(c.env.RATE_LIMIT_CONTACT, `email|${contact.email}`) : true,
  ]);
  return !phone ? 'rate: same phone number, many submissions' : !email ? 'rate: same e-mail, many submissions' : null;
}

/**
 * The submission's Idempotency-Key header, when it sends one
 * (docs/decisions/0009-idempotency-claim-in-the-lead-batch.md: the first with a key wins for a
 * day); 422 when it is not 1 to 200 visible ASCII characters.
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
