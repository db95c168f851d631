import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { ConsentForm } from '../../shared/attribution/ConsentForm';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  formatConsent,
  NOTICE_VERSION,
  PRIVACY_CHOICES_PATH,
} from '../../shared/attribution/consent';
import { formatDate } from '../../shared/format';
import { translate } from '../../shared/i18n/catalogues';
import { localePath } from '../../shared/i18n/locales';
import { ApiError, checkOrigin } from '../api/request';
import { BodyTooLarge, readBody } from '../http/body';
import { safeRedirect } from '../http/redirect';
import { browserSecret, LEADS_COOKIE, leadsCookieLine, withdrawBrowserConsent } from '../leads/consent';
import { renderPage } from '../render/render';
import type { AppContext, AppEnv } from '../app-env';
import { appendCookies, LAST_COOKIE, readAttribution, touchCookies } from './cookies';

/**
 * Consent routes (docs/decisions/0020-attribution-captured-in-the-worker.md): POST /consent records
 * a choice (the consent element and the Privacy choices page post here, with or without JavaScript)
 * and GET /privacy-choices, the page the footer's permanent link opens to change or withdraw it.
 * Mounted before the page memo: the page shows this visitor's own choice.
 */
export const consent = new Hono<AppEnv>();

/** A consent form is a button, two boxes and a return path: a few hundred bytes. */
const CONSENT_BODY_LIMIT = 4 * 1024;

/** The posted fields (urlencoded or multipart; first value of each), at most 4 KB; {} if unreadable. */
async function readForm(req: Request): Promise<Record<string, unknown>> {
  const bytes = await readBody(req, CONSENT_BODY_LIMIT);
  try {
    const form = await new Response(bytes, {
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
    }).formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) if (key !== '__proto__' && !Object.hasOwn(fields, key)) fields[key] = value;
    return fields;
  } catch {
    return {};
  }
}

/** The marketing choice a posted form makes: its button (Accept/Reject), else its box ("Save my choices"). */
function marketingChoice(form: Record<string, unknown>): boolean {
  if (form.choice === 'accept') return true;
  if (form.choice === 'reject') return false;
  return form.marketing === '1';
}

consent.post('/consent', async (c) => {
  const wantsJson = /application\/json/.test(c.req.header('accept') ?? '');
  try {
    checkOrigin(c);
  } catch (error) {
    if (error instanceof ApiError)
      return c.json({ ok: false, error: error.message }, 403, { 'Cache-Control': 'no-store' });
    throw error;
  }
  let form: Record<string, unknown>;
  try {
    form = await readForm(c.req.raw);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return c.json({ ok: false, error: error.message }, 413, { 'Cache-Control': 'no-store' });
    throw error;
  }
  const marketing = marketingChoice(form);
  const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
  // The attribution this visit holds is rewritten to the lifetime the choice allows:
  // persistent (90 days) with consent; a session cookie otherwise, replacing any persistent one.
  const { first, last } = readAttribution(c);
  const lines = [
    `${CONSENT_COOKIE}=${formatConsent(marketing)}; Path=/; Max-Age=${CONSENT_MAX_AGE}; ` +
      `HttpOnly; SameSite=Lax${secure}`,
    ...touchCookies(c, { first, last: getCookie(c, LAST_COOKIE) ? last : null }, marketing),
  ];
  // Refusing withdraws the consent of the leads this browser sent (its secret in the `leads`
  // cookie; docs/marketing.md). The cookie is kept when D1 fails, to try again; one that holds no
  // secret (the old list of lead ids) withdraws nothing and is cleared.
  const leadsCookie = marketing ? undefined : getCookie(c, LEADS_COOKIE);
  const secret = browserSecret(leadsCookie);
  if (secret)
    await withdrawBrowserConsent(c.env.LEADS_DB, secret, new Date()).then(
      () => lines.push(leadsCookieLine('', 0, !!secure)),
      (e) => console.error('consent withdrawal not recorded:', e instanceof Error ? e.message : e),
    );
  else if (leadsCookie !== undefined) lines.push(leadsCookieLine('', 0, !!secure));
  const res = wantsJson
    ? c.json({ ok: true, marketing, version: NOTICE_VERSION }, 200, { 'Cache-Control': 'no-store' })
    : c.redirect(safeRedirect(form.returnTo, c.req.url), 303);
  c.res = res;
  appendCookies(c, lines);
  return c.res;
});

/** This visitor's current choice, in the page's language (its date as the language writes it). */
function currentLine(c: AppContext): string {
  const locale = c.get('locale');
  const t = translate(locale);
  const choice = c.get('consent');
  if (!choice) return t('pages.privacy.none');
  const when = formatDate(choice.at, locale);
  return t(choice.marketing ? 'pages.privacy.allowed' : 'pages.privacy.denied', { when });
}

consent.get(PRIVACY_CHOICES_PATH, (c) =>
  renderPage(c, {
    meta: {
      title: translate(c.get('locale'))('consent.title'),
      description: translate(c.get('locale'))('pages.privacy.description'),
      path: PRIVACY_CHOICES_PATH,
      noindex: true,
    },
    private: true,
    body: (
      <article className="container container--narrow section stack privacy-choices">
        <h1>{translate(c.get('locale'))('consent.title')}</h1>
        <p role="status">{currentLine(c)}</p>
        <ConsentForm
          variant="page"
          returnTo={localePath(c.get('locale'), PRIVACY_CHOICES_PATH)}
          marketing={c.get('consent')?.marketing === true}
        />
      </article>
    ),
  }),
);
