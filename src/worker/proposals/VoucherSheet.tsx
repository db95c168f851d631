import type { Locale } from '../../shared/i18n/locales';
import { money } from './ProposalPage';
import type { Tax } from './tax';
import type { ProposalText } from './texts';

/** A voucher's tax rows: CGST and SGST at half the rate each, or IGST, then the place of supply. */
export function taxRows(t: ProposalText, tax: Tax, locale: Locale): Array<[string, string]> {
  const half = tax.rate / 2;
  const rows: Array<[string, string]> = [];
  if (tax.cgst)
    rows.push(
      [t('proposal.cgst', { rate: half }), money(tax.cgst, locale)],
      [t('proposal.sgst', { rate: half }), money(tax.sgst, locale)],
    );
  if (tax.igst) rows.push([t('proposal.igst', { rate: tax.rate }), money(tax.igst, locale)]);
  rows.push([
    t('receipt.placeOfSupply'),
    tax.placeOfSupply ? `${tax.placeOfSupply.name} (${tax.placeOfSupply.code})` : '—',
  ]);
  return rows;
}

/**
 * One printable sheet for a receipt (./receipt.tsx) and a refund voucher (./refund-voucher.tsx):
 * the business with its address (and GSTIN for a voucher), the document's rows, the reverse-charge
 * line a voucher carries, the signatory and the way back to the proposal.
 */
export function VoucherSheet(p: {
  title: string;
  business: string;
  address: string | undefined;
  /** A voucher's GSTIN (CGST Rules rules 50 and 51); null: a plain receipt or refund note. */
  gstin: string | null;
  rows: Array<[string, string]>;
  back: string;
  t: ProposalText;
}) {
  return (
    <section className="section container container--narrow receipt">
      <div className="form-panel">
        <h1>{p.title}</h1>
        <p>
          <strong>{p.business}</strong>
          {p.address ? (
            <>
              <br />
              {p.address}
            </>
          ) : null}
          {p.gstin ? (
            <>
              <br />
              {`GSTIN ${p.gstin}`}
            </>
          ) : null}
        </p>
        <dl className="proposal__totals">
          {p.rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {p.gstin ? <p>{p.t('receipt.reverseCharge')}</p> : null}
        <p>{p.t('receipt.signature', { business: p.business })}</p>
        <p>
          <a href={p.back}>{p.t('receipt.back')}</a>
        </p>
      </div>
    </section>
  );
}
