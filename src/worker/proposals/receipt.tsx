import { receiptsOfProposal } from '../data/payments';
import type { ProposalView } from '../data/proposals';
import type { AppContext } from '../app-env';
import type { Locale } from '../../shared/i18n/locales';
import { indiaTime, money } from './ProposalPage';
import { voucherPage } from './VoucherSheet';

/**
 * A payment's receipt (docs/product.md#proposal-page), printable from the phone. With a GSTIN when
 * it was issued: a receipt voucher with the particulars of CGST Rules rule 50 (the supplier's name,
 * address and GSTIN; the number, unique in its financial year; the date; the payer; the service
 * and its SAC; the advance; each tax's rate and amount; the place of supply with its state and
 * code; reverse charge; the signatory), as docs/decisions/0047-gst-place-of-supply-and-receipts.md
 * records. Without one: a plain receipt. Read from the receipt's own row, as issued.
 */
export const receiptPage = (c: AppContext, view: ProposalView, locale: Locale, fy: string, n: number) =>
  voucherPage(
    c,
    locale,
    { kind: 'receipt', docs: receiptsOfProposal(c.env.LEADS_DB, view.proposal.id), fy, n },
    (r, t) => ({
      title: [t('receipt.plain'), t('receipt.voucher')],
      rows: [
        [t('receipt.number'), r.number],
        [t('receipt.date'), indiaTime(r.issued_at, locale)],
        [t('receipt.from'), r.payer_name],
        [t('receipt.for'), r.description],
        [t('receipt.amount'), money(r.amount, locale)],
      ],
    }),
  );
