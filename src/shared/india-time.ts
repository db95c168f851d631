/**
 * India time, the one place for it: the offset (and what SQL and ISO strings derive from it), the
 * wall clock and the India day of an instant, the business-minute clock of the reminders, and the
 * business side's one date format and one time format (inbox, notices, reports, CLI).
 *
 * India keeps UTC+05:30 all year (no daylight saving), so shifting an instant by a constant and
 * reading its UTC fields is exact: no time-zone database. Words in a language (a weekday's name, a
 * clock time) are Intl's, in India's time zone (INDIA_TIME_ZONE). Pure and import-free, so Node runs it
 * too (`npm run leads`); the client takes what the callback form's event date uses
 * (src/shared/forms/callback.ts), in that form's chunk only.
 *
 * The public site's dates are not these: they keep formatDate (src/shared/format.ts, 'March 5, 2026').
 */
/** India's offset from UTC in minutes (IST). */
export const INDIA_OFFSET_MINUTES = 330;
export const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** India's time zone as Intl names it (the one offset above, all year): every Intl formatter of India time. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The offset as ISO 8601 writes it, a literal (india-time.test.ts checks it names the same offset). */
export const INDIA_ISO_OFFSET = '+05:30';

/**
 * SQLite's date modifier for the same offset ('+330 minutes'): `date(received_at,
 * '${INDIA_SQL_MODIFIER}')` is the India day in D1.
 */
export const INDIA_SQL_MODIFIER = `+${INDIA_OFFSET_MINUTES} minutes`;

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type Instant = Date | string | number;

const ms = (at: Instant): number => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at));

/** A Date whose UTC fields read as India's wall clock at `at`. */
const wall = (at: Instant) => new Date(ms(at) + INDIA_OFFSET_MS);

/** India's wall clock at an instant (month 1-12, weekday 0 = Sunday); null for an invalid instant. */
export interface IndiaClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}
export function indiaClock(at: Instant): IndiaClock | null {
  const w = wall(at);
  if (Number.isNaN(w.getTime())) return null;
  return {
    year: w.getUTCFullYear(),
    month: w.getUTCMonth() + 1,
    day: w.getUTCDate(),
    weekday: w.getUTCDay(),
    hour: w.getUTCHours(),
    minute: w.getUTCMinutes(),
    second: w.getUTCSeconds(),
  };
}

/** The India calendar day of an instant, 'YYYY-MM-DD' (reports, digests). */
export const indiaDay = (at: Instant): string => wall(at).toISOString().slice(0, 10);

/**
 * A real calendar day 'YYYY-MM-DD' (2027-02-30 is not one): the availability question's and the
 * lead forms' event date (src/worker/pages/availability/check.ts, src/shared/forms/common.ts).
 */
export function calendarDate(raw: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

/** India hour of day (0-23) at an instant. */
export const indiaHour = (at: Instant): number => wall(at).getUTCHours();

/** India's wall clock as 'YYYY-MM-DDTHH:mm:ss', no zone (lead timestamps, docs/product.md#lead-payloads). */
export const indiaTimestamp = (at: Instant = new Date()): string => wall(at).toISOString().slice(0, 19);

/** The instant (ISO, UTC) an India day 'YYYY-MM-DD' starts, `plusDays` later: compared with received_at. */
export const indiaDayStart = (day: string, plusDays = 0): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS + plusDays * DAY).toISOString();

/**
 * India's financial year (April to March) of an instant, as '2026-27': the series a receipt is
 * numbered in (src/worker/data/payments.ts). 31 March 23:59 India time is still the old year.
 */
export function financialYear(at: Instant): string {
  const w = wall(at);
  const start = w.getUTCMonth() >= 3 ? w.getUTCFullYear() : w.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The instants [start, end) of an India day 'YYYY-MM-DD'. */
export const indiaDayRange = (day: string): [string, string] => [indiaDayStart(day), indiaDayStart(day, 1)];

// ── Display: one date format and one time format for the business side ──────────────────────
// Date: '25 Nov 2026' (day month year, as India writes it; the month's name, so never read as
// 11/25 vs 25/11). Time: '3:04 pm IST', the 12-hour clock the team reads in chat and WhatsApp on
// their phones and the one the site's own hours use ('10am - 7pm'), named IST so a reader outside
// India is not misled. Together: '25 Nov 2026, 3:04 pm IST'.

/** 'D Mon YYYY' for an instant (its India day) or an India day 'YYYY-MM-DD'; '' for none or invalid. */
export function formatIndiaDate(at: Instant | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  const d = typeof at === 'string' && DAY_ONLY.test(at) ? new Date(`${at}T00:00:00Z`) : wall(at);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'h:mm am IST' (India time of an instant); '' for none or invalid. */
export function formatIndiaTime(at: Instant | null | undefined): string {
  const c = at === null || at === undefined || at === '' ? null : indiaClock(at);
  if (!c) return '';
  return `${c.hour % 12 || 12}:${pad(c.minute)} ${c.hour < 12 ? 'am' : 'pm'} IST`;
}

/** '25 Nov 2026, 3:04 pm IST'; '' for none or invalid. */
export function formatIndiaDateTime(at: Instant | null | undefined): string {
  const time = formatIndiaTime(at);
  return time && `${formatIndiaDate(at)}, ${time}`;
}

/** 'Tue 24 Nov 2026': the weekday before the one date format (the digest's day). */
export function formatIndiaWeekdayDate(at: Instant | null | undefined): string {
  const date = formatIndiaDate(at);
  if (!date) return '';
  const d = typeof at === 'string' && DAY_ONLY.test(at) ? new Date(`${at}T00:00:00Z`) : wall(at!);
  return `${WEEKDAYS[d.getUTCDay()]} ${date}`;
}

// ── Words in a language: Intl's, India time ──────────────────────────────────────────────────
const formats = new Map<string, Intl.DateTimeFormat>();
const indiaFormat = (tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${tag} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(tag, { ...options, timeZone: INDIA_TIME_ZONE })));
  return f;
};

/** A weekday's name (0 = Sunday, as IndiaClock's) in a language tag: 'Monday' (en-IN), 'सोमवार' (hi-IN). */
export const weekdayName = (weekday: number, tag = 'en-IN'): string =>
  // Noon India time of 4 January 2026, a Sunday, and the days after it.
  indiaFormat(tag, { weekday: 'long' }).format(Date.UTC(2026, 0, 4 + weekday, 6, 30));

/**
 * India's 12-hour clock time of an instant in a language tag, 'h:mm' ('4:30'), without its day
 * period: a sentence says the part of the day in its own words (the acknowledgement's `ack.time`).
 */
export function indiaClockTime(at: Instant, tag = 'en-IN'): string {
  const parts = indiaFormat(tag, { hour: 'numeric', minute: '2-digit', hour12: true }).formatToParts(ms(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}

// ── Business minutes (the reminders' clock) ─────────────────────────────────────────────────
/**
 * Working days (Date#getUTCDay numbers) and hours (24-hour, close exclusive), India time; and
 * holidays, India days 'YYYY-MM-DD' that are not working days whatever their weekday (the
 * BUSINESS_HOLIDAYS setting, src/worker/call-times/settings.ts; none when absent).
 */
export interface WorkingHours {
  readonly days: readonly number[];
  readonly open: number;
  readonly close: number;
  readonly holidays?: readonly string[];
}

/** Whether the India day starting at `midnight` (a wall-clock ms, see wall()) is a working day. */
const workingDay = (midnight: number, h: WorkingHours): boolean =>
  h.days.includes(new Date(midnight).getUTCDay()) &&
  !h.holidays?.includes(new Date(midnight).toISOString().slice(0, 10));

/** Whether an India day 'YYYY-MM-DD' is a working day (its weekday listed, not a holiday). */
export const isWorkingDay = (day: string, h: WorkingHours): boolean => workingDay(Date.parse(`${day}T00:00:00Z`), h);

/**
 * The instant `minutes` business minutes after `start`: time outside the working days and hours
 * does not count (a lead at 6:50 pm on Saturday is due 10:20 am on Monday). The reminders pass
 * the hours the contact page shows (BUSINESS_HOURS, src/shared/site.ts).
 */
export function afterBusinessMinutes(start: Date, minutes: number, h: WorkingHours): Date {
  let t = wall(start).getTime();
  let left = minutes * MIN;
  for (let guard = 0; guard < 400; guard++) {
    const midnight = t - (t % DAY);
    const open = midnight + h.open * 60 * MIN;
    const close = midnight + h.close * 60 * MIN;
    const working = workingDay(midnight, h);
    if (!working || t >= close) {
      t = midnight + DAY; // next day, from its midnight
      continue;
    }
    if (t < open) t = open;
    if (t + left <= close) return new Date(t + left - INDIA_OFFSET_MS);
    left -= close - t;
    t = midnight + DAY;
  }
  throw new Error('no business hours in a year');
}

/**
 * The business minutes between two instants (0 when `end` is not after `start`): the inverse of
 * afterBusinessMinutes, for the time to first contact (inbox reports). Whole minutes, rounded down.
 */
export function businessMinutesBetween(start: Date, end: Date, h: WorkingHours): number {
  let t = wall(start).getTime();
  const stop = wall(end).getTime();
  let total = 0;
  for (let guard = 0; t < stop && guard < 800; guard++) {
    const midnight = t - (t % DAY);
    if (workingDay(midnight, h)) {
      const from = Math.max(t, midnight + h.open * 60 * MIN);
      const to = Math.min(stop, midnight + h.close * 60 * MIN);
      if (to > from) total += to - from;
    }
    t = midnight + DAY;
  }
  return Math.floor(total / MIN);
}
