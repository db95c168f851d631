// The Worker vars and secrets each concern reads, derived from the concerns' schemas (./index.ts):
// each setting is declared once, in its settings.ts. `wrangler types` (worker-configuration.d.ts,
// generated) sees only wrangler.toml's vars and the bindings; the rest is added here, as optional
// strings (what a var or secret is before its schema reads it).
import type { ALL_SETTINGS } from './index';

type Keys<S> = S extends { shape: infer T } ? keyof T & string : never;
/** Every setting's name (a key of some concern's schema), as an optional string. */
type SettingVars = { [K in Keys<(typeof ALL_SETTINGS)[number]['schema']>]?: string };
// wrangler.toml's vars stay as `wrangler types` declares them (__BaseEnv_Env, its generated base).
type Added = Omit<SettingVars, keyof __BaseEnv_Env>;

declare global {
  namespace Cloudflare {
    interface Env extends Added {}
  }
  interface Env extends Added {}
  /** The build's id (vite.config.ts `define`), in asset URLs. */
  const __BUILD_ID__: string;
}
