// The inbox at scale, shared by the bench (scripts/bench/inbox.mjs: the time budget) and the test
// (tests/unit/inbox-scale.test.ts: every list answers, with rows and the right counts). A timed
// assertion in the suite misses on a loaded machine; the bench prints the figure beside its budget.

/** Leads in the seeded inbox. */
export const INBOX_LEADS = 10_000;

/** Each list's D1 time (the list's query and the tabs' counts, Server-Timing `d1`), at most. */
export const INBOX_BUDGET_MS = 50;

/** The lists timed: what the team opens, filtered or not, deep pages and searches. */
export const INBOX_CASES = {
  'due now (the default)': '',
  'due now, page 100': 'page=100',
  'new, page 50': 'view=new&page=50',
  quoted: 'view=quoted',
  mine: 'view=mine',
  'mine, page 40': 'view=mine&page=40',
  'all, first page': 'view=all',
  'all, page 200': 'view=all&page=200',
  'owner + city': 'owner=ravi%40studio.example&city=jaipur',
  'source without case': 'source=Instagram',
  'search by phone, leading 0': 'q=09000009999',
  'status + city': 'stage=booked&city=Jaipur',
  'source + dates': 'source=instagram&from=2026-01-03&to=2026-01-05',
  'search by name': 'q=Person+9999',
  'search by phone': 'q=90000+09999',
  'spam view': 'quality=spam',
  'spam view, page 20': 'quality=spam&page=20',
  unverified: 'quality=unverified',
  'Hindi, page 10': 'language=hi&page=10',
  'English + city': 'language=en&city=jaipur',
};

/**
 * Seeds `n` leads into the inbox's tables (the schema must exist: any /admin request makes it),
 * generated in D1 itself (a recursive CTE per table): no round trip per row.
 * @param {any} db the LEADS_DB binding (D1, or the unit level's SQLite stand-in)
 */
export async function seedInbox(db, n = INBOX_LEADS) {
  const ids = 'WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?1 - 1)';
  const id = "'00000000-0000-4000-8000-' || printf('%012d', i)";
  const at = "strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01T00:00:00', '+' || i || ' minutes')";
  await db.batch([
    db
      .prepare(
        `INSERT INTO lead_pipeline (lead_id, form, received_at, service, city, source, stage, updated_at) ${ids}
      SELECT ${id}, 'callback', ${at}, 'wedding', CASE i % 2 WHEN 1 THEN 'jaipur' ELSE 'pune' END, CASE WHEN i % 3 = 0 THEN 'instagram' ELSE 'google' END,
        CASE i % 5 WHEN 0 THEN 'new' WHEN 1 THEN 'contacted' WHEN 2 THEN 'quoted' WHEN 3 THEN 'booked' ELSE 'lost' END, ${at} FROM n`,
      )
      .bind(n),
    db
      .prepare(
        `INSERT INTO lead_contacts (lead_id, name, email, phone) ${ids} SELECT ${id}, 'Person ' || i, 'p' || i || '@example.in', '9190000' || printf('%05d', i) FROM n`,
      )
      .bind(n),
    db
      .prepare(
        `INSERT INTO lead_ledger (id, form, received_at, updated_at) ${ids} SELECT ${id}, 'callback', ${at}, ${at} FROM n`,
      )
      .bind(n),
    // Each lead's work row (migrations/0009): open ones need the team from their receipt (the queue
    // rule), closed and spam ones never; one in four owned by each of two members, one of them the
    // one signed in on the local machine (its identity, lower-cased as owners are).
    db
      .prepare(
        `INSERT INTO lead_work (lead_id, owner, next_at) ${ids} SELECT ${id},
        CASE i % 4 WHEN 0 THEN 'local (no access)' WHEN 1 THEN 'ravi@studio.example' END,
        CASE WHEN i % 5 IN (0, 1, 2) AND i % 20 != 7 THEN ${at} END FROM n`,
      )
      .bind(n),
    // Every lead judged (migrations/0006): one in 20 spam, one in 10 unverified, the rest verified.
    db
      .prepare(
        `INSERT INTO lead_quality (lead_id, outcome, reason, checked_at) ${ids} SELECT ${id},
        CASE WHEN i % 20 = 7 THEN 'spam' WHEN i % 10 = 3 THEN 'unverified' ELSE 'verified' END,
        CASE WHEN i % 20 = 7 THEN 'rule: disposable-email' END, ${at} FROM n`,
      )
      .bind(n),
    // One in three with an event date (migrations/0023), joined by the list as its other rows are.
    db
      .prepare(
        `INSERT INTO lead_event_dates (lead_id, event_date) ${ids} SELECT ${id},
        date('2027-01-01', '+' || (i % 365) || ' days') FROM n WHERE i % 3 = 0`,
      )
      .bind(n),
    // One in four from a Hindi page (migrations/0014), one in four with no row (English).
    db
      .prepare(
        `INSERT INTO lead_prefs (lead_id, language, whatsapp_opt_in) ${ids} SELECT ${id},
        CASE i % 4 WHEN 0 THEN 'hi' ELSE 'en' END, i % 2 FROM n WHERE i % 4 != 3`,
      )
      .bind(n),
  ]);
}

/**
 * One list: its rows on the page and its D1 time (the fastest of `runs` views: the figure without
 * the machine's noise).
 * @param {(path: string) => Promise<{ status: number, text(): Promise<string>, headers: { get(name: string): string | null } }>} fetch
 *   the worker's fetch (relative paths)
 * @param {string} query
 */
export async function timeList(fetch, query, runs = 3) {
  const times = [];
  let rows = 0;
  let timing = '';
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const res = await fetch(`/admin?${query}`);
    status = res.status;
    rows = ((await res.text()).match(/<tr><td class="name">/g) ?? []).length;
    timing = res.headers.get('server-timing') ?? '';
    times.push(Number(/d1;dur=([\d.]+)/.exec(timing)?.[1]));
  }
  return { status, rows, timing, ms: Math.min(...times) };
}
