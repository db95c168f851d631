import { Hono } from 'hono';
import { balanceOf } from '../../data/balances';
import { paymentById, paymentsOfProposal, receiptsOfProposal } from '../../data/payments';
import {
  addVersion,
  createProposal,
  proposalById,
  proposalLead,
  type ProposalLead,
  type ProposalView,
} from '../../data/proposals';
import { cancellationOf, refundsOfProposal, vouchersOfProposal } from '../../data/refunds';
import { dashboardRefundsOfProposal } from '../../data/dashboard-refunds';
import { paidOfProposal } from '../../data/paid';
import { applyPayment } from '../../payments/apply';
import { razorpayOf } from '../../payments/razorpay';
import { proposalSent } from '../../proposals/lifecycle';
import { buildVersion, holdEnd, newProposalId, newToken } from '../../proposals/model';
import { sendOnWhatsApp, sendWays } from '../../proposals/send';
import { cityLabel, serviceLabel } from '../../../shared/vocabulary/services';
import { formatIndiaDate } from '../../../shared/india-time';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import { CURRENCY } from '../../../shared/vocabulary/money';
import { isLeadId } from '../forms';
import type { InboxEnv } from '../guard';
import { form, page, type C } from '../page';
import { notFound } from '../lead/page';
import { BalanceCard, mountBalance } from './balance';
import { mountCancel } from './cancel';
import { mountEmail, newPress } from './email';
import { CancelCard } from './cancel-view';
import { checkDraft, readDraft, type Draft } from './form';
import { ProposalForm, SavedProposal } from './view';

/**
 * A lead's proposals (docs/sales.md#proposals-and-payments):
 *   GET  /admin/leads/:id/proposal[?p=prop_…]        the form (new, or the next version of p)
 *   POST /admin/leads/:id/proposal                    add=line|date: the form again, one row more; save: saved
 *   GET  /admin/leads/:id/proposals/:pid              its link and the ways to send it, its payments
 *   POST /admin/leads/:id/proposals/:pid/whatsapp     sent through the Cloud API
 *   POST /admin/leads/:id/proposals/:pid/email        press=…: e-mailed through the outbox (VISITOR_EMAIL_FROM)
 *   POST /admin/leads/:id/proposals/:pid/confirm      payment=upi_…: a UPI payment confirmed (receipt, booked)
 *   POST /admin/leads/:id/proposals/:pid/cancel, …/refund-again   Cancel booking (./cancel.tsx)
 *   POST /admin/leads/:id/proposals/:pid/balance      the balance paid by hand (./balance.tsx)
 */
export const proposals = new Hono<InboxEnv>();

const PROPOSAL_ID = /^prop_[0-9a-f]{16}$/;

function firstDraft(c: C, lead: ProposalLead, view: ProposalView | null): Draft {
  const hold = String(c.get('config').PROPOSAL_HOLD_HOURS);
  if (view)
    return {
      lines: view.latest.lines.map((l) => ({ item: l.item, amount: String(l.amount / 100) })),
      dates: view.latest.dates.map((d) => ({ date: d.date, label: d.label })),
      city: cityLabel(view.latest.city),
      advance: String(view.latest.advance / 100),
      hold,
      language: view.proposal.language,
    };
  const service = lead.service ? serviceLabel(lead.service) : '';
  return {
    lines: [{ item: service, amount: '' }],
    // The event date the lead's form asked for (docs/sales.md "The event date"), else empty.
    dates: [{ date: lead.event_date ?? '', label: '' }],
    city: lead.city && lead.city !== 'other' ? cityLabel(lead.city) : lead.city,
    advance: '',
    hold,
    language: isLocale(lead.language) ? lead.language : DEFAULT_LOCALE,
  };
}

const NOT_OPEN = 'This proposal is no longer open (paid, expired or cancelled): make a new one.';
const noCrew = (city: string, days: string) =>
  `No crew is free in ${city} on ${days}. Tick "Hold the dates anyway" to save it past the crews' limit.`;

function formPage(
  c: C,
  lead: ProposalLead,
  draft: Draft,
  proposalId: string | null,
  error?: string,
  status = 200,
  full: string[] = [],
) {
  const suggestions = [
    ...new Set([lead.service && serviceLabel(lead.service), ...draft.lines.map((l) => l.item)]),
  ].filter((s): s is string => !!s);
  return page(
    c,
    'Proposal',
    <ProposalForm
      lead={lead}
      draft={draft}
      action={`/admin/leads/${lead.lead_id}/proposal`}
      proposalId={proposalId}
      suggestions={suggestions}
      full={full}
    />,
    { section: 'leads', notice: error ? { kind: 'error', text: error } : null, status },
  );
}

proposals.get('/leads/:id/proposal', async (c) => {
  const id = c.req.param('id');
  const lead = isLeadId(id) ? await proposalLead(c.env.LEADS_DB, id) : null;
  if (!lead) return notFound(c);
  const p = c.req.query('p');
  const view = p && PROPOSAL_ID.test(p) ? await proposalById(c.env.LEADS_DB, p) : null;
  if (view && view.proposal.lead_id !== id) return notFound(c);
  return formPage(c, lead, firstDraft(c, lead, view), view?.proposal.id ?? null);
});

proposals.post('/leads/:id/proposal', async (c) => {
  const id = c.req.param('id');
  const lead = isLeadId(id) ? await proposalLead(c.env.LEADS_DB, id) : null;
  if (!lead) return notFound(c);
  const f = await form(c);
  const draft = readDraft(f);
  const p = f.p && PROPOSAL_ID.test(f.p) ? f.p : null;
  if (f.add) return formPage(c, lead, draft, p);
  const checked = checkDraft(draft);
  if (!checked.ok) return formPage(c, lead, draft, p, checked.message, 422);
  const config = c.get('config');
  const now = new Date();
  const { input } = checked;
  const version = buildVersion(
    { lines: input.lines, dates: input.dates, city: input.city, advance: input.advance, createdBy: c.get('actor') },
    config,
    config.ADVANCE_PERCENT,
  );
  const until = holdEnd(now, input.holdHours);
  const existing = p ? await proposalById(c.env.LEADS_DB, p) : null;
  if (p && (!existing || existing.proposal.lead_id !== id)) return notFound(c);
  if (existing && existing.proposal.status !== 'open') return formPage(c, lead, draft, p, NOT_OPEN, 409);
  const pid = p ?? newProposalId();
  // A crew held on each date before anything is saved: all dates or none, and a date with no crew
  // free is saved only once the team ticked that they want it anyway (docs/sales.md#crews-and-dates).
  const dates = input.dates.map((d) => d.date);
  const held = await proposalSent(
    c.env,
    config,
    { proposalId: pid, leadId: id, city: input.city, dates, until },
    { force: f.confirm === '1', now },
  );
  if (!held.ok) {
    const days = held.full.map((d) => formatIndiaDate(`${d}T06:30:00.000Z`)).join(', ');
    return formPage(c, lead, draft, p, noCrew(cityLabel(input.city), days), 409, held.full);
  }
  if (p) {
    if (!(await addVersion(c.env.LEADS_DB, p, until, version, now))) return formPage(c, lead, draft, p, NOT_OPEN, 409);
  } else {
    await createProposal(
      c.env.LEADS_DB,
      { id: pid, token: newToken(), leadId: id, language: input.language, holdUntil: until, version },
      now,
    );
  }
  return c.redirect(`/admin/leads/${id}/proposals/${pid}?done=proposal`, 303);
});

async function loaded(c: C): Promise<{ lead: ProposalLead; view: ProposalView } | null> {
  const id = c.req.param('id') ?? '';
  const pid = c.req.param('pid') ?? '';
  if (!isLeadId(id) || !PROPOSAL_ID.test(pid)) return null;
  const [lead, view] = await Promise.all([proposalLead(c.env.LEADS_DB, id), proposalById(c.env.LEADS_DB, pid)]);
  return lead && view && view.proposal.lead_id === id ? { lead, view } : null;
}

async function savedPage(
  c: C,
  found: { lead: ProposalLead; view: ProposalView },
  notice: string | null,
  error = false,
  status = 409,
) {
  const { lead, view } = found;
  const db = c.env.LEADS_DB;
  const config = c.get('config');
  const [ways, payments, receipts, refunds, vouchers, cancellation, balance, back, paid] = await Promise.all([
    sendWays(c.env, config, lead, view.proposal, new Date()),
    paymentsOfProposal(db, view.proposal.id),
    receiptsOfProposal(db, view.proposal.id),
    refundsOfProposal(db, view.proposal.id),
    vouchersOfProposal(db, view.proposal.id),
    cancellationOf(db, view.proposal.id),
    balanceOf(db, view.proposal.id),
    dashboardRefundsOfProposal(db, view.proposal.id),
    paidOfProposal(db, view.proposal.id),
  ]);
  const razorpay = !config.invalid.razorpay && !!razorpayOf(config);
  const base = `/admin/leads/${lead.lead_id}/proposals/${view.proposal.id}`;
  const sum = (rows: Array<{ amount: number }>) => rows.reduce((n, r) => n + r.amount, 0);
  return page(
    c,
    `Proposal ${view.proposal.id}`,
    <>
      <SavedProposal
        view={view}
        ways={ways}
        payments={payments}
        receipts={receipts}
        leadId={lead.lead_id}
        press={newPress()}
      />
      <BalanceCard
        view={view}
        base={base}
        payments={payments}
        balance={balance}
        dueDays={config.BALANCE_DUE_DAYS}
        refunded={sum(back)}
        paid={paid}
      />
      <CancelCard
        view={view}
        base={base}
        link={ways.link}
        payments={payments}
        refunds={refunds}
        vouchers={vouchers}
        cancellation={cancellation}
        refunded={sum(back)}
        byHand={payments.some((p) => p.status === 'paid' && (p.method !== 'razorpay' || !razorpay))}
      />
    </>,
    {
      section: 'leads',
      notice: notice ? { kind: error ? 'error' : 'ok', text: notice } : null,
      status: error ? status : 200,
      copyScript: true,
    },
  );
}

const DONE: Record<string, string> = {
  proposal: 'Proposal saved. Send its link below.',
  sent: 'Sent on WhatsApp.',
  emailed: "E-mail queued: it goes to the lead in the proposal's language.",
  confirmed: 'Payment confirmed: receipt issued, lead booked.',
  cancelled: 'Booking cancelled: refund voucher issued, dates released, lead lost ("Cancelled").',
  refund: 'Refund sent to Razorpay again: its state is below.',
  balance: 'Balance recorded as paid: receipt issued; no balance link or reminder is sent.',
};

proposals.get('/leads/:id/proposals/:pid', async (c) => {
  const found = await loaded(c);
  if (!found) return notFound(c);
  return savedPage(c, found, DONE[c.req.query('done') ?? ''] ?? null);
});

proposals.post('/leads/:id/proposals/:pid/whatsapp', async (c) => {
  const found = await loaded(c);
  if (!found) return notFound(c);
  const r = await sendOnWhatsApp(c.env, c.get('config'), found.lead, found.view.proposal, c.get('actor'), new Date());
  if (!r.ok) return savedPage(c, found, r.message, true);
  return c.redirect(`/admin/leads/${found.lead.lead_id}/proposals/${found.view.proposal.id}?done=sent`, 303);
});

// The team confirms a UPI payment the visitor reported: recorded as paid, its receipt issued, the lead booked.
proposals.post('/leads/:id/proposals/:pid/confirm', async (c) => {
  const found = await loaded(c);
  if (!found) return notFound(c);
  const f = await form(c);
  const payment = f.payment ? await paymentById(c.env.LEADS_DB, f.payment) : null;
  if (!payment || payment.proposal_id !== found.view.proposal.id || payment.status !== 'claimed')
    return savedPage(c, found, 'That payment is not waiting to be confirmed.', true);
  const config = c.get('config');
  await applyPayment(
    { env: c.env, gstin: config.GSTIN ?? null, siteUrl: config.siteUrl, now: new Date() },
    found.view,
    {
      id: payment.id,
      method: 'upi',
      amount: payment.amount,
      currency: CURRENCY,
      reference: payment.reference,
      confirmedBy: c.get('actor'),
    },
  );
  return c.redirect(`/admin/leads/${found.lead.lead_id}/proposals/${found.view.proposal.id}?done=confirmed`, 303);
});

mountCancel(proposals, { loaded, savedPage });
mountEmail(proposals, { loaded, savedPage });
mountBalance(proposals, { loaded, savedPage });
