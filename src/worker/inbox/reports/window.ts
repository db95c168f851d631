/**
 * The reports' window: the last N India days (src/shared/india-time.ts) including today.
 * Pure (explicit .ts imports only) so `npm run leads -- --report --days N` computes the very same
 * window under Node.
 */
import { indiaDay, indiaDayStart } from '../../../shared/india-time.ts';

export type ReportDays = 30 | 90;

const DAY_MS = 86_400_000;

export interface ReportWindow {
  /** Every India day of the window, oldest first (days entries). */
  dayKeys: string[];
  /** First and last India day, inclusive. */
  from: string;
  to: string;
  /**
   * UTC bounds over received_at: since inclusive (the first day's India midnight), until exclusive
   * (the next India midnight after today).
   */
  since: string;
  until: string;
}

export function reportWindow(days: number, now: Date): ReportWindow {
  const today = Date.parse(`${indiaDay(now)}T00:00:00.000Z`);
  const dayKeys = Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    dayKeys,
    from: dayKeys[0]!,
    to: dayKeys.at(-1)!,
    since: indiaDayStart(dayKeys[0]!),
    until: indiaDayStart(dayKeys.at(-1)!, 1),
  };
}
