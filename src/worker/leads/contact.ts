import { formCity } from '../../shared/booking-prefill';
import { SERVICE_OPTIONS } from '../../shared/site';
import type { LeadEndpoint } from './types';

/**
 * The person behind a lead and what they asked for, read the same way from each form's
 * payload: what the inbox lists, notices carry and ad platforms match on (hashed).
 */
export interface LeadContact {
  name: string;
  /** Trimmed and lower-cased (the form of it Meta and Google hash). */
  email: string;
  /** Country code and digits, no '+' (919876543210); '' when there is no usable number. */
  phone: string;
  /**
   * Callback: the service, canonical (canonicalService); partner: the category; photographer: the
   * experience level. Stored in lead_pipeline.service for every form (no ALTER: one column, read by
   * the form), shown under the form's own label (inbox/labels.ts: "Category", "Experience").
   */
  service: string;
  /** Callback and photographer: the city, canonical (canonicalCity), or the custom one; partner: ''. */
  city: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * A phone number as country code plus digits (Meta's and Google's normal form, without '+').
 * The callback form sends '+91' + 10 digits; the application forms take free text, where a bare
 * 10-digit number is Indian (the site's market) and a leading 0 is the national trunk prefix.
 */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (/^\s*(\+|00)/.test(raw)) return digits.replace(/^00/, '');
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  if (digits.length === 10) return `91${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : '';
}

/** Lower-case letters and digits only: 'Pre-Wedding' and 'pre wedding' read alike. */
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Words a Book-now title adds to a service's name ("Wedding Photography", "Baby Shoot"). */
const GENERIC =
  /(photography|photographer|photoshoot|photos|photo|shoots|shoot|sessions|session|packages|package|events|event)+$/;
const SERVICES = new Map<string, string>(
  SERVICE_OPTIONS.flatMap(([key, label]) => [
    [squash(key), key],
    [squash(label), key],
  ]),
);
/** Text as stored when it is no known value: trimmed, inner whitespace as one space. */
const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

/**
 * A service as its canonical value (SERVICE_OPTIONS' key): the key or label in any case, or a
 * Book-now title that names a service ("Wedding Photography" → 'wedding'); anything else as given
 * (tidied). One rule for acceptance and the list's filter.
 */
export function canonicalService(raw: string): string {
  const s = squash(raw);
  return SERVICES.get(s) ?? SERVICES.get(s.replace(GENERIC, '')) ?? leadingService(raw) ?? tidy(raw);
}

/** A Book-now package title's service: the words before its first dash ("Wedding Photography - Gold"). */
function leadingService(raw: string): string | undefined {
  const head = squash(raw.split(/\s[-–—:|]\s/)[0] ?? '');
  return head && head !== squash(raw) ? (SERVICES.get(head) ?? SERVICES.get(head.replace(GENERIC, ''))) : undefined;
}

/**
 * A city as its canonical value (CITY_OPTIONS' key): key, label or a known other name ('Bengaluru',
 * 'Gurugram'), any case, by the booking dialog's rule (src/shared/booking-prefill.ts formCity);
 * anything else as given (tidied).
 */
export function canonicalCity(raw: string): string {
  if (squash(raw) === 'other') return 'other';
  const city = formCity(raw);
  return city && !city.customCity ? city.city : tidy(raw);
}

export function leadContact(endpoint: LeadEndpoint, p: Record<string, string>): LeadContact {
  const s = (k: string) => (p[k] ?? '').trim();
  switch (endpoint) {
    case 'submit-form':
      return {
        name: `${s('firstName')} ${s('lastName')}`.trim(),
        email: normalizeEmail(s('email')),
        phone: normalizePhone(s('phone')),
        service: canonicalService(s('service')),
        city: canonicalCity(s('city')),
      };
    case 'submit-partner-form':
      return {
        name: s('name'),
        email: normalizeEmail(s('email')),
        phone: normalizePhone(s('mobileNumber')),
        service: s('category') === 'Others' && s('otherCategory') ? s('otherCategory') : s('category'),
        city: '',
      };
    case 'submit-photographer-form':
      return {
        name: s('name'),
        email: normalizeEmail(s('email')),
        phone: normalizePhone(s('mobileNumber')),
        service: s('experience'),
        city: canonicalCity(s('city')),
      };
    case 'whatsapp':
      return { name: s('name'), email: '', phone: normalizePhone(s('phone')), service: '', city: '' };
  }
}
