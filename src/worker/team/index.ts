import type { QueuePlugin } from '../queue/plugin';
import { assignNext, reassignNext } from '../data/round-robin';
import { leadsPastTarget } from '../data/follow-ups';
import { afterBusinessMinutes } from '../../shared/india-time';
import { workingHours } from '../call-times';

const WINDOW_MS = 7 * 24 * 3600_000;

/**
 * The cron's reassignment (docs/sales.md "First response"): a lead (not spam) still not contacted at
 * twice the first-response target (INBOX_FIRST_RESPONSE_MINUTES business minutes, from when its
 * clock starts: data/follow-ups.ts FIRST_RESPONSE_FROM; in the working hours and holidays of the
 * settings, call-times/index.ts workingHours) goes to the next member (round-robin among
 * the others), audited, once; the notices' cron then tells the new owner (notices/followups.ts).
 * The escalation at the target itself is the notices'. Injected clock: ctx.now.
 */
export async function reassignOverdue(ctx: Parameters<NonNullable<QueuePlugin['planCron']>>[0]): Promise<string[]> {
  const target = ctx.config.INBOX_FIRST_RESPONSE_MINUTES ?? 15;
  const since = new Date(ctx.now.getTime() - WINDOW_MS).toISOString();
  const until = new Date(ctx.now.getTime() - 2 * target * 60_000).toISOString();
  const hours = workingHours(ctx.config);
  const moved: string[] = [];
  for (const r of await leadsPastTarget(ctx.db, since, until)) {
    if (afterBusinessMinutes(new Date(r.start_at), 2 * target, hours) > ctx.now) continue;
    const to = await reassignNext(ctx.db, r.lead_id, r.owner, ctx.config.INBOX_TEAM ?? [], ctx.now);
    if (to) moved.push(r.lead_id);
  }
  return moved;
}

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
  async planCron(ctx) {
    try {
      await reassignOverdue(ctx);
    } catch (error) {
      console.error(`reassignment at twice the target: ${error instanceof Error ? error.message : error}`);
    }
    return [];
  },
  handlers: {},
};
