import type { LeadEndpoint } from './types';

/**
 * The person behind a lead and what they asked for, read the same way from each form's §3
 * payload: what the inbox lists, notices carry and ad platforms match on (hashed).
 */
export interface LeadContact {
  name: string;
  /** Trimmed and lower-cased (the form of it Meta and Google hash). */
  email: string;
  /** Country code and digits, no '+' (919876543210); '' when there is no usable number. */
  phone: string;
  /** Callback: the service; partner: the category; photographer: the experience level. */
  service: string;
  /** Callback and photographer: the city (or the custom one); partner: ''. */
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

export function leadContact(endpoint: LeadEndpoint, p: Record<string, string>): LeadContact {
  const s = (k: string) => (p[k] ?? '').trim();
  switch (endpoint) {
    case 'submit-form':
      return {
        name: `${s('firstName')} ${s('lastName')}`.trim(),
        email: normalizeEmail(s('email')),
        phone: normalizePhone(s('phone')),
        service: s('service'),
        city: s('city'),
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
        city: s('city'),
      };
    case 'whatsapp':
      return { name: s('name'), email: '', phone: normalizePhone(s('phone')), service: '', city: '' };
  }
}
