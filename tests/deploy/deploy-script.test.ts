import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILT_CONFIG,
  DeployError,
  SECRETS,
  deploy,
  deployVars,
  readDevVars,
  settingNames,
  type Run,
} from '../../scripts/deploy.mjs';

// `npm run deploy` (scripts/deploy.mjs) against a fake Cloudflare account: the tool runner answers
// as wrangler 4.151 does (read from its source: provisioning in deploy-helpers' provision-bindings.ts,
// the consumer-only queue check in ensureQueuesExistByConfig), over the real built config.
// Cloudflare itself cannot be reached from here.

const config = JSON.parse(readFileSync(BUILT_CONFIG, 'utf8'));
const migrationsDir = resolve(dirname(BUILT_CONFIG), config.d1_databases[0].migrations_dir);
const MIGRATIONS = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort();

function fakeAccount() {
  const account = {
    queues: new Set<string>(),
    kv: new Map<string, string>(), // title → id
    d1: new Map<string, Set<string>>(), // name → applied migrations
    worker: undefined as undefined | { bindings: Set<string> },
    secrets: new Set<string>(),
    created: [] as string[],
    calls: [] as string[][],
  };
  const ok = (stdout = '') => ({ code: 0, stdout, stderr: '' });
  const fail = (stderr: string) => ({ code: 1, stdout: '', stderr });

  const wrangler = (args: string[]) => {
    const [cmd, sub, name] = args;
    if (cmd === 'queues' && sub === 'info') {
      return account.queues.has(name!)
        ? ok(`Queue Name: ${name}`)
        : fail(`✘ [ERROR] Queue "${name}" does not exist. To create it, run: wrangler queues create ${name}`);
    }
    if (cmd === 'queues' && sub === 'create') {
      account.queues.add(name!);
      account.created.push(`queue ${name}`);
      return ok(`Created queue ${name}.`);
    }
    if (cmd === 'd1' && sub === 'list')
      return ok(
        ` ⛅️ wrangler 4.151.0\n${JSON.stringify([...account.d1.keys()].map((n) => ({ uuid: `uuid-${n}`, name: n })))}`,
      );
    if (cmd === 'd1' && sub === 'create') {
      account.d1.set(name!, new Set());
      account.created.push(`d1 ${name}`);
      return ok(`✅ Successfully created DB '${name}'`);
    }
    if (cmd === 'd1' && sub === 'migrations') {
      const applied = account.d1.get(args[3]!);
      if (!applied) return fail(`Couldn't find a D1 DB named '${args[3]}'`);
      const todo = MIGRATIONS.filter((m) => !applied.has(m));
      todo.forEach((m) => applied.add(m));
      return ok(todo.length ? `Migrations to be applied: ${todo.join(', ')}` : '✅ No migrations to apply!');
    }
    if (cmd === 'deploy') return fakeDeploy(args);
    if (cmd === 'secret' && sub === 'list') {
      return account.worker
        ? ok(JSON.stringify([...account.secrets].map((n) => ({ name: n, type: 'secret_text' }))))
        : fail('This Worker does not exist on your account.');
    }
    return fail(`fake account: unexpected wrangler ${args.join(' ')}`);
  };

  // What `wrangler deploy` does with our config: consumer-only queues must exist; KV, D1 and producer
  // queues without ids are inherited from the deployed worker, else connected by name, else created.
  const fakeDeploy = (args: string[]) => {
    const producers = new Set<string>(config.queues.producers.map((p: { queue: string }) => p.queue));
    for (const c of config.queues.consumers) {
      if (!producers.has(c.queue) && !account.queues.has(c.queue))
        return fail(`Queue "${c.queue}" does not exist. To create it, run: wrangler queues create ${c.queue}`);
    }
    const bindings = account.worker?.bindings ?? new Set<string>();
    for (const kv of config.kv_namespaces) {
      if (kv.id || bindings.has(kv.binding)) continue;
      const title = `${config.name}-${kv.binding.toLowerCase().replaceAll('_', '-')}`;
      account.kv.set(title, `id-${title}`);
      account.created.push(`kv ${title}`);
    }
    for (const db of config.d1_databases) {
      if (db.database_id || bindings.has(db.binding) || account.d1.has(db.database_name)) continue;
      account.d1.set(db.database_name, new Set());
      account.created.push(`d1 ${db.database_name}`);
    }
    for (const q of producers)
      if (!account.queues.has(q)) {
        account.queues.add(q);
        account.created.push(`queue ${q}`);
      }
    account.worker = {
      bindings: new Set([...config.kv_namespaces, ...config.d1_databases].map((b: { binding: string }) => b.binding)),
    };
    // As wrangler prints it: with a custom domain (a route) workers.dev defaults to off.
    const domain = args.includes('--domain') ? args[args.indexOf('--domain') + 1] : undefined;
    const url = domain ? `  ${domain} (custom domain)` : `  https://${config.name}.acct.workers.dev`;
    return ok(
      `Uploaded ${config.name}\nDeployed ${config.name} triggers\n${url}\n  schedule: */5 * * * *\nCurrent Version ID: 1234`,
    );
  };

  const run: Run = async (tool, args) => {
    account.calls.push([tool, ...args]);
    return tool === 'npm' ? ok('built') : wrangler(args);
  };
  return { account, run };
}

const env = { SITE_URL: 'https://www.example.in', SANITY_PROJECT_ID: 'abc123' };

async function deployOnce(run: Run, environment: Record<string, string> = env) {
  const lines: string[] = [];
  const urls = await deploy({
    run,
    env: environment,
    log: (l) => lines.push(l),
    readConfig: () => structuredClone(config),
  });
  return { urls, out: lines.join('\n') };
}

describe('npm run deploy (scripts/deploy.mjs) on a fake account', () => {
  it('the built config names its resources but holds no ids, so wrangler provisions them', () => {
    expect(config.kv_namespaces).toEqual([expect.objectContaining({ binding: 'CONTENT_STATE' })]);
    expect(config.kv_namespaces[0].id).toBeUndefined();
    expect(config.d1_databases[0]).toMatchObject({ binding: 'LEADS_DB', database_name: 'leads' });
    expect(config.d1_databases[0].database_id).toBeUndefined();
  });

  it('on a new account: creates what is missing, migrates D1 before deploying, prints the URL and the secrets to set', async () => {
    const { account, run } = fakeAccount();
    const { urls, out } = await deployOnce(run);

    expect(account.created).toEqual(['queue leads-dlq', 'd1 leads', 'kv photo-site-content-state', 'queue leads']);
    expect([...account.d1.get('leads')!]).toEqual(MIGRATIONS);
    expect(account.calls[0]).toEqual(['npm', 'run', 'build']);
    const migrate = account.calls.findIndex((c) => c[2] === 'migrations');
    expect(migrate).toBeGreaterThan(0);
    expect(migrate).toBeLessThan(account.calls.findIndex((c) => c[1] === 'deploy'));

    const deployCall = account.calls.find((c) => c[1] === 'deploy')!;
    expect(deployCall).toEqual(
      expect.arrayContaining([
        '--config',
        BUILT_CONFIG,
        '--var',
        'SITE_URL:https://www.example.in',
        '--var',
        'SANITY_PROJECT_ID:abc123',
        '--domain',
        'www.example.in',
      ]),
    );

    expect(urls).toEqual(['https://www.example.in']);
    expect(out).toContain('Deployed: https://www.example.in');
    expect(out).toMatch(/NOT SET\s+SANITY_WEBHOOK_SECRET\s+npx wrangler secret put SANITY_WEBHOOK_SECRET/);
    expect(out).toMatch(/NOT SET\s+SANITY_READ_TOKEN\s+npx wrangler secret put SANITY_READ_TOKEN/);
  });

  it('run again: creates nothing, applies no migration, flags the secrets already set', async () => {
    const { account, run } = fakeAccount();
    await deployOnce(run);
    const created = [...account.created];
    account.secrets.add('SANITY_WEBHOOK_SECRET');
    account.calls.length = 0;

    const { out } = await deployOnce(run);
    expect(account.created).toEqual(created);
    expect(account.calls.filter((c) => c[2] === 'create')).toEqual([]);
    expect(out).toMatch(/leads-dlq: exists/);
    expect(out).toMatch(/leads: exists/);
    expect(out).toMatch(/set\s+SANITY_WEBHOOK_SECRET/);
    expect(out).toMatch(/NOT SET\s+SANITY_READ_TOKEN/);
  });

  it('without the DLQ step wrangler deploy itself would refuse: the fake enforces the consumer-only queue check', async () => {
    const { account, run } = fakeAccount();
    const r = await run('wrangler', ['deploy', '--config', BUILT_CONFIG]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Queue "leads-dlq" does not exist');
    expect(account.created).toEqual([]);
  });

  it('on workers.dev: no custom domain is attached', async () => {
    const { account, run } = fakeAccount();
    const { out } = await deployOnce(run, { SITE_URL: 'https://photo-site.acct.workers.dev' });
    expect(account.calls.find((c) => c[1] === 'deploy')).not.toContain('--domain');
    expect(out).toContain('Deployed: https://photo-site.acct.workers.dev');
  });

  it('refuses to start without a public https SITE_URL (canonical URLs and the domain come from it)', async () => {
    for (const SITE_URL of [undefined, 'http://www.example.in', 'https://127.0.0.1:8787']) {
      const { account, run } = fakeAccount();
      await expect(deploy({ run, env: { SITE_URL }, log: () => {}, readConfig: () => config })).rejects.toThrow(
        DeployError,
      );
      expect(account.calls).toEqual([]);
    }
  });

  it('refuses malformed settings, naming each (never its value), before it builds or uploads anything', async () => {
    const { account, run } = fakeAccount();
    const bad = {
      ...env,
      META_PIXEL_ID: 'abc',
      NOTIFY_WHATSAPP_TO: 'garbage',
      GOOGLE_ADS_UPLOAD_PASSWORD: 'short-secret',
    };
    const error = await deployOnce(run, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeployError);
    const message = (error as Error).message;
    expect(message).toMatch(/META_PIXEL_ID must be the pixel \(dataset\) id/);
    expect(message).toMatch(/NOTIFY_WHATSAPP_TO numbers with country code/);
    expect(message).toMatch(/GOOGLE_ADS_UPLOAD_PASSWORD must be at least 16 characters/);
    expect(message).not.toContain('short-secret');
    expect(account.calls).toEqual([]);
  });

  it("checks wrangler.toml's vars too, once the build has read them: nothing is uploaded", async () => {
    const { account, run } = fakeAccount();
    const withBadVar = { ...config, vars: { ...config.vars, SUPPORT_PHONE: 'call-us' } };
    await expect(deploy({ run, env, log: () => {}, readConfig: () => withBadVar })).rejects.toThrow(
      /SUPPORT_PHONE must be a phone number/,
    );
    expect(account.calls).toEqual([['npm', 'run', 'build']]);
  });

  it('as `npm run deploy` runs it (plain Node): the TypeScript schemas load, the bad setting is named, exit 1', () => {
    const r = spawnSync(process.execPath, ['scripts/deploy.mjs'], {
      env: {
        ...process.env,
        SITE_URL: 'https://www.example.in',
        LEAD_RETENTION_MONTHS: '0',
        META_CAPI_TOKEN: 'x'.repeat(1200),
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Malformed settings, nothing deployed/);
    expect(r.stderr).toMatch(/LEAD_RETENTION_MONTHS /);
    expect(r.stderr).toMatch(/META_CAPI_TOKEN /);
    expect(r.stderr).not.toContain('x'.repeat(20));
    expect(r.stdout).not.toMatch(/Building/);
  });

  it('passes on every setting the schemas name but the secrets; each secret is a setting of theirs', async () => {
    const names = await settingNames();
    const vars = await deployVars();
    expect(vars).toContain('SITE_URL');
    expect(vars).toContain('WHATSAPP_REPLY_TEMPLATE_PARAMS');
    for (const s of SECRETS) {
      expect(names).toContain(s.name);
      expect(vars).not.toContain(s.name);
    }
    expect(vars.length + SECRETS.length).toBe(names.length);
    // A setting exported in the shell reaches `wrangler deploy --var` without being listed here.
    const { account, run } = fakeAccount();
    await deployOnce(run, { ...env, NOTIFY_DIGEST: 'off' });
    expect(account.calls.find((c) => c[1] === 'deploy')).toContain('NOTIFY_DIGEST:off');
  });

  it('checks the secrets kept in .dev.vars too, naming where the bad one is, and never passes them on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-vars-'));
    writeFileSync(
      join(dir, '.dev.vars'),
      '# local secrets\nSANITY_WEBHOOK_SECRET="a-good-secret-of-some-length"\nGOOGLE_ADS_UPLOAD_PASSWORD=tiny-pw\n',
    );
    const devVars = readDevVars(join(dir, '.dev.vars'));
    rmSync(dir, { recursive: true, force: true });
    expect(devVars).toEqual({
      SANITY_WEBHOOK_SECRET: 'a-good-secret-of-some-length',
      GOOGLE_ADS_UPLOAD_PASSWORD: 'tiny-pw',
    });
    expect(readDevVars(join(dir, 'missing'))).toEqual({});
    const { account, run } = fakeAccount();
    const error = await deploy({ run, env, devVars, log: () => {}, readConfig: () => config }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /GOOGLE_ADS_UPLOAD_PASSWORD must be at least 16 characters \(in \.dev\.vars\)/,
    );
    expect((error as Error).message).not.toContain('tiny-pw');
    expect(account.calls).toEqual([]);
    // Well-formed, they are checked and left where they are: nothing of them on a command line.
    const ok = { SANITY_WEBHOOK_SECRET: 'a-good-secret-of-some-length' };
    const second = fakeAccount();
    await deploy({ run: second.run, env, devVars: ok, log: () => {}, readConfig: () => structuredClone(config) });
    expect(second.account.calls.flat().join(' ')).not.toContain('a-good-secret');
  });

  it('stops at a failing step and says which', async () => {
    const { run } = fakeAccount();
    const failing: Run = async (tool, args) =>
      args[0] === 'd1' && args[1] === 'list'
        ? { code: 1, stdout: '', stderr: 'Authentication error [code: 10000]' }
        : run(tool, args);
    await expect(deployOnce(failing)).rejects.toThrow(
      /Listing D1 databases failed: `wrangler d1 list --json --config dist\/photo_site\/wrangler.json` exited with 1/,
    );
  });
});
