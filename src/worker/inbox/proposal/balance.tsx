import type { Hono } from 'hono';
import type { BalanceRow } from '../../data/balances';
import { overpaid } from '../../data/overpaid';
import { leftOf, type Paid } from '../../data/paid';
import type { PaymentRow } from '../../data/payments';
import type { ProposalLead, ProposalView } from '../../data/proposals';
import { payBalanceByHand } from '../../payments/balance';
import { balanceDue } from '../../proposals/model';
import { formatIndiaDate } from '../../../shared/india-time';
import { translate } from '../../../shared/i18n/catalogues';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { formatPrice } from '../../../shared/vocabulary/money';
import type { InboxEnv } from '../guard';
import { form, type C } from '../page';
import { notFound } from '../lead/page';

/**
 * A paid proposal's balance on its inbox page (docs/sales.md#proposals-and-payments): what stays
 * due and by when, whether its link is out, or that it is paid; and "Record the balance as paid"
 * for a balance paid by hand (../../payments/balance.ts payBalanceByHand); a payment that came once
 * the total was paid (the balance paid by hand, then through its link too) as an overpayment to
 * refund (../../data/overpaid.ts, the catalogue's inbox.overpaid…); beside the other routes
 * (./routes.tsx hands them in):
 *   POST /admin/leads/:id/proposals/:pid/balance   reference=…: the balance recorded as paid
 * Bad input gets the page again with its message and 4xx, nothing changed.
 */
type Found = { lead: ProposalLead; view: ProposalView };
interface Deps {
  loaded: (c: C) => Promise<Found | null>;
  savedPage: (c: C, found: Found, notice: string | null, error?: boolean, status?: number) => Promise<Response>;
}

export function BalanceCard({
  view,
  base,
  payments,
  balance,
  dueDays,
  refunded,
  paid,
}: {
  view: ProposalView;
  base: string;
  payments: PaymentRow[];
  balance: BalanceRow | null;
  dueDays: number;
  /** Paise refunded in Razorpay's dashboard (../../data/dashboard-refunds.ts): off the overpayment. */
  refunded: number;
  /** What the proposal holds, net of refunds (../../data/paid.ts): "Paid in full" and what stays due. */
  paid: Paid;
}) {
  if (view.proposal.status !== 'paid') return null;
  const left = leftOf(view.latest.total, paid);
  const dueOn = balance?.due_on ?? balanceDue(view.latest.dates, dueDays);
  const extra = overpaid(view.latest.total, payments, refunded);
  const t = translate(DEFAULT_LOCALE);
  return (
    <section className="card" aria-labelledby="balance-h">
      <h2 id="balance-h">Balance</h2>
      {extra.amount > 0 ? (
        <div className="msg error">
          <p>{t('inbox.overpaid', { amount: formatPrice(extra.amount) })}</p>
          <ul>
            {extra.payments.map((p) => (
              <li key={p.id}>
                {t('inbox.overpaidPayment', {
                  amount: formatPrice(p.amount),
                  date: formatIndiaDate(p.paid_at ?? p.created_at),
                  id: p.id,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {left <= 0 ? (
        <p>
          Paid in full: {formatPrice(paid.net)}
          {balance?.paid_at ? `, the balance on ${formatIndiaDate(balance.paid_at)}` : ''}. No balance link or reminder
          is sent.
        </p>
      ) : (
        <>
          <p>
            {formatPrice(left)} due by {formatIndiaDate(dueOn)}
            {balance?.linked_at ? `: its link was sent on ${formatIndiaDate(balance.linked_at)}` : ''}.
          </p>
          <form method="post" action={`${base}/balance`}>
            <label>
              Paid by hand (bank transfer, UPI to your own account, cash): its reference
              <input name="reference" required minLength={4} maxLength={40} autoComplete="off" />
            </label>
            <button type="submit">Record the balance as paid</button>
          </form>
        </>
      )}
    </section>
  );
}

export function mountBalance(app: Hono<InboxEnv>, { loaded, savedPage }: Deps): void {
  app.post('/leads/:id/proposals/:pid/balance', async (c) => {
    const found = await loaded(c);
    if (!found) return notFound(c);
    const f = await form(c);
    const reference = (f.reference ?? '').trim().replace(/\s+/g, '') || null;
    const r = await payBalanceByHand(
      c.env,
      c.get('config'),
      found.view,
      { reference, actor: c.get('actor') },
      new Date(),
    );
    if (!r.ok) return savedPage(c, found, r.message, true, r.status);
    return c.redirect(`/admin/leads/${found.lead.lead_id}/proposals/${found.view.proposal.id}?done=balance`, 303);
  });
}
