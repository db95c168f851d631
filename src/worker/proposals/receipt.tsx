import { receiptsOfProposal } from '../data/payments';
import type { ProposalView } from '../data/proposals';
import { seoMeta } from '../render/meta';
import { renderPage } from '../render/render';
// Static: a dynamic import of a module the entry holds would turn the entry into a facade chunk
// (tests/deploy/dry-run.test.ts reads the entry's own lazy imports).
import { notFoundPage } from '../pages/not-found';
import type { AppContext } from '../app-env';
import type { Locale } from '../../shared/i18n/locales';
import { indiaTime, money } from './ProposalPage';
import type { Tax } from './tax';
import { proposalText } from './texts';
import { taxRows, VoucherSheet } from './VoucherSheet';

/**
 * A payment's receipt (docs/product.md#proposal-page), printable from the phone. With a GSTIN when
 * it was issued: a receipt voucher with the particulars of CGST Rules rule 50 (the supplier's name,
 * address and GSTIN; the number, unique in its financial year; the date; the payer; the service
 * and its SAC; the advance; each tax's rate and amount; the place of supply with its state and
 * code; reverse charge; the signatory), as docs/decisions/0047-gst-place-of-supply-and-receipts.md
 * records. Without one: a plain receipt. Read from the receipt's own row, as issued.
 */
export async function receiptPage(
  c: AppContext,
  view: ProposalView,
  locale: Locale,
  fy: string,
  n: number,
): Promise<Response> {
  const r = (await receiptsOfProposal(c.env.LEADS_DB, view.proposal.id)).find((x) => x.fy === fy && x.n === n);
  if (!r) return notFoundPage(c);
  const config = c.get('config');
  const t = proposalText(locale);
  const business = config.BUSINESS_LEGAL_NAME || config.SITE_NAME;
  const tax = JSON.parse(r.tax) as Tax;
  const voucher = !!r.gstin;
  const rows: Array<[string, string]> = [
    [t('receipt.number'), r.number],
    [t('receipt.date'), indiaTime(r.issued_at, locale)],
    [t('receipt.from'), r.payer_name],
    [t('receipt.for'), r.description],
    [t('receipt.amount'), money(r.amount, locale)],
  ];
  if (voucher) {
    rows.push([t('receipt.taxable'), money(r.taxable, locale)]);
    rows.push(...taxRows(t, tax, locale));
  }
  const meta = await seoMeta(c.get('content'), 'contact', {
    title: t(voucher ? 'receipt.voucher' : 'receipt.plain'),
    noindex: true,
    path: c.req.path,
    languages: [locale],
  });
  const body = (
    <VoucherSheet
      title={t(voucher ? 'receipt.voucher' : 'receipt.plain')}
      business={business}
      address={config.BUSINESS_ADDRESS}
      gstin={voucher ? r.gstin : null}
      rows={rows}
      back={c.req.path.replace(/\/receipt\/.*$/, '')}
      t={t}
    />
  );
  return renderPage(c, { meta, body, private: true });
}
