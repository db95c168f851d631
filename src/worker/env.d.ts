// Secrets are not in wrangler.toml, so `wrangler types` cannot see them: declared here.
declare namespace Cloudflare {
  interface Env {
    SANITY_WEBHOOK_SECRET?: string;
    /** Draft preview: Sanity token with viewer rights (secret, server-only). */
    SANITY_READ_TOKEN?: string;
    /** Draft preview: the Studio's URL or path (default /studio). */
    SANITY_STUDIO_URL?: string;
    /** Optional (not in wrangler.toml): first retry delay of the lead relay, default 30. */
    LEAD_RETRY_BASE_SECONDS?: string;
    /** Lead inbox (optional, not in wrangler.toml): Cloudflare Access team origin and application AUD tag. */
    ACCESS_TEAM_DOMAIN?: string;
    ACCESS_AUD?: string;
    /** Optional: months after which the cron anonymises a lead, default 24. */
    LEAD_RETENTION_MONTHS?: string;
  }
}
declare const __BUILD_ID__: string;
