import { formatIndiaDateTime } from '../../../shared/india-time';
import { formatPrice } from '../../../shared/vocabulary/money';
import { paidTotal, type PaymentRow } from '../../data/payments';
import type { ProposalView } from '../../data/proposals';
import type { CancellationRow, RefundRow, VoucherRow } from '../../data/refunds';

/**
 * A paid proposal's "Cancel booking" card on its inbox page (docs/sales.md#cancelling-a-booking):
 * the amount to refund (typed as the call log takes amounts), the reference of a refund made by
 * hand, a tick that says what it does; once cancelled, the refunds with their state and the
 * vouchers' printable links. Before a cancellation, the refunds made in Razorpay's dashboard
 * (docs/decisions/0055-refunds-made-in-razorpays-dashboard.md): their vouchers, and off what can be
 * refunded. Plain forms, one column at 360 px (docs/decisions/0011).
 */
const STATE: Record<RefundRow['status'], string> = {
  requested: 'not yet accepted by Razorpay',
  pending: 'with Razorpay, not yet processed',
  processed: 'processed',
  failed: 'failed at Razorpay',
};

export function CancelCard({
  view,
  base,
  link,
  payments,
  refunds,
  vouchers,
  cancellation,
  refunded,
  byHand,
}: {
  view: ProposalView;
  /** /admin/leads/<id>/proposals/<pid> */
  base: string;
  /** The proposal's public link (vouchers are under it). */
  link: string;
  payments: PaymentRow[];
  refunds: RefundRow[];
  vouchers: VoucherRow[];
  cancellation: CancellationRow | null;
  /** Paise refunded in Razorpay's dashboard (../../data/dashboard-refunds.ts). */
  refunded: number;
  /** Some of it would be refunded by hand (a UPI payment, or Razorpay off). */
  byHand: boolean;
}) {
  if (cancellation)
    return (
      <section className="card" aria-labelledby="cancel-h" id="cancel">
        <h2 id="cancel-h">Booking cancelled</h2>
        <p>
          Cancelled by {cancellation.cancelled_by} on {formatIndiaDateTime(cancellation.cancelled_at)}; refund{' '}
          {formatPrice(cancellation.refund_amount)}.
        </p>
        {refunds.length ? (
          <ul className="list">
            {refunds.map((r) => (
              <li key={r.id}>
                {formatPrice(r.amount)}{' '}
                {r.method === 'manual'
                  ? `by hand, reference ${r.reference ?? '-'}`
                  : `through Razorpay ${r.razorpay_id ?? ''}`}
                : {STATE[r.status]}
                {r.error ? ` (${r.error})` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {refunds.some((r) => r.method === 'razorpay' && (r.status === 'requested' || r.status === 'failed')) ? (
          <form method="post" action={`${base}/refund-again`}>
            <button type="submit">Send the refund to Razorpay again</button>
          </form>
        ) : null}
        <Vouchers vouchers={vouchers} link={link} />
      </section>
    );
  if (view.proposal.status !== 'paid') return null;
  const paid = paidTotal(payments) - refunded;
  return (
    <section className="card" aria-labelledby="cancel-h" id="cancel">
      <h2 id="cancel-h">Cancel booking</h2>
      {refunded > 0 ? <p>Refunded in Razorpay&rsquo;s dashboard: {formatPrice(refunded)}.</p> : null}
      <Vouchers vouchers={vouchers} link={link} />
      <form method="post" action={`${base}/cancel`} className="stack-form">
        <label>
          Amount to refund (₹, at most {formatPrice(paid)}, what was paid; empty: all of it; 0: nothing)
          <input name="amount" inputMode="decimal" maxLength={40} />
        </label>
        {byHand ? (
          <label>
            Reference of the refund made by hand (UPI or bank transfer): make the transfer first
            <input name="reference" maxLength={40} autoComplete="off" />
          </label>
        ) : (
          <p>The refund goes back through Razorpay to the card, UPI or bank account that paid.</p>
        )}
        <label>
          <input type="checkbox" name="confirm" value="1" required /> Cancel this booking: a refund voucher is issued,
          the dates are released and the lead is lost ("Cancelled").
        </label>
        <button type="submit">Cancel booking</button>
      </form>
    </section>
  );
}

/** The refund vouchers' printable links. */
function Vouchers({ vouchers, link }: { vouchers: VoucherRow[]; link: string }) {
  return (
    <>
      {vouchers.map((v) => (
        <p key={v.number}>
          <a href={`${link}/refund/${v.fy}/${v.n}`}>
            {v.gstin ? 'Refund voucher' : 'Refund note'} {v.number}
          </a>
          : {formatPrice(v.amount)} (send the link to the client; it prints from the phone)
        </p>
      ))}
    </>
  );
}
