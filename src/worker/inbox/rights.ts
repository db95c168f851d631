import type { PersonKey } from '../data/data-rights';
import { normalizeEmail } from '../leads/contact';
import { normalizePhone } from '../../shared/vocabulary/phone';

/**
 * Data rights (DPDP): the inbox finds a person by e-mail or phone, downloads or erases what is
 * kept about them; the rows are ../data/data-rights.ts's.
 */

/** The lookup a query stands for: an e-mail (has '@') or a phone number; null when it is neither. */
export function personKey(q: string): PersonKey | null {
  if (q.includes('@')) return { column: 'email', value: normalizeEmail(q) };
  const phone = normalizePhone(q);
  return phone ? { column: 'phone', value: phone } : null;
}
