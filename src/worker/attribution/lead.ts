import * as z from 'zod/mini';
import { consentState } from '../../shared/attribution/consent';
import { EVENT_ID_FIELD, EVENT_ID_MESSAGE, newEventId } from '../../shared/attribution/event-id';
import type { LeadMeta } from '../leads/types';
import type { AppContext } from '../app-env';
import { readAttribution } from './cookies';
import { refererPage } from '../request/facts';

/** A form's event id (src/shared/attribution/event-id.ts): a UUID as crypto.randomUUID() makes it. */
export const eventIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i));

/**
 * The submission's event id: the one the form's script sent (validated), or a new one when the
 * form posted without JavaScript (no such field). A malformed one is refused like any bad field.
 */
export function eventIdOf(
  fields: Record<string, unknown>,
): { ok: true; eventId: string; sent: boolean } | { ok: false; fields: Record<string, string> } {
  const v = fields[EVENT_ID_FIELD];
  if (v === undefined || v === null || v === '') return { ok: true, eventId: newEventId(), sent: false };
  const r = z.safeParse(eventIdSchema, v);
  return r.success
    ? { ok: true, eventId: r.data.toLowerCase(), sent: true }
    : { ok: false, fields: { [EVENT_ID_FIELD]: EVENT_ID_MESSAGE } };
}

/**
 * What a lead carries beside its payload JSON (never relayed to the backend): the event id, this
 * visitor's attribution as the cookies hold it (read at submit time, so the forms need no script
 * to send it), the consent choice with its notice version and time, and the page, IP and browser
 * of the submission (Meta's Conversions API matches on them; sent only with marketing consent).
 */
export function leadMeta(c: AppContext, eventId: string): LeadMeta {
  const choice = c.get('consent');
  return {
    eventId,
    receivedAt: new Date().toISOString(),
    attribution: readAttribution(c),
    consent: { state: consentState(choice), version: choice?.version ?? null, at: choice?.at ?? null },
    // The page the form was on: the Referer of the post when it is this site's own page.
    pageUrl: refererPage(c)?.href.slice(0, 500) ?? null,
    clientIp: c.req.header('cf-connecting-ip')?.slice(0, 64) ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, 400) ?? null,
  };
}
