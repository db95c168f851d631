import { cleanFields } from '../../../shared/clean-text';
import { ReportCharts, type ReportFigures } from '../reports';
import { campaignLabel } from '../reports/figures';
import { Words } from '../reports/QualityTable';
import type { FirstResponseFigures } from '../reports/first-response';
import { FirstResponse } from './FirstResponse';
import type { SpeedFigures } from '../reports/speed-to-lead';
import { SpeedToLead } from './SpeedToLead';
import { ByLanguage } from './ByLanguage';
import type { LanguageFigure } from '../reports/languages';
import { plural } from '../../../shared/vocabulary/plural';
import type { SalesFigures } from '../reports/sales';
import { SalesReport } from './SalesReport';

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

/** People apart from leads: each person once, under their first enquiry's source (figures.ts). */
function PeopleLine({ figures }: { figures: ReportFigures }) {
  const top = figures.people.campaigns.slice(0, 5).map((c) => cleanFields(c));
  return (
    <section className="card" aria-labelledby="people-h">
      <h2 id="people-h">People and enquiries</h2>
      <p>
        {plural(figures.total.leads, 'enquiry', 'enquiries')} from {plural(figures.people.total, 'person', 'people')}:
        someone who enquired again counts once, under the source of their first enquiry.
      </p>
      {top.length ? (
        // As the report tables: a campaign's name never breaks (not even at its hyphens); a line wider than
        // a phone scrolls sideways in its region, focusable so a keyboard can scroll it too.
        <div className="scroll" role="region" aria-label="People per campaign" tabIndex={0}>
          <ul className="list people-campaigns">
            {top.map((c) => (
              <li key={campaignLabel(c)}>
                <Words text={campaignLabel(c)} />: {plural(c.people, 'person', 'people')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** /admin/reports: the reports module's charts (src/worker/inbox/reports/) for the chosen period. */
export function ReportsPage({
  figures,
  firstResponse = null,
  speed = null,
  languages = null,
  sales = null,
}: {
  figures: ReportFigures;
  firstResponse?: FirstResponseFigures | null;
  speed?: SpeedFigures | null;
  languages?: LanguageFigure[] | null;
  sales?: SalesFigures | null;
}) {
  return (
    <>
      <DaysChoice days={figures.days} />
      {/* Campaign and page names come from visitors' URLs: shown by the one text rule (src/shared/clean-text.ts). */}
      <ReportCharts figures={cleanFields(figures)} />
      <PeopleLine figures={figures} />
      {sales ? <SalesReport figures={sales} /> : null}
      {firstResponse ? <FirstResponse figures={firstResponse} /> : null}
      {speed ? <SpeedToLead figures={speed} /> : null}
      {languages ? <ByLanguage rows={languages} /> : null}
    </>
  );
}
