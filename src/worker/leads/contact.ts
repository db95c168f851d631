import { normalizePhone } from '../../shared/vocabulary/phone';
import { canonicalCity, canonicalService } from '../../shared/vocabulary/services';
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
