// Secrets are not in wrangler.toml, so `wrangler types` cannot see them: declared here.
declare namespace Cloudflare {
  interface Env {
    SANITY_WEBHOOK_SECRET?: string;
  }
}
declare const __BUILD_ID__: string;
