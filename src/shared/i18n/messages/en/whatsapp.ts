import type { OptInKey } from '../../../vocabulary/forms';

/**
 * The WhatsApp opt-in of the lead forms (docs/product.md#whatsapp-opt-in): unticked by default,
 * naming the business ({business}: the SITE_NAME setting) and saying the messages come on
 * WhatsApp, as WhatsApp's Business Policy asks of an opt-in. What follows a tick:
 * src/worker/notices/ack.ts. A form's key is its row's `optIn` (src/shared/vocabulary/form-table.ts),
 * held to the table by the compiler.
 */
export const whatsapp = {
  'whatsapp.optIn.callback': 'Yes, {business} may send me messages about my request on WhatsApp.',
  'whatsapp.optIn.partner': 'Yes, {business} may send me messages about my partnership enquiry on WhatsApp.',
  'whatsapp.optIn.photographer': 'Yes, {business} may send me messages about my application on WhatsApp.',
} as const satisfies Record<OptInKey, string>;
