import { createTestHarness } from 'wrangler';

export const BUILT_CONFIG = 'dist/photo_site/wrangler.json';

/**
 * The built worker (npm run build) in workerd through wrangler's test harness.
 * `vars` override wrangler.toml (e.g. point SANITY_API_HOST at the stand-in). The per-contact rate
 * limit is off unless a test sets RATE_LIMIT_CONTACT_OVER (tests/worker/quality.test.ts does): the
 * suites send one fixture's phone number many times a minute.
 */
export function worker(vars: Record<string, string> = {}, secrets: Record<string, string> = {}) {
  return createTestHarness({
    workers: [
      {
        configPath: BUILT_CONFIG,
        vars: { SANITY_WEBHOOK_SECRET: 'test-secret', RATE_LIMIT_CONTACT_OVER: 'off', ...vars },
        secrets,
      },
    ],
  });
}

/** Vars that switch the worker from the demo dataset to a Sanity API at `url`. */
export function sanityVars(url: string): Record<string, string> {
  return { SANITY_PROJECT_ID: 'standin1', SANITY_DATASET: 'production', SANITY_API_HOST: url };
}

export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** Fetch a page as a browser would (no compression, so streaming order is observable). */
export const asBrowser = { headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'identity' } };
export const asBot = { headers: { 'user-agent': BOT_UA, 'accept-encoding': 'identity' } };
