import {
  afterBusinessMinutes,
  businessMinutesBetween,
  indiaClock,
  weekdayName,
  type WorkingHours,
} from '../../../shared/india-time';
import { BUSINESS_HOURS } from '../../../shared/site';
import { AUTOMATIC_ANSWER_KINDS, speedRows, type SpeedRow } from '../../data/speed-to-lead';
import { reportWindow } from './window';

/**
 * Speed to lead (docs/sales.md "Speed to lead"): for the leads of the report's window (spam left
 * out), by the India weekday and hour they arrived, the median minutes to the first automatic
 * answer (plain minutes: it goes out at night too) and to the first human contact (business
 * minutes, as the target counts), and the share contacted within the first-response target
 * (INBOX_FIRST_RESPONSE_MINUTES; as first-response.ts counts it: a lead not contacted counts
 * against once its target has passed). In all, also the share of leads that chose a call time.
 */
export interface SpeedGroup {
  label: string;
  leads: number;
  answered: number;
  /** Median minutes to the automatic answer; null when none was answered (or none is recorded). */
  medianAnswer: number | null;
  contacted: number;
  /** Median business minutes to the first human contact; null when none was contacted. */
  medianContact: number | null;
  measured: number;
  withinTarget: number;
}

export interface SpeedFigures {
  target: number;
  /** Whether the site records an automatic answer at all (data/speed-to-lead.ts AUTOMATIC_ANSWER_KINDS). */
  automatic: boolean;
  total: SpeedGroup;
  /** Monday to Sunday, the days with leads. */
  byWeekday: SpeedGroup[];
  /** India hours with leads, '10 am' … in order. */
  byHour: SpeedGroup[];
  /** Leads that chose a call time, of those offered times (callback requests); null when none was offered any. */
  choseTime: { chose: number; of: number } | null;
}

const hourLabel = (h: number) => `${h % 12 || 12} ${h < 12 ? 'am' : 'pm'}`;

function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

export function speedFromRows(
  rows: SpeedRow[],
  {
    target,
    now,
    automatic = true,
    hours: working = BUSINESS_HOURS,
  }: { target: number; now: Date; automatic?: boolean; hours?: WorkingHours },
): SpeedFigures {
  type Acc = { leads: number; answer: number[]; contact: number[]; measured: number; within: number };
  const acc = () => ({ leads: 0, answer: [], contact: [], measured: 0, within: 0 }) as Acc;
  const total = acc();
  const days = new Map<number, Acc>();
  const hours = new Map<number, Acc>();
  let chose = 0;
  let recorded = 0;
  for (const r of rows) {
    const start = new Date(r.start_at);
    const clock = indiaClock(start);
    if (!clock) continue;
    const answer = r.first_answer_at
      ? Math.max(0, Math.round((Date.parse(r.first_answer_at) - start.getTime()) / 60_000))
      : null;
    const contact = r.first_contact_at ? businessMinutesBetween(start, new Date(r.first_contact_at), working) : null;
    const measured = contact !== null || afterBusinessMinutes(start, target, working) <= now;
    for (const a of [
      total,
      days.get(clock.weekday) ?? days.set(clock.weekday, acc()).get(clock.weekday)!,
      hours.get(clock.hour) ?? hours.set(clock.hour, acc()).get(clock.hour)!,
    ]) {
      a.leads++;
      if (answer !== null) a.answer.push(answer);
      if (contact !== null) a.contact.push(contact);
      if (measured) a.measured++;
      if (contact !== null && contact <= target) a.within++;
    }
    if (r.chose_time !== null) {
      recorded++;
      if (r.chose_time) chose++;
    }
  }
  const group = (label: string, a: Acc): SpeedGroup => ({
    label,
    leads: a.leads,
    answered: a.answer.length,
    medianAnswer: median(a.answer),
    contacted: a.contact.length,
    medianContact: median(a.contact),
    measured: a.measured,
    withinTarget: a.within,
  });
  // Monday first, as the business week reads.
  const weekOrder = (d: number) => (d + 6) % 7;
  return {
    target,
    automatic,
    total: group('All leads', total),
    byWeekday: [...days.entries()]
      .sort(([a], [b]) => weekOrder(a) - weekOrder(b))
      .map(([d, a]) => group(weekdayName(d), a)),
    byHour: [...hours.entries()].sort(([a], [b]) => a - b).map(([h, a]) => group(hourLabel(h), a)),
    choseTime: recorded ? { chose, of: recorded } : null,
  };
}

/** The figures of the report's window (the last `days` India days). */
export async function speedFigures(
  db: D1Database,
  { days, now, target, hours }: { days: number; now: Date; target: number; hours?: WorkingHours },
): Promise<SpeedFigures> {
  const w = reportWindow(days, now);
  return speedFromRows(await speedRows(db, w.since, w.until), {
    target,
    now,
    hours,
    automatic: AUTOMATIC_ANSWER_KINDS.length > 0,
  });
}
