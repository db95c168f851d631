import { canonicalCity } from '../../../shared/vocabulary/services';
import { parseAmount } from '../../../shared/vocabulary/money';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales';
import type { EventDate, Line } from '../../data/proposals';

/**
 * The proposal form as posted (docs/sales.md#proposals-and-payments): rows item_0/amount_0…,
 * date_0/label_0…, their counts (lines, dates), the city, the advance, the hold hours, the
 * language. "Add a line" and "Add a date" post it with add=line|date, and the form comes back with
 * one more row and what was typed; Save checks it all. Amounts are typed as the call log takes
 * them ("1.5L", "1,50,000": src/shared/vocabulary/money.ts parseAmount).
 */
export const MAX_ROWS = 20;

export interface Draft {
  lines: Array<{ item: string; amount: string }>;
  dates: Array<{ date: string; label: string }>;
  city: string;
  advance: string;
  hold: string;
  language: string;
}

export interface ProposalInput {
  lines: Line[];
  dates: EventDate[];
  city: string;
  /** Paise, tax included; null: ADVANCE_PERCENT of the total. */
  advance: number | null;
  holdHours: number;
  language: Locale;
}

const count = (v: string | undefined, min: number) =>
  Math.min(MAX_ROWS, Math.max(min, Number.isSafeInteger(Number(v)) ? Number(v) : min));
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The form's rows as typed, one more of a kind when `add` asks for it. */
export function readDraft(f: Record<string, string>): Draft {
  const lines = Array.from({ length: count(f.lines, 1) + (f.add === 'line' ? 1 : 0) }, (_, i) => ({
    item: (f[`item_${i}`] ?? '').trim().slice(0, 200),
    amount: (f[`amount_${i}`] ?? '').trim().slice(0, 40),
  })).slice(0, MAX_ROWS);
  const dates = Array.from({ length: count(f.dates, 1) + (f.add === 'date' ? 1 : 0) }, (_, i) => ({
    date: (f[`date_${i}`] ?? '').trim().slice(0, 10),
    label: (f[`label_${i}`] ?? '').trim().slice(0, 60),
  })).slice(0, MAX_ROWS);
  return {
    lines,
    dates,
    city: (f.city ?? '').trim().slice(0, 80),
    advance: (f.advance ?? '').trim().slice(0, 40),
    hold: (f.hold ?? '').trim().slice(0, 6),
    language: f.language ?? 'en',
  };
}

/** A draft checked: the proposal's input, or the first thing to fix (in the inbox's words). */
export function checkDraft(d: Draft): { ok: true; input: ProposalInput } | { ok: false; message: string } {
  const lines: Line[] = [];
  for (const [i, l] of d.lines.entries()) {
    if (!l.item && !l.amount) continue;
    if (!l.item) return { ok: false, message: `Line ${i + 1}: say what it is.` };
    const amount = parseAmount(l.amount);
    if (!amount.ok) return { ok: false, message: `Line ${i + 1}: ${amount.message}` };
    lines.push({ item: l.item, amount: amount.value * 100 });
  }
  if (!lines.length) return { ok: false, message: 'Add at least one line with its amount.' };
  const dates: EventDate[] = [];
  for (const [i, e] of d.dates.entries()) {
    if (!e.date && !e.label) continue;
    if (!DATE.test(e.date)) return { ok: false, message: `Date ${i + 1}: choose a date.` };
    dates.push({ date: e.date, label: e.label });
  }
  if (!dates.length) return { ok: false, message: 'Add at least one event date.' };
  if (!d.city) return { ok: false, message: 'City: say where the event is.' };
  let advance: number | null = null;
  if (d.advance) {
    const a = parseAmount(d.advance);
    if (!a.ok) return { ok: false, message: `Advance: ${a.message}` };
    advance = a.value * 100;
  }
  const hold = Number(d.hold);
  if (!Number.isSafeInteger(hold) || hold < 1 || hold > 24 * 60)
    return { ok: false, message: 'Hold: a number of hours from 1 to 1440.' };
  const language = isLocale(d.language) ? d.language : DEFAULT_LOCALE;
  return { ok: true, input: { lines, dates, city: canonicalCity(d.city), advance, holdHours: hold, language } };
}
