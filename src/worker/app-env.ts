import type { Context } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Config } from './settings';
import type { Content } from './content';
import type { PreviewState } from './preview/state';
import type { Locale } from '../shared/i18n/locales';
import type { ConsentChoice } from '../shared/attribution/consent';

/**
 * Hono environment of the app: Worker bindings plus per-request variables set by middleware. The
 * request's facts (`path`, `locale`, `bot`, `consent`) are worked out once, by the app's middleware
 * (src/worker/request/facts.ts, docs/decisions/0042-request-facts-once-and-a-one-way-page-cache.md),
 * and read from here by everything below it.
 */
export type AppEnv = {
  Bindings: Env;
  Variables: SecureHeadersVariables & {
    config: Config;
    content: Content;
    preview?: PreviewState;
    /** The request's path as links and canonicals are built from it: never `//host` (request/facts.ts sitePath). */
    path: string;
    /**
     * The page's language: a page's from its path only (src/shared/i18n/locales.ts); an endpoint's
     * (/api/…, /go/…) the page it answers for (src/worker/request/facts.ts requestLocale).
     */
    locale: Locale;
    /** A crawler (isbot on the User-Agent): it waits for the whole page and gets its own page memo entry. */
    bot: boolean;
    /** The visitor's consent choice under the current notice, or null before one (the consent cookie). */
    consent: ConsentChoice | null;
    /** What the renderer made of this request's page (src/worker/render/render.tsx), for the page memo around it. */
    rendered?: RenderedPage;
  };
};

/** A page the renderer answered with: settled (no inline script) or not, showing the visitor's own state or not. */
export interface RenderedPage {
  settled: boolean;
  personal: boolean;
}

export type AppContext = Context<AppEnv>;
