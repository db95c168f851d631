import * as z from 'zod/mini';
import { consentState } from '../../shared/attribution/consent';
import { EVENT_ID_FIELD, EVENT_ID_MESSAGE, eventIdSchema, newEventId } from '../../shared/attribution/event-id';
import type { LeadMeta } from '../leads/ledger';
import type { AppContext } from '../types';
import { readAttribution, readConsent } from './cookies';

/**
 * The submission's event id: the one the form's script sent (validated), or a new one when the
 * form posted without JavaScript (no such field). A malformed one is refused like any bad field.
 */
export function eventIdOf(fields: Record<string, unknown>): { ok: true; eventId: string } | { ok: false; fields: Record<string, string> } {
  const v = fields[EVENT_ID_FIELD];
  if (v === undefined || v === null || v === '') return { ok: true, eventId: newEventId() };
  const r = z.safeParse(eventIdSchema, v);
  return r.success ? { ok: true, eventId: r.data.toLowerCase() } : { ok: false, fields: { [EVENT_ID_FIELD]: EVENT_ID_MESSAGE } };
}

/**
 * What a lead carries beside its §3 JSON (never relayed to the backend): the event id, this
 * visitor's attribution as the cookies hold it (read at submit time, so the forms need no script
 * to send it) and the consent choice with its notice version and time.
 */
export function leadMeta(c: AppContext, eventId: string): LeadMeta {
  const choice = readConsent(c);
  return {
    eventId,
    receivedAt: new Date().toISOString(),
    attribution: readAttribution(c),
    consent: { state: consentState(choice), version: choice?.version ?? null, at: choice?.at ?? null },
  };
}
