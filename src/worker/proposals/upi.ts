import { renderSVG } from 'uqr';
import type { ProposalView } from '../data/proposals';
import type { PayWay } from './ProposalPage';
import { CURRENCY } from '../../shared/vocabulary/money';

/**
 * The UPI way to pay (docs/product.md#proposal-page): NPCI's deep link
 * `upi://pay?pa=<UPI id>&pn=<payee>&am=<rupees.paise>&cu=INR&tn=<note>` (the note at most 50
 * characters, naming the proposal so the team can match the payment), and its QR code as inline
 * SVG from `uqr` (a maintained library: no hand-written QR encoder).
 */
export function upiHref(upiId: string, payee: string, amount: number, note: string): string {
  const q = new URLSearchParams({
    pa: upiId,
    pn: payee.slice(0, 99),
    am: (amount / 100).toFixed(2),
    cu: CURRENCY,
    tn: note.slice(0, 50),
  });
  // URLSearchParams writes a space as '+'; UPI apps read %20.
  return `upi://pay?${q.toString().replace(/\+/g, '%20')}`;
}

/** The advance's way, or the balance's (`balance`: its amount in paise, the note naming it). */
export async function upiWay(upiId: string, payee: string, view: ProposalView, balance?: number): Promise<PayWay> {
  const href =
    balance === undefined
      ? upiHref(upiId, payee, view.latest.advance, `Advance ${view.proposal.id}`)
      : upiHref(upiId, payee, balance, `Balance ${view.proposal.id}`);
  return { kind: 'upi', upiId, href, qrSvg: renderSVG(href, { border: 2 }) };
}
