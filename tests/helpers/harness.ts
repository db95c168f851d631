import { createTestHarness } from 'wrangler';

export { asBot, asBrowser, BOT_UA, BROWSER_UA, sanityVars } from './requests';

export const BUILT_CONFIG = 'dist/photo_site/wrangler.json';

/**
 * The per-contact rate limit is off unless a test sets RATE_LIMIT_CONTACT_OVER
 * (tests/worker/quality.test.ts does): the suites send one fixture's phone number many times a minute.
 */
const withTestDefaults = (vars: Record<string, string> = {}) => ({ RATE_LIMIT_CONTACT_OVER: 'off', ...vars });

/**
 * The built worker (npm run build) in workerd through wrangler's test harness.
 * `vars` override wrangler.toml (e.g. point SANITY_API_HOST at the stand-in).
 * The unit level's in-process worker (tests/helpers/in-process.ts) has the same shape.
 */
export function worker(vars: Record<string, string> = {}, secrets: Record<string, string> = {}) {
  const harness = createTestHarness({
    workers: [
      { configPath: BUILT_CONFIG, vars: withTestDefaults({ SANITY_WEBHOOK_SECRET: 'test-secret', ...vars }), secrets },
    ],
  });
  // update() replaces the vars: the test defaults stay unless the test names them.
  type Options = Exclude<Parameters<typeof harness.update>[0], (...args: never[]) => unknown>;
  const update = harness.update.bind(harness);
  harness.update = ((options: Options) =>
    update({
      ...options,
      workers: options.workers.map((w) =>
        'vars' in w || 'configPath' in w
          ? { ...w, vars: withTestDefaults((w as { vars?: Record<string, string> }).vars) }
          : w,
      ),
    })) as typeof harness.update;
  return harness;
}
