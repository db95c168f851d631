import { LOCALE_TAG, type Locale } from '../i18n/locales';
import { INDIA_TIME_ZONE } from '../india-time';

/**
 * Call times as the visitor reads them (docs/product.md#choosing-a-call-time): India time in the
 * page's language, whatever the visitor's own time zone. A slot's value is its start in ISO 8601
 * with +05:30 ('2026-11-30T10:00:00+05:30'), so its India day is its first ten characters.
 */
export const CALL_TIME_PATH = '/api/call-time';

/** What a callback request's answer offers: the per-submission secret and the free slots. */
export interface CallTimeOffer {
  token: string;
  slots: string[];
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, kind: 'day' | 'time' | 'both'): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let f = formats.get(key);
  if (!f) {
    const day = { weekday: 'long', day: 'numeric', month: 'long' } as const;
    const time = { hour: 'numeric', minute: '2-digit' } as const;
    const options = kind === 'day' ? day : kind === 'time' ? time : { ...day, ...time };
    formats.set(key, (f = new Intl.DateTimeFormat(LOCALE_TAG[locale], { ...options, timeZone: INDIA_TIME_ZONE })));
  }
  return f;
}

/** 'Monday, 30 November' (en-IN) for a slot. */
export const slotDay = (iso: string, locale: Locale) => format(locale, 'day').format(new Date(iso));
/** '10:30 am' (en-IN) for a slot. */
export const slotTime = (iso: string, locale: Locale) => format(locale, 'time').format(new Date(iso));
/** 'Monday, 30 November at 10:30 am' (en-IN). */
export const slotDateTime = (iso: string, locale: Locale) => format(locale, 'both').format(new Date(iso));

/** Slots grouped by their India day, in order. */
export function byDay(slots: readonly string[]): Array<[string, string[]]> {
  const days = new Map<string, string[]>();
  for (const s of slots) {
    const day = s.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days];
}
