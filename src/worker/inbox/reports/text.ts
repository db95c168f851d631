/**
 * The report as `npm run leads -- --report` prints it (scripts/leads.mjs): the funnels of the
 * inbox's reports (figures.ts, over the one query in src/worker/data/sql.ts), as two plain-text
 * tables, per source / medium / campaign and per landing page, the lead quality beside the funnel.
 * Pure, run by Node (explicit .ts imports only).
 */
import { cleanText } from '../../../shared/clean-text.ts';
import { formatIndiaDateTime } from '../../../shared/india-time.ts';
import { plural } from '../../../shared/vocabulary/plural.ts';
import type { Range } from '../../leads/ledger.ts';
import { campaignLabel, spamPercent, type Funnel, type ReportFigures } from './figures.ts';

function table(title: string, counted: Array<[string, Funnel]>): string {
  // Campaign and page names come from visitors' URLs: shown by the one text rule.
  const rows = counted.map(([k, f]): [string, Funnel] => [cleanText(k), f]);
  const width = Math.min(80, Math.max(title.length, ...rows.map(([k]) => k.length)));
  const line = (k: string, ...cells: Array<string | number>) =>
    [k.slice(0, 80).padEnd(width), ...cells.map((c, i) => String(c).padStart([6, 9, 6, 12, 8, 10, 5, 6, 9][i]!))].join(
      '  ',
    );
  return [
    line(title, 'leads', 'contacted', 'booked', 'booked INR', 'verified', 'unverified', 'spam', 'spam %', 'chat taps'),
    ...rows.map(([k, f]) =>
      line(k, f.leads, f.contacted, f.booked, f.bookedValue, f.verified, f.unverified, f.spam, spamPercent(f), f.taps),
    ),
  ].join('\n');
}

/** The text of the report over `range` (as the CLI was given it). */
export function reportText(
  f: Pick<ReportFigures, 'total' | 'campaigns' | 'landingPages'> & Partial<Pick<ReportFigures, 'chats' | 'people'>>,
  range: Range = {},
): string {
  // A bare date is shown as given (a UTC day); an instant (`--days`) in India time.
  const shown = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : formatIndiaDateTime(v) || v);
  const span = `${range.since ? shown(range.since) : 'the beginning'} to ${range.until ? shown(range.until) : 'now'}`;
  const n = f.total.leads;
  const taps = f.total.taps;
  const tapped = taps ? `; ${plural(taps, 'chat tap', 'chat taps')}` : '';
  const spam = f.total.spam ? `; ${f.total.spam} spam kept apart (${spamPercent(f.total)} of all sent)` : '';
  const head = `${plural(n, 'lead', 'leads')} received from ${span}${tapped} (attributed to the last touch)${spam}`;
  if (!n && !f.total.spam && !taps) return head;
  return [
    head,
    '',
    table(
      'source / medium / campaign',
      f.campaigns.map((c) => [campaignLabel(c), c]),
    ),
    '',
    table(
      'landing page',
      f.landingPages.map((p) => [p.landingPath, p]),
    ),
    ...(f.chats?.total.leads
      ? [
          '',
          `WhatsApp chat leads: ${f.chats.total.leads} of the ${n} (form leads: ${n - f.chats.total.leads})`,
          '',
          table(
            'chats: source / medium / campaign',
            f.chats.campaigns.map((c) => [campaignLabel(c), c]),
          ),
          '',
          table(
            'chats: landing page',
            f.chats.landingPages.map((p) => [p.landingPath, p]),
          ),
        ]
      : []),
    ...peopleText(f.people, n),
  ].join('\n');
}

/** People apart from leads (figures.ts): each once, under their first lead's source / medium / campaign. */
function peopleText(p: ReportFigures['people'] | undefined, leads: number): string[] {
  if (!p?.total) return [];
  const rows = p.campaigns.map((c): [string, number] => [cleanText(campaignLabel(c)), c.people]);
  const width = Math.min(80, Math.max(30, ...rows.map(([k]) => k.length)));
  return [
    '',
    `People: ${p.total} sent the ${plural(leads, 'lead', 'leads')} (each counted once, ` +
      `under their first enquiry's source)`,
    '',
    [
      `${'first touch: source / medium / campaign'.padEnd(width)}  people`,
      ...rows.map(([k, n]) => `${k.slice(0, 80).padEnd(width)}  ${String(n).padStart(6)}`),
    ].join('\n'),
  ];
}
