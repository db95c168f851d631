import type { ProposalView } from '../data/proposals';

/**
 * The three moments of a proposal that hold, book and release its dates: one function each,
 * called where the moment happens, for the crews' holdDates / bookDates / releaseDates calls
 * (the crews' data module, another branch's work) to go in.
 */

/** A proposal saved and sent (src/worker/inbox/proposal/routes.tsx): its dates are held until its hold ends. */
export async function proposalSent(_env: Env, _view: ProposalView): Promise<void> {}

/** Its advance paid, the lead booked (src/worker/payments/apply.ts): its dates are booked. */
export async function proposalPaid(_env: Env, _view: ProposalView): Promise<void> {}

/** Its hold ended unpaid, or it was cancelled: its dates are released. */
export async function proposalClosed(_env: Env, _view: ProposalView): Promise<void> {}
