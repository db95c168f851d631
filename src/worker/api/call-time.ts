import { LANGUAGE_FIELD } from '../../shared/forms/opt-in';
import { translate } from '../../shared/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import type { MessageKey } from '../../shared/i18n/messages/en';
import { CHOICE_ERRORS, chooseCallTimeWith, indiaIso } from '../call-times';
import { callTimePage } from '../pages/apply/CallTimePage';
import { answerIn, formLocale } from '../request/facts';
import type { AppContext } from '../app-env';
import { ApiError, ERRORS, ERROR_KEYS, bodyKind, checkOrigin, clientKey, drain, readFields } from './request';
import { NO_STORE } from './submit';

/** A refusal by its English words (call-times CHOICE_ERRORS, request.ts ERRORS), as the call times panel words it. */
const WORDED: Record<string, MessageKey> = {
  ...ERROR_KEYS,
  [CHOICE_ERRORS.token]: 'slots.error.token',
  [CHOICE_ERRORS.expired]: 'slots.error.expired',
  [CHOICE_ERRORS.spent]: 'slots.error.spent',
  [CHOICE_ERRORS.time]: 'slots.error.time',
};

/**
 * A refusal in the submission's language (request/facts.ts formLocale, as the lead endpoints read it):
 * English word for word, another language in its catalogue's words.
 */
function worded(locale: Locale, error: string): string {
  const key = WORDED[error];
  return locale === DEFAULT_LOCALE || !key ? error : translate(locale)(key);
}

/**
 * POST /api/call-time (docs/product.md#choosing-a-call-time): the visitor who sent a callback
 * request picks its call time with the per-submission secret its answer carried (`token`) and the
 * slot's start (`time`, ISO 8601). JSON ({ token, time } → 200 { ok, callAt } or 403 / 409 / 410 /
 * 422 { ok: false, error, slots? }), or a form post from the success page without JavaScript,
 * answered with a page. Same-origin, size-limited and rate-limited like the lead endpoints.
 */
export async function callTime(c: AppContext): Promise<Response> {
  const page = /text\/html/.test(c.req.header('accept') ?? '') && !/json/i.test(c.req.header('content-type') ?? '');
  let fields: Record<string, unknown>;
  try {
    checkOrigin(c);
    const ip = clientKey(c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip'));
    const limit = await c.env.RATE_LIMITER?.limit({ key: `${ip}|call-time` }).catch(() => ({ success: true }));
    if (limit && !limit.success) throw new ApiError(429, ERRORS.rate);
    fields = await readFields(c, bodyKind(c));
  } catch (error) {
    await drain(c.req.raw).catch(() => undefined);
    const status = error instanceof ApiError ? error.status : 400;
    const message = error instanceof ApiError ? error.message : ERRORS.form;
    return c.json({ ok: false, error: worded(c.get('locale'), message) }, status, NO_STORE);
  }
  // The page's language: the JSON's `language`, the form's `locale`, else the request's.
  answerIn(c, formLocale(c, fields[LANGUAGE_FIELD], fields.locale));
  const token = typeof fields.token === 'string' ? fields.token : '';
  const choice = await chooseCallTimeWith(c.env.LEADS_DB, c.get('config'), token, fields.time, new Date());
  if (page) {
    const res = choice.ok
      ? await callTimePage(c, { token, slots: [], chosen: choice.callAt }, 200)
      : await callTimePage(c, { token, slots: choice.slots ?? [], errorStatus: choice.status }, choice.status);
    for (const [k, v] of Object.entries(NO_STORE)) res.headers.set(k, v);
    return res;
  }
  if (!choice.ok)
    return c.json(
      {
        ok: false,
        error: worded(c.get('locale'), choice.error),
        ...(choice.slots ? { slots: choice.slots } : {}),
      },
      choice.status,
      NO_STORE,
    );
  return c.json({ ok: true, callAt: indiaIso(choice.callAt) }, 200, NO_STORE);
}
