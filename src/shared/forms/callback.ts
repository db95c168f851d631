import { SERVICE_OPTIONS } from '../site';
import { calendarDate } from '../india-time';
import type { MessageKey } from '../i18n/messages/en';
import type { CountryCode } from './common';

/**
 * The callback form (modal and inline variant), docs/product.md#form-validation. Request fields: firstName, lastName,
 * email, countryCode ('+91' default, '+1', '+44'), phone (digits), service (a key of SERVICE_OPTIONS, or a
 * 'Book now' preset as free text), city (a key of CITY_OPTIONS; 'other' needs customCity), customCity,
 * eventDate (optional, 'YYYY-MM-DD' from today on; kept beside the lead, never in its payload:
 * src/shared/vocabulary/form-table.ts `eventDate`), message (optional) and `variant` ('inline' skips
 * the e-mail pattern check, docs/product.md#form-validation).
 */
export interface CallbackValues {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: CountryCode;
  phone: string;
  service: string;
  city: string;
  customCity: string;
  eventDate: string;
  message: string;
}

export type CallbackVariant = 'modal' | 'inline';

export const CALLBACK_ORDER = [
  'firstName',
  'lastName',
  'email',
  'countryCode',
  'phone',
  'service',
  'city',
  'customCity',
  'eventDate',
  'message',
] as const;

export const SERVICE_KEYS: ReadonlySet<string> = new Set(SERVICE_OPTIONS.map(([k]) => k));

/**
 * The optional event date's messages: not a calendar day, or a day before today in India. Keys of
 * the callback form's own (not `validation.`, which every form's catalogue chunk carries:
 * src/shared/forms/common.ts validate), so the application forms ship neither.
 */
export const EVENT_DATE_MSG = {
  invalid: 'callback.eventDateInvalid',
  past: 'callback.eventDatePast',
} as const satisfies Record<string, MessageKey>;

/**
 * The optional event date (docs/product.md#form-validation): empty, or a calendar day 'YYYY-MM-DD'
 * (what a date input sends) from `today` on, India's day (src/shared/india-time.ts indiaDay).
 */
export function eventDateProblem(raw: string, today: string): MessageKey | null {
  if (!raw) return null;
  if (!calendarDate(raw)) return EVENT_DATE_MSG.invalid;
  return raw < today ? EVENT_DATE_MSG.past : null;
}

/** The callback payload (docs/product.md#lead-payloads): exactly these fields (never the event date). */
export interface CallbackLead {
  timestamp: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  city: string;
  message: string;
}

export function callbackLead(v: CallbackValues, timestamp: string): CallbackLead {
  return {
    timestamp,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: `${v.countryCode}${v.phone}`,
    service: v.service,
    city: v.city === 'other' ? v.customCity : v.city,
    message: v.message,
  };
}

export const EMPTY_CALLBACK: CallbackValues = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: '+91',
  phone: '',
  service: '',
  city: '',
  customCity: '',
  eventDate: '',
  message: '',
};
