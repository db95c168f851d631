import type { ComponentType } from 'react';
import { rupees, STAGE_LABELS } from './view/format';

/**
 * /admin/reports and /admin/reports.csv. The figures, charts and CSV are the reports module's
 * (src/worker/inbox/reports/, written separately, contract below); it is picked up when it is in
 * the tree (a lazy chunk loaded by this route only). Until then: a minimal count per status.
 */
export interface ReportsModule {
  reportFigures(db: D1Database, opts: { days: 30 | 90; now: Date }): Promise<unknown>;
  ReportCharts: ComponentType<{ figures: never }>;
  reportCsv(figures: never): string;
}

const found = import.meta.glob<ReportsModule>('./reports/index.ts');
export const loadReports = (): Promise<ReportsModule> | null => found['./reports/index.ts']?.() ?? null;

export const reportDays = (v: string | undefined): 30 | 90 | null => (v === undefined || v === '' || v === '30' ? 30 : v === '90' ? 90 : null);

export interface StageCount { stage: string; leads: number; value: number | null }

/** The placeholder's figures: leads per status received in the window, and the booked value. */
export async function stageCounts(db: D1Database, days: number, now: Date): Promise<StageCount[]> {
  const since = new Date(now.getTime() - days * 86400_000).toISOString();
  const { results } = await db
    .prepare('SELECT stage, COUNT(*) AS leads, SUM(value) AS value FROM lead_pipeline WHERE received_at >= ?1 GROUP BY stage')
    .bind(since)
    .all<StageCount>();
  return results;
}

export const stageCsv = (rows: StageCount[]) =>
  ['status,leads,booked_value_rupees', ...rows.map((r) => `${r.stage},${r.leads},${r.stage === 'booked' ? (r.value ?? 0) : ''}`)].join('\n') + '\n';

export function DaysChoice({ days }: { days: 30 | 90 }) {
  return (
    <nav className="actions" aria-label="Period">
      {([30, 90] as const).map((d) => (d === days ? <strong key={d}>Last {d} days</strong> : <a key={d} href={`/admin/reports?days=${d}`}>Last {d} days</a>))}
      <a href={`/admin/reports.csv?days=${days}`}>Download CSV</a>
    </nav>
  );
}

export function StageTable({ rows }: { rows: StageCount[] }) {
  const by = new Map(rows.map((r) => [r.stage, r]));
  return (
    <table className="data">
      <caption className="meta">Leads received in the period, by their status now</caption>
      <thead><tr><th scope="col">Status</th><th scope="col">Leads</th><th scope="col">Value</th></tr></thead>
      <tbody>
        {Object.keys(STAGE_LABELS).map((s) => {
          const r = by.get(s);
          return <tr key={s}><th scope="row">{STAGE_LABELS[s]}</th><td>{r?.leads ?? 0}</td><td>{s === 'booked' ? rupees(r?.value ?? 0) : ''}</td></tr>;
        })}
      </tbody>
    </table>
  );
}
