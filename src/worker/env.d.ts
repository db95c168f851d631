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

    // ── Lead notifications (src/worker/notices; README 'Lead notifications') ──
    /** Secret: a Slack / Google Chat / Discord incoming-webhook URL. Never logged (the host at most). */
    NOTIFY_WEBHOOK_URL?: string;
    /** Secret: a WhatsApp Business Cloud API token (a System User's permanent token). */
    WHATSAPP_TOKEN?: string;
    /** Recipients of lead e-mails (comma-separated, each a verified Email Routing destination). */
    NOTIFY_EMAIL_TO?: string;
    /** Sender of lead e-mails (default leads@<SITE_URL host>). */
    NOTIFY_EMAIL_FROM?: string;
    NOTIFY_WHATSAPP_TO?: string;
    WHATSAPP_PHONE_NUMBER_ID?: string;
    WHATSAPP_TEMPLATE?: string;
    WHATSAPP_DIGEST_TEMPLATE?: string;
    /** 'off' stops the 30-minute reminders / the 9am digest. */
    NOTIFY_REMINDERS?: string;
    NOTIFY_DIGEST?: string;
    /** Meta's Graph API origin (default https://graph.facebook.com; tests: a loopback stand-in). */
    META_GRAPH_URL?: string;

    // ── Conversions (issue 21): secrets and optional vars, not in wrangler.toml ──
    /** Meta Conversions API access token (secret; Events Manager → your pixel → Settings). */
    META_CAPI_TOKEN?: string;
    META_PIXEL_ID?: string;
    /** Event name of a booking (default Purchase). */
    META_PURCHASE_EVENT?: string;
    /** Meta's Test events code: events show in Events Manager → Test events. */
    META_TEST_EVENT_CODE?: string;
    /** Basic-auth password of GET /conversions/google-ads.csv (secret; unset: the URL is off). */
    GOOGLE_ADS_UPLOAD_PASSWORD?: string;
    GOOGLE_ADS_LEAD_CONVERSION?: string;
    GOOGLE_ADS_BOOKING_CONVERSION?: string;

    /** Lead inbox (optional, not in wrangler.toml): Cloudflare Access team origin and application AUD tag. */
    ACCESS_TEAM_DOMAIN?: string;
    ACCESS_AUD?: string;
    /** Optional: months after which the cron anonymises a lead, default 24. */
    LEAD_RETENTION_MONTHS?: string;
  }
}
declare const __BUILD_ID__: string;
