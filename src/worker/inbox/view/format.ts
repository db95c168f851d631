/** Display helpers of the inbox (pure). Times are stored in UTC and shown in India time (src/shared/india-time.ts). */

import { formatRupees } from '../amount';

/** '₹4,50,000' (Indian grouping: ../amount.ts). */
export const rupees = formatRupees;

export const STAGE_LABELS: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  booked: 'Booked',
  lost: 'Lost',
};
export const FORM_LABELS: Record<string, string> = {
  callback: 'Callback',
  partner: 'Partner',
  photographer: 'Photographer',
  whatsapp: 'WhatsApp chat',
};

/** Where the lead stands with the backend (leads.status, lead_ledger.status). */
export function delivery(ledger: string | null, relay: string | null): string {
  if (ledger === 'delivered' || relay === 'delivered') return 'Delivered';
  switch (relay) {
    case 'queued':
      return 'On its way';
    case 'pending':
      return 'Retrying';
    case 'kept':
      return 'Kept (no backend)';
    case 'spam':
      return 'Not sent (spam)';
    case 'unreadable':
      return 'Unreadable';
    case 'expired':
      return 'Expired (anonymised before delivery)';
    default:
      return 'Waiting';
  }
}

export const channelOf = (r: { source: string; medium: string; campaign: string }) =>
  `${r.source} / ${r.medium}${r.campaign && r.campaign !== '(not set)' ? ` · ${r.campaign}` : ''}`;

/**
 * An address as the path of a mailto: link: percent-encoded but for '@', so nothing stored with a
 * lead (`?bcc=…`, `&subject=…`, '#') can add header fields or a body to the link (RFC 6068).
 */
export const mailtoAddress = (email: string) => encodeURIComponent(email).replace(/%40/g, '@');

/**
 * tel:, WhatsApp (greeting with the lead's name and service) and mailto: links; null where there
 * is no number or address. Built from digits and an encoded address only: stored text never adds
 * a parameter to a link.
 */
export function contactLinks(
  c: { name: string | null; email: string | null; phone: string | null; service: string },
  siteName: string,
) {
  const phone = (c.phone ?? '').replace(/\D/g, '');
  const greeting = `Hello ${c.name || 'there'}, this is ${siteName} about your enquiry${c.service ? ` for ${c.service}` : ''}.`;
  return {
    tel: phone ? `tel:+${phone}` : null,
    whatsapp: phone ? `https://wa.me/${phone}?text=${encodeURIComponent(greeting)}` : null,
    mail: c.email ? `mailto:${mailtoAddress(c.email)}` : null,
  };
}
