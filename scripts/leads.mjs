// `npm run leads` — the leads in D1 (local by default: `.wrangler/state`, the one local state that
// `npm start`, `npm run dev` and `npx wrangler dev` all use; `-- --remote` for the deployed database;
// `--persist-to <dir>` for another local state directory).
//   (no flag)                 leads parked in D1 and not yet delivered ('pending', 'kept'); --all with delivered
//   --json                    the lead ledger, one JSON lead per line (id, form, status, receivedAt,
//                             attribution: { first, last }, consent); --since / --until filter it
//   --report                  leads per source / medium / campaign and per landing page, delivered /
//                             waiting counts; --since / --until (YYYY-MM-DD or ISO), --touch first|last;
//                             --days N: the last N India days including today, the window of the
//                             inbox's reports (/admin/reports), whose counts it matches
//   --export google-ads       the Google Ads offline conversion import CSV (issue 21): leads with
//                             marketing consent (still granted), a click id and/or hashed e-mail and
//                             phone (enhanced conversions for leads), plus one booking row per booked
//                             lead; the last 90 days unless --since; --conversion-name "…" (default
//                             'Website lead'), --booking-conversion-name "…" (default 'Website
//                             booking'), --value N, --currency INR. The same bytes as the site's
//                             GET /conversions/google-ads.csv (with the default names) over the same D1.
// Formatting lives in src/worker/leads/report.ts (pure, unit-tested).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultSince, exportSql, googleAdsCsv, jsonLines, report } from '../src/worker/leads/report.ts';
import { reportWindow } from '../src/worker/inbox/reports/window.ts';

const { values: opt } = parseArgs({
  options: {
    remote: { type: 'boolean' },
    'persist-to': { type: 'string' },
    all: { type: 'boolean' },
    json: { type: 'boolean' },
    report: { type: 'boolean' },
    export: { type: 'string' },
    days: { type: 'string' },
    since: { type: 'string' },
    until: { type: 'string' },
    touch: { type: 'string' },
    'conversion-name': { type: 'string' },
    'booking-conversion-name': { type: 'string' },
    value: { type: 'string' },
    currency: { type: 'string' },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
// The built config (npm run build), as `npm start` and `npm run deploy` use it.
const config = 'dist/photo_site/wrangler.json';
// Where every local way of running the site keeps D1: `wrangler dev` at the root and `vite dev` use
// it by default, `npm start` (wrangler dev on the built config) is told so (package.json "serve").
const LOCAL_STATE = '.wrangler/state';
if (!existsSync(new URL(`../${config}`, import.meta.url))) {
  console.error('No build found: run `npm run build` (or `npm start`) first.');
  process.exit(1);
}
if (opt.export !== undefined && opt.export !== 'google-ads') {
  console.error(`Unknown export '${opt.export}': the one export is google-ads.`);
  process.exit(1);
}
if (opt.days !== undefined) {
  // India days, as the inbox's reports count them: since = the first day's India midnight (UTC), until inclusive.
  if (!/^\d+$/.test(opt.days) || +opt.days < 1 || +opt.days > 366 || opt.since || opt.until) {
    console.error('--days takes a number of days (1-366), without --since / --until.');
    process.exit(1);
  }
  const w = reportWindow(+opt.days, new Date());
  opt.since = w.since;
  opt.until = new Date(Date.parse(w.until) - 1).toISOString();
}
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/;
for (const k of ['since', 'until']) {
  if (opt[k] !== undefined && !DATE.test(opt[k])) {
    console.error(`--${k} takes a date (YYYY-MM-DD) or a UTC time (YYYY-MM-DDThh:mm:ssZ).`);
    process.exit(1);
  }
}
const where_ = opt.remote ? 'deployed D1' : 'local D1';

/** Rows of one SELECT through wrangler; null when the table does not exist yet. */
function query(sql) {
  const wrangler = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
  const where = opt.remote ? ['--remote'] : ['--local', '--persist-to', opt['persist-to'] ?? LOCAL_STATE];
  const run = spawnSync(
    process.execPath,
    [wrangler, 'd1', 'execute', 'leads', ...where, '--config', config, '--json', '--command', sql],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    },
  );
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (/no such table/.test(output)) return null;
  try {
    return JSON.parse(run.stdout).flatMap((r) => r.results ?? []);
  } catch {
    process.stderr.write(output);
    process.exit(run.status || 1);
  }
}

if (opt.export) {
  // Contacts and pipeline joined in: e-mail and phone are hashed here, never printed plain.
  const r = { since: opt.since ?? defaultSince(new Date()), until: opt.until };
  const rows = query(exportSql(r)) ?? [];
  console.log(
    await googleAdsCsv(rows, {
      ...r,
      conversionName: opt['conversion-name'],
      bookingConversionName: opt['booking-conversion-name'],
      value: opt.value,
      currency: opt.currency,
    }),
  );
  process.exit(0);
}

if (opt.json || opt.report) {
  // Dates were checked above, so they can go into the SQL as they are.
  const range = [
    opt.since && `received_at >= '${opt.since}'`,
    opt.until && `received_at <= '${/T/.test(opt.until) ? opt.until : `${opt.until}T23:59:59.999Z`}'`,
  ].filter(Boolean);
  const rows =
    query(`SELECT * FROM lead_ledger ${range.length ? `WHERE ${range.join(' AND ')}` : ''} ORDER BY received_at, id`) ??
    [];
  const r = { since: opt.since, until: opt.until };
  if (opt.report) console.log(report(rows, r, opt.touch === 'first' ? 'first' : 'last'));
  else if (rows.length) console.log(jsonLines(rows));
  process.exit(0);
}

const rows = query(
  `SELECT id, endpoint, status, attempts, created_at, updated_at, delivered_at, last_error, payload FROM leads ${opt.all ? '' : "WHERE status NOT IN ('delivered')"} ORDER BY created_at`,
);
if (rows === null) {
  console.log(`No leads stored yet (${where_}).`);
  process.exit(0);
}
if (rows.length === 0) {
  console.log(`No ${opt.all ? '' : 'waiting '}leads (${where_}).`);
  process.exit(0);
}
const counts = rows.reduce((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});
console.log(
  `${rows.length} lead${rows.length === 1 ? '' : 's'} in ${where_}: ${Object.entries(counts)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ')}\n`,
);
for (const r of rows) {
  console.log(
    `${r.created_at}  ${r.status.padEnd(9)} /${r.endpoint}  id ${r.id}  attempts ${r.attempts}${r.delivered_at ? `  delivered ${r.delivered_at}` : ''}`,
  );
  if (r.last_error) console.log(`  last error: ${r.last_error}`);
  console.log(`  ${r.payload}\n`);
}
