import { cleanFields } from '../../../shared/clean-text';
import { ReportCharts, type ReportFigures } from '../reports';
import type { FirstResponseFigures } from '../reports/first-response';
import { FirstResponse } from './FirstResponse';

/** The period links and the CSV of the same period. */
export function DaysChoice({ days }: { days: 30 | 90 }) {
  return (
    <nav className="actions" aria-label="Period">
      {([30, 90] as const).map((d) =>
        d === days ? (
          <strong key={d}>Last {d} days</strong>
        ) : (
          <a key={d} href={`/admin/reports?days=${d}`}>
            Last {d} days
          </a>
        ),
      )}
      <a href={`/admin/reports.csv?days=${days}`}>Download CSV</a>
    </nav>
  );
}

/** /admin/reports: the reports module's charts (src/worker/inbox/reports/) for the chosen period. */
export function ReportsPage({
  figures,
  firstResponse = null,
}: {
  figures: ReportFigures;
  firstResponse?: FirstResponseFigures | null;
}) {
  return (
    <>
      <DaysChoice days={figures.days} />
      {/* Campaign and page names come from visitors' URLs: shown by the one text rule (src/shared/clean-text.ts). */}
      <ReportCharts figures={cleanFields(figures)} />
      {firstResponse ? <FirstResponse figures={firstResponse} /> : null}
    </>
  );
}
