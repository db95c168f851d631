// `npm run deploy`: build, create what the account lacks, migrate D1, deploy, print the URL and the
// secrets still to set. Safe to re-run: it creates nothing that exists, and D1 migrations already
// applied are skipped by wrangler itself.
//
// wrangler 4.151 provisions, on `wrangler deploy`, the KV namespace, D1 database and producer queues
// whose ids are absent from the config (reusing what the deployed worker already has), but it
// refuses to start when a consumer-only queue (`leads-dlq`) is missing. This script therefore:
//   1. builds (`npm run build`: every build step, vite's last) → dist/photo_site/wrangler.json
//   2. creates each consumer-only queue that does not exist,   (`wrangler queues info|create`)
//   3. creates each D1 database that does not exist and applies its migrations before the new code
//      goes live (`wrangler d1 list|create`, `wrangler d1 migrations apply --remote`),
//   4. deploys (`wrangler deploy`: provisions KV and the `leads` queue, binds D1 by name),
//   5. lists the secrets with the command that sets each (`wrangler secret list`).
// Before any of it, and again once the build has read wrangler.toml's vars, every setting it can
// see (those vars, the ones passed from the environment, secrets exported in this shell, and the
// secrets kept in .dev.vars, which an operator puts with `wrangler secret put`) is checked with the
// worker's own schemas (scripts/settings-check.mjs): a malformed one stops the deploy.
//
// Public vars for production come from the environment (SITE_URL is required; the others are
// optional and otherwise keep wrangler.toml's value), e.g.
//   SITE_URL=https://www.example.in SANITY_PROJECT_ID=abc123 npm run deploy
// A SITE_URL outside *.workers.dev is also attached as the worker's custom domain (its zone must be
// on the same Cloudflare account): the Cache API, and so the content cache, does nothing on workers.dev.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readDevVars, settingNames, settingsProblems } from './settings-check.mjs';

export { readDevVars, settingNames };

export const BUILT_CONFIG = 'dist/photo_site/wrangler.json';

/**
 * Vars `npm run deploy` takes from the environment and passes to `wrangler deploy --var`: every
 * setting the worker's schemas name (src/worker/settings/index.ts ALL_SETTINGS), less the secrets.
 */
export async function deployVars() {
  const secret = new Set(SECRETS.map((s) => s.name));
  return (await settingNames()).filter((name) => !secret.has(name));
}

/** Secrets the worker reads; never in wrangler.toml, never passed on a command line here. */
export const SECRETS = [
  {
    name: 'SANITY_WEBHOOK_SECRET',
    use: 'signs the Sanity webhook that calls POST /api/revalidate (unset: webhook refused)',
  },
  { name: 'SANITY_READ_TOKEN', use: 'Sanity viewer token for draft preview (unset: no preview)' },
  // Lead notifications (docs/operators.md#notice-channels)
  { name: 'NOTIFY_WEBHOOK_URL', use: 'chat webhook for lead notices: Slack, Google Chat or Discord (unset: off)' },
  { name: 'WHATSAPP_TOKEN', use: 'WhatsApp Business Cloud API token for lead notices (unset: no WhatsApp)' },
  { name: 'VAPID_PRIVATE_KEY', use: 'VAPID private key for Web Push to the inbox (npm run vapid:keys; unset: off)' },
  // Conversions (docs/operators.md#conversions).
  { name: 'META_CAPI_TOKEN', use: 'Meta Conversions API access token (unset: nothing sent to Meta)' },
  { name: 'GOOGLE_ADS_UPLOAD_PASSWORD', use: 'basic-auth password of /conversions/google-ads.csv (unset: 404)' },
  // WhatsApp chats as leads.
  { name: 'WHATSAPP_VERIFY_TOKEN', use: 'verify token of the WhatsApp webhook /api/whatsapp (unset: 404)' },
  { name: 'WHATSAPP_APP_SECRET', use: 'Meta App Secret that signs WhatsApp webhook calls (unset: 404)' },
  // Lead quality (docs/operators.md "Turnstile: verified humans").
  { name: 'TURNSTILE_SECRET_KEY', use: 'Cloudflare Turnstile secret key for siteverify (unset: Turnstile off)' },
  // Payments (docs/operators.md#proposals-and-payments).
  {
    name: 'RAZORPAY_KEY_SECRET',
    use: 'Razorpay key secret: payment links and their callback signature (unset: no links)',
  },
  { name: 'RAZORPAY_WEBHOOK_SECRET', use: 'secret of the Razorpay webhook /api/razorpay (unset: 404, no links)' },
];

export class DeployError extends Error {}

/**
 * Every setting this deploy can see, checked with the worker's own schemas (src/worker/settings):
 * each malformed one named with its rule (never its value), and the deploy refused.
 */
async function checkSettings(vars, devVars) {
  const problems = (await settingsProblems({ ...devVars, ...vars })).map((p) =>
    p.split(' ')[0] in vars ? p : `${p} (in .dev.vars)`,
  );
  if (problems.length)
    throw new DeployError(
      `Malformed settings, nothing deployed (docs/operators.md#configuration):\n${problems.map((p) => `    ${p}`).join('\n')}`,
    );
}

/**
 * Runs the deploy. `run(tool, args)` runs `npm` or `wrangler` and resolves to { code, stdout, stderr }
 * (the test passes a recorder with canned outputs); `readConfig()` returns the built wrangler.json;
 * `devVars` is .dev.vars read (checked, never passed on). Returns the deployed URLs.
 */
export async function deploy({ run, env, log = console.log, readConfig, devVars = {} }) {
  const siteUrl = checkSiteUrl(env.SITE_URL);
  const passed = Object.fromEntries(
    (await deployVars()).filter((name) => env[name] !== undefined && env[name] !== '').map((name) => [name, env[name]]),
  );
  const vars = Object.entries(passed).map(([name, value]) => `${name}:${value}`);
  // Secrets this shell holds (set with `wrangler secret put`, so seen here only when exported).
  const secrets = Object.fromEntries(SECRETS.filter((s) => env[s.name]).map((s) => [s.name, env[s.name]]));
  // Before the build: what the environment passes; after it, with wrangler.toml's vars too.
  await checkSettings({ ...passed, ...secrets }, devVars);

  const must = async (tool, args, what) => {
    const r = await run(tool, args);
    // The tool's own output has already been shown; say which step stopped the deploy.
    if (r.code !== 0) throw new DeployError(`${what} failed: \`${tool} ${args.join(' ')}\` exited with ${r.code}.`);
    return r;
  };
  const wrangler = (args, what) => must('wrangler', [...args, '--config', BUILT_CONFIG], what);

  if (!env.CLOUDFLARE_API_TOKEN)
    log(
      'CLOUDFLARE_API_TOKEN is not set: wrangler needs it (and CLOUDFLARE_ACCOUNT_ID) unless `npx wrangler login` was run.',
    );
  log('1/5 Building');
  await must('npm', ['run', 'build'], 'Build');
  const config = readConfig();
  await checkSettings({ ...config.vars, ...passed, ...secrets }, devVars);
  if (!env.SANITY_PROJECT_ID && !config.vars?.SANITY_PROJECT_ID)
    log('    Note: SANITY_PROJECT_ID is empty: the site will serve the embedded demo dataset.');

  log('2/5 Queues');
  const producers = new Set((config.queues?.producers ?? []).map((p) => p.queue));
  for (const queue of (config.queues?.consumers ?? []).map((c) => c.queue).filter((q) => !producers.has(q))) {
    const info = await run('wrangler', ['queues', 'info', queue, '--config', BUILT_CONFIG]);
    if (info.code === 0) {
      log(`    ${queue}: exists`);
      continue;
    }
    if (!/does not exist/.test(info.stdout + info.stderr))
      throw new DeployError(`Could not check queue ${queue}: \`wrangler queues info\` exited with ${info.code}.`);
    await wrangler(['queues', 'create', queue], `Creating queue ${queue}`);
    log(`    ${queue}: created`);
  }
  if (producers.size) log(`    ${[...producers].join(', ')}: created by wrangler deploy when missing`);

  log('3/5 D1');
  const databases = (config.d1_databases ?? []).filter((d) => d.database_name);
  if (databases.some((d) => !d.database_id)) {
    const list = await wrangler(['d1', 'list', '--json'], 'Listing D1 databases');
    const existing = new Set(parseJson(list.stdout, 'wrangler d1 list --json').map((d) => d.name));
    for (const db of databases.filter((d) => !d.database_id)) {
      if (existing.has(db.database_name)) {
        log(`    ${db.database_name}: exists`);
        continue;
      }
      await wrangler(['d1', 'create', db.database_name], `Creating D1 database ${db.database_name}`);
      log(`    ${db.database_name}: created`);
    }
  }
  for (const db of databases.filter((d) => d.migrations_dir)) {
    // Before the new code: it may read columns a new migration adds. Already-applied ones are skipped.
    await wrangler(
      ['d1', 'migrations', 'apply', db.database_name, '--remote'],
      `Migrating D1 database ${db.database_name}`,
    );
  }

  log('4/5 Deploying');
  const domain = new URL(siteUrl).hostname.endsWith('.workers.dev') ? [] : ['--domain', new URL(siteUrl).hostname];
  const out = await wrangler(['deploy', ...vars.flatMap((v) => ['--var', v]), ...domain], 'wrangler deploy');
  // wrangler lists custom domains as `  host (custom domain)` and workers.dev as a full URL; with a
  // custom domain, workers.dev stays off (wrangler's default once the worker has a route).
  const urls = [
    ...new Set([
      ...[...out.stdout.matchAll(/^\s+([a-z0-9.-]+) \(custom domain/gim)].map((m) => `https://${m[1]}`),
      ...(out.stdout.match(/https:\/\/[^\s'"()]+\.workers\.dev/g) ?? []),
    ]),
  ];

  log('5/5 Secrets');
  const listed = await run('wrangler', ['secret', 'list', '--format', 'json', '--config', BUILT_CONFIG]);
  const set =
    listed.code === 0 ? new Set(parseJson(listed.stdout, 'wrangler secret list').map((s) => s.name)) : undefined;
  for (const s of SECRETS) {
    const state = set ? (set.has(s.name) ? 'set    ' : 'NOT SET') : 'unknown';
    log(`    ${state}  ${s.name.padEnd(22)} npx wrangler secret put ${s.name}   (${s.use})`);
  }

  log(`\nDeployed: ${urls.length ? urls.join(' ') : '(wrangler printed no URL; see its output above)'}`);
  return urls;
}

function checkSiteUrl(value) {
  let url;
  try {
    url = new URL(value ?? '');
  } catch {
    throw new DeployError(
      'Set SITE_URL to the public https origin, e.g. SITE_URL=https://www.example.in npm run deploy (canonical URLs and the custom domain come from it).',
    );
  }
  if (url.protocol !== 'https:' || /^(localhost|127\.|\[::1\])/.test(url.hostname)) {
    throw new DeployError(`SITE_URL must be the public https origin, not ${value}.`);
  }
  return url.origin;
}

function parseJson(text, what) {
  // wrangler may print a banner before the JSON.
  const start = text.search(/^\s*[[{]/m);
  try {
    return JSON.parse(start >= 0 ? text.slice(start) : text);
  } catch {
    throw new DeployError(`Unexpected output from ${what}:\n${text.trim()}`);
  }
}

// ── CLI ──────────────────────────────────────────────────────────────────────
const root = fileURLToPath(new URL('..', import.meta.url));
const wranglerBin = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
// Under `npm run deploy`, npm's own script (npm_execpath) is run by this Node, so node_modules/.bin's
// Node 24 runs the build as well.
const command = (tool, args) =>
  tool === 'wrangler'
    ? [process.execPath, [wranglerBin, ...args]]
    : process.env.npm_execpath
      ? [process.execPath, [process.env.npm_execpath, ...args]]
      : ['npm', args];

/** Runs a tool, echoing its output; stdin closed so wrangler never prompts. */
function runTool(tool, args) {
  return new Promise((resolve, reject) => {
    const [file, argv] = command(tool, args);
    const child = spawn(file, argv, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      stderr += d;
      process.stderr.write(d);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  deploy({
    run: runTool,
    env: process.env,
    devVars: readDevVars(new URL('../.dev.vars', import.meta.url)),
    readConfig: () => JSON.parse(readFileSync(new URL(`../${BUILT_CONFIG}`, import.meta.url), 'utf8')),
  }).catch((e) => {
    console.error(`\n${e instanceof DeployError ? e.message : (e.stack ?? e)}`);
    process.exit(1);
  });
}
