/**
 * A lead written as acceptance writes it (src/worker/data/leads.ts recordLead), at a given time and
 * last touch: a chat lead, a report's fixture.
 */
import { recordLead } from '../../src/worker/data/leads';
import type { LeadEndpoint, LeadMessage } from '../../src/worker/leads/types';

export async function recordAt(
  endpoint: LeadEndpoint,
  payload: Record<string, string>,
  receivedAt: string,
  last: Record<string, string> | null = null,
  target: Parameters<typeof recordLead>[0],
): Promise<string> {
  const lead: LeadMessage = {
    id: crypto.randomUUID(),
    endpoint,
    payload: { timestamp: receivedAt, ...payload },
    meta: {
      eventId: crypto.randomUUID(),
      receivedAt,
      attribution: { first: last as never, last: last as never },
      consent: { state: 'unset', version: null, at: null },
    },
  };
  await recordLead(target, lead, 'kept');
  return lead.id;
}
