import * as z from 'zod/mini';
import type { PublicConfig } from '../shared/public-config';

/** Placeholder brand name: the one default for SITE_NAME. */
export const DEFAULT_SITE_NAME = 'ShutterStory';

// zod/mini, like the form schemas: classic zod would add ~130 KB to every isolate's startup.
// Vars arrive as strings; an empty string means "not set".
const blankAsUnset = z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v));
const optional = <T extends z.core.SomeType>(schema: T) => z.pipe(blankAsUnset, z.optional(schema));
const httpUrl = () => z.url({ protocol: /^https?$/ });
const text = (re: RegExp, message: string) => z.string().check(z.regex(re, message));

const schema = z.object({
  SITE_URL: z._default(optional(httpUrl()), 'http://127.0.0.1:8787'),
  SITE_NAME: z._default(optional(z.string().check(z.maxLength(60))), DEFAULT_SITE_NAME),
  SUPPORT_PHONE: z._default(
    optional(text(/^\+?[0-9 ]{6,20}$/, 'must be a phone number like +919876543210')),
    '+919876543210',
  ),
  SUPPORT_EMAIL: z._default(optional(z.email()), 'hello@example.com'),
  SANITY_PROJECT_ID: optional(text(/^[a-zA-Z0-9-]+$/, 'letters, digits and dashes only')),
  SANITY_DATASET: z._default(
    optional(text(/^~?[a-z0-9_-]{1,64}$/, 'lowercase letters, digits, _ and -, at most 64')),
    'production',
  ),
  SANITY_API_VERSION: z._default(optional(text(/^(1|X|\d{4}-\d{2}-\d{2})$/, "'1', 'X' or YYYY-MM-DD")), '2023-05-03'),
  SANITY_API_HOST: optional(httpUrl()),
  SANITY_WEBHOOK_SECRET: optional(z.string()),
  // Draft preview (src/worker/preview): a viewer token (secret, server-only) and where the Studio lives.
  SANITY_READ_TOKEN: optional(z.string().check(z.maxLength(512))),
  SANITY_STUDIO_URL: z._default(
    optional(text(/^(\/|https?:\/\/)\S*$/, 'a path like /studio or an http(s) URL')),
    '/studio',
  ),
  BACKEND_URL: optional(httpUrl()),
  // First retry delay of a lead the backend refused (doubles each attempt); tests set 0.
  LEAD_RETRY_BASE_SECONDS: z._default(
    optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(0), z.maximum(3600)))),
    30,
  ),
  // ── Conversions to ad platforms (issue 21; README 'Conversions'); each platform off until set ──
  // Meta Conversions API: the pixel (dataset) id and its access token (secret). The Graph API's
  // origin (META_GRAPH_URL) and version are shared with notices: src/worker/graph/client.ts.
  META_PIXEL_ID: optional(text(/^\d{5,20}$/, 'must be the pixel (dataset) id, digits only')),
  META_CAPI_TOKEN: optional(z.string().check(z.maxLength(1000))),
  META_PURCHASE_EVENT: z._default(
    optional(text(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'an event name: letters, digits and _, at most 40')),
    'Purchase',
  ),
  META_TEST_EVENT_CODE: optional(text(/^[A-Za-z0-9]{1,40}$/, 'the Test events code, letters and digits')),
  // Google Ads scheduled upload (GET /conversions/google-ads.csv): its basic-auth password (secret).
  GOOGLE_ADS_UPLOAD_PASSWORD: optional(
    z.string().check(z.minLength(16, 'must be at least 16 characters'), z.maxLength(200)),
  ),
  GOOGLE_ADS_LEAD_CONVERSION: z._default(optional(z.string().check(z.maxLength(100))), 'Website lead'),
  GOOGLE_ADS_BOOKING_CONVERSION: z._default(optional(z.string().check(z.maxLength(100))), 'Website booking'),
  // ── Lead inbox (src/worker/inbox, README "Leads inbox") ──
  // Cloudflare Access: the team domain is an origin (https://<team>.cloudflareaccess.com; tests use a
  // loopback stand-in), the AUD tag is the Access application's. Unset: /admin answers 403.
  ACCESS_TEAM_DOMAIN: optional(
    z.pipe(
      text(/^https?:\/\/[^/?#\s]+\/?$/, 'must be an origin like https://<team>.cloudflareaccess.com'),
      z.transform((v: string) => v.replace(/\/+$/, '')),
    ),
  ),
  ACCESS_AUD: optional(z.string().check(z.maxLength(200))),
  // Leads older than this are anonymised by the cron (src/worker/leads/retention.ts).
  LEAD_RETENTION_MONTHS: z._default(
    optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(120)))),
    24,
  ),
});

export type Config = z.infer<typeof schema> & { siteUrl: string; demo: boolean };

export class ConfigError extends Error {}

const cache = new WeakMap<object, Config>();

/** Validates the Worker vars once per isolate; throws ConfigError naming the bad variable. */
export function getConfig(env: object): Config {
  const hit = cache.get(env);
  if (hit) return hit;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const value = parsed.data;
  const config: Config = {
    ...value,
    siteUrl: value.SITE_URL.replace(/\/+$/, ''),
    demo: !value.SANITY_PROJECT_ID,
  };
  cache.set(env, config);
  return config;
}

/** What pages and islands may see: never a secret. */
export function publicConfig(config: Config): PublicConfig {
  return {
    siteName: config.SITE_NAME,
    siteUrl: config.siteUrl,
    phone: config.SUPPORT_PHONE,
    email: config.SUPPORT_EMAIL,
  };
}

// ── Lead notifications (issue 20; src/worker/notices) ────────────────────────────────────────
// Validated apart from the rest, on the queue side only: a mistyped notice setting must never
// cost a lead (the request path never reads these); it shows as the channel's error in the inbox.
// A channel is on when its recipients are set: NOTIFY_WEBHOOK_URL (secret), NOTIFY_EMAIL_TO,
// NOTIFY_WHATSAPP_TO. META_GRAPH_URL (shared with conversions): see src/worker/graph/client.ts.
const list = (item: z.ZodMiniType<string, string>) =>
  z.pipe(
    blankAsUnset,
    z.optional(
      z.pipe(
        z.string().check(z.maxLength(2000)),
        z.pipe(
          z.transform((v: string) =>
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
          z.array(item).check(z.maxLength(20)),
        ),
      ),
    ),
  );
const onOff = () => z._default(optional(z.enum(['on', 'off'])), 'on');

const notifySchema = z.object({
  NOTIFY_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  NOTIFY_EMAIL_TO: list(z.email()),
  NOTIFY_EMAIL_FROM: optional(z.email()),
  NOTIFY_WHATSAPP_TO: list(text(/^\+?\d{8,15}$/, 'numbers with country code, like +919876543210, comma-separated')),
  WHATSAPP_PHONE_NUMBER_ID: optional(text(/^\d{5,20}$/, 'the phone number id (digits) from WhatsApp Manager')),
  WHATSAPP_TOKEN: optional(z.string().check(z.maxLength(1024))),
  WHATSAPP_TEMPLATE: optional(
    text(/^[a-z0-9_]{1,512}(:[A-Za-z_]{2,10})?$/, 'a template name, or name:language like lead_alert:en'),
  ),
  WHATSAPP_DIGEST_TEMPLATE: optional(
    text(/^[a-z0-9_]{1,512}(:[A-Za-z_]{2,10})?$/, 'a template name, or name:language like lead_digest:en'),
  ),
  NOTIFY_REMINDERS: onOff(),
  NOTIFY_DIGEST: onOff(),
  META_GRAPH_URL: optional(httpUrl()),
});

export type NotifyConfig = z.infer<typeof notifySchema>;

const notifyCache = new WeakMap<object, NotifyConfig | string>();

/** The notice settings, or the message naming the first bad one (never the value: it may be a secret). */
export function notifyConfig(env: object): NotifyConfig | string {
  const hit = notifyCache.get(env);
  if (hit) return hit;
  const parsed = notifySchema.safeParse(env);
  const result = parsed.success
    ? parsed.data
    : `Invalid configuration: ${parsed.error.issues[0]!.path.join('.')} ${parsed.error.issues[0]!.message}`;
  notifyCache.set(env, result);
  return result;
}
