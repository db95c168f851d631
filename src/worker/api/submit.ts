import { getCookie } from 'hono/cookie';
import { CONSENT_MAX_AGE } from '../../shared/attribution/consent';
import { indiaTimestamp } from '../../shared/india-time';
import { HONEYPOT } from '../../shared/forms/Honeypot';
import { eventIdOf, leadMeta } from '../attribution/lead';
import { acceptLead, type Acceptance } from '../leads';
import { browserSecret, LEADS_COOKIE, leadsCookieLine, newBrowserSecret, rememberBrowser } from '../leads/consent';
import type { AppContext } from '../app-env';
import type { LeadForm } from './forms';
import { ApiError, ERRORS, bodyKind, checkOrigin, checkRate, drain, idempotencyKey, readFields } from './request';

export const NO_STORE = { 'Cache-Control': 'no-store' };

/** A form post from a browser without JavaScript: answer with a page, not JSON. */
function wantsPage(c: AppContext): boolean {
  const type = c.req.header('content-type') ?? '';
  return /text\/html/.test(c.req.header('accept') ?? '') && !/json/i.test(type);
}

/** The visitor's own input (text fields the form knows), to put back into the form. */
function kept(fields: Record<string, unknown> | null, names: readonly string[]): Record<string, string> {
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

/** One lead endpoint: read, check, validate, accept durably; answer JSON, or a page to a browser without JavaScript. */
export async function submit<V>(c: AppContext, form: LeadForm<V>): Promise<Response> {
  const page = wantsPage(c);
  let fields: Record<string, unknown> | null = null;
  try {
    checkOrigin(c);
    await checkRate(c, form.endpoint);
    const key = idempotencyKey(c);
    const kind = bodyKind(c);
    fields = await readFields(c, kind);

    if (isTrapped(fields)) {
      console.warn(`honeypot filled on /api/${form.endpoint}: nothing relayed`);
      return page ? form.page(c, { submitted: true }) : c.json({ ok: true, id: crypto.randomUUID() }, 202, NO_STORE);
    }

    const event = eventIdOf(fields);
    if (!event.ok) {
      const error = Object.values(event.fields)[0]!;
      if (page) return form.page(c, { status: 422, initial: kept(fields, form.fields), errors: event.fields, error });
      return c.json({ ok: false, error, fields: event.fields }, 422, NO_STORE);
    }

    const checked = form.validate(fields);
    if (!checked.ok) {
      if (page)
        return form.page(c, {
          status: 422,
          initial: kept(fields, form.fields),
          errors: checked.fields,
          error: checked.error,
        });
      return c.json({ ok: false, error: checked.error, fields: checked.fields }, 422, NO_STORE);
    }

    const payload = form.lead(checked.data, indiaTimestamp()) as Record<string, string>;
    let accepted: Acceptance;
    const meta = leadMeta(c, event.eventId);
    try {
      accepted = await acceptLead(
        c.env,
        c.get('config'),
        form.endpoint,
        payload,
        meta,
        key ?? (event.sent ? `event:${event.eventId}` : undefined),
      );
    } catch (error) {
      console.error(`lead not accepted on /api/${form.endpoint}:`, error instanceof Error ? error.message : error);
      throw new ApiError(503, ERRORS.unavailable);
    }
    if (accepted.status === 'conflict') throw new ApiError(409, ERRORS.conflict);
    // A repeat of the first submission is answered as the first was: same status, same lead id.
    const res = page ? await form.page(c, { submitted: true }) : c.json({ ok: true, id: accepted.id }, 202, NO_STORE);
    // A lead sent with marketing consent is tied to this browser's secret (its hash stored), so a
    // later refusal from this browser, and only from it, withdraws it (docs/marketing.md).
    if (meta.consent.state === 'granted') {
      const secret = browserSecret(getCookie(c, LEADS_COOKIE)) ?? newBrowserSecret();
      try {
        await rememberBrowser(c.env.LEADS_DB, accepted.id, secret, new Date());
        res.headers.append(
          'Set-Cookie',
          leadsCookieLine(secret, CONSENT_MAX_AGE, new URL(c.req.url).protocol === 'https:'),
        );
      } catch (error) {
        // The lead is kept; only withdrawal from this browser is lost (the inbox can still record one).
        console.error('lead not tied to its browser:', error instanceof Error ? error.message : error);
      }
    }
    return res;
  } catch (error) {
    if (!(error instanceof ApiError)) {
      console.error(`/api/${form.endpoint} failed:`, error instanceof Error ? error.message : error);
    }
    await drain(c.req.raw);
    const status = error instanceof ApiError ? error.status : 500;
    const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
    const headers: Record<string, string> = {
      ...NO_STORE,
      ...(status === 429 ? { 'Retry-After': '60' } : status === 503 ? { 'Retry-After': '120' } : {}),
    };
    if (page) {
      const res = await form.page(c, { status, initial: kept(fields, form.fields), error: message });
      for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
      return res;
    }
    return c.json({ ok: false, error: message }, status, headers);
  }
}
