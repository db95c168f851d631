// `npm run leads` — the leads in D1 (local by default: `.wrangler/state`, the one local state that
// `npm start`, `npm run dev` and `npx wrangler dev` all use; `-- --remote` for the deployed database;
// `--persist-to <dir>` for another local state directory).
//   (no flag)                 leads parked in D1 and not yet delivered ('pending', 'kept'); --all with delivered;
//                             each with its event date when the visitor gave one ('event 2027-02-14')
//   --json                    the lead ledger, one JSON lead per line (id, form, status, receivedAt,
//                             attribution: { first, last }, consent); --since / --until filter it
//   --report                  the inbox's report (/admin/reports): leads, contacted, booked and booked
//                             value, verified, unverified, spam and spam % per source / medium /
//                             campaign and per landing page, by the last touch; --since / --until (YYYY-MM-DD or ISO); --days N: the last N India
//                             days including today, the inbox's window. The same query and rule
//                             (then the people apart: each once, under their first lead's source)
//   --export google-ads       the Google Ads offline conversion import CSV: leads with
//                             marketing consent (still granted), never spam, a click id and/or hashed
//                             e-mail and phone (enhanced conversions for leads), plus a row per stage
//                             reached (contacted, quoted, booked with its value) within 90 days of the
//                             click; the last 90 days unless --since; --conversion-name "…" (default
//                             'Website lead'), --contacted-conversion-name, --quoted-conversion-name
//                             (defaults 'Website lead contacted', 'Website lead quoted'),
//                             --booking-conversion-name "…" (default 'Website booking'), --value N,
//                             --currency INR. The same bytes as the site's
//                             GET /conversions/google-ads.csv (with the default names) over the same D1.
//   --export google-ads-adjustments   Google's conversion adjustments file: RETRACT for a booking
//                             the export counted that is no longer booked (a cancelled booking),
//                             RESTATE with its value now when the value changed after the booking;
//                             by Order ID (<lead id>:booked); --since, --booking-conversion-name as
//                             above. The same bytes as GET /conversions/google-ads-adjustments.csv.
// The SQL is src/worker/data/sql.ts's (the worker runs the same text); formatting: the ledger
// src/worker/leads/ledger.ts, the report src/worker/inbox/reports/ (figures.ts, text.ts), the export
// src/worker/conversions/google-ads-csv.ts (pure, unit-tested).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { exportSql, ledgerSql, relaySql, reportSql, tapReportSql } from '../src/worker/data/sql.ts';
import { adjustmentsSql } from '../src/worker/data/sql-bookings.ts';
import { salesSql } from '../src/worker/data/sales-sql.ts';
import { salesFigures, salesText } from '../src/worker/inbox/reports/sales.ts';
import { defaultSince, googleAdsCsv } from '../src/worker/conversions/google-ads-csv.ts';
import { googleAdsAdjustments } from '../src/worker/conversions/google-ads-adjustments.ts';
import { funnels, peopleFigures } from '../src/worker/inbox/reports/figures.ts';
import { reportText } from '../src/worker/inbox/reports/text.ts';
import { reportWindow } from '../src/worker/inbox/reports/window.ts';
import { jsonLines } from '../src/worker/leads/ledger.ts';

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
    'contacted-conversion-name': { type: 'string' },
    'quoted-conversion-name': { type: 'string' },
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
const where_ = opt.remote ? 'deployed D1' : 'local D1';

// Output is written, never followed by process.exit(): into a pipe, stdout is asynchronous and
// process.exit() drops whatever has not drained yet (everything after the first 64 KiB). The
// process ends by itself once stdout is flushed, with process.exitCode.
const print = (text) => process.stdout.write(`${text}\n`);
/** A failure: its message on stderr, the exit code main() returns. */
class Failure extends Error {
  constructor(message, code = 1) {
    super(message);
    this.code = code;
  }
}

/**
 * Rows of each SELECT, all in one wrangler run (each run starts wrangler and workerd: seconds of CPU);
 * null when a table does not exist yet. wrangler answers each statement of a command in turn.
 */
function queries(sqls) {
  const wrangler = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
  const where = opt.remote ? ['--remote'] : ['--local', '--persist-to', opt['persist-to'] ?? LOCAL_STATE];
  const run = spawnSync(
    process.execPath,
    [wrangler, 'd1', 'execute', 'leads', ...where, '--config', config, '--json', '--command', sqls.join(';\n')],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      // The whole answer (spawnSync's default buffer is 1 MiB).
      maxBuffer: 1024 * 1024 * 1024,
    },
  );
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (/no such table/.test(output)) return null;
  try {
    return JSON.parse(run.stdout).map((r) => r.results ?? []);
  } catch {
    throw new Failure(output.replace(/\n$/, ''), run.status || 1);
  }
}
/** Rows of one SELECT through wrangler; null when the table does not exist yet. */
const query = (sql) => queries([sql])?.flat() ?? null;

async function main() {
  if (!existsSync(new URL(`../${config}`, import.meta.url)))
    throw new Failure('No build found: run `npm run build` (or `npm start`) first.');
  if (opt.export !== undefined && opt.export !== 'google-ads' && opt.export !== 'google-ads-adjustments')
    throw new Failure(`Unknown export '${opt.export}': the exports are google-ads and google-ads-adjustments.`);
  if (opt.touch !== undefined && opt.touch !== 'last')
    // One report rule (the inbox's): lead_pipeline keeps the last touch's channel.
    throw new Failure('--report counts the last touch, as the inbox does; --json gives both touches of every lead.');
  if (opt.days !== undefined) {
    // India days, as the inbox's reports count them: since = the first day's India midnight (UTC), until inclusive.
    if (!/^\d+$/.test(opt.days) || +opt.days < 1 || +opt.days > 366 || opt.since || opt.until)
      throw new Failure('--days takes a number of days (1-366), without --since / --until.');
    const w = reportWindow(+opt.days, new Date());
    opt.since = w.since;
    opt.until = new Date(Date.parse(w.until) - 1).toISOString();
  }
  const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/;
  for (const k of ['since', 'until']) {
    if (opt[k] !== undefined && !DATE.test(opt[k]))
      throw new Failure(`--${k} takes a date (YYYY-MM-DD) or a UTC time (YYYY-MM-DDThh:mm:ssZ).`);
  }

  if (opt.export === 'google-ads-adjustments') {
    const r = { since: opt.since ?? defaultSince(new Date()), until: opt.until };
    const rows = query(adjustmentsSql(exportSql(r))) ?? [];
    print(await googleAdsAdjustments(rows, { ...r, bookingConversionName: opt['booking-conversion-name'] }));
    return;
  }
  if (opt.export) {
    // Contacts and pipeline joined in: e-mail and phone are hashed here, never printed plain.
    const r = { since: opt.since ?? defaultSince(new Date()), until: opt.until };
    const rows = query(exportSql(r)) ?? [];
    print(
      await googleAdsCsv(rows, {
        ...r,
        conversionName: opt['conversion-name'],
        contactedConversionName: opt['contacted-conversion-name'],
        quotedConversionName: opt['quoted-conversion-name'],
        bookingConversionName: opt['booking-conversion-name'],
        value: opt.value,
        currency: opt.currency,
      }),
    );
    return;
  }

  if (opt.json || opt.report) {
    const r = { since: opt.since, until: opt.until };
    if (opt.report) {
      // The leads, the chat taps and the sales (proposals, payments and bookings by source, campaign,
      // city and ad: the inbox's sales figures), in one wrangler run.
      const [rows, taps, sold] = queries([reportSql(r), tapReportSql(r), salesSql(r)]) ?? [[], [], []];
      print(reportText({ ...funnels(rows, taps), people: peopleFigures(rows) }, r));
      const sales = salesText(salesFigures(sold));
      if (sales) print(`\n${sales}`);
    } else {
      const rows = query(ledgerSql(r)) ?? [];
      if (rows.length) print(jsonLines(rows));
    }
    return;
  }

  const rows = query(relaySql(!!opt.all));
  if (rows === null) return print(`No leads stored yet (${where_}).`);
  if (rows.length === 0) return print(`No ${opt.all ? '' : 'waiting '}leads (${where_}).`);
  const counts = rows.reduce((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});
  const lines = [
    `${rows.length} lead${rows.length === 1 ? '' : 's'} in ${where_}: ${Object.entries(counts)
      .map(([s, n]) => `${n} ${s}`)
      .join(', ')}\n`,
  ];
  for (const r of rows) {
    lines.push(
      `${r.created_at}  ${r.status.padEnd(9)} /${r.endpoint}  id ${r.id}  attempts ${r.attempts}${r.delivered_at ? `  delivered ${r.delivered_at}` : ''}${r.event_date ? `  event ${r.event_date}` : ''}`,
    );
    if (r.last_error) lines.push(`  last error: ${r.last_error}`);
    lines.push(`  ${r.payload}\n`);
  }
  print(lines.join('\n'));
}

try {
  await main();
} catch (e) {
  if (!(e instanceof Failure)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exitCode = e.code;
}
