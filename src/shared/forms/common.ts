import { CITY_OPTIONS, COUNTRY_CODES } from '../site';
import type { MessageKey } from '../i18n/messages/en';
import type { Translate } from '../i18n/translate';
import { e164 } from '../vocabulary/phone';

/**
 * Building blocks of the three lead-form schemas (docs/product.md#form-validation): the verbatim messages and the
 * city, e-mail and phone rules. No zod here: an island that needs only these does not load it; the schemas'
 * zod parts (text fields, `validate()`) are in ./schema.ts. zod/mini keeps that chunk small: the same
 * schemas run in the islands and the worker.
 */

export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  city: 'validation.city',
  digits: 'validation.digits',
  country: 'validation.country',
  /** With the country's code (`{ country: '+91' }`): 'Phone number for India should be exactly 10 digits'. */
  phoneLength: 'validation.phoneLength',
  /** Not a form message of docs/product.md: a JSON client sent a list, an object or a boolean for a text field. */
  type: 'validation.type',
  /** Not a form message of docs/product.md: the portfolio link of the photographer form. */
  url: 'validation.url',
  submitted: 'form.submitted',
  failed: 'form.failed',
} as const satisfies Record<string, MessageKey>;

/**
 * A rule's failure, in no language yet: its catalogue key and, for the phone length, the country's
 * code. validate() words it with the translator it is given: the page's language in a form, the
 * submission's (else English) at the endpoint (docs/decisions/0033-interface-texts-from-the-catalogue.md).
 */
export interface Problem {
  key: MessageKey;
  country?: string;
}

/** The country names of COUNTRY_CODES, as the catalogue words them. */
const COUNTRY_KEYS: Record<string, MessageKey> = {
  '+91': 'country.india',
  '+1': 'country.usCanada',
  '+44': 'country.uk',
};

/** A problem in the translator's language ('Phone number for India should be exactly 10 digits'). */
export function word(t: Translate, problem: Problem): string {
  const country = problem.country && COUNTRY_KEYS[problem.country];
  return t(problem.key, country ? { country: t(country) } : undefined);
}

export type FieldErrors = Record<string, string>;
export type Validation<T> = { ok: true; data: T } | { ok: false; error: string; fields: FieldErrors };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Characters an address a person types does not have, and that would make a mailto: link or a
 * mail header say more than the address: a query (`?bcc=…&subject=…`), a fragment, %-escapes, a
 * second address after `,` or `;`, a display name, control characters.
 */
const NOT_IN_ADDRESS = /[\s?&#%/\\,;:<>"()[\]\u0000-\u001f\u007f]/;
/** No character that could turn the address into more than an address (checked for every form variant). */
export const isPlainAddress = (s: string) => !NOT_IN_ADDRESS.test(s);
/** The forms' x@y.z pattern (docs/product.md#form-validation), at most 254 characters, nothing but an address). */
export const isEmail = (s: string) => s.length <= 254 && EMAIL.test(s) && isPlainAddress(s);

type CityKey = (typeof CITY_OPTIONS)[number][0];
const CITY_KEYS = new Set<string>(CITY_OPTIONS.map(([k]) => k));

/**
 * A city as the forms select it: a listed key or label ('jaipur', 'Delhi NCR') → its key;
 * any other name ('Goa') → 'other' with that name as the custom city. Used for 'Book now'
 * presets (a city NAME) and, on the server, so an unexpected value never loses a lead.
 */
export function cityFromName(name: string | null | undefined): { city: CityKey | ''; customCity: string } {
  const n = (name ?? '').trim();
  if (!n) return { city: '', customCity: '' };
  const lower = n.toLowerCase();
  const hit = CITY_OPTIONS.find(
    ([k, label]) => k === lower || label.toLowerCase() === lower || label.toLowerCase().replace(/\s+/g, '-') === lower,
  );
  if (hit) return { city: hit[0], customCity: '' };
  return { city: 'other', customCity: n.slice(0, 100) };
}

export const isCityKey = (v: string): v is CityKey => CITY_KEYS.has(v);

/**
 * A submitted city pair: an unlisted city name (a 'Book now' preset, an API client) becomes
 * 'other' with that name as the custom city; the custom city is kept only with 'other'.
 */
export function formCity(city: string, customCity: string): { city: string; customCity: string } {
  if (city && !isCityKey(city)) {
    const named = cityFromName(city);
    city = named.city;
    customCity = customCity || named.customCity;
  }
  return { city, customCity: city === 'other' ? customCity : '' };
}

export type CountryCode = (typeof COUNTRY_CODES)[number][0];
export const countryName = (code: string) => COUNTRY_CODES.find(([c]) => c === code)?.[1];

/** Callback phone: digits only and exactly 10 for the selected country (docs/product.md#form-validation). */
export function phoneError(countryCode: string, digits: string): Problem | null {
  if (!countryName(countryCode)) return { key: MSG.country };
  if (!/^\d+$/.test(digits)) return { key: MSG.digits };
  if (digits.length !== 10) return { key: MSG.phoneLength, country: countryCode };
  return null;
}

/**
 * Application forms' mobile number (a free 'tel' input): separators dropped; '+CC…' must be a
 * listed country with 10 digits; otherwise an Indian number (10 digits, or with a leading 0 or 91).
 * Returns '+919876543210' or the message that fits (docs/product.md#form-validation).
 */
export function normalizeMobile(raw: string): { value: string } | { error: Problem } {
  const s = raw.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(s)) return { error: { key: MSG.digits } };
  if (s.startsWith('+')) {
    const hit = COUNTRY_CODES.find(([code]) => s.startsWith(code));
    if (!hit) return { error: { key: MSG.country } };
    const rest = s.slice(hit[0].length);
    return rest.length === 10
      ? { value: e164(`${hit[0]}${rest}`) }
      : { error: { key: MSG.phoneLength, country: hit[0] } };
  }
  let digits = s;
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  return digits.length === 10 ? { value: e164(`91${digits}`) } : { error: { key: MSG.phoneLength, country: '+91' } };
}

/** A web address the backend can follow: http(s) only, at most 500 characters. */
export function isWebUrl(s: string): boolean {
  if (s.length > 500) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}
