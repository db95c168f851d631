import { Button } from '../../shared/components/ui';
import type { Locale } from '../../shared/i18n/locales';
import { formatPaise } from '../../shared/vocabulary/money';
import { LOCALE_TAG } from '../../shared/i18n/locales';
import type { ProposalText } from './texts';
import { UpiPay } from './UpiPay';

/**
 * The balance on the proposal page once its link is out (src/worker/payments/balance.ts,
 * docs/product.md#proposal-page): a button to Razorpay's page for it, or its UPI link and QR code
 * with "I have paid" (a claim the team confirms, as the advance's).
 */
export interface BalancePay {
  /** Paise. */
  amount: number;
  /** Razorpay's page for it, or the UPI way as ./upi.ts makes it (the advance's PayWay shape). */
  way: { kind: 'link'; href: string } | { kind: 'upi'; upiId: string; href: string; qrSvg: string };
}

export function BalancePaySection(p: {
  pay: BalancePay;
  t: ProposalText;
  locale: Locale;
  path: string;
  claimed: string | null;
}) {
  const { t, pay } = p;
  const amount = formatPaise(pay.amount, LOCALE_TAG[p.locale]);
  return (
    <div className="proposal__balance">
      <h2>{t('proposal.balancePay.title')}</h2>
      {pay.way.kind === 'link' ? (
        <>
          <Button href={pay.way.href} block>
            {t('proposal.balancePay.razorpay', { amount })}
          </Button>
          <p className="proposal__note">{t('proposal.pay.note')}</p>
        </>
      ) : (
        <UpiPay
          intro={t('proposal.balancePay.upi', { amount, upi: pay.way.upiId })}
          amount={amount}
          way={pay.way}
          claimed={p.claimed}
          action={`${p.path}/upi`}
          fieldId="balance-upi-ref"
          t={t}
        />
      )}
    </div>
  );
}
