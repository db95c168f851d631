import {
  businessMinutesBetween,
  afterBusinessMinutes,
  formatIndiaDate,
  indiaClock,
  indiaDay,
  type WorkingHours,
} from '../../../shared/india-time';
import { BUSINESS_HOURS } from '../../../shared/site';
import { firstContactRows } from '../../data/work';
import { reportWindow } from './window';

/**
 * Time to first contact (docs/sales.md "First response"): for the leads of the report's window
 * (spam left out), the median business minutes from receipt to the first contact (a logged call,
 * a Call / WhatsApp / E-mail tap, a status change, a WhatsApp reply) and the share answered within
 * the target (INBOX_FIRST_RESPONSE_MINUTES business minutes), in all, per owner and per week.
 * A lead not contacted yet counts against the share once its target has passed, and not at all
 * before; the median is of the leads contacted.
 */
export interface FirstResponseRow {
  label: string;
  leads: number;
  contacted: number;
  /** Median business minutes to first contact; null when none was contacted. */
  median: number | null;
  /** Leads whose target has passed or which were contacted, and of those the ones contacted in time. */
  measured: number;
  withinTarget: number;
}
export interface FirstResponseFigures {
  target: number;
  total: FirstResponseRow;
  byOwner: FirstResponseRow[];
  byWeek: FirstResponseRow[];
}
export interface FirstContactRow {
  received_at: string;
  /** When its first-response clock started (data/follow-ups.ts FIRST_RESPONSE_FROM); received_at if absent. */
  start_at?: string;
  first_contact_at: string | null;
  owner: string | null;
}

export const UNASSIGNED = 'Unassigned';

function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

/** The Monday (India day) of an instant's India week. */
function weekOf(at: string): string {
  const day = indiaDay(at);
  const back = (indiaClock(at)!.weekday + 6) % 7;
  return new Date(Date.parse(`${day}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
}

export function firstResponseFromRows(
  rows: FirstContactRow[],
  { target, now, hours = BUSINESS_HOURS }: { target: number; now: Date; hours?: WorkingHours },
): FirstResponseFigures {
  type Acc = { leads: number; minutes: number[]; measured: number; within: number };
  const groups = new Map<string, Map<string, Acc>>([
    ['total', new Map()],
    ['owner', new Map()],
    ['week', new Map()],
  ]);
  const add = (group: string, key: string, minutes: number | null, measured: boolean) => {
    const g = groups.get(group)!;
    const a = g.get(key) ?? { leads: 0, minutes: [], measured: 0, within: 0 };
    a.leads++;
    if (minutes !== null) a.minutes.push(minutes);
    if (measured) a.measured++;
    if (minutes !== null && minutes <= target) a.within++;
    g.set(key, a);
  };
  for (const r of rows) {
    const start = new Date(r.start_at ?? r.received_at);
    const minutes = r.first_contact_at ? businessMinutesBetween(start, new Date(r.first_contact_at), hours) : null;
    const measured = minutes !== null || afterBusinessMinutes(start, target, hours) <= now;
    add('total', '', minutes, measured);
    add('owner', r.owner ?? UNASSIGNED, minutes, measured);
    add('week', weekOf(r.received_at), minutes, measured);
  }
  const row = (label: string, a: Acc | undefined): FirstResponseRow => ({
    label,
    leads: a?.leads ?? 0,
    contacted: a?.minutes.length ?? 0,
    median: median(a?.minutes ?? []),
    measured: a?.measured ?? 0,
    withinTarget: a?.within ?? 0,
  });
  const owners = [...groups.get('owner')!.entries()].sort(([a], [b]) =>
    a === UNASSIGNED ? 1 : b === UNASSIGNED ? -1 : a.localeCompare(b),
  );
  const weeks = [...groups.get('week')!.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    target,
    total: row('All leads', groups.get('total')!.get('')),
    byOwner: owners.map(([k, a]) => row(k, a)),
    byWeek: weeks.map(([k, a]) => row(`Week of ${formatIndiaDate(k)}`, a)),
  };
}

/** The figures of the report's window (the last `days` India days). */
export async function firstResponseFigures(
  db: D1Database,
  { days, now, target, hours }: { days: number; now: Date; target: number; hours?: WorkingHours },
): Promise<FirstResponseFigures> {
  const w = reportWindow(days, now);
  return firstResponseFromRows(await firstContactRows(db, w.since, w.until), { target, now, hours });
}

/** '12 min', '2 h 5 min' (business time). */
export function minutesText(m: number | null): string {
  if (m === null) return '—';
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

/** '80% (8 of 10)'; '—' when nothing is measured yet. */
export function shareText(r: FirstResponseRow): string {
  return r.measured ? `${Math.round((100 * r.withinTarget) / r.measured)}% (${r.withinTarget} of ${r.measured})` : '—';
}
