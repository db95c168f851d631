import { vouchersOfProposal } from '../data/refunds';
import type { ProposalView } from '../data/proposals';
import type { AppContext } from '../app-env';
import type { Locale } from '../../shared/i18n/locales';
import { indiaTime, money } from './ProposalPage';
import { voucherPage } from './VoucherSheet';

/**
 * A refund's voucher (docs/product.md#proposal-page, docs/sales.md#cancelling-a-booking),
 * printable from the phone. With a GSTIN on the receipt it refunds: a refund voucher with the
 * particulars of CGST Rules rule 51 (the supplier's name, address and GSTIN; its number, unique in
 * its financial year, a series of its own; the date; the recipient; the receipt voucher's number and
 * date; the service; the amount refunded; each tax's rate and amount; reverse charge; the
 * signatory), as docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md records.
 * Without one: a plain refund note. Read from the voucher's own row, as issued.
 */
export const refundVoucherPage = (c: AppContext, view: ProposalView, locale: Locale, fy: string, n: number) =>
  voucherPage(
    c,
    locale,
    { kind: 'refund', docs: vouchersOfProposal(c.env.LEADS_DB, view.proposal.id), fy, n },
    (v, t) => ({
      title: [t('refund.plain'), t('refund.voucher')],
      rows: [
        [t('receipt.number'), v.number],
        [t('receipt.date'), indiaTime(v.issued_at, locale)],
        [t('refund.to'), v.payee_name],
        [
          t('refund.receipt'),
          t('refund.receiptOf', { number: v.receipt_number, date: indiaTime(v.receipt_issued_at, locale) }),
        ],
        [t('receipt.for'), v.description],
        [t('refund.amount'), money(v.amount, locale)],
      ],
    }),
  );
