import { z } from 'zod';
import type { PublicConfig } from '../shared/public-config';

/** Placeholder brand name: the one default for SITE_NAME. */
export const DEFAULT_SITE_NAME = 'ShutterStory';

// Vars arrive as strings; an empty string means "not set".
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const schema = z.object({
  SITE_URL: optional(z.url({ protocol: /^https?$/ })).default('http://127.0.0.1:8787'),
  SITE_NAME: optional(z.string().max(60)).default(DEFAULT_SITE_NAME),
  SUPPORT_PHONE: optional(z.string().regex(/^\+?[0-9 ]{6,20}$/, 'must be a phone number like +919876543210')).default('+919876543210'),
  SUPPORT_EMAIL: optional(z.email()).default('hello@example.com'),
  SANITY_PROJECT_ID: optional(z.string().regex(/^[a-zA-Z0-9-]+$/, 'letters, digits and dashes only')),
  SANITY_DATASET: optional(z.string().regex(/^~?[a-z0-9_-]{1,64}$/, 'lowercase letters, digits, _ and -, at most 64')).default('production'),
  SANITY_API_VERSION: optional(z.string().regex(/^(1|X|\d{4}-\d{2}-\d{2})$/, "'1', 'X' or YYYY-MM-DD")).default('2023-05-03'),
  SANITY_API_HOST: optional(z.url({ protocol: /^https?$/ })),
  SANITY_WEBHOOK_SECRET: optional(z.string()),
  // Draft preview (src/worker/preview): a viewer token (secret, server-only) and where the Studio lives.
  SANITY_READ_TOKEN: optional(z.string().max(512)),
  SANITY_STUDIO_URL: optional(z.string().regex(/^(\/|https?:\/\/)\S*$/, "a path like /studio or an http(s) URL")).default('/studio'),
  BACKEND_URL: optional(z.url({ protocol: /^https?$/ })),
  // First retry delay of a lead the backend refused (doubles each attempt); tests set 0.
  LEAD_RETRY_BASE_SECONDS: optional(z.coerce.number().int().min(0).max(3600)).default(30),
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
