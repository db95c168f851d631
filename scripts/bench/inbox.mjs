// The inbox over 10,000 leads: each list's D1 time (the statements' own time in SQLite, D1's
// meta.duration, as the worker's Server-Timing `d1` header carries it) against its budget, in the
// built worker in workerd (wrangler's test harness, loopback: the local machine's exception to
// Access). `npm run bench` prints it last; `npx node scripts/bench/inbox.mjs` runs it alone.
// The lists and the seed are the test's (scripts/bench/inbox-cases.mjs).
import { fileURLToPath } from 'node:url';
import { createTestHarness } from 'wrangler';
import { INBOX_BUDGET_MS, INBOX_CASES, INBOX_LEADS, seedInbox, timeList } from './inbox-cases.mjs';

/** @returns {Promise<Array<{ what: string, ms: number, rows: number, status: number }>>} */
export async function inboxScale() {
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  process.env.WRANGLER_SEND_METRICS = 'false';
  const server = createTestHarness({ workers: [{ configPath: 'dist/photo_site/wrangler.json' }] });
  await server.listen();
  try {
    // The schema exists once any /admin request ran.
    await (await server.fetch('/admin')).text();
    await seedInbox((await server.getWorker().getEnv()).LEADS_DB, INBOX_LEADS);
    const rows = [];
    for (const [what, query] of Object.entries(INBOX_CASES))
      rows.push({ what, ...(await timeList((path) => server.fetch(path), query)) });
    return rows;
  } finally {
    await server.close();
  }
}

export function printInbox(rows) {
  console.log(`\nThe inbox over ${INBOX_LEADS.toLocaleString('en')} leads: D1 time per list (best of 3 views)`);
  console.log(`${'list'.padEnd(30)} ${'D1 ms'.padStart(7)} ${'rows'.padStart(5)}  budget`);
  for (const r of rows) {
    const ok = r.status === 200 && r.ms < INBOX_BUDGET_MS;
    const fig = Number.isFinite(r.ms) ? r.ms.toFixed(2) : `${r.status}`;
    console.log(
      `${r.what.padEnd(30)} ${fig.padStart(7)} ${String(r.rows).padStart(5)}  < ${INBOX_BUDGET_MS} ${ok ? 'met' : 'MISSED'}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printInbox(await inboxScale());
