/**
 * A lead written as acceptance writes it, at a given time and last touch (a chat lead, a report's
 * fixture). `write` is src/worker/data/leads.ts recordLead, passed in: tests/ compile without the
 * Workers types that module needs.
 */
import type { LeadEndpoint, LeadMessage } from '../../src/worker/leads/types';

export const recordWith =
  <DB>(write: (db: DB, lead: LeadMessage, how: 'kept') => Promise<unknown>) =>
  async (
    endpoint: LeadEndpoint,
    payload: Record<string, string>,
    receivedAt: string,
    last: Record<string, string> | null,
    target: DB,
  ): Promise<string> => {
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
    await write(target, lead, 'kept');
    return lead.id;
  };
