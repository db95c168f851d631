import * as z from 'zod/mini';
import { httpUrl, int, optional, type SettingsGroup } from '../settings/zod';
import { turnstileOn } from '../../shared/vocabulary/turnstile';

/**
 * Lead quality's settings (docs/operators.md#turnstile-verified-humans): Cloudflare Turnstile on every form when
 * both keys are set, off (today's path: every lead 'unchecked') when not. The URLs are overridable
 * so tests use loopback stand-ins. The rate-limit numbers are the Workers Rate Limiting bindings'
 * (wrangler.toml `[[ratelimits]]`: Cloudflare reads a binding's limit only there); the setting
 * here says what a submission over the per-contact limit becomes. A malformed setting: Turnstile
 * is off (leads 'unchecked', never lost); the spam rules and rate limits still run.
 */
export const DEFAULT_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
export const DEFAULT_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

export const qualitySchema = z.object({
  // The widget's site key (public: it travels to pages with a form) and its secret (siteverify).
  TURNSTILE_SITE_KEY: optional(
    z.string().check(z.regex(/^[0-9A-Za-z_-]{10,100}$/, 'must be a Turnstile site key (letters, digits, _ and -)')),
  ),
  TURNSTILE_SECRET_KEY: optional(z.string().check(z.minLength(10), z.maxLength(200))),
  TURNSTILE_VERIFY_URL: z._default(optional(httpUrl()), DEFAULT_VERIFY_URL),
  TURNSTILE_SCRIPT_URL: z._default(optional(httpUrl()), DEFAULT_SCRIPT_URL),
  // How long the worker waits for siteverify before it calls the lead 'unverified' (milliseconds).
  TURNSTILE_TIMEOUT_MS: z._default(optional(int(100, 10_000)), 3000),
  // A submission past the per-contact limit (RATE_LIMIT_CONTACT: one phone number or e-mail from
  // any address): 'spam' (kept, answered as any lead: the pattern of a script), '429' (refused with
  // a message), or 'off' (no per-contact limit).
  RATE_LIMIT_CONTACT_OVER: z._default(optional(z.enum(['spam', '429', 'off'])), 'spam'),
});

export const qualitySettings: SettingsGroup<typeof qualitySchema> = {
  id: 'quality',
  label: 'Lead quality (Cloudflare Turnstile)',
  schema: qualitySchema,
  on: turnstileOn,
  whenInvalid: 'Turnstile is off: every lead goes the whole path unchecked; spam rules and rate limits still run',
};
