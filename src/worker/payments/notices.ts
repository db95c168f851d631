import type { ProposalView } from '../data/proposals';
import type { ApplyContext, Received } from './types';

/**
 * Who hears of an advance received (docs/sales.md#proposals-and-payments): planned once per
 * payment through the outbox, so nothing is lost while a channel is down.
 */
export async function planPaidNotices(
  _ctx: ApplyContext,
  _view: ProposalView,
  _pay: Received,
  _receipt: string,
): Promise<void> {}
