import * as z from 'zod/mini';
import type { Translate } from '../i18n/translate';
import { SERVICE_OPTIONS } from '../site';
import { calendarDate, indiaDay } from '../india-time';
import type { MessageKey } from '../i18n/messages/en';
import {
  MSG,
  countryName,
  fail,
  formCity,
  isEmail,
  isPlainAddress,
  phoneError,
  text,
  validate,
  type CountryCode,
} from './common';

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
const REQUIRED = ['firstName', 'lastName', 'email', 'phone', 'service', 'city'] as const;

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

export const callbackSchema = z.pipe(
  z.object({
    firstName: text(100),
    lastName: text(100),
    email: text(254, false),
    countryCode: text(8, false),
    phone: text(20, false),
    service: text(150),
    city: text(100),
    customCity: text(100),
    eventDate: text(10, false),
    message: text(2000),
    variant: text(10),
  }),
  z.transform((v, ctx): CallbackValues => {
    const { city, customCity } = formCity(v.city, v.customCity);
    const countryCode = (v.countryCode || '+91') as CountryCode;
    const filled: Record<string, string> = { ...v, city };

    for (const key of REQUIRED) if (!filled[key]) fail(ctx, key, MSG.required);
    // The inline variant skips the x@y.z pattern (docs/product.md#form-validation), never the plain-address rule.
    if (v.email && (v.email.length > 254 || !isPlainAddress(v.email) || (v.variant !== 'inline' && !isEmail(v.email))))
      fail(ctx, 'email', MSG.email);
    if (city === 'other' && !customCity) fail(ctx, 'customCity', MSG.city);
    // Today in India where the schema runs: the visitor's clock in the form, the worker's at the endpoint.
    const eventDate = eventDateProblem(v.eventDate, indiaDay(Date.now()));
    if (eventDate) fail(ctx, 'eventDate', eventDate);
    if (!countryName(countryCode)) fail(ctx, 'countryCode', MSG.country);
    else if (v.phone) {
      const error = phoneError(countryCode, v.phone);
      if (error) fail(ctx, 'phone', error);
    }

    return {
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      countryCode,
      phone: v.phone,
      service: v.service,
      city,
      customCity,
      eventDate: v.eventDate,
      message: v.message,
    };
  }),
);

/** The form's rules, its messages worded by `t` (the page's language; at the endpoint the submission's). */
export function validateCallback(input: unknown, t: Translate) {
  return validate(callbackSchema, input, CALLBACK_ORDER, t);
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
