/**
 * The reports' window: the last N India days (IST, UTC+05:30, no daylight saving) including today.
 * Pure and self-contained (explicit .ts imports only, none here) so `npm run leads -- --report
 * --days N` computes the very same window under Node.
 */
export type ReportDays = 30 | 90;

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The India date (YYYY-MM-DD) of an instant (ISO string or Date). */
export function istDay(at: string | Date): string {
  return new Date(new Date(at).getTime() + IST_MS).toISOString().slice(0, 10);
}

export interface ReportWindow {
  /** Every India day of the window, oldest first (days entries). */
  dayKeys: string[];
  /** First and last India day, inclusive. */
  from: string;
  to: string;
  /** UTC bounds over received_at: since inclusive (the first day's India midnight), until exclusive (the next India midnight after today). */
  since: string;
  until: string;
}

export function reportWindow(days: number, now: Date): ReportWindow {
  const today = Date.parse(`${istDay(now)}T00:00:00.000Z`);
  const dayKeys = Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
  const utcOf = (dayStart: number) => new Date(dayStart - IST_MS).toISOString();
  return { dayKeys, from: dayKeys[0]!, to: dayKeys.at(-1)!, since: utcOf(today - (days - 1) * DAY_MS), until: utcOf(today + DAY_MS) };
}
