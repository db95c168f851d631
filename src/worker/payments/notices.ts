import { enqueue } from '../data/outbox';
import type { ProposalView } from '../data/proposals';
import { ADVANCE_PLAN, advancePlanKey, runJobsNow, visitorJobs } from '../queue/plugin';
import type { ApplyContext, Received } from './types';

/**
 * Who hears of an advance received (docs/sales.md#proposals-and-payments): the owner and the team,
 * through every notice channel ("Advance ₹50,000 received from …", src/worker/notices/advance.ts).
 * The visitor is sent a confirmation with the receipt link (WhatsApp, e-mail: one job each).
 * One plan row per payment in the outbox (its key names the payment: planned once however many
 * deliveries), expanded on the queue side, so nothing is lost while a channel is down; then a
 * nudge so it runs now (the cron's sweep runs it otherwise).
 */
export async function planPaidNotices(ctx: ApplyContext, view: ProposalView, pay: Received): Promise<void> {
  const leadId = view.proposal.lead_id;
  await enqueue(
    ctx.env.LEADS_DB,
    [
      { key: advancePlanKey(pay.id), leadId, kind: 'plan', channel: ADVANCE_PLAN },
      // The visitor's confirmation with the receipt link, once per payment (src/worker/notices/visitor.ts).
      ...visitorJobs('receipt', pay.id, leadId),
    ],
    ctx.now,
  );
  await runJobsNow(ctx.env, leadId);
}
