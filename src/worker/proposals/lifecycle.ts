import { bookDates, holdDates, type ReleaseReason } from '../data/crews';
import { releaseDates, releaseOtherDates } from '../data/crew-release';
import type { ProposalView } from '../data/proposals';
import type { Config } from '../settings';
import { canonicalCity } from '../../shared/vocabulary/services';

/**
 * The three moments of a proposal that hold, book and release a crew on its dates
 * (src/worker/data/crews.ts, docs/sales.md#crews-and-dates): one function each, called where the
 * moment happens.
 */

export interface ProposalDates {
  proposalId: string;
  leadId: string;
  /** The city as the form has it (a label or a canonical value). */
  city: string;
  dates: string[];
  /** The hold's end (ISO). */
  until: string;
}

/**
 * A proposal about to be saved and sent (src/worker/inbox/proposal/routes.tsx): a crew is held on
 * each of its dates until its hold ends, all dates or none, before anything is saved; `force` once
 * the team confirmed a date with no crew free. Dates an earlier version had and this one has not are
 * released ('cancelled').
 */
export async function proposalSent(
  env: Env,
  config: Config,
  p: ProposalDates,
  { force = false, now }: { force?: boolean; now?: Date } = {},
): Promise<{ ok: true } | { ok: false; full: string[] }> {
  const city = canonicalCity(p.city);
  const held = await holdDates(
    env.LEADS_DB,
    { proposalId: p.proposalId, leadId: p.leadId, city, dates: p.dates, until: p.until },
    { force, now, defaultCrews: config.DEFAULT_CREWS_PER_CITY },
  );
  if (held.ok) await releaseOtherDates(env.LEADS_DB, p.proposalId, city, p.dates, 'cancelled', { now });
  return held;
}

/** Its advance paid (src/worker/payments/apply.ts): its dates are booked. */
export async function proposalPaid(env: Env, view: ProposalView): Promise<void> {
  await bookDates(env.LEADS_DB, view.proposal.id);
}

/** Its hold ended unpaid ('expired'), or it was cancelled or refunded: its dates are released. */
export async function proposalClosed(env: Env, view: ProposalView, reason: ReleaseReason, now?: Date): Promise<void> {
  await releaseDates(env.LEADS_DB, view.proposal.id, reason, { now });
}
