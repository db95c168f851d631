import type { Config } from '../config';
import { storeLead } from './store';
import type { LeadEndpoint, LeadMessage } from './types';

/** Accepts a lead durably and returns its id; throws when it could not be queued or stored. */
export async function acceptLead(env: Env, config: Config, endpoint: LeadEndpoint, payload: Record<string, string>): Promise<string> {
  const lead: LeadMessage = { id: crypto.randomUUID(), endpoint, payload };
  if (config.BACKEND_URL) await env.LEADS_QUEUE.send(lead, { contentType: 'json' });
  else await storeLead(env.LEADS_DB, lead, 'kept');
  return lead.id;
}
