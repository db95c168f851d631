import { closeProposal, heldPast, proposalById } from '../data/proposals';
import { proposalClosed } from '../proposals/lifecycle';
import type { Config } from '../settings';
import { cancelPaymentLink, razorpayOf } from './razorpay';

/**
 * The cron's expiry of proposals whose hold ended unpaid (docs/product.md#proposal-page): each
 * Razorpay link made for one is cancelled first (a failure is logged: the link's own expire_by
 * stops it at Razorpay anyway, and a payment that still arrives is recorded, never lost), then the
 * proposal is expired (its page says so and takes no payment) and its dates released.
 */
export async function expireProposals(env: Env, config: Config, now: Date): Promise<number> {
  const rp = razorpayOf(config);
  let expired = 0;
  for (const p of await heldPast(env.LEADS_DB, now)) {
    if (p.link_id && rp)
      await cancelPaymentLink(rp, p.link_id).catch((error: unknown) =>
        console.error(`proposal ${p.id}: link not cancelled: ${error instanceof Error ? error.message : error}`),
      );
    if (!(await closeProposal(env.LEADS_DB, p.id, 'expired', now))) continue;
    expired += 1;
    const view = await proposalById(env.LEADS_DB, p.id);
    if (view) await proposalClosed(env, view, 'expired', now);
  }
  return expired;
}
