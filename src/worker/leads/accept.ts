import type { Config } from '../config';
import { recordLedger, type LeadMeta } from './ledger';
import { storeLead } from './store';
import type { LeadEndpoint, LeadMessage } from './types';

/**
 * Accepts a lead durably and returns its id; throws when it could not be queued or stored.
 * `meta` (attribution, consent, event id) rides in the queue message for the ledger; with no
 * backend the lead is kept in D1 and its ledger row written here ('waiting').
 */
export async function acceptLead(env: Env, config: Config, endpoint: LeadEndpoint, payload: Record<string, string>, meta?: LeadMeta): Promise<string> {
  const lead: LeadMessage = { id: crypto.randomUUID(), endpoint, payload, ...(meta ? { meta } : {}) };
  if (config.BACKEND_URL) await env.LEADS_QUEUE.send(lead, { contentType: 'json' });
  else {
    await storeLead(env.LEADS_DB, lead, 'kept');
    await recordLedger(env.LEADS_DB, lead, 'waiting');
  }
  return lead.id;
}
