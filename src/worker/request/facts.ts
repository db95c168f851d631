import { getCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import { CONSENT_COOKIE, parseConsent } from '../../shared/attribution/consent';
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from '../../shared/i18n/locales';
import { createContent } from '../content';
import { safeRedirect } from '../http/redirect';
import { previewContent } from '../preview';
import type { AppContext } from '../app-env';

/**
 * A request's facts, worked out once, by the app's middleware (src/worker/app.tsx), before any
 * route runs, and read as typed variables (src/worker/app-env.ts) by everything below it:
 * the path links are built from, the page's language, crawler or not, and the consent choice
 * (docs/decisions/0042-request-facts-once-and-a-one-way-page-cache.md). Nothing below the
 * middleware reads the User-Agent, the consent cookie or the Referer for them again.
 */
export function resolveFacts(c: AppContext): void {
  c.set('path', sitePath(new URL(c.req.url).pathname));
  c.set('locale', requestLocale(c));
  c.set('bot', isbot(c.req.header('user-agent') ?? ''));
  c.set('consent', parseConsent(getCookie(c, CONSENT_COOKIE)));
}

/**
 * The request's path as every link and canonical built from it uses it: runs of slashes (or
 * backslashes) folded into one. `//evil.example/` is a path to this worker, but written into an
 * `href` it is another site (a scheme-relative URL), and so is what follows a language prefix
 * (`/hi//evil.example/` → `//evil.example/`): folded, it is `/evil.example/`, a 404 on this site.
 */
export const sitePath = (pathname: string): string => pathname.replace(/[/\\]{2,}/g, '/');

/** Endpoints that answer for a page elsewhere: the lead API (its no-JavaScript answers) and the chat button's tap. */
const ENDPOINT = /^\/(?:api|go)\//;

/**
 * The page's language (docs/decisions/0031-languages-by-path.md): its path's. An endpoint's own
 * path names none, so it answers in the language its caller declares (Content-Language, as the
 * forms' script sends it) or else in the language of the page it came from (`from`, then the Referer).
 */
function requestLocale(c: AppContext): Locale {
  const own = localeOfPath(c.req.path).locale;
  if (own !== DEFAULT_LOCALE || !ENDPOINT.test(c.req.path)) return own;
  const declared = c.req.header('content-language')?.trim();
  if (isLocale(declared)) return declared;
  const from = sourcePage(c);
  return from ? localeOfPath(from.pathname).locale : DEFAULT_LOCALE;
}

/** The Referer when it is a page of this site (this request's origin or SITE_URL's), else null. */
export function refererPage(c: AppContext): URL | null {
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const own = [new URL(c.req.url).origin, new URL(c.get('config').siteUrl).origin];
    return own.includes(url.origin) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The page of this site a request came from: its `from` parameter when that is a path on this site
 * (src/worker/http/redirect.ts's rule; the chat button's link names its page so), else the Referer's.
 */
export function sourcePage(c: AppContext): URL | null {
  const from = c.req.query('from');
  if (from && from.startsWith('/') && safeRedirect(from, c.req.url) === from) return new URL(from, c.req.url);
  return refererPage(c);
}

/**
 * The language of the page a form was posted from, once its body is read: the form's own field
 * (`language`, or the call times' `locale`) when it names a language, else the request's
 * (Content-Language, the Referer: requestLocale). The one rule for the lead endpoints
 * (src/worker/api/submit.ts), the language kept with a lead (src/worker/api/prefs.ts) and the
 * call times' answer (src/worker/api/call-time.ts, src/worker/pages/apply/CallTimePage.tsx).
 */
export function formLocale(c: AppContext, ...fields: unknown[]): Locale {
  return fields.find(isLocale) ?? c.get('locale');
}

/**
 * Answers this request in `locale` from here on: the page's language and the content read in it
 * (a form's field can name a language its Referer did not).
 */
export function answerIn(c: AppContext, locale: Locale): void {
  if (locale === c.get('locale')) return;
  c.set('locale', locale);
  c.set('content', contentIn(c, locale));
}

/** The content this request reads, in `locale`: the draft's perspective in a preview, else the published. */
export function contentIn(c: AppContext, locale: Locale) {
  const draft = c.get('preview');
  const config = c.get('config');
  return draft
    ? previewContent(config, draft.perspective, locale)
    : createContent(config, c.env, (p) => c.executionCtx.waitUntil(p), locale);
}
