/**
 * The event id every submission carries: a v4-style UUID from crypto.randomUUID(), made by the
 * form's script, or by the worker when a form posts without JavaScript. One id end to end
 * (docs/decisions/0044-one-event-id-end-to-end.md): kept in the ledger (lead_ledger.event_id),
 * siteverify's idempotency key, the submission's idempotency key when no Idempotency-Key header is
 * sent, and the `event_id` of Meta's Lead event, the id a browser pixel would have to send too.
 * Its schema is the worker's (src/worker/attribution/lead.ts eventIdSchema): a schema built here
 * would bring zod into the forms' shared chunk, which the islands load before anyone types.
 */
export const EVENT_ID_FIELD = 'eventId';
export const EVENT_ID_MESSAGE = 'Invalid event id';

export const newEventId = () => crypto.randomUUID();
