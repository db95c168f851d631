import { BUSINESS_HOURS } from '../../shared/site';
import { formatIndiaDateTime, indiaClock, indiaDay, INDIA_OFFSET_MS } from '../../shared/india-time';
import type { CallOutcome } from '../data/work';

/**
 * When a lead is next followed up (docs/sales.md "Follow-ups and reminders"), as pure functions of
 * the clock. The call form offers quick choices and a custom India date and time; an open lead
 * with none chosen gets a default by the call's outcome:
 *   reached                         in 3 days at 11 am (the next business day on or after)
 *   no answer, busy, wrong number   the next business day at 11 am
 *   call back at…                   none: the time the customer asked for must be chosen
 */
export const FOLLOW_UP_HOUR = 11;
const DAY = 24 * 3600_000;

/** 11 am India time on the India day `days` after now's, moved to the next business day if it is not one. */
function at11(now: Date, days: number, businessDay: boolean): Date {
  let t =
    Date.parse(`${indiaDay(now)}T${String(FOLLOW_UP_HOUR).padStart(2, '0')}:00:00Z`) - INDIA_OFFSET_MS + days * DAY;
  if (businessDay)
    for (let i = 0; i < 7 && !(BUSINESS_HOURS.days as readonly number[]).includes(indiaClock(t)!.weekday); i++)
      t += DAY;
  return new Date(t);
}

export type FollowUpChoice = '2h' | 'tomorrow' | '3d';
export const FOLLOW_UP_CHOICES: ReadonlyArray<{ value: FollowUpChoice; label: string }> = [
  { value: '2h', label: 'In 2 hours' },
  { value: 'tomorrow', label: 'Tomorrow, 11 am' },
  { value: '3d', label: 'In 3 days, 11 am' },
];

export function choiceAt(choice: FollowUpChoice, now: Date): Date {
  switch (choice) {
    case '2h':
      return new Date(now.getTime() + 2 * 3600_000);
    case 'tomorrow':
      return at11(now, 1, false);
    case '3d':
      return at11(now, 3, true);
  }
}

/** The follow-up an open lead gets when none is chosen; null: one must be chosen (call back at…). */
export function defaultFollowUp(outcome: CallOutcome, now: Date): Date | null {
  if (outcome === 'call-back') return null;
  return outcome === 'reached' ? at11(now, 3, true) : at11(now, 1, true);
}

/** What the form says the default is. */
export const DEFAULT_FOLLOW_UP_TEXT =
  'None chosen: reached, in 3 days at 11 am; no answer, busy or wrong number, the next business day at 11 am.';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** A datetime-local value ('2026-11-27T15:30') read as India time; null when it is not one. */
export function indiaLocal(value: string): Date | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const t = Date.parse(`${value}:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 16) !== value) return null;
  return new Date(t - INDIA_OFFSET_MS);
}

/** Now as a datetime-local value in India time (the custom field's min). */
export const indiaLocalValue = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);

/** A follow-up as the team reads it: '27 Nov 2026, 11:00 am IST'. */
export const followUpText = (at: string | Date | null) => (at ? formatIndiaDateTime(at) : '');
