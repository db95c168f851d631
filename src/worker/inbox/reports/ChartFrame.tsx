/** What the reports' SVG charts open with: an image named by its label (also its <title>), 360 units wide. */
import type { ReactNode } from 'react';
import { WIDTH } from './chart-kit';

export function ChartFrame({
  kind,
  label,
  height,
  children,
}: {
  kind: 'daily' | 'funnel';
  label: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      className={`report-chart report-chart--${kind}`}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      fontSize="11"
      fill="currentColor"
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}
