import { EVENT_ID_FIELD, newEventId } from '../attribution/event-id';
import type { Locale } from '../i18n/locales';
import type { FieldErrors } from './common';
import { LANGUAGE_FIELD } from './opt-in';
import { TOKEN_FIELD } from './turnstile-field';
import type { CallTimeOffer } from '../call-times/format';
import type { FORM_TABLE } from '../vocabulary/form-table';

type Posted = Extract<(typeof FORM_TABLE)[number], { endpoint: string }>;

/**
 * The path each form posts to (worker: src/worker/api), written out so that the islands carry none of
 * the table of forms (its labels, nouns and contact fields are the business side's: the import is a
 * type only, no bytes). The compiler holds it to the table: a form added there without its path
 * here, or a path other than its row's endpoint, does not compile.
 */
export const ENDPOINTS = {
  callback: '/api/submit-form',
  partner: '/api/submit-partner-form',
  photographer: '/api/submit-photographer-form',
} as const satisfies { readonly [R in Posted as R['name']]: `/api/${R['endpoint']}` };

/**
 * `error` is the server's message, or `failed` when there is none (the island words it in the page's
 * language). A callback request's answer may offer call times (docs/product.md#choosing-a-call-time).
 */
export type SubmitResult =
  | { ok: true; id: string; callTime?: CallTimeOffer }
  | { ok: false; error: string; fields: FieldErrors }
  | { ok: false; failed: true; fields: FieldErrors };

/**
 * One event id per filled-in form: a second tap, or a retry after an answer that never came,
 * sends the same body with the same id, which the worker answers as the first (one lead). A
 * changed form is a new submission with a new id.
 */
const eventIds = new Map<string, string>();
function eventIdFor(path: string, body: Record<string, string>): string {
  const key = `${path} ${JSON.stringify(body)}`;
  let id = eventIds.get(key);
  if (!id) eventIds.set(key, (id = newEventId()));
  return id;
}

/**
 * Posts a form as JSON, with its event id (each submission is one event; the worker
 * adds the visitor's attribution from its cookies) and, on a page in another language than English,
 * that language (the server's messages come back in it). 202 → ok. 422 (validation) and 429 (too
 * many) carry the server's message (409: the same event id with other details); anything else, or
 * no network, is `failed` ('Failed to submit form. Please try again.' in the page's language).
 */
export async function submitLead(
  path: string,
  body: Record<string, string>,
  token = '',
  language: Locale = 'en',
): Promise<SubmitResult> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        // The refusals answered before the body is read (429) come back in the page's language too.
        ...(language !== 'en' ? { 'Content-Language': language } : {}),
      },
      // The Turnstile token (./turnstile.ts) is not part of "the same body": a retry keeps its event id.
      body: JSON.stringify({
        ...body,
        [EVENT_ID_FIELD]: eventIdFor(path, body),
        ...(token ? { [TOKEN_FIELD]: token } : {}),
        ...(language !== 'en' ? { [LANGUAGE_FIELD]: language } : {}),
      }),
      credentials: 'same-origin',
    });
    const data = (await res.json().catch(() => null)) as {
      ok?: boolean;
      id?: string;
      error?: string;
      fields?: FieldErrors;
      callTime?: CallTimeOffer;
    } | null;
    if (res.status === 202 && data?.ok)
      return { ok: true, id: data.id ?? '', ...(data.callTime?.slots?.length ? { callTime: data.callTime } : {}) };
    if ((res.status === 409 || res.status === 422 || res.status === 429) && typeof data?.error === 'string')
      return { ok: false, error: data.error, fields: data.fields ?? {} };
    return { ok: false, failed: true, fields: {} };
  } catch {
    return { ok: false, failed: true, fields: {} };
  }
}

/** Session flag: after a successful callback request the modal never opens by itself again in this visit. */
export const SUBMITTED_KEY = 'callback-submitted';

export function markCallbackSubmitted(): void {
  try {
    sessionStorage.setItem(SUBMITTED_KEY, '1');
  } catch {
    /* storage blocked: the modal may open again, nothing else breaks */
  }
}

export function callbackSubmitted(): boolean {
  try {
    return sessionStorage.getItem(SUBMITTED_KEY) === '1';
  } catch {
    return false;
  }
}
