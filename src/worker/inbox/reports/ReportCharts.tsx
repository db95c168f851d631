/**
 * The reports drawn as server-rendered inline SVG (no chart library, no script): leads per day by
 * source (DailyChart.tsx, stacked bars) and the funnels per campaign and per landing page
 * (FunnelChart.tsx), with lead quality (QualityTable.tsx). Sized by viewBox at 360 units wide with
 * width 100%, so they fit a 360 px screen and scale up. Only presentation attributes and class
 * names (the CSP allows no inline style); colours from palette.ts, one meaning each. Each chart is
 * one role="img" with an aria-label; the figures themselves are in a visually hidden table beside
 * it, for screen readers.
 */
import { formatIndiaDate } from '../../../shared/india-time';
import { formatRupees } from '../../../shared/vocabulary/money';
import { plural } from '../../../shared/vocabulary/plural';
import { DailyChart, DailyTable } from './DailyChart';
import { campaignLabel, spamPercent, type ReportFigures } from './figures';
import { FUNNEL_ROWS, FunnelChart, FunnelTable, type FunnelRow } from './FunnelChart';
import { QualityTable } from './QualityTable';

export { FUNNEL_ROWS } from './FunnelChart';
export { SERIES_COLOURS, STAGE_COLOURS, TAP_COLOUR } from './palette';

function FunnelSection({
  title,
  keyName,
  rows,
  figures,
}: {
  title: string;
  keyName: string;
  rows: FunnelRow[];
  figures: ReportFigures;
}) {
  return (
    <section className="report">
      <h2>{title}</h2>
      {rows.length ? (
        <>
          <FunnelChart rows={rows} title={title} days={figures.days} />
          {rows.length > FUNNEL_ROWS && (
            <p className="report__note">{`Top ${FUNNEL_ROWS} of ${rows.length} by leads; the CSV has them all.`}</p>
          )}
          <FunnelTable rows={rows} caption={title} keyName={keyName} />
          <QualityTable rows={rows} caption={`Lead quality ${title.replace(/^Funnel /, '')}`} keyName={keyName} />
        </>
      ) : (
        <p className="report__note">{`No leads or chat taps in the last ${figures.days} days.`}</p>
      )}
    </section>
  );
}

export function ReportCharts({ figures }: { figures: ReportFigures }) {
  const t = figures.total;
  const s = t.stages;
  return (
    <div className="reports">
      <section className="report">
        <h2>Leads per day by source</h2>
        <p className="report__summary">
          {`${formatIndiaDate(figures.from)} to ${formatIndiaDate(figures.to)} (India time): ` +
            `${plural(t.leads, 'lead', 'leads')}, ${t.contacted} contacted, ${t.booked} booked, ` +
            `${formatRupees(t.bookedValue)} booked value` +
            (t.spam
              ? `; ${plural(t.spam, 'spam submission', 'spam submissions')} kept apart (${spamPercent(t)} of all)`
              : '') +
            '.'}
        </p>
        <p className="report__note">
          {`Where they stand now: ${s.new} new, ${s.contacted} contacted, ${s.quoted} quoted, ${s.booked} booked, ` +
            `${s.lost} lost. "Contacted" above counts every lead that reached contacted or later.`}
        </p>
        <p className="report__note">
          {`${plural(t.taps, 'tap', 'taps')} on the chat button, beside the leads ` +
            '(per campaign and landing page below).'}
        </p>
        <DailyChart figures={figures} />
        <DailyTable figures={figures} />
      </section>
      <FunnelSection
        title="Funnel per campaign"
        keyName="Source / medium / campaign"
        rows={figures.campaigns.map((c) => ({ ...c, label: campaignLabel(c) }))}
        figures={figures}
      />
      <FunnelSection
        title="Funnel per landing page"
        keyName="Landing page"
        rows={figures.landingPages.map((p) => ({ ...p, label: p.landingPath }))}
        figures={figures}
      />
      {figures.chats.total.leads ? (
        <>
          <FunnelSection
            title="WhatsApp chat leads per campaign"
            keyName="Source / medium / campaign"
            rows={figures.chats.campaigns.map((c) => ({ ...c, label: campaignLabel(c) }))}
            figures={figures}
          />
          <FunnelSection
            title="WhatsApp chat leads per landing page"
            keyName="Landing page"
            rows={figures.chats.landingPages.map((p) => ({ ...p, label: p.landingPath }))}
            figures={figures}
          />
        </>
      ) : null}
    </div>
  );
}
