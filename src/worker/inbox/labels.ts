import { formatIndiaDate } from '../../shared/india-time';
import { cityLabel, serviceLabel } from '../../shared/vocabulary/services';
import { formRow } from '../../shared/vocabulary/forms';

/**
 * How the inbox names stored values (pure): service and city by their labels (the values are
 * canonical, src/shared/site.ts, cleaned at acceptance by leads/contact.ts), each form by its name,
 * each form's fields by a human label, and where a lead stands with the CRM in plain words.
 *
 * lead_pipeline.service holds what the form asked for: a callback's service, a partner's category,
 * a photographer's experience level. The inbox names it by the form (serviceField): never shows
 * a category or an experience level as a service (docs/sales.md "Returning people and merging").
 */
/** What lead_pipeline.service means for this form: its label, or null when the form asks for none. */
export const serviceField = (form: string): string | null => formRow(form)?.contact.service?.label ?? null;

/** Each form's payload fields (their rows' payload, src/shared/vocabulary/form-table.ts) by a human label. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  mobileNumber: 'Mobile number',
  service: 'Service',
  city: 'City',
  customCity: 'City (typed)',
  message: 'Message',
  category: 'Category',
  otherCategory: 'Category (typed)',
  businessName: 'Business name',
  whyPartner: 'Why partner with us',
  howDidYouKnow: 'Heard of us through',
  experience: 'Experience',
  portfolio: 'Portfolio link',
  whyJoin: 'Why join us',
  timestamp: 'Sent at',
};

/** A payload field's label: known ones by name, any other camelCase key as words ('someField' → 'Some field'). */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A payload field's value as shown: a callback's service and every city by label. */
export function fieldValue(form: string, key: string, value: string): string {
  if (key === 'service' && form === 'callback') return serviceLabel(value);
  if (key === 'city') return cityLabel(value);
  return value;
}

/**
 * Where the lead stands with the CRM (the backend the relay sends to; leads.status and
 * lead_ledger.status), in plain words: 'Sent to the CRM on 25 Nov 2026', 'Saved here — no CRM
 * connected', 'Waiting to be sent to the CRM (3 tries)'.
 */
export function crmLine(r: {
  ledger_status: string | null;
  relay_status: string | null;
  delivered_at?: string | null;
  relay_attempts?: number | null;
}): string {
  if (r.ledger_status === 'delivered' || r.relay_status === 'delivered')
    return r.delivered_at ? `Sent to the CRM on ${formatIndiaDate(r.delivered_at)}` : 'Sent to the CRM';
  const tries = r.relay_attempts ? ` (${r.relay_attempts} ${r.relay_attempts === 1 ? 'try' : 'tries'})` : '';
  switch (r.relay_status) {
    case 'queued':
      return 'Being sent to the CRM';
    case 'pending':
      return `Waiting to be sent to the CRM${tries}`;
    case 'kept':
      return 'Saved here — no CRM connected';
    case 'spam':
      return 'Not sent to the CRM (spam)';
    case 'unreadable':
      return 'Not sent to the CRM (unreadable)';
    case 'expired':
      return 'Never sent to the CRM (removed by retention first)';
    default:
      return 'Waiting to be sent to the CRM';
  }
}

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11 → '11th', 22 → '22nd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
