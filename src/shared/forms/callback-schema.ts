import * as z from 'zod/mini';
import type { Translate } from '../i18n/translate';
import { indiaDay } from '../india-time';
import { CALLBACK_ORDER, eventDateProblem, type CallbackValues } from './callback';
import { MSG, countryName, formCity, isEmail, isPlainAddress, phoneError, type CountryCode } from './common';
import { fail, text, validate } from './schema';

/**
 * The callback form's schema (docs/product.md#form-validation; its fields: ./callback.ts), apart from
 * the form's values and constants so that the form's island loads zod only once the visitor touches
 * the form (src/shared/islands/CallbackForm.tsx).
 */

const REQUIRED = ['firstName', 'lastName', 'email', 'phone', 'service', 'city'] as const;

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
