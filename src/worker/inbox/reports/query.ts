import { ensureSchema } from '../../leads/schema';
import { figuresFromRows, REACHED_CONTACTED, type ReportDays, type ReportFigures, type ReportRow } from './figures';
import { reportWindow } from './window';

/**
 * The inbox records a stage change in lead_audit as action 'stage', from_value → to_value (the
 * stages). A lost lead counts as contacted when its trail shows it reached contacted first.
 */
export const STAGE_AUDIT_ACTION = 'stage';

const reached = REACHED_CONTACTED.map((s) => `'${s}'`).join(', ');

// One GROUP BY over the window: a range scan of lead_pipeline_received (received_at ISO UTC,
// compared as text), the India day computed by SQLite, the audit looked up (by its lead_id index)
// for lost leads only. Rows are groups, not leads: at most one per day × channel × page × stage.
const SQL = `SELECT date(received_at, '+330 minutes') AS day, source, medium, campaign, landing_path, stage,
  CASE WHEN stage = 'lost' AND EXISTS (SELECT 1 FROM lead_audit a WHERE a.lead_id = p.lead_id AND a.action = '${STAGE_AUDIT_ACTION}' AND a.to_value IN (${reached})) THEN 1 ELSE 0 END AS contacted,
  COUNT(*) AS leads, SUM(value) AS value
FROM lead_pipeline p INDEXED BY lead_pipeline_received
WHERE received_at >= ?1 AND received_at < ?2
GROUP BY day, source, medium, campaign, landing_path, stage, contacted`;

/** The reports' figures for the last `days` India days up to `now` (inclusive of today). */
export async function reportFigures(db: D1Database, opts: { days: ReportDays; now: Date }): Promise<ReportFigures> {
  await ensureSchema(db);
  const win = reportWindow(opts.days, opts.now);
  const { results } = await db.prepare(SQL).bind(win.since, win.until).all<ReportRow>();
  return figuresFromRows(results, opts);
}
