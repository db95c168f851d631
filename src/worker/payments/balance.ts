import {
  balanceCandidates,
  balanceOf,
  claimBalance,
  ensureBalance,
  markReminded,
  setBalanceLink,
  type BalanceCandidate,
} from '../data/balances';
import { enqueue } from '../data/outbox';
import { leftOf, paidOfProposal } from '../data/paid';
import { proposalById, type ProposalView } from '../data/proposals';
import { balanceDue } from '../proposals/model';
import { proposalPath } from '../proposals/send';
import { proposalText } from '../proposals/texts';
import { visitorJobs } from '../queue/plugin';
import type { Config } from '../settings';
import { indiaDay } from '../../shared/india-time';
import type { Locale } from '../../shared/i18n/locales';
import { CURRENCY } from '../../shared/vocabulary/money';
import { applyPayment } from './apply';
import { cancelPaymentLink, createPaymentLink, razorpayOf, type Razorpay } from './razorpay';
import { balanceReference } from './types';

/**
 * The balance of a paid proposal (docs/sales.md#proposals-and-payments,
 * docs/decisions/0051-the-balance-and-the-visitors-messages.md), run by the cron with its
 * scheduled time (src/worker/queue/index.ts): the balance falls due BALANCE_DUE_DAYS before the
 * first event date (proposals/model.ts balanceDue). On the India day before it, the visitor is
 * reminded; on that day (or the first run after it) the second payment link is made for what stays
 * due (a Razorpay Payment Link, else the proposal page's UPI link and QR code, else the team
 * collects it) and sent to them. Each once: the reminder and the link are conditional writes
 * (data/balances.ts), and their messages outbox jobs keyed by the proposal (src/worker/notices/visitor.ts).
 * A link Razorpay does not make now is tried again by the next run.
 */
const DAY_MS = 86_400_000;
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

export async function planBalances(env: Env, config: Config, now: Date): Promise<number> {
  const today = indiaDay(now);
  let planned = 0;
  for (const c of await balanceCandidates(env.LEADS_DB)) {
    const dueOn = balanceDue(c.dates, config.BALANCE_DUE_DAYS);
    // Only a balance due today or reminded of today is reckoned (net of refunds: ../data/paid.ts).
    if (!dueOn || (today < dueOn && today !== dayBefore(dueOn))) continue;
    const amount = leftOf(c.total, await paidOfProposal(env.LEADS_DB, c.id));
    const b = { proposalId: c.id, leadId: c.lead_id, amount, dueOn };
    if (today >= dueOn) {
      if (await makeLink(env, config, c, b, now)) planned += 1;
    } else if (today === dayBefore(dueOn) && b.amount > 0 && !c.reminded_at) {
      if (await markReminded(env.LEADS_DB, b, now)) {
        await enqueue(env.LEADS_DB, visitorJobs('reminder', c.id, c.lead_id), now);
        planned += 1;
      }
    }
  }
  return planned;
}

async function makeLink(
  env: Env,
  config: Config,
  c: BalanceCandidate,
  b: { proposalId: string; leadId: string; amount: number; dueOn: string },
  now: Date,
): Promise<boolean> {
  const db = env.LEADS_DB;
  if (!(await claimBalance(db, b, now))) return false;
  if (b.amount <= 0) return setBalanceLink(db, c.id, { method: 'settled', id: null, url: null }, now);
  const rp = razorpayOf(config);
  let link: { method: 'razorpay' | 'upi' | 'call'; id: string | null; url: string | null } = {
    method: config.UPI_ID ? 'upi' : 'call',
    id: null,
    url: null,
  };
  if (rp) {
    const view = await proposalById(db, c.id);
    if (!view) return false;
    const first = c.dates.map((d) => d.date).sort()[0]!;
    const t = proposalText(c.language as Locale);
    try {
      const made = await createPaymentLink(rp, {
        amount: b.amount,
        referenceId: balanceReference(c.id),
        description: `${t('proposal.balancePay.title')}: ${config.BUSINESS_LEGAL_NAME || config.SITE_NAME}`,
        customer: {
          name: view.contact.name,
          contact: view.contact.phone || undefined,
          email: view.contact.email || undefined,
        },
        // Open until the end of the first event day, India time (and Razorpay's 15 minutes ahead at least).
        expireBy: Math.floor(Math.max(Date.parse(`${first}T23:59:59+05:30`), now.getTime() + 16 * 60_000) / 1000),
        callbackUrl: `${config.siteUrl}${proposalPath(view.proposal)}`,
        notes: { proposal: c.id, lead: c.lead_id, part: 'balance' },
      });
      link = { method: 'razorpay', id: made.id, url: made.url };
    } catch (error) {
      // Claimed, not linked: the run after the claim's 10 minutes tries again.
      console.error(`proposal ${c.id}: no balance link yet: ${error instanceof Error ? error.message : error}`);
      return false;
    }
  }
  if (!(await setBalanceLink(db, c.id, link, now))) return false;
  if (link.method !== 'call') await enqueue(db, visitorJobs('balance', c.id, c.lead_id), now);
  return true;
}

/**
 * A cancelled booking's balance link, out and unpaid, is cancelled at Razorpay too
 * (docs/sales.md#cancelling-a-booking): the visitor can no longer pay a balance of a booking that
 * is gone. A failure is logged; a payment that still arrives is recorded, never lost.
 */
export async function cancelBalanceLink(env: Env, rp: Razorpay, proposalId: string): Promise<void> {
  const b = await balanceOf(env.LEADS_DB, proposalId);
  if (!b?.link_id || b.method !== 'razorpay' || b.paid_at) return;
  await cancelPaymentLink(rp, b.link_id).catch((error: unknown) =>
    console.error(
      `proposal ${proposalId}: balance link not cancelled: ${error instanceof Error ? error.message : error}`,
    ),
  );
}

/** What stays due of a paid proposal (paise): its total less what was paid, net of refunds (../data/paid.ts). */
export async function balanceLeft(db: D1Database, view: ProposalView): Promise<number> {
  return leftOf(view.latest.total, await paidOfProposal(db, view.proposal.id));
}

export type ByHandOutcome = { ok: true } | { ok: false; status: 409 | 422; message: string };
const REFERENCE = /^[A-Za-z0-9/_-]{4,40}$/;

/**
 * The balance paid by hand (docs/sales.md#proposals-and-payments): a transfer or cash the team
 * records on the proposal's inbox page. The same path as a UPI payment the team confirms
 * (./apply.ts applyPayment, as the balance): the payment `hand_<reference>` with the next receipt,
 * the balance's row settled in its batch (made first if the cron has not planned it yet), so the
 * reminder and the link are not sent (src/worker/notices/visitor.ts reads it at send time; the cron
 * finds nothing due), and a Razorpay link already out is cancelled. The visitor gets the receipt.
 */
export async function payBalanceByHand(
  env: Env,
  config: Config,
  view: ProposalView,
  input: { reference: string | null; actor: string },
  now: Date,
): Promise<ByHandOutcome> {
  const { proposal, latest } = view;
  const db = env.LEADS_DB;
  if (proposal.status !== 'paid')
    return {
      ok: false,
      status: 409,
      message: `Only a paid booking has a balance; this proposal is ${proposal.status}.`,
    };
  const due = await balanceLeft(db, view);
  if (due <= 0) return { ok: false, status: 409, message: 'The balance is paid already. Nothing was changed.' };
  const reference = input.reference;
  if (!reference || !REFERENCE.test(reference))
    return {
      ok: false,
      status: 422,
      message:
        'Reference: type the transfer’s reference, or the number of your cash receipt ' +
        '(4 to 40 letters, digits, / - _). Nothing was changed.',
    };
  const before = await balanceOf(db, proposal.id);
  const dueOn = balanceDue(latest.dates, config.BALANCE_DUE_DAYS);
  if (dueOn) await ensureBalance(db, { proposalId: proposal.id, leadId: proposal.lead_id, amount: due, dueOn }, now);
  const { applied } = await applyPayment({ env, gstin: config.GSTIN ?? null, siteUrl: config.siteUrl, now }, view, {
    id: `hand_${reference}`,
    method: 'manual',
    amount: due,
    currency: CURRENCY,
    reference,
    confirmedBy: input.actor,
    balance: true,
  });
  if (!applied) return { ok: false, status: 409, message: 'That reference is recorded already. Nothing was changed.' };
  const rp = config.invalid.razorpay ? null : razorpayOf(config);
  if (rp && before?.method === 'razorpay' && before.link_id && !before.paid_at)
    await cancelPaymentLink(rp, before.link_id).catch((error: unknown) =>
      console.error(
        `proposal ${proposal.id}: balance link not cancelled: ${error instanceof Error ? error.message : error}`,
      ),
    );
  return { ok: true };
}
