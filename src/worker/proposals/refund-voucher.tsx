import { vouchersOfProposal } from '../data/refunds';
import type { ProposalView } from '../data/proposals';
import { seoMeta } from '../render/meta';
import { renderPage } from '../render/render';
// Static, as ./receipt.tsx has it (tests/deploy/dry-run.test.ts reads the entry's own lazy imports).
import { notFoundPage } from '../pages/not-found';
import type { AppContext } from '../app-env';
import type { Locale } from '../../shared/i18n/locales';
import { indiaTime, money } from './ProposalPage';
import type { Tax } from './tax';
import { proposalText } from './texts';
import { taxRows, VoucherSheet } from './VoucherSheet';

/**
 * A refund's voucher (docs/product.md#proposal-page, docs/sales.md#cancelling-a-booking),
 * printable from the phone. With a GSTIN on the receipt it refunds: a refund voucher with the
 * particulars of CGST Rules rule 51 (the supplier's name, address and GSTIN; its number, unique in
 * its financial year, a series of its own; the date; the recipient; the receipt voucher's number and
 * date; the service; the amount refunded; each tax's rate and amount; reverse charge; the
 * signatory), as docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md records.
 * Without one: a plain refund note. Read from the voucher's own row, as issued.
 */
export async function refundVoucherPage(
  c: AppContext,
  view: ProposalView,
  locale: Locale,
  fy: string,
  n: number,
): Promise<Response> {
  const v = (await vouchersOfProposal(c.env.LEADS_DB, view.proposal.id)).find((x) => x.fy === fy && x.n === n);
  if (!v) return notFoundPage(c);
  const config = c.get('config');
  const t = proposalText(locale);
  const business = config.BUSINESS_LEGAL_NAME || config.SITE_NAME;
  const tax = JSON.parse(v.tax) as Tax;
  const voucher = !!v.gstin;
  const rows: Array<[string, string]> = [
    [t('receipt.number'), v.number],
    [t('receipt.date'), indiaTime(v.issued_at, locale)],
    [t('refund.to'), v.payee_name],
    [
      t('refund.receipt'),
      t('refund.receiptOf', { number: v.receipt_number, date: indiaTime(v.receipt_issued_at, locale) }),
    ],
    [t('receipt.for'), v.description],
    [t('refund.amount'), money(v.amount, locale)],
  ];
  if (voucher) {
    rows.push([t('refund.taxable'), money(v.taxable, locale)]);
    rows.push(...taxRows(t, tax, locale));
  }
  const title = t(voucher ? 'refund.voucher' : 'refund.plain');
  const meta = await seoMeta(c.get('content'), 'contact', {
    title,
    noindex: true,
    path: c.req.path,
    languages: [locale],
  });
  const body = (
    <VoucherSheet
      title={title}
      business={business}
      address={config.BUSINESS_ADDRESS}
      gstin={voucher ? v.gstin : null}
      rows={rows}
      back={c.req.path.replace(/\/refund\/.*$/, '')}
      t={t}
    />
  );
  return renderPage(c, { meta, body, private: true });
}
