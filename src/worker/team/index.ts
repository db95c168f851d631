import type { QueuePlugin } from '../queue/plugin';
import { assignNext } from '../data/round-robin';

/**
 * Round-robin on the queue side (docs/sales.md "Team"): a lead's plan step (a new lead, or a spam
 * lead when "Not spam" releases it) first gives it an owner (data/round-robin.ts assignNext), so its
 * notices, sent after the plan, name that owner. Never on the request path. INBOX_TEAM malformed:
 * the Team page's members only. A failure leaves the lead unassigned and never holds up its
 * notices or conversions (the team can assign it on the lead page).
 */
export const plugin: QueuePlugin = {
  async planLead(lead, ctx) {
    const members = ctx.config.INBOX_TEAM ?? [];
    try {
      await assignNext(ctx.db, lead.id, members, ctx.now);
    } catch (error) {
      console.error(`lead ${lead.id}: not assigned (${error instanceof Error ? error.message : error})`);
    }
    return [];
  },
  handlers: {},
};
