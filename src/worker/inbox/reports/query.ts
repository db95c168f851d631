import { reportRows, tapReportRows } from '../../data/reports';
import { figuresFromRows, type ReportDays, type ReportFigures } from './figures';
import { reportWindow } from './window';

/**
 * The reports' figures for the last `days` India days up to `now` (inclusive of today): the
 * report's one query (../../data/sql.ts REPORT_SQL) over the window, and the chat taps' beside it
 * (TAP_REPORT_SQL), summed up by figures.ts.
 */
export async function reportFigures(db: D1Database, opts: { days: ReportDays; now: Date }): Promise<ReportFigures> {
  const win = reportWindow(opts.days, opts.now);
  const [rows, taps] = await Promise.all([
    reportRows(db, win.since, win.until),
    tapReportRows(db, win.since, win.until),
  ]);
  return figuresFromRows(rows, { ...opts, taps });
}
