import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { FORM_HANDLERS, type PostedLeadForm } from './forms';
import { POSTED_FORMS, type Form, type LeadEndpoint, type PostedForm } from '../../shared/vocabulary/forms';
import { NO_STORE, submit } from './submit';
import { callTime } from './call-time';
import { TURNSTILE_CONFIG_PATH } from '../../shared/forms/turnstile-field';
import { turnstileOn } from '../../shared/vocabulary/turnstile';

/**
 * The lead endpoints (docs/product.md#lead-endpoints): POST /api/<endpoint> for each form of the table
 * with one (src/shared/vocabulary/form-table.ts: /api/submit-form, …). JSON or form-encoded in;
 * 202 { ok, id } only once the lead is durably queued (or kept in D1); 422 with the first message and
 * per-field messages; 400, 403, 413, 415, 429, 503 with a clear message. A browser posting a form without JavaScript
 * (Accept: text/html) gets a page instead: the success screen or the form with its messages.
 */
export const api = new Hono<AppEnv>();

/** Every posted form of the table (src/shared/vocabulary/form-table.ts), joined to its handler (./forms.ts). */
const FORMS_POSTED = POSTED_FORMS.map((row): PostedLeadForm => {
  const handler = FORM_HANDLERS[row.name as PostedForm];
  if (!handler) throw new Error(`form ${row.name}: no handler in src/worker/api/forms.ts`);
  return {
    ...handler,
    name: row.name as Form,
    endpoint: row.endpoint as LeadEndpoint,
    callTime: row.callTime,
    eventDate: row.eventDate === true,
  };
});
for (const form of FORMS_POSTED) api.post(`/${form.endpoint}`, (c) => submit(c, form));
// The call time a callback request's visitor picks (docs/product.md#choosing-a-call-time).
api.post('/call-time', callTime);

/**
 * Whether Turnstile is on, for the forms' script (src/shared/forms/turnstile.ts), asked on a
 * visitor's first press or keystroke in a form so that no page carries it: the site key (public) and the
 * widget script's URL, or 204 when off.
 */
api.get(TURNSTILE_CONFIG_PATH.replace(/^\/api/, ''), (c) => {
  const config = c.get('config');
  const cache = { 'Cache-Control': 'public, max-age=300' };
  if (!turnstileOn(config)) return c.body(null, 204, cache);
  return c.json({ siteKey: config.TURNSTILE_SITE_KEY, scriptUrl: config.TURNSTILE_SCRIPT_URL }, 200, cache);
});

for (const path of [...FORMS_POSTED.map((f) => `/${f.endpoint}`), '/call-time']) {
  api.all(path, (c) =>
    c.json({ ok: false, error: 'Method not allowed: use POST' }, 405, { Allow: 'POST', ...NO_STORE }),
  );
}
