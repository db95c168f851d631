import { createTestHarness } from 'wrangler';

export { asBot, asBrowser, BOT_UA, BROWSER_UA, sanityVars } from './requests';

export const BUILT_CONFIG = 'dist/photo_site/wrangler.json';

/**
 * The built worker (npm run build) in workerd through wrangler's test harness.
 * `vars` override wrangler.toml (e.g. point SANITY_API_HOST at the stand-in).
 * The unit level's in-process worker (tests/helpers/in-process.ts) has the same shape.
 */
export function worker(vars: Record<string, string> = {}, secrets: Record<string, string> = {}) {
  return createTestHarness({
    workers: [{ configPath: BUILT_CONFIG, vars: { SANITY_WEBHOOK_SECRET: 'test-secret', ...vars }, secrets }],
  });
}
