import { calendarDate, indiaDay } from '../../../shared/india-time';
import { crewCity } from '../../crews/cities';

/**
 * What GET /availability may be asked (docs/product.md#checking-a-date): a crew city and an India
 * date from today to two years ahead. Each refusal names the catalogue's message for it.
 */
export type Refusal = 'errorDate' | 'errorBadDate' | 'errorPast' | 'errorFar' | 'errorCity';
export type Checked =
  { ok: true; city: string; date: string; today: string; latest: string } | { ok: false; error: Refusal };

/** The last date that may be asked: the same day two years on (29 February: 1 March). */
export function latestDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + 2, m - 1, d)).toISOString().slice(0, 10);
}

export function checkQuery(query: { city?: string; date?: string }, now: Date): Checked {
  const raw = query.date?.trim() ?? '';
  if (!raw) return { ok: false, error: 'errorDate' };
  if (!calendarDate(raw)) return { ok: false, error: 'errorBadDate' };
  const today = indiaDay(now);
  if (raw < today) return { ok: false, error: 'errorPast' };
  const latest = latestDate(today);
  if (raw > latest) return { ok: false, error: 'errorFar' };
  const city = crewCity(query.city);
  if (!city) return { ok: false, error: 'errorCity' };
  return { ok: true, city, date: raw, today, latest };
}
