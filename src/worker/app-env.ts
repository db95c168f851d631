import type { Context } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Config } from './settings';
import type { Content } from './content';
import type { PreviewState } from './preview/state';
import type { Locale } from '../shared/i18n/locales';

/** Hono environment of the app: Worker bindings plus per-request variables set by middleware. */
export type AppEnv = {
  Bindings: Env;
  Variables: SecureHeadersVariables & {
    config: Config;
    content: Content;
    preview?: PreviewState;
    /** The page's language, from its path only (src/shared/i18n/locales.ts). */
    locale: Locale;
  };
};

export type AppContext = Context<AppEnv>;
