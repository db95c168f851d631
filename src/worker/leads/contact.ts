import { normalizePhone } from '../../shared/vocabulary/phone';
import { canonicalCity, canonicalService } from '../../shared/vocabulary/services';
import { rowOfEndpoint, type LeadEndpoint } from '../../shared/vocabulary/forms';

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

/** Read by its form's row (src/shared/vocabulary/form-table.ts `contact`): a new form needs no code here. */
export function leadContact(endpoint: LeadEndpoint, p: Record<string, string>): LeadContact {
  const s = (k: string | null | undefined) => (k ? (p[k] ?? '').trim() : '');
  const c = rowOfEndpoint(endpoint)?.contact;
  if (!c) return { name: '', email: '', phone: '', service: '', city: '' };
  const asked = c.service ? s(c.service.field) : '';
  let service = asked;
  if (c.service?.canonical) service = canonicalService(asked);
  else if (c.service?.other && asked === 'Others' && s(c.service.other)) service = s(c.service.other);
  return {
    name: c.name.map(s).join(' ').trim(),
    email: normalizeEmail(s(c.email)),
    phone: normalizePhone(s(c.phone)),
    service,
    city: c.city ? canonicalCity(s(c.city)) : '',
  };
}
