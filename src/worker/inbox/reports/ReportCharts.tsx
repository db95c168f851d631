/**
 * The reports drawn as server-rendered inline SVG (no chart library, no script): leads per day by
 * source (stacked bars) and the funnels per campaign and per landing page. Sized by viewBox at
 * 360 units wide with width 100%, so they fit a 360 px screen and scale up. Only presentation
 * attributes and class names (the CSP allows no inline style). Each chart is one role="img" with an
 * aria-label; the figures themselves are in a visually hidden table beside it, for screen readers.
 */
import { formatPrice } from '../../../shared/format';
import { formatIndiaDate } from '../../../shared/india-time';
import { campaignLabel, spamPercent, spamShare, type Funnel, type ReportFigures } from './figures';

/** Fixed palette, each at least 4.8:1 on white (WCAG 1.4.11 asks 3:1 for graphics). */
export const SERIES_COLOURS = ['#1f5f99', '#b35900', '#2e7d32', '#8e24aa', '#c62828', '#5f6368'] as const;
export const STAGE_COLOURS = { new: '#1f5f99', contacted: '#b35900', booked: '#2e7d32', taps: '#6a3d9a' } as const;
/** Funnel rows drawn per chart (the hidden table and the CSV have them all). */
export const FUNNEL_ROWS = 8;

const WIDTH = 360;
const GRID = '#cfc4b5';
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const r2 = (n: number) => Math.round(n * 100) / 100;
const rupees = (value: number) => formatPrice(value * 100);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A round axis maximum and its step (1, 2 or 5 × 10^k), about four gridlines. */
function axis(max: number): { top: number; step: number } {
  const rough = Math.max(1, max) / 4;
  const mag = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= rough)!,
  );
  return { top: Math.max(step, Math.ceil(Math.max(1, max) / step) * step), step };
}

function DailyChart({ figures }: { figures: ReportFigures }) {
  const { perDay, series } = figures;
  const left = 30;
  const top = 18;
  const plotW = WIDTH - left - 6;
  const plotH = 150;
  const { top: yMax, step } = axis(Math.max(0, ...perDay.map((d) => d.leads)));
  const y = (n: number) => top + plotH - (n / yMax) * plotH;
  const band = plotW / perDay.length;
  const barW = r2(Math.max(1, band * 0.8));
  const ticks = Array.from({ length: yMax / step + 1 }, (_, i) => i * step);
  const xTicks = [0, Math.floor((perDay.length - 1) / 2), perDay.length - 1];
  const legendY = top + plotH + 48;
  const perRow = 3;
  const height = legendY + Math.ceil(series.length / perRow) * 18 + 4;
  const label = `Leads per day by source, last ${figures.days} India days (${formatIndiaDate(figures.from)} to ${formatIndiaDate(figures.to)}): ${plural(figures.total.leads, 'lead', 'leads')}`;
  return (
    <svg
      className="report-chart report-chart--daily"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      fontSize="11"
      fill="currentColor"
    >
      <title>{label}</title>
      <text x="0" y="10">
        Leads
      </text>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={left} x2={WIDTH - 6} y1={r2(y(t))} y2={r2(y(t))} stroke={GRID} strokeWidth="1" />
          <text x={left - 4} y={r2(y(t) + 4)} textAnchor="end">
            {t}
          </text>
        </g>
      ))}
      {perDay.map((d, i) => {
        let base = 0;
        return (
          <g className="report-chart__day" key={d.day}>
            <title>{`${formatIndiaDate(d.day)}: ${plural(d.leads, 'lead', 'leads')}`}</title>
            {d.counts.map((n, s) => {
              if (!n) return null;
              const rect = (
                <rect
                  key={s}
                  x={r2(left + i * band + (band - barW) / 2)}
                  y={r2(y(base + n))}
                  width={barW}
                  height={r2((n / yMax) * plotH)}
                  fill={SERIES_COLOURS[s]}
                />
              );
              base += n;
              return rect;
            })}
          </g>
        );
      })}
      {xTicks.map((i, k) => (
        <text
          key={k}
          x={r2(left + i * band + band / 2)}
          y={top + plotH + 14}
          textAnchor={k === 0 ? 'start' : k === 2 ? 'end' : 'middle'}
        >
          {formatIndiaDate(perDay[i]!.day)}
        </text>
      ))}
      <text x={left + plotW / 2} y={top + plotH + 27} textAnchor="middle">
        Day received (India time)
      </text>
      {series.map((name, s) => (
        <g key={name} className="report-chart__legend">
          <rect
            x={(s % perRow) * 120}
            y={legendY + Math.floor(s / perRow) * 18 - 9}
            width="10"
            height="10"
            fill={SERIES_COLOURS[s]}
          />
          <text x={(s % perRow) * 120 + 14} y={legendY + Math.floor(s / perRow) * 18}>
            {clip(name, 17)}
          </text>
        </g>
      ))}
    </svg>
  );
}

function DailyTable({ figures }: { figures: ReportFigures }) {
  return (
    <table className="visually-hidden">
      <caption>Leads per day by source</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          {figures.series.map((s) => (
            <th scope="col" key={s}>
              {s}
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {figures.perDay.map((d) => (
          <tr key={d.day}>
            <th scope="row">{formatIndiaDate(d.day)}</th>
            {d.counts.map((n, i) => (
              <td key={i}>{n}</td>
            ))}
            <td>{d.leads}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface FunnelRow extends Funnel {
  label: string;
}

const STAGES = [
  { key: 'new', text: (f: Funnel) => `${f.leads} new` },
  { key: 'contacted', text: (f: Funnel) => `${f.contacted} contacted` },
  { key: 'booked', text: (f: Funnel) => `${f.booked} booked · ${rupees(f.bookedValue)}` },
  // Beside the funnel, not a stage of it: taps on the chat button (docs/marketing.md "Chat taps").
  { key: 'taps', text: (f: Funnel) => plural(f.taps, 'chat tap', 'chat taps') },
] as const;
const LEGEND = { new: 'New (all leads)', contacted: 'Contacted', booked: 'Booked', taps: 'Chat taps' } as const;
const LEGEND_X = [0, 96, 166, 222];

function FunnelChart({ rows, title, days }: { rows: FunnelRow[]; title: string; days: number }) {
  const shown = rows.slice(0, FUNNEL_ROWS);
  const max = Math.max(1, ...shown.map((r) => Math.max(r.leads, r.taps)));
  const barMax = 190;
  const rowH = 16 + STAGES.length * 11 + 3;
  const legendH = 22;
  const height = legendH + shown.length * rowH;
  const count = (f: Funnel, key: (typeof STAGES)[number]['key']) =>
    key === 'new' ? f.leads : key === 'contacted' ? f.contacted : key === 'booked' ? f.booked : f.taps;
  const label = `${title}, last ${days} India days: new, contacted and booked leads with booked value, and chat taps${rows.length > shown.length ? `, top ${shown.length} of ${rows.length}` : ''}`;
  return (
    <svg
      className="report-chart report-chart--funnel"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      fontSize="11"
      fill="currentColor"
    >
      <title>{label}</title>
      {STAGES.map((s, i) => (
        <g key={s.key} className="report-chart__legend">
          <rect x={LEGEND_X[i]} y="3" width="10" height="10" fill={STAGE_COLOURS[s.key]} />
          <text x={LEGEND_X[i]! + 14} y="12">
            {LEGEND[s.key]}
          </text>
        </g>
      ))}
      {shown.map((r, i) => {
        const y0 = legendH + i * rowH;
        return (
          <g key={r.label} className="report-chart__funnel">
            <text x="0" y={y0 + 11} fontWeight="bold">
              {clip(r.label, 58)}
            </text>
            {STAGES.map((s, k) => {
              const n = count(r, s.key);
              const w = r2(n ? Math.max(1, (n / max) * barMax) : 0);
              const yb = y0 + 16 + k * 11;
              return (
                <g key={s.key}>
                  {w > 0 && <rect x="0" y={yb} width={w} height="9" fill={STAGE_COLOURS[s.key]} />}
                  <text x={r2(w + 4)} y={yb + 8} fontSize="10">
                    {s.text(r)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

function FunnelTable({ rows, caption, keyName }: { rows: FunnelRow[]; caption: string; keyName: string }) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyName}</th>
          <th scope="col">New (all leads)</th>
          <th scope="col">Contacted</th>
          <th scope="col">Booked</th>
          <th scope="col">Booked value</th>
          <th scope="col">Chat taps</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{r.leads}</td>
            <td>{r.contacted}</td>
            <td>{r.booked}</td>
            <td>{rupees(r.bookedValue)}</td>
            <td>{r.taps}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Lead quality per row, visible: verified, unverified and spam, and the spam share, the rows with
 * the most spam first (which campaign or page buys bots).
 */
function QualityTable({ rows, caption, keyName }: { rows: FunnelRow[]; caption: string; keyName: string }) {
  const sorted = [...rows].sort(
    (a, b) => b.spam - a.spam || spamShare(b) - spamShare(a) || a.label.localeCompare(b.label),
  );
  // A region that may scroll sideways on a phone: focusable, so a keyboard can scroll it.
  return (
    <div className="scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{keyName}</th>
            <th scope="col">Leads</th>
            <th scope="col">Verified</th>
            <th scope="col">Unverified</th>
            <th scope="col">Spam</th>
            <th scope="col">Spam share</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.leads}</td>
              <td>{r.verified}</td>
              <td>{r.unverified}</td>
              <td>{r.spam}</td>
              <td>{spamPercent(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
  return (
    <div className="reports">
      <section className="report">
        <h2>Leads per day by source</h2>
        <p className="report__summary">
          {`${formatIndiaDate(figures.from)} to ${formatIndiaDate(figures.to)} (India time): ${plural(t.leads, 'lead', 'leads')}, ${t.contacted} contacted, ${t.booked} booked, ${rupees(t.bookedValue)} booked value${t.spam ? `; ${plural(t.spam, 'spam submission', 'spam submissions')} kept apart (${spamPercent(t)} of all)` : ''}.`}
        </p>
        <p className="report__note">
          {`${plural(t.taps, 'tap', 'taps')} on the chat button, beside the leads (per campaign and landing page below).`}
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
