import type { QueuePlugin } from '../queue/plugin';
import { bmHandler, planChatLead, planChatStage } from './business-messaging';
import { metaHandler } from './meta';
import { planLead, planStage } from './plan';

/**
 * Conversions to ad platforms (docs/decisions/0014-conversions-server-side-with-consent.md): Meta's
 * Conversions API through the outbox, website events (./plan.ts) and, for Click-to-WhatsApp chat
 * leads, Business Messaging events (./business-messaging.ts) beside them.
 */
export const plugin: QueuePlugin = {
  planLead: async (lead, ctx) => [...(await planLead(lead, ctx)), ...(await planChatLead(lead, ctx))],
  planStage: async (lead, stage, ctx) => [
    ...(await planStage(lead, stage, ctx)),
    ...(await planChatStage(lead, stage, ctx)),
  ],
  handlers: { meta: metaHandler, 'meta-bm': bmHandler },
};
