// `npm run leads` — lists the leads stored in D1 (table of migrations/0001_leads.sql) so an
// operator can see what is waiting: leads the backend refused past the queue's retry budget
// ('pending', re-sent by the cron every 5 minutes) and leads kept because BACKEND_URL is empty
// ('kept'). Local D1 by default (the state `npm start` uses); `npm run leads -- --remote` for the
// deployed database. `--all` also lists delivered leads; `--json` prints the raw rows.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const args = new Set(process.argv.slice(2));
const remote = args.has('--remote');
const all = args.has('--all');
const raw = args.has('--json');
const root = fileURLToPath(new URL('..', import.meta.url));
// The built config (npm run build), as `npm start` and `npm run deploy` use it.
const config = 'dist/photo_site/wrangler.json';
if (!existsSync(new URL(`../${config}`, import.meta.url))) {
  console.error('No build found: run `npm run build` (or `npm start`) first.');
  process.exit(1);
}

const where = all ? '' : "WHERE status NOT IN ('delivered')";
const sql = `SELECT id, endpoint, status, attempts, created_at, updated_at, delivered_at, last_error, payload FROM leads ${where} ORDER BY created_at`;
const wrangler = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
const run = spawnSync(process.execPath, [wrangler, 'd1', 'execute', 'leads', remote ? '--remote' : '--local', '--config', config, '--json', '--command', sql], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});

const where_ = remote ? 'deployed D1' : 'local D1';
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
if (/no such table: leads/.test(output)) {
  console.log(`No leads stored yet (${where_}).`);
  process.exit(0);
}
let rows;
try {
  rows = JSON.parse(run.stdout).flatMap((r) => r.results ?? []);
} catch {
  process.stderr.write(output);
  process.exit(run.status || 1);
}
if (raw) {
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}
if (rows.length === 0) {
  console.log(`No ${all ? '' : 'waiting '}leads (${where_}).`);
  process.exit(0);
}
const counts = rows.reduce((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});
console.log(`${rows.length} lead${rows.length === 1 ? '' : 's'} in ${where_}: ${Object.entries(counts).map(([s, n]) => `${n} ${s}`).join(', ')}\n`);
for (const r of rows) {
  console.log(`${r.created_at}  ${r.status.padEnd(9)} /${r.endpoint}  id ${r.id}  attempts ${r.attempts}${r.delivered_at ? `  delivered ${r.delivered_at}` : ''}`);
  if (r.last_error) console.log(`  last error: ${r.last_error}`);
  console.log(`  ${r.payload}\n`);
}
