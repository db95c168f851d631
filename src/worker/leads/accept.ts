import type { Config } from '../settings';
import { recordLead, type Claim } from '../data/leads';
import { parkLead } from '../data/relay';
import { sha256Hex } from '../crypto/bytes';
import { LEAD_FIELDS, type LeadEndpoint, type LeadMessage, type LeadMeta, type LeadQuality } from './types';

/** What the endpoint answers: a new lead, the first submission's lead again, or a refusal. */
export type Acceptance =
  { status: 'accepted'; id: string } | { status: 'replayed'; id: string } | { status: 'conflict' };

/**
 * SHA-256 (hex) of the payload without its timestamp, and the event date when one was given (kept
 * beside the payload): "the same body" of a repeat. A lead without a date hashes as before the date.
 */
export async function bodyHash(
  endpoint: LeadEndpoint,
  payload: Record<string, string>,
  eventDate?: string,
): Promise<string> {
  const fields = LEAD_FIELDS[endpoint].filter((f) => f !== 'timestamp').map((f) => payload[f] ?? '');
  return sha256Hex(JSON.stringify([endpoint, ...fields, ...(eventDate ? [{ eventDate }] : [])]));
}

/**
 * Accepts a lead durably, once (docs/decisions/0009-idempotency-claim-in-the-lead-batch.md). `key`
 * is the submission's idempotency key (its event id or Idempotency-Key header); without one, the
 * body itself is the key, so a form posted twice without JavaScript is one lead too.
 * 1. One D1 batch claims the key and writes the lead's rows (../data/leads.ts). A key already held:
 *    the same body is answered as the first was ('replayed'), another body is refused.
 * 2. The lead goes on the `leads` queue, whose consumer relays it to the backend and sends its
 *    notices and conversions. If the queue refuses, the lead is in D1 already: parked for the
 *    cron, still accepted.
 * If D1 is down the lead still goes on the queue (its consumer writes the rows later), without
 * the idempotency check: a possible duplicate is better than a lost lead. Throws only when the
 * lead could be neither stored nor queued.
 * A spam lead (`quality`, ../quality) stops after step 1: kept in D1, never queued (unless D1
 * refused it: then the queue carries it to D1 and no further, consumer.ts).
 */
export async function acceptLead(
  env: Env,
  config: Config,
  endpoint: LeadEndpoint,
  payload: Record<string, string>,
  meta: LeadMeta,
  key?: string,
  quality?: LeadQuality,
): Promise<Acceptance> {
  const lead: LeadMessage = { id: crypto.randomUUID(), endpoint, payload, meta, ...(quality ? { quality } : {}) };
  const hash = await bodyHash(endpoint, payload, meta.eventDate);
  const claim: Claim = { key: `${endpoint}|${key ?? `body:${hash}`}`, hash };
  let recorded = false;
  try {
    const holder = await recordLead(env.LEADS_DB, lead, config.BACKEND_URL ? 'queued' : 'kept', claim);
    if (holder && holder.leadId !== lead.id)
      return holder.hash === hash ? { status: 'replayed', id: holder.leadId } : { status: 'conflict' };
    recorded = true;
  } catch (error) {
    console.error(
      `lead ${lead.id}: not recorded in D1 at acceptance, queued without the idempotency check: ` +
        `${error instanceof Error ? error.message : error}`,
    );
  }
  if (recorded && quality?.outcome === 'spam') return { status: 'accepted', id: lead.id };
  if (recorded) await queueRecorded(env, lead);
  else await env.LEADS_QUEUE.send({ ...lead, recorded }, { contentType: 'json' });
  return { status: 'accepted', id: lead.id };
}

/**
 * A lead whose rows are in D1 onto the `leads` queue; if the queue refuses it, it is parked for the
 * cron (never lost, never an error to the caller). Form leads (acceptLead) and chat leads
 * (../chats/inbound.ts) alike.
 */
export async function queueRecorded(env: Env, lead: LeadMessage): Promise<void> {
  try {
    await env.LEADS_QUEUE.send({ ...lead, recorded: true }, { contentType: 'json' });
  } catch (error) {
    console.error(
      `lead ${lead.id}: the queue refused it; kept in D1 for the cron: ` +
        `${error instanceof Error ? error.message : error}`,
    );
    await parkLead(env.LEADS_DB, lead.id, 'the queue refused the lead').catch(() => undefined);
  }
}
