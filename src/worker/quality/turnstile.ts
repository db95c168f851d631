/**
 * Cloudflare Turnstile's siteverify, the server half of the widget
 * (docs/operators.md#turnstile-verified-humans): the widget alone protects nothing. One POST per
 * submission; the answer is one of three verdicts:
 *   pass          success, for this site's host and this form's action
 *   fail          Turnstile said no (invalid, expired, already spent, wrong hostname or action):
 *                 the reason names Turnstile's error codes, or 'hostname …' / 'action …'
 *   stale         Turnstile answered timeout-or-duplicate: the token expired (a person took more than
 *                 five minutes over the message) or was spent already (the form sent again). That is
 *                 what a person does as often as a bot: the lead is unverified, not spam
 *   unreachable   no answer in time, or not one we can read: the lead is unverified, never lost
 *   misconfigured siteverify refused the site's own request (SITE_ERRORS: the secret missing or
 *                 wrong, the request malformed): nothing is known of the visitor, so the lead is
 *                 unverified as when siteverify is unreachable, and the setting is named on
 *                 /admin/status (./problems.ts)
 */
export type Verdict =
  | { verdict: 'pass' }
  | { verdict: 'fail'; reason: string }
  | { verdict: 'stale'; reason: string }
  | { verdict: 'unreachable'; reason: string }
  | { verdict: 'misconfigured'; reason: string; code: SiteError };

/** Turnstile's error code for an expired or already spent token. */
export const STALE_TOKEN = 'timeout-or-duplicate';

/**
 * siteverify's error codes that are the site's configuration, not the visitor's token (Cloudflare's
 * server-side validation error codes): no secret sent, a secret that is not this widget's, and a
 * request siteverify could not read. Before these were told apart, a wrong secret made every real
 * lead spam.
 */
export const SITE_ERRORS = ['missing-input-secret', 'invalid-input-secret', 'bad-request'] as const;
export type SiteError = (typeof SITE_ERRORS)[number];

export interface VerifyRequest {
  secret: string;
  /** The form field cf-turnstile-response. */
  token: string;
  /** The submission's event id: a retried submission verifies again safely. */
  idempotencyKey: string;
  remoteIp?: string | null;
  /** The host SITE_URL names; the token must have been issued there. */
  hostname: string;
  /** The form's name (callback, partner, photographer): the widget's action. */
  action: string;
}

export interface VerifyOptions {
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

/** A token is at most 2,048 characters (Cloudflare's docs). */
export const MAX_TOKEN = 2048;

export async function siteverify(req: VerifyRequest, opts: VerifyOptions): Promise<Verdict> {
  if (req.token.length > MAX_TOKEN) return { verdict: 'fail', reason: 'turnstile: token too long' };
  const body = new FormData();
  body.set('secret', req.secret);
  body.set('response', req.token);
  if (req.remoteIp) body.set('remoteip', req.remoteIp);
  body.set('idempotency_key', req.idempotencyKey);
  let answer: SiteverifyAnswer;
  try {
    const res = await (opts.fetch ?? fetch)(opts.url, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    if (!res.ok) return { verdict: 'unreachable', reason: `turnstile: siteverify answered ${res.status}` };
    answer = (await res.json()) as SiteverifyAnswer;
  } catch (error) {
    const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      verdict: 'unreachable',
      reason: timeout ? `turnstile: no answer in ${opts.timeoutMs} ms` : 'turnstile: siteverify unreachable',
    };
  }
  if (!answer || typeof answer !== 'object') return { verdict: 'unreachable', reason: 'turnstile: unreadable answer' };
  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes'])
      ? answer['error-codes'].filter((c) => typeof c === 'string')
      : [];
    // Cloudflare's own trouble (internal-error) is not the visitor's fault.
    if (codes.includes('internal-error')) return { verdict: 'unreachable', reason: 'turnstile: internal-error' };
    // The site's own configuration, whatever else is listed: the visitor is not judged by it.
    const site = SITE_ERRORS.find((code) => codes.includes(code));
    if (site) return { verdict: 'misconfigured', reason: `turnstile: ${site}`, code: site };
    // Only when it is the one complaint: a forged token is spam, however old.
    if (codes.length === 1 && codes[0] === STALE_TOKEN)
      return { verdict: 'stale', reason: `turnstile: ${STALE_TOKEN}` };
    return { verdict: 'fail', reason: `turnstile: ${codes.join(', ') || 'not valid'}`.slice(0, 200) };
  }
  if (answer.hostname !== req.hostname)
    return { verdict: 'fail', reason: `turnstile: hostname ${String(answer.hostname).slice(0, 80)}` };
  if (answer.action !== req.action)
    return { verdict: 'fail', reason: `turnstile: action ${String(answer.action).slice(0, 40)}` };
  return { verdict: 'pass' };
}
