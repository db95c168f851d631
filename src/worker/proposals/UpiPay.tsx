import { Button } from '../../shared/components/ui';
import type { ProposalText } from './texts';

/**
 * Paying by UPI on the proposal page (docs/product.md#proposal-page), for the advance
 * (./ProposalPage.tsx) and the balance (./BalancePay.tsx): the UPI id, its QR code and deep link
 * (./upi.ts), then "I have paid" with the UPI reference, a claim the team confirms in the inbox.
 */
export function UpiPay(p: {
  /** What to pay, to whom: the page's own sentence. */
  intro: string;
  amount: string;
  way: { href: string; qrSvg: string };
  claimed: string | null;
  /** Where "I have paid" posts. */
  action: string;
  /** The reference field's id, distinct for each section of one page. */
  fieldId: string;
  t: ProposalText;
}) {
  const { t } = p;
  return (
    <div className="proposal__upi">
      <p>{p.intro}</p>
      <div
        className="proposal__qr"
        role="img"
        aria-label={t('proposal.pay.upiQr', { amount: p.amount })}
        dangerouslySetInnerHTML={{ __html: p.way.qrSvg }}
      />
      <p className="proposal__note">{t('proposal.pay.upiScan')}</p>
      <Button href={p.way.href} variant="secondary" block>
        {t('proposal.pay.upiOpen')}
      </Button>
      {p.claimed ? (
        <p role="status">{t('proposal.pay.upiClaimed', { reference: p.claimed })}</p>
      ) : (
        <form method="post" action={p.action} className="form proposal__form">
          <div className="field">
            <label className="field__label" htmlFor={p.fieldId}>
              {t('proposal.pay.upiReference')}
            </label>
            <input className="field__input" id={p.fieldId} name="reference" required maxLength={35} inputMode="text" />
          </div>
          <Button type="submit" block>
            {t('proposal.pay.upiSubmit')}
          </Button>
        </form>
      )}
    </div>
  );
}
