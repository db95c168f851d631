import type { Hono } from 'hono';
import { cancelPaidBooking, sendRefunds } from '../../payments/refund';
import { razorpayOf } from '../../payments/razorpay';
import { parseAmount } from '../../../shared/vocabulary/money';
import type { ProposalLead, ProposalView } from '../../data/proposals';
import type { InboxEnv } from '../guard';
import { form, type C } from '../page';
import { notFound } from '../lead/page';

/**
 * Cancel booking on a proposal's inbox page (docs/sales.md#cancelling-a-booking), beside its other
 * routes (./routes.tsx hands them in):
 *   POST /admin/leads/:id/proposals/:pid/cancel         amount=…&reference=…&confirm=1: cancelled, refunded
 *   POST /admin/leads/:id/proposals/:pid/refund-again   a Razorpay refund not accepted, or failed, sent again
 * Bad input gets the page again with its message and 4xx, nothing changed.
 */
type Found = { lead: ProposalLead; view: ProposalView };
interface Deps {
  loaded: (c: C) => Promise<Found | null>;
  savedPage: (c: C, found: Found, notice: string | null, error?: boolean, status?: number) => Promise<Response>;
}

/** The typed amount in paise: empty is all that was paid (null), '0' nothing. */
function typedAmount(v: string | undefined): { ok: true; paise: number | null } | { ok: false; message: string } {
  const s = (v ?? '').trim();
  if (!s) return { ok: true, paise: null };
  if (/^0+$/.test(s)) return { ok: true, paise: 0 };
  const a = parseAmount(s);
  return a.ok ? { ok: true, paise: a.value * 100 } : { ok: false, message: `Refund: ${a.message}` };
}

export function mountCancel(app: Hono<InboxEnv>, { loaded, savedPage }: Deps): void {
  app.post('/leads/:id/proposals/:pid/cancel', async (c) => {
    const found = await loaded(c);
    if (!found) return notFound(c);
    const f = await form(c);
    if (f.confirm !== '1')
      return savedPage(c, found, 'Tick the box to cancel the booking. Nothing was changed.', true, 422);
    const amount = typedAmount(f.amount);
    if (!amount.ok) return savedPage(c, found, `${amount.message} Nothing was changed.`, true, 422);
    const reference = (f.reference ?? '').trim().replace(/\s+/g, '') || null;
    const r = await cancelPaidBooking(
      c.env,
      c.get('config'),
      found.view,
      { amount: amount.paise, reference, actor: c.get('actor') },
      new Date(),
    );
    if (!r.ok) return savedPage(c, found, r.message, true, r.status);
    return c.redirect(`/admin/leads/${found.lead.lead_id}/proposals/${found.view.proposal.id}?done=cancelled`, 303);
  });

  app.post('/leads/:id/proposals/:pid/refund-again', async (c) => {
    const found = await loaded(c);
    if (!found) return notFound(c);
    const config = c.get('config');
    const rp = config.invalid.razorpay ? null : razorpayOf(config);
    if (!rp) return savedPage(c, found, 'Razorpay is not set up: refund by hand instead.', true, 409);
    await sendRefunds(c.env, rp, found.view.proposal.id, new Date());
    return c.redirect(`/admin/leads/${found.lead.lead_id}/proposals/${found.view.proposal.id}?done=refund`, 303);
  });
}
