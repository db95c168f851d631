import type { AppContext } from '../app-env';
// Static: a dynamic import of a module the entry holds would turn the entry into a facade chunk
// (tests/deploy/dry-run.test.ts reads the entry's own lazy imports).
import { notFoundPage } from '../pages/not-found';
import { seoMeta } from '../render/meta';
import { renderPage } from '../render/render';
import type { Locale } from '../../shared/i18n/locales';
import { money } from './ProposalPage';
import type { Tax } from './tax';
import { proposalText, type ProposalText } from './texts';

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

/** What a receipt's and a refund voucher's rows (data/payments.ts, data/refunds.ts) have in common. */
interface Issued {
  fy: string;
  n: number;
  taxable: number;
  tax: string;
  gstin: string | null;
}

/**
 * A receipt's or refund voucher's page (./receipt.tsx, ./refund-voucher.tsx): the proposal's document
 * numbered `fy`/`n` among `docs`, else the site's 404; its own rows, then, where it carries a GSTIN,
 * the taxable value and the tax rows. Noindex and private as the proposal's page is
 * (docs/decisions/0062-the-proposal-page-is-never-indexed.md), in the proposal's language; the way
 * back is the proposal's page, the path less `/{kind}/…`.
 */
export async function voucherPage<D extends Issued>(
  c: AppContext,
  locale: Locale,
  { kind, docs, fy, n }: { kind: 'receipt' | 'refund'; docs: Promise<D[]>; fy: string; n: number },
  describe: (d: D, t: ProposalText) => { title: [plain: string, voucher: string]; rows: Array<[string, string]> },
): Promise<Response> {
  const d = (await docs).find((x) => x.fy === fy && x.n === n);
  if (!d) return notFoundPage(c);
  const t = proposalText(locale);
  const { title: titles, rows } = describe(d, t);
  if (d.gstin)
    rows.push([t(`${kind}.taxable`), money(d.taxable, locale)], ...taxRows(t, JSON.parse(d.tax) as Tax, locale));
  const title = d.gstin ? titles[1] : titles[0];
  const config = c.get('config');
  const meta = await seoMeta(c.get('content'), 'contact', {
    title,
    noindex: true,
    path: c.req.path,
    languages: [locale],
  });
  const body = (
    <VoucherSheet
      title={title}
      business={config.BUSINESS_LEGAL_NAME || config.SITE_NAME}
      address={config.BUSINESS_ADDRESS}
      gstin={d.gstin}
      rows={rows}
      back={c.req.path.replace(new RegExp(`/${kind}/.*$`), '')}
      t={t}
    />
  );
  return renderPage(c, { meta, body, private: true });
}
