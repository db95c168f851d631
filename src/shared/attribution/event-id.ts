import * as z from 'zod/mini';

/**
 * The event id every submission carries: a v4-style UUID from crypto.randomUUID(), made by the
 * form's script, or by the worker when a form posts without JavaScript. One id end to end
 * (docs/decisions/0044-one-event-id-end-to-end.md): kept in the ledger (lead_ledger.event_id),
 * siteverify's idempotency key, the submission's idempotency key when no Idempotency-Key header is
 * sent, and the `event_id` of Meta's Lead event, the id a browser pixel would have to send too.
 */
export const EVENT_ID_FIELD = 'eventId';
export const eventIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i));
export const EVENT_ID_MESSAGE = 'Invalid event id';

export const newEventId = () => crypto.randomUUID();
