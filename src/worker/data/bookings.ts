import type { Range } from '../leads/ledger';
import { schemaFirst } from './schema';
import { exportSql, type ExportRow } from './sql';
import { adjustmentsSql, type AdjustmentFields } from './sql-bookings';

/**
 * Google Ads conversion adjustments' rows (GET /conversions/google-ads-adjustments.csv): the SQL
 * text is ./sql-bookings.ts's, the same that `npm run leads -- --export google-ads-adjustments` runs.
 */
export const adjustmentRows = schemaFirst(async function adjustmentRows(
  db: D1Database,
  range: Range,
): Promise<Array<ExportRow & AdjustmentFields>> {
  const { results } = await db.prepare(adjustmentsSql(exportSql(range))).all<ExportRow & AdjustmentFields>();
  return results;
});
