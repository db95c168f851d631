/**
 * The sales figures from the sales report's grouped rows (src/worker/data/sales-sql.ts, the one
 * query the inbox and `npm run leads -- --report` run): pure, run by Node too (explicit .ts imports).
 *   rate         booked leads / leads (0 to 1; 0 without leads)
 *   medianDays   the median of the booked leads' days from lead to booking (null: none booked),
 *                the middle one, or the mean of the two middle ones
 *   advance      rupees (the SQL's paise / 100); bookedValue rupees, as the funnel's
 * The total is the 'source' rows' sum (each lead is in exactly one source).
 */
import { cleanText } from '../../../shared/clean-text.ts';
import type { SalesRow } from '../../data/sales-sql.ts';

export type { SalesRow };

export interface SalesFigure {
  key: string;
  leads: number;
  sent: number;
  accepted: number;
  paid: number;
  advance: number;
  booked: number;
  bookedValue: number;
  rate: number;
  medianDays: number | null;
}

export interface SalesFigures {
  total: SalesFigure;
  source: SalesFigure[];
  campaign: SalesFigure[];
  city: SalesFigure[];
  ad: SalesFigure[];
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const m = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return Math.round(m * 10) / 10;
}

const daysOf = (r: Pick<SalesRow, 'days'>) => (r.days ? String(r.days).split(',').map(Number) : []);

function figure(key: string, rows: SalesRow[]): SalesFigure {
  const sum = (k: 'leads' | 'sent' | 'accepted' | 'paid' | 'advance' | 'booked' | 'value') =>
    rows.reduce((n, r) => n + (Number(r[k]) || 0), 0);
  const leads = sum('leads');
  const booked = sum('booked');
  return {
    key,
    leads,
    sent: sum('sent'),
    accepted: sum('accepted'),
    paid: sum('paid'),
    advance: Math.round(sum('advance') / 100),
    booked,
    bookedValue: sum('value'),
    rate: leads ? booked / leads : 0,
    medianDays: median(rows.flatMap(daysOf)),
  };
}

const order = (a: SalesFigure, b: SalesFigure) =>
  b.bookedValue - a.bookedValue || b.booked - a.booked || b.leads - a.leads || a.key.localeCompare(b.key);

export function salesFigures(rows: SalesRow[]): SalesFigures {
  const by = (k: SalesRow['by']) =>
    rows
      .filter((r) => r.by === k)
      .map((r) => figure(r.key, [r]))
      .sort(order);
  return {
    total: figure(
      'all',
      rows.filter((r) => r.by === 'source'),
    ),
    source: by('source'),
    campaign: by('campaign'),
    city: by('city'),
    ad: by('ad'),
  };
}

/** A rate as a whole percent: '0%', '<1%', '25%'. */
export const ratePercent = (rate: number) => (rate > 0 && rate < 0.01 ? '<1%' : `${Math.round(rate * 100)}%`);

/** The median as people read it: '—' when none booked, else days with one decimal at most. */
export const medianText = (days: number | null) => (days === null ? '-' : `${days} d`);

export const SALES_GROUPS = [
  ['source', 'Source'],
  ['campaign', 'Source / medium / campaign'],
  ['city', 'City'],
  ['ad', 'Ad (utm_content)'],
] as const;

/** The CLI's text of the sales figures: one table per grouping. */
export function salesText(f: SalesFigures): string {
  if (!f.total.leads) return '';
  const head = ['leads', 'sent', 'accepted', 'paid', 'advance INR', 'booked', 'booked INR', 'rate', 'median'];
  const widths = [6, 5, 8, 5, 12, 6, 12, 5, 7];
  const table = (title: string, list: SalesFigure[]) => {
    // Campaign and ad names come from visitors' URLs: shown by the one text rule.
    list = list.map((x) => ({ ...x, key: cleanText(x.key) }));
    const width = Math.min(80, Math.max(title.length, ...list.map((x) => x.key.length)));
    const line = (k: string, cells: Array<string | number>) =>
      [k.slice(0, 80).padEnd(width), ...cells.map((c, i) => String(c).padStart(widths[i]!))].join('  ');
    return [
      line(title, head),
      ...list.map((x) =>
        line(x.key, [
          x.leads,
          x.sent,
          x.accepted,
          x.paid,
          x.advance,
          x.booked,
          x.bookedValue,
          ratePercent(x.rate),
          medianText(x.medianDays),
        ]),
      ),
    ].join('\n');
  };
  const t = f.total;
  return [
    `Sales: ${t.sent} proposals sent, ${t.accepted} accepted, ${t.paid} paid; advance INR ${t.advance}, ` +
      `booked INR ${t.bookedValue}; lead-to-booking ${ratePercent(t.rate)}, ` +
      `median ${medianText(t.medianDays)} from lead to booking`,
    ...SALES_GROUPS.flatMap(([k, title]) => ['', table(title.toLowerCase(), f[k])]),
  ].join('\n');
}
