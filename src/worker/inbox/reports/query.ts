import { reportRows, salesRows, tapReportRows } from '../../data/reports';
import { salesFigures, type SalesFigures } from './sales';
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

/** The sales figures (./sales.ts) over the same window: proposals, payments, bookings by group. */
export async function salesReport(db: D1Database, opts: { days: ReportDays; now: Date }): Promise<SalesFigures> {
  const win = reportWindow(opts.days, opts.now);
  return salesFigures(await salesRows(db, win.since, win.until));
}
