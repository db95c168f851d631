import type { Range } from '../leads/ledger';
import { schemaFirst } from './schema';
import { SALES_SQL, type SalesRow } from './sales-sql';
import { exportSql, REPORT_SQL, TAP_REPORT_SQL, type ExportRow, type ReportRow, type TapReportRow } from './sql';

/**
 * What marketing reads through the binding: the report's groups (the inbox's reports) and the
 * Google Ads export's rows (GET /conversions/google-ads.csv). The SQL text is ./sql.ts's, the
 * very text `npm run leads` runs.
 */
export const reportRows = schemaFirst(async function reportRows(
  db: D1Database,
  since: string,
  until: string,
): Promise<ReportRow[]> {
  const { results } = await db.prepare(REPORT_SQL).bind(since, until).all<ReportRow>();
  return results;
});

/** The chat taps' groups over the same window (./sql.ts TAP_REPORT_SQL). */
export const tapReportRows = schemaFirst(async function tapReportRows(
  db: D1Database,
  since: string,
  until: string,
): Promise<TapReportRow[]> {
  const { results } = await db.prepare(TAP_REPORT_SQL).bind(since, until).all<TapReportRow>();
  return results;
});

export const exportRows = schemaFirst(async function exportRows(db: D1Database, range: Range): Promise<ExportRow[]> {
  const { results } = await db.prepare(exportSql(range)).all<ExportRow>();
  return results;
});

/** The sales report's groups over the same window (./sales-sql.ts SALES_SQL). */
export const salesRows = schemaFirst(async function salesRows(
  db: D1Database,
  since: string,
  until: string,
): Promise<SalesRow[]> {
  const { results } = await db.prepare(SALES_SQL).bind(since, until).all<SalesRow>();
  return results;
});
