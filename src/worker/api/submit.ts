import { getCookie } from 'hono/cookie';
import { CONSENT_MAX_AGE } from '../../shared/attribution/consent';
import { indiaTimestamp } from '../../shared/india-time';
import { HONEYPOT } from '../../shared/forms/Honeypot';
import { LANGUAGE_FIELD } from '../../shared/forms/opt-in';
import { translate } from '../../shared/i18n/catalogues';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import type { MessageKey } from '../../shared/i18n/messages/en';
import { eventIdOf, leadMeta } from '../attribution/lead';
import { acceptLead, type Acceptance } from '../leads';
import type { LeadMeta } from '../leads/types';
import { leadContact } from '../leads/contact';
import { judge, TOKEN_FIELD } from '../quality';
import { prefsOf } from './prefs';
import { answerIn, formLocale } from '../request/facts';
import { browserSecret, LEADS_COOKIE, leadsCookieLine, newBrowserSecret, rememberBrowser } from '../leads/consent';
import type { AppContext } from '../app-env';
import type { PostedLeadForm } from './forms';
import { decoyOffer, offerCallTimes, type CallTimeOffer } from '../call-times';
import {
  ApiError,
  ERRORS,
  ERROR_KEYS,
  bodyKind,
  checkOrigin,
  checkRate,
  drain,
  idempotencyKey,
  overContactRate,
  readFields,
} from './request';

export const NO_STORE = { 'Cache-Control': 'no-store' };

/** A form post from a browser without JavaScript: answer with a page, not JSON. */
function wantsPage(c: AppContext): boolean {
  const type = c.req.header('content-type') ?? '';
  return /text\/html/.test(c.req.header('accept') ?? '') && !/json/i.test(type);
}

/** The visitor's own input (text fields the form knows), to put back into the form. */
function keptInput(fields: Record<string, unknown> | null, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = fields?.[name];
    if (typeof v === 'string') out[name] = v.slice(0, 2000);
  }
  return out;
}

function isTrapped(fields: Record<string, unknown>): boolean {
  const v = fields[HONEYPOT];
  return typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null;
}

/**
 * One lead endpoint: read, check, validate, judge (../quality: verified, unverified, spam or
 * unchecked), accept durably; answer JSON, or a page to a browser without JavaScript. A spam lead
 * is answered exactly as any other (a bot learns nothing) and kept in D1 only.
 * Never a 500: whatever throws before the lead is kept is answered 503 "try again" (nothing was
 * kept, so trying again loses nothing); once it is kept, the visitor is told so whatever follows
 * (the lead is safe, and a "failed" answer would only make them send it twice).
 */
export async function submit(c: AppContext, form: PostedLeadForm): Promise<Response> {
  const page = wantsPage(c);
  let fields: Record<string, unknown> | null = null;
  let kept: { id: string; meta: LeadMeta };
  try {
    const outcome = await keep(c, form, page, (f) => (fields = f));
    if (outcome instanceof Response) return outcome;
    kept = outcome;
  } catch (error) {
    return refuse(c, form, page, error, fields);
  }
  return answerKept(c, form, page, kept.id, kept.meta);
}

/** Everything up to a kept lead: its id and meta, or the answer when there is no lead to keep. */
async function keep(
  c: AppContext,
  form: PostedLeadForm,
  page: boolean,
  read: (fields: Record<string, unknown>) => void,
): Promise<Response | { id: string; meta: LeadMeta }> {
  checkOrigin(c);
  await checkRate(c);
  const key = idempotencyKey(c);
  const kind = bodyKind(c);
  const fields = await readFields(c, kind);
  read(fields);
  // The page's language, for the messages and the no-JS answer only: never part of the payload (form.lead).
  answerIn(c, formLocale(c, fields[LANGUAGE_FIELD]));
  const t = translate(c.get('locale'));

  // A filled honeypot: kept as spam when the rest is a valid lead; otherwise answered as a success, nothing kept.
  const trapped = isTrapped(fields);
  const dropped = async () => {
    console.warn(`honeypot filled on /api/${form.endpoint}, not a valid lead: nothing kept`);
    // Answered as a kept lead is, call times too (a secret that opens nothing): a bot learns nothing.
    const decoy = form.callTime ? { callTime: await decoyOffer(c.get('config'), new Date()) } : {};
    return page
      ? form.page(c, { submitted: true, ...decoy })
      : c.json({ ok: true, id: crypto.randomUUID(), ...decoy }, 202, NO_STORE);
  };

  // Not a valid lead: the form again with the visitor's input and its errors, or JSON naming them.
  const invalid = (errors: Record<string, string>, error: string) =>
    page
      ? form.page(c, { status: 422, initial: keptInput(fields, form.fields), errors, error })
      : c.json({ ok: false, error, fields: errors }, 422, NO_STORE);

  const event = eventIdOf(fields);
  if (!event.ok) return trapped ? dropped() : invalid(event.fields, Object.values(event.fields)[0]!);

  const checked = form.validate(fields, t);
  if (!checked.ok) return trapped ? dropped() : invalid(checked.fields, checked.error);
  const config = c.get('config');
  const meta = leadMeta(c, event.eventId);
  // The page's language and the WhatsApp opt-in: stored beside the lead, never in its payload.
  const prefs = prefsOf(c, fields, form.name);
  if (!prefs.ok) return trapped ? dropped() : invalid(prefs.fields, Object.values(prefs.fields)[0]!);
  Object.assign(meta, prefs.prefs);
  // The event date the form asks for (its row's `eventDate`): beside the lead, never in its payload.
  const eventDate = form.eventDate ? (checked.data as { eventDate?: string }).eventDate : undefined;
  if (eventDate) meta.eventDate = eventDate;

  const payload = form.lead(checked.data, indiaTimestamp()) as Record<string, string>;
  const overContact =
    config.RATE_LIMIT_CONTACT_OVER === 'off' ? null : await overContactRate(c, leadContact(form.endpoint, payload));
  if (overContact && config.RATE_LIMIT_CONTACT_OVER === '429') throw new ApiError(429, ERRORS.contactRate);
  const ip = c.req.header('cf-connecting-ip') ?? null;
  const judged = await judge(
    {
      form: form.name,
      endpoint: form.endpoint,
      payload,
      token: fields[TOKEN_FIELD],
      trapped,
      overContactRate: overContact,
      eventId: event.eventId,
      remoteIp: ip,
      hostname: new URL(config.siteUrl).hostname,
      assets: c.env.ASSETS,
      db: c.env.LEADS_DB,
    },
    config,
  );
  if (judged.quality === 'spam') console.warn(`/api/${form.endpoint}: kept as spam (${judged.reason})`);
  let accepted: Acceptance;
  try {
    accepted = await acceptLead(
      c.env,
      config,
      form.endpoint,
      payload,
      meta,
      key ?? (event.sent ? `event:${event.eventId}` : undefined),
      { outcome: judged.quality, reason: judged.reason },
    );
  } catch (error) {
    console.error(`lead not accepted on /api/${form.endpoint}:`, error instanceof Error ? error.message : error);
    throw new ApiError(503, ERRORS.unavailable);
  }
  if (accepted.status === 'conflict') throw new ApiError(409, ERRORS.conflict);
  return { id: accepted.id, meta };
}

/**
 * The answer to a kept lead (a repeat of the first submission is answered as the first was: same
 * status, same lead id). Nothing here may turn it into a failure: the lead is safe already.
 */
async function answerKept(
  c: AppContext,
  form: PostedLeadForm,
  page: boolean,
  id: string,
  meta: LeadMeta,
): Promise<Response> {
  let res: Response;
  const callTime = form.callTime ? await callTimeOffer(c, id) : null;
  try {
    res = page
      ? await form.page(c, { submitted: true, ...(callTime ? { callTime } : {}) })
      : c.json({ ok: true, id, ...(callTime ? { callTime } : {}) }, 202, NO_STORE);
  } catch (error) {
    console.error(
      `/api/${form.endpoint}: lead ${id} kept, its answer failed:`,
      error instanceof Error ? error.message : error,
    );
    res = page ? c.text(worded(c, KEPT_TEXT), 202, NO_STORE) : c.json({ ok: true, id }, 202, NO_STORE);
  }
  // A lead sent with marketing consent is tied to this browser's secret (its hash stored), so a
  // later refusal from this browser, and only from it, withdraws it (docs/marketing.md).
  try {
    if (meta.consent.state === 'granted') {
      const secret = browserSecret(getCookie(c, LEADS_COOKIE)) ?? newBrowserSecret();
      await rememberBrowser(c.env.LEADS_DB, id, secret, new Date());
      res.headers.append(
        'Set-Cookie',
        leadsCookieLine(secret, CONSENT_MAX_AGE, new URL(c.req.url).protocol === 'https:'),
      );
    }
  } catch (error) {
    // The lead is kept; only withdrawal from this browser is lost (the inbox can still record one).
    console.error('lead not tied to its browser:', error instanceof Error ? error.message : error);
  }
  return res;
}

/**
 * The call times a callback request's answer offers (docs/product.md#choosing-a-call-time), or
 * null: none free, or D1 unreachable (the lead is safe; only the choice is not offered).
 */
async function callTimeOffer(c: AppContext, id: string): Promise<CallTimeOffer | null> {
  try {
    return await offerCallTimes(c.env.LEADS_DB, c.get('config'), id, new Date());
  } catch (error) {
    console.error(`lead ${id}: no call times offered:`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** A success in words, when the success page itself could not be made (api.kept in other languages). */
export const KEPT_TEXT = 'Thank you! Your request has been received. We will be in touch soon.';

/** The refusals a visitor reads, by their English words (request.ts ERRORS), in the submission's language. */
const WORDED: Record<string, MessageKey> = { ...ERROR_KEYS, [KEPT_TEXT]: 'api.kept' };
/** English stays as it is, word for word; another language gets its catalogue's words where it has them. */
function worded(c: AppContext, message: string): string {
  const key = WORDED[message];
  const locale = c.get('locale');
  return locale === DEFAULT_LOCALE || !key ? message : translate(locale)(key);
}

/** The answer when no lead was kept: the error's status and message; anything unexpected is a 503 (try again). */
async function refuse(
  c: AppContext,
  form: PostedLeadForm,
  page: boolean,
  error: unknown,
  fields: Record<string, unknown> | null,
): Promise<Response> {
  if (!(error instanceof ApiError)) {
    console.error(`/api/${form.endpoint} failed, nothing kept:`, error instanceof Error ? error.message : error);
  }
  await drain(c.req.raw).catch(() => undefined);
  const status = error instanceof ApiError ? error.status : 503;
  const message = worded(c, error instanceof ApiError ? error.message : ERRORS.unavailable);
  const headers: Record<string, string> = {
    ...NO_STORE,
    ...(status === 429 ? { 'Retry-After': '60' } : status === 503 ? { 'Retry-After': '120' } : {}),
  };
  if (page) {
    try {
      const res = await form.page(c, { status, initial: keptInput(fields, form.fields), error: message });
      for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
      return res;
    } catch (renderError) {
      console.error(
        `/api/${form.endpoint}: the error page failed:`,
        renderError instanceof Error ? renderError.message : renderError,
      );
      return c.text(message, status, headers);
    }
  }
  return c.json({ ok: false, error: message }, status, headers);
}
