import { csv } from '../../../shared/csv';
import { formatIndiaDate, formatIndiaDateTime } from '../../../shared/india-time';
import type { ListRow } from '../../data/inbox';
import { formLabel } from '../../../shared/vocabulary/forms';
import { stageLabel } from '../../../shared/vocabulary/stages';
import { LANGUAGE_LABELS, leadLanguage } from '../../../shared/i18n/lead-language';

/**
 * The CSV of a filtered list, every page (GET /admin/leads.csv, list/routes.tsx), its columns as
 * docs/sales.md's "Export this list" names them; the event date after the city, as the list says it.
 */
/** At most this many leads in one export (the newest first past it is the filter's job). */
export const EXPORT_MAX = 10_000;
const CSV_COLUMNS = [
  'Received (IST)',
  'Name',
  'Phone (country code first)',
  'E-mail',
  'Service',
  'City',
  'Event date',
  'Status',
  'Booking value (₹)',
  'Owner',
  'Next step (IST)',
  'Source',
  'Medium',
  'Campaign',
  'Form',
  'Message',
  'Language',
] as const;

export function leadsCsv(rows: ListRow[]): string {
  const line = (r: ListRow) =>
    [
      formatIndiaDateTime(r.received_at),
      r.name ?? '',
      r.phone ?? '', // the normal form, country code first (a leading + would read as a formula)
      r.email ?? '',
      r.service,
      r.city,
      // The day the visitor gave (lead_event_dates, docs/sales.md "The event date"): '14 Feb 2027', else empty.
      formatIndiaDate(r.event_date),
      stageLabel(r.stage),
      r.value === null ? '' : String(r.value),
      r.owner ?? '',
      formatIndiaDateTime(r.next_at),
      r.source,
      r.medium,
      r.campaign,
      formLabel(r.form),
      (r.message ?? '').split(/\r?\n/)[0]!,
      LANGUAGE_LABELS[leadLanguage(r.language)],
    ]
      .map(csv)
      .join(',');
  return [CSV_COLUMNS.map(csv).join(','), ...rows.map(line)].join('\r\n') + '\r\n';
}
