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
  SUPPORT_PHONE: z._default(optional(text(/^\+?[0-9 ]{6,20}$/, 'must be a phone number like +919876543210')), '+919876543210'),
  SUPPORT_EMAIL: z._default(optional(z.email()), 'hello@example.com'),
  SANITY_PROJECT_ID: optional(text(/^[a-zA-Z0-9-]+$/, 'letters, digits and dashes only')),
  SANITY_DATASET: z._default(optional(text(/^~?[a-z0-9_-]{1,64}$/, 'lowercase letters, digits, _ and -, at most 64')), 'production'),
  SANITY_API_VERSION: z._default(optional(text(/^(1|X|\d{4}-\d{2}-\d{2})$/, "'1', 'X' or YYYY-MM-DD")), '2023-05-03'),
  SANITY_API_HOST: optional(httpUrl()),
  SANITY_WEBHOOK_SECRET: optional(z.string()),
  // Draft preview (src/worker/preview): a viewer token (secret, server-only) and where the Studio lives.
  SANITY_READ_TOKEN: optional(z.string().check(z.maxLength(512))),
  SANITY_STUDIO_URL: z._default(optional(text(/^(\/|https?:\/\/)\S*$/, 'a path like /studio or an http(s) URL')), '/studio'),
  BACKEND_URL: optional(httpUrl()),
  // First retry delay of a lead the backend refused (doubles each attempt); tests set 0.
  LEAD_RETRY_BASE_SECONDS: z._default(optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(0), z.maximum(3600)))), 30),
  // ── Lead inbox (src/worker/inbox, README "Leads inbox") ──
  // Cloudflare Access: the team domain is an origin (https://<team>.cloudflareaccess.com; tests use a
  // loopback stand-in), the AUD tag is the Access application's. Unset: /admin answers 403.
  ACCESS_TEAM_DOMAIN: optional(z.pipe(text(/^https?:\/\/[^/?#\s]+\/?$/, 'must be an origin like https://<team>.cloudflareaccess.com'), z.transform((v: string) => v.replace(/\/+$/, '')))),
  ACCESS_AUD: optional(z.string().check(z.maxLength(200))),
  // Leads older than this are anonymised by the cron (src/worker/leads/retention.ts).
  LEAD_RETENTION_MONTHS: z._default(optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(120)))), 24),
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
