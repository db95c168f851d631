import {
  INDIA_ISO_OFFSET,
  INDIA_OFFSET_MS,
  indiaDay,
  indiaTimestamp,
  isWorkingDay,
  type WorkingHours,
} from '../../shared/india-time';

/**
 * The call times offered after a callback request (docs/product.md#choosing-a-call-time), pure:
 * slots of CALL_SLOT_MINUTES inside the working hours, none sooner than NOTICE_MINUTES from now,
 * over the next DAYS working days (holidays skipped), and none that as many leads chose already
 * as the team has members to call them.
 */
export const NOTICE_MINUTES = 15;
export const DAYS = 3;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

export interface SlotRules {
  hours: WorkingHours;
  slotMinutes: number;
}

/** An instant as ISO 8601 in India time with its offset: '2026-11-30T10:00:00+05:30' (a slot's value). */
export const indiaIso = (at: Date | string): string => `${indiaTimestamp(at)}${INDIA_ISO_OFFSET}`;

/** A slot's value read back: an ISO 8601 instant with an offset (or Z), whole minutes; null otherwise. */
export function parseSlot(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The slot starts of the next DAYS working days that still have one at least NOTICE_MINUTES ahead. */
export function slotStarts(now: Date, rules: SlotRules): Date[] {
  const { hours, slotMinutes } = rules;
  const earliest = now.getTime() + NOTICE_MINUTES * MIN;
  const out: Date[] = [];
  let days = 0;
  const today = indiaDay(now);
  for (let i = 0; days < DAYS && i < 60; i++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10);
    if (!isWorkingDay(day, hours)) continue;
    const midnight = Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS;
    const starts: Date[] = [];
    for (let m = hours.open * 60; m + slotMinutes <= hours.close * 60; m += slotMinutes) {
      const at = midnight + m * MIN;
      if (at >= earliest) starts.push(new Date(at));
    }
    if (!starts.length) continue;
    out.push(...starts);
    days++;
  }
  return out;
}

/**
 * The slots offered now, as India-time ISO values: slotStarts less those `capacity` or more leads
 * took (`taken`: count by slot start, UTC ISO as stored).
 */
export function offeredSlots(now: Date, rules: SlotRules, taken: ReadonlyMap<string, number>, capacity: number) {
  return slotStarts(now, rules)
    .filter((at) => (taken.get(at.toISOString()) ?? 0) < capacity)
    .map((at) => indiaIso(at));
}
