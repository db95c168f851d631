/**
 * The sales report's SQL (docs/sales.md#reports): proposals sent, accepted and paid, the advance
 * received, the booked value, and each booked lead's days from lead to booking, over the leads
 * received in [since, until) (spam not counted), grouped by source, by source / medium / campaign,
 * by city and by ad (the last touch's utm_content). One text for the inbox's reports
 * (data/reports.ts salesRows) and `npm run leads -- --report` (scripts/leads.mjs), as ./sql.ts's
 * report; summed up by src/worker/inbox/reports/sales.ts. Pure and import-free but for explicit .ts
 * paths, so Node runs it.
 *   sent      proposals made for the leads (not erased)
 *   accepted  of those, proposals the visitor accepted (any version)
 *   paid      of those, proposals with a payment received
 *   advance   paise received that paid no balance (migrations/0022_balances.sql): neither the one that
 *             settled it nor one through its link after it was settled (data/overpaid.ts), less what
 *             was refunded of it in Razorpay's dashboard (migrations/0024_dashboard_refunds.sql)
 *   booked, value  leads booked now and their value (rupees), as the funnel counts them
 *   days      the booked leads' days from received_at to the booking (stage_at), comma-separated:
 *             the median is taken from them, so a group's median is its own leads'
 */
import { literalRange, NOT_SPAM } from './sql.ts';
import type { Range } from '../leads/ledger.ts';

export interface SalesRow {
  by: 'source' | 'campaign' | 'city' | 'ad';
  key: string;
  leads: number;
  sent: number;
  accepted: number;
  paid: number;
  advance: number;
  booked: number;
  value: number | null;
  days: string | null;
}

const salesSqlOver = (since: string, until: string) => `WITH w AS MATERIALIZED (
  SELECT p.lead_id, p.source, p.medium, p.campaign,
    CASE WHEN p.city = '' THEN '(not set)' ELSE p.city END AS city,
    COALESCE(NULLIF(json_extract(l.last_touch, '$.utm_content'), ''), '(not set)') AS ad,
    p.stage = 'booked' AS booked,
    CASE WHEN p.stage = 'booked' THEN p.value END AS value,
    CASE WHEN p.stage = 'booked' AND p.stage_at IS NOT NULL
      THEN ROUND(MAX(0, julianday(p.stage_at) - julianday(p.received_at)), 2) END AS days,
    (SELECT COUNT(*) FROM proposals r WHERE r.lead_id = p.lead_id AND r.erased_at IS NULL) AS sent,
    (SELECT COUNT(*) FROM proposals r WHERE r.lead_id = p.lead_id AND r.erased_at IS NULL
      AND EXISTS (SELECT 1 FROM proposal_acceptances a WHERE a.proposal_id = r.id)) AS accepted,
    (SELECT COUNT(DISTINCT m.proposal_id) FROM payments m WHERE m.lead_id = p.lead_id AND m.status = 'paid') AS paid,
    (SELECT COALESCE(SUM(m.amount - (SELECT COALESCE(SUM(d.amount), 0) FROM dashboard_refunds d
        WHERE d.payment_id = m.id)), 0) FROM payments m WHERE m.lead_id = p.lead_id AND m.status = 'paid'
      AND NOT EXISTS (SELECT 1 FROM proposal_balances b
        WHERE b.payment_id = m.id OR b.link_id = m.reference)) AS advance
  FROM lead_pipeline p
  LEFT JOIN lead_ledger l ON l.id = p.lead_id
  WHERE p.received_at >= ${since} AND p.received_at < ${until} AND ${NOT_SPAM('p')}
)
${(
  [
    ['source', 'source'],
    ['campaign', "source || ' / ' || medium || ' / ' || campaign"],
    ['city', 'city'],
    ['ad', 'ad'],
  ] as const
)
  .map(
    ([by, key]) => `SELECT '${by}' AS "by", ${key} AS key, COUNT(*) AS leads, SUM(sent) AS sent,
  SUM(accepted) AS accepted, SUM(paid) AS paid, SUM(advance) AS advance, SUM(booked) AS booked,
  SUM(value) AS value, group_concat(days) AS days
FROM w GROUP BY 2`,
  )
  .join('\nUNION ALL\n')}`;

/** Bound to ?1 (since, inclusive) and ?2 (until, exclusive): the inbox's. */
export const SALES_SQL = salesSqlOver('?1', '?2');

/** Over the CLI's range, as ./sql.ts reportSql(): until inclusive, no bound: every lead. */
export function salesSql(range: Range = {}): string {
  const r = literalRange(range);
  const until = r.until && `'${new Date(Date.parse(r.until.slice(1, -1)) + 1).toISOString()}'`;
  return salesSqlOver(r.since ?? "''", until ?? "'9999'");
}
