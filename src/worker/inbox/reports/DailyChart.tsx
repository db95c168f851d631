/** Leads per day by source: stacked bars (one colour per source, palette.ts) and their table. */
import { formatIndiaDate } from '../../../shared/india-time';
import { ChartFrame } from './ChartFrame';
import { axis, clip, GRID, r2, WIDTH } from './chart-kit';
import { plural } from '../../../shared/vocabulary/plural';
import type { ReportFigures } from './figures';
import { SERIES_COLOURS } from './palette';

export function DailyChart({ figures }: { figures: ReportFigures }) {
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
  const label =
    `Leads per day by source, last ${figures.days} India days (${formatIndiaDate(figures.from)} to ` +
    `${formatIndiaDate(figures.to)}): ${plural(figures.total.leads, 'lead', 'leads')}`;
  return (
    <ChartFrame kind="daily" label={label} height={height}>
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
    </ChartFrame>
  );
}

export function DailyTable({ figures }: { figures: ReportFigures }) {
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
