// Secrets are not in wrangler.toml, so `wrangler types` cannot see them: declared here.
declare namespace Cloudflare {
  interface Env {
    SANITY_WEBHOOK_SECRET?: string;
    /** Optional (not in wrangler.toml): first retry delay of the lead relay, default 30. */
    LEAD_RETRY_BASE_SECONDS?: string;
  }
}
declare const __BUILD_ID__: string;
