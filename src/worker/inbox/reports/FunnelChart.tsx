/**
 * The funnel per campaign or landing page: where its leads stand now, a bar per stage (new,
 * contacted, quoted, booked with its value, lost: they add up to the leads), chat taps beside it,
 * and the same figures as a table for screen readers.
 */
import { ChartFrame } from './ChartFrame';
import { clip, r2 } from './chart-kit';
import { formatRupees } from '../../../shared/vocabulary/money';
import { plural } from '../../../shared/vocabulary/plural';
import { STAGE_LABELS, STAGES, type Stage } from '../../../shared/vocabulary/stages';
import type { Funnel } from './figures';
import { STAGE_COLOURS, TAP_COLOUR } from './palette';

/** Funnel rows drawn per chart (the hidden table and the CSV have them all). */
export const FUNNEL_ROWS = 8;

export interface FunnelRow extends Funnel {
  label: string;
}

type Bar = Stage | 'taps';
const BARS: readonly Bar[] = [...STAGES, 'taps'];
export const BAR_LABELS: Record<Bar, string> = {
  ...STAGE_LABELS,
  taps: 'Chat taps',
};
const colour = (bar: Bar) => (bar === 'taps' ? TAP_COLOUR : STAGE_COLOURS[bar]);
const count = (f: Funnel, bar: Bar) => (bar === 'taps' ? f.taps : f.stages[bar]);
const text = (f: Funnel, bar: Bar) =>
  bar === 'taps'
    ? plural(f.taps, 'chat tap', 'chat taps')
    : bar === 'booked'
      ? `${f.stages.booked} booked · ${formatRupees(f.bookedValue)}`
      : `${f.stages[bar]} ${bar}`;

export function FunnelChart({ rows, title, days }: { rows: FunnelRow[]; title: string; days: number }) {
  const shown = rows.slice(0, FUNNEL_ROWS);
  const max = Math.max(1, ...shown.map((r) => Math.max(r.leads, r.taps)));
  const barMax = 190;
  const rowH = 16 + BARS.length * 11 + 3;
  const perRow = 3;
  const legendH = Math.ceil(BARS.length / perRow) * 16 + 6;
  const height = legendH + shown.length * rowH;
  const label =
    `${title}, last ${days} India days: where the leads stand now (new, contacted, quoted, booked with booked ` +
    `value, lost; they add up to the leads), and chat taps` +
    (rows.length > shown.length ? `, top ${shown.length} of ${rows.length}` : '');
  return (
    <ChartFrame kind="funnel" label={label} height={height}>
      {BARS.map((bar, i) => {
        const x = (i % perRow) * 120;
        const y = Math.floor(i / perRow) * 16;
        return (
          <g key={bar} className="report-chart__legend">
            <rect x={x} y={y + 3} width="10" height="10" fill={colour(bar)} />
            <text x={x + 14} y={y + 12}>
              {BAR_LABELS[bar]}
            </text>
          </g>
        );
      })}
      {shown.map((r, i) => {
        const y0 = legendH + i * rowH;
        return (
          <g key={r.label} className="report-chart__funnel">
            <text x="0" y={y0 + 11} fontWeight="bold">
              {`${clip(r.label, 46)} · ${plural(r.leads, 'lead', 'leads')}`}
            </text>
            {BARS.map((bar, k) => {
              const n = count(r, bar);
              const w = r2(n ? Math.max(1, (n / max) * barMax) : 0);
              const yb = y0 + 16 + k * 11;
              return (
                <g key={bar}>
                  {w > 0 && <rect x="0" y={yb} width={w} height="9" fill={colour(bar)} />}
                  <text x={r2(w + 4)} y={yb + 8} fontSize="10">
                    {text(r, bar)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </ChartFrame>
  );
}

export function FunnelTable({ rows, caption, keyName }: { rows: FunnelRow[]; caption: string; keyName: string }) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyName}</th>
          <th scope="col">Leads</th>
          {STAGES.map((s) => (
            <th scope="col" key={s}>
              {BAR_LABELS[s]}
            </th>
          ))}
          <th scope="col">Booked value</th>
          <th scope="col">Chat taps</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{r.leads}</td>
            {STAGES.map((s) => (
              <td key={s}>{r.stages[s]}</td>
            ))}
            <td>{formatRupees(r.bookedValue)}</td>
            <td>{r.taps}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
