import type { Context } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Config } from './settings';
import type { Content } from './content';
import type { PreviewState } from './preview/state';

/** Hono environment of the app: Worker bindings plus per-request variables set by middleware. */
export type AppEnv = {
  Bindings: Env;
  Variables: SecureHeadersVariables & { config: Config; content: Content; preview?: PreviewState };
};

export type AppContext = Context<AppEnv>;
