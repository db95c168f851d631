import { INDIA_SQL_MODIFIER } from '../../../shared/india-time';
import { ensureSchema } from '../../leads/schema';
import { figuresFromRows, REACHED_CONTACTED, type ReportDays, type ReportFigures, type ReportRow } from './figures';
import { reportWindow } from './window';

/**
 * The inbox records a stage change in lead_audit as action 'stage', from_value → to_value (the
 * stages). A lost lead counts as contacted when its trail shows it reached contacted first.
 */
export const STAGE_AUDIT_ACTION = 'stage';

const reached = REACHED_CONTACTED.map((s) => `'${s}'`).join(', ');

// Three GROUP BYs over the window (a range scan of lead_pipeline_received: received_at is ISO UTC,
// compared as text), so D1 returns groups, not leads: days × sources, campaigns, landing pages. The
// audit is looked up (by its lead_id index) for lost leads only. The same rule as leadRows().
export const REPORT_SQL = `WITH w AS (
  SELECT received_at, source, medium, campaign, landing_path,
    CASE WHEN stage IN (${reached}) OR (stage = 'lost' AND EXISTS (SELECT 1 FROM lead_audit a
      WHERE a.lead_id = p.lead_id AND a.action = '${STAGE_AUDIT_ACTION}' AND a.to_value IN (${reached}))) THEN 1 ELSE 0 END AS contacted,
    stage = 'booked' AS booked,
    CASE WHEN stage = 'booked' THEN value END AS value
  FROM lead_pipeline p WHERE received_at >= ?1 AND received_at < ?2
)
SELECT 'day' AS "by", date(received_at, '${INDIA_SQL_MODIFIER}') AS day, source, '' AS medium, '' AS campaign, '' AS landing_path,
  COUNT(*) AS leads, SUM(contacted) AS contacted, SUM(booked) AS booked, SUM(value) AS value FROM w GROUP BY 2, 3
UNION ALL
SELECT 'campaign', '', source, medium, campaign, '', COUNT(*), SUM(contacted), SUM(booked), SUM(value) FROM w GROUP BY 3, 4, 5
UNION ALL
SELECT 'page', '', '', '', '', landing_path, COUNT(*), SUM(contacted), SUM(booked), SUM(value) FROM w GROUP BY 6`;

/** The reports' figures for the last `days` India days up to `now` (inclusive of today). */
export async function reportFigures(db: D1Database, opts: { days: ReportDays; now: Date }): Promise<ReportFigures> {
  await ensureSchema(db);
  const win = reportWindow(opts.days, opts.now);
  const { results } = await db.prepare(REPORT_SQL).bind(win.since, win.until).all<ReportRow>();
  return figuresFromRows(results, opts);
}
