import { BUSINESS_HOURS } from '../../shared/site';

/**
 * India time for notices: the received time shown, the digest's day, and the reminders' clock in
 * business minutes (BUSINESS_HOURS, src/shared/site.ts). India keeps one offset all year, so
 * plain arithmetic on a shifted clock is exact: no time-zone database needed.
 */
type Hours = {
  readonly days: readonly number[];
  readonly open: number;
  readonly close: number;
  readonly utcOffsetMinutes: number;
};

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A Date whose UTC fields read as India's wall clock. */
const wall = (d: Date, h: Hours = BUSINESS_HOURS) => new Date(d.getTime() + h.utcOffsetMinutes * MIN);

/** '25 Nov 2026, 3:04 pm IST' */
export function formatIst(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(d.getTime())) return 'unknown time';
  const w = wall(d);
  const h = w.getUTCHours();
  return `${w.getUTCDate()} ${MONTHS[w.getUTCMonth()]} ${w.getUTCFullYear()}, ${h % 12 || 12}:${String(w.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'} IST`;
}

/** The India calendar day of an instant, 'YYYY-MM-DD' (the site's one rule). */
export { indiaDay as istDay } from '../../shared/format';

/** 'Tue 24 Nov 2026' for an India day 'YYYY-MM-DD'. */
export function dayLabel(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The instants [start, end) of an India day 'YYYY-MM-DD', as ISO strings (compared with received_at). */
export function istDayRange(day: string, h: Hours = BUSINESS_HOURS): [string, string] {
  const start = Date.parse(`${day}T00:00:00Z`) - h.utcOffsetMinutes * MIN;
  return [new Date(start).toISOString(), new Date(start + DAY).toISOString()];
}

/** India hour of day (0-23) at an instant. */
export const istHour = (at: Date) => wall(at).getUTCHours();

/**
 * The instant `minutes` business minutes after `start`: time outside the working days and hours
 * does not count (a lead at 6:50 pm on Saturday is due 10:20 am on Monday).
 */
export function afterBusinessMinutes(start: Date, minutes: number, h: Hours = BUSINESS_HOURS): Date {
  let t = wall(start, h).getTime();
  let left = minutes * MIN;
  for (let guard = 0; guard < 400; guard++) {
    const midnight = t - (t % DAY);
    const open = midnight + h.open * 60 * MIN;
    const close = midnight + h.close * 60 * MIN;
    const working = h.days.includes(new Date(midnight).getUTCDay());
    if (!working || t >= close) {
      t = midnight + DAY; // next day, from its midnight
      continue;
    }
    if (t < open) t = open;
    if (t + left <= close) return new Date(t + left - h.utcOffsetMinutes * MIN);
    left -= close - t;
    t = midnight + DAY;
  }
  throw new Error('no business hours in a year');
}
