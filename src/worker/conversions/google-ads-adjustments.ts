/**
 * Google Ads conversion adjustments (docs/marketing.md#how-google-gets-it,
 * docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md): the file that
 * `npm run leads -- --export google-ads-adjustments` prints and GET
 * /conversions/google-ads-adjustments.csv serves (./google-ads.ts), the same bytes from the same
 * rows (../data/sql-bookings.ts adjustmentsSql). A booking the export counted (its Order ID
 * `<lead id>:booked`) is retracted once the lead left booked (a cancelled booking: lost,
 * "Cancelled"), or restated with its value now when that changed after the booking (the inbox's
 * value, or a proposal paid for a lead booked by hand). Google's adjustment upload format: its
 * template's columns, the types RETRACT and RESTATE (the file's words; the Ads API's are
 * RETRACTION and RESTATEMENT), a retraction without value or currency. Pure, run by Node too.
 */
import { csv } from '../../shared/csv.ts';
import { CURRENCY } from '../../shared/vocabulary/money.ts';
import type { ExportRow } from '../data/sql.ts';
import type { AdjustmentFields } from '../data/sql-bookings.ts';
import type { Range } from '../leads/ledger.ts';
import { bookingValue, DEFAULT_BOOKING_CONVERSION_NAME, indiaTime, inWindow, matchable } from './google-ads-csv.ts';

export const ADJUSTMENT_COLUMNS = [
  'Order ID',
  'Conversion Name',
  'Adjustment Time',
  'Adjustment Type',
  'Adjusted Value',
  'Adjusted Value Currency',
] as const;
export const ADJUSTMENT_HEADER = ADJUSTMENT_COLUMNS.join(',');

/** A booked lead as its adjustment reads it (adjustmentsSql). */
export type AdjustmentRow = ExportRow & AdjustmentFields;

export interface AdjustmentOptions extends Range {
  bookingConversionName?: string;
}

/**
 * One row per booking the export counted and that changed since: RETRACT when the lead is no
 * longer booked (time: when it left booked), else RESTATE with the booking's value now (time: its
 * latest change). Only a booking the export could have carried: the same consent, quality and
 * identifier rules (./google-ads-csv.ts matchable), booked within 90 days of the click.
 */
export async function googleAdsAdjustments(rows: AdjustmentRow[], opts: AdjustmentOptions = {}): Promise<string> {
  const name = opts.bookingConversionName || DEFAULT_BOOKING_CONVERSION_NAME;
  const lines = [ADJUSTMENT_HEADER];
  for (const row of rows) {
    if (!row.booked_at) continue;
    const m = await matchable(row, opts, true);
    if (!m || !inWindow(m.from, row.booked_at)) continue;
    const order = `${row.id}:booked`;
    if (row.stage !== 'booked') {
      if (row.left_at) lines.push([order, name, indiaTime(row.left_at), 'RETRACT', '', ''].map(csv).join(','));
    } else if (row.changed_at) {
      const value = bookingValue(row);
      if (value) lines.push([order, name, indiaTime(row.changed_at), 'RESTATE', value, CURRENCY].map(csv).join(','));
    }
  }
  return lines.join('\n');
}
