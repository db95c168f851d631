/**
 * The SQL text of bookings that Meta's Purchase, Google's export and Google's adjustments read
 * (docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md): pure and import-free but
 * for explicit .ts paths, so `npm run leads` runs it too (as ./sql.ts).
 */
/**
 * Each lead's booking by a paid proposal (its latest, if two were paid): the proposal's id and its
 * total before tax, as the version paid has it (a paid proposal takes no new version). One source
 * for Meta's Purchase (./lead-rows.ts metaLeadRow) and Google's booking row (exportSql).
 */
export const PAID_BOOKING = `SELECT pr.lead_id, pr.id, v.subtotal, pr.updated_at AS paid_at FROM proposals pr
    JOIN proposal_versions v ON v.proposal_id = pr.id AND v.version = pr.version
    WHERE pr.status = 'paid' AND pr.updated_at = (
      SELECT MAX(p2.updated_at) FROM proposals p2 WHERE p2.lead_id = pr.lead_id AND p2.status = 'paid')`;

/** What adjustmentsSql adds to an export row. */
export interface AdjustmentFields {
  /** When the inbox first moved the lead to booked. */
  booked_at?: string | null;
  /** When it last left booked (a cancellation, or a move by hand). */
  left_at?: string | null;
  /** The latest change of its value after the booking: by hand, or a proposal paid later. */
  changed_at?: string | null;
}

const bookedAt = `(SELECT MIN(a.at) FROM lead_audit a
      WHERE a.lead_id = l.id AND a.action = 'stage' AND a.to_value = 'booked')`;

/**
 * Google's conversion adjustments' one query (the CLI and /conversions/google-ads-adjustments.csv):
 * the export's leads (./sql.ts exportSql: consented, not spam, the same range) that were ever
 * booked, with when they left booked and when their value last changed after the booking.
 * `exportQuery` is exportSql's text for the range.
 */
export function adjustmentsSql(exportQuery: string): string {
  return `SELECT e.*, x.booked_at, x.left_at, x.changed_at FROM (${exportQuery}) e
    JOIN (SELECT l.id,
      ${bookedAt} AS booked_at,
      (SELECT MAX(a.at) FROM lead_audit a
        WHERE a.lead_id = l.id AND a.action = 'stage' AND a.from_value = 'booked') AS left_at,
      (SELECT MAX(at) FROM (
        SELECT a.at FROM lead_audit a WHERE a.lead_id = l.id AND a.action = 'value' AND a.at > ${bookedAt}
        UNION ALL
        SELECT b.paid_at FROM (${PAID_BOOKING}) b WHERE b.lead_id = l.id AND b.paid_at > ${bookedAt})) AS changed_at
      FROM lead_ledger l) x ON x.id = e.id
    WHERE x.booked_at IS NOT NULL
    ORDER BY e.received_at, e.id`;
}
