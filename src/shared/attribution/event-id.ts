import * as z from 'zod/mini';

/**
 * The event id every submission carries (Meta / Google de-duplication, our ledger): a v4-style
 * UUID from crypto.randomUUID(), made by the form's script, or by the worker when a form posts
 * without JavaScript.
 */
export const EVENT_ID_FIELD = 'eventId';
export const eventIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i));
export const EVENT_ID_MESSAGE = 'Invalid event id';

export const newEventId = () => crypto.randomUUID();
