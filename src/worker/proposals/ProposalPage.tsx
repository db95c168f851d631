import { Button } from '../../shared/components/ui';
import { LOCALE_TAG, type Locale } from '../../shared/i18n/locales';
import { INDIA_TIME_ZONE } from '../../shared/india-time';
import { formatPaise } from '../../shared/vocabulary/money';
import { cityInText } from '../../shared/vocabulary/services';
import type { Paid } from '../data/paid';
import type { ProposalView } from '../data/proposals';
import type { ReceiptRow } from '../data/payments';
import type { VoucherRow } from '../data/refunds';
import { BalancePaySection, type BalancePay } from './BalancePay';
import type { Tax } from './tax';
import type { ProposalText } from './texts';
import { UpiPay } from './UpiPay';

/**
 * The visitor's proposal (docs/product.md#proposal-page), mobile first, in the site's own classes
 * (src/shared/styles): who it is for, each line, the dates and city, the totals with GST where
 * registered, the advance now and the balance, the hold's end, the cancellation policy, then
 * Accept and the way to pay. Plain forms: no JavaScript.
 */
export type PayWay =
  { kind: 'razorpay' } | { kind: 'upi'; upiId: string; href: string; qrSvg: string } | { kind: 'call' };

export interface ProposalPageProps {
  view: ProposalView;
  t: ProposalText;
  locale: Locale;
  business: string;
  path: string;
  pay: PayWay;
  expired: boolean;
  receipts: ReceiptRow[];
  /** What was paid, and what it holds net of refunds (../data/paid.ts): the balance and "Paid in full". */
  paid: Paid;
  /** A payment the visitor says they made by UPI, not yet confirmed (its reference). */
  claimed: string | null;
  balanceDue: string | null;
  /** The balance's way to pay, once its link is out and unpaid (./BalancePay.tsx). */
  balancePay?: BalancePay | null;
  policy: Array<{ title: string; content: string }>;
  notice?: { kind: 'ok' | 'error'; text: string } | undefined;
  chatHref: string;
  /** Refund vouchers: a cancelled booking's (docs/sales.md#cancelling-a-booking), a dashboard refund's. */
  vouchers?: VoucherRow[];
}

export const money = (paise: number, locale: Locale) => formatPaise(paise, LOCALE_TAG[locale]);
const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAG[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
export const indiaTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAG[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(iso));

function Totals({ v, t, locale }: { v: ProposalView['latest']; t: ProposalText; locale: Locale }) {
  const tax = v.tax as Tax;
  const half = tax.rate / 2;
  const rows: Array<[string, number]> = [[t('proposal.subtotal'), v.subtotal]];
  if (tax.cgst)
    rows.push([t('proposal.cgst', { rate: half }), tax.cgst], [t('proposal.sgst', { rate: half }), tax.sgst]);
  if (tax.igst) rows.push([t('proposal.igst', { rate: tax.rate }), tax.igst]);
  return (
    <dl className="proposal__totals">
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{money(amount, locale)}</dd>
        </div>
      ))}
      <div className="proposal__total">
        <dt>{t('proposal.total')}</dt>
        <dd>{money(v.total, locale)}</dd>
      </div>
    </dl>
  );
}

function Accept({ p, t }: { p: ProposalPageProps; t: ProposalText }) {
  const { acceptance, latest } = p.view;
  if (acceptance?.version === latest.version)
    return (
      <p className="proposal__accepted" role="status">
        {t('proposal.accepted', {
          name: acceptance.name,
          time: indiaTime(acceptance.accepted_at, p.locale),
          version: acceptance.version,
        })}
      </p>
    );
  return (
    <form method="post" action={`${p.path}/accept`} className="form proposal__form">
      <h2>{t('proposal.accept.title')}</h2>
      {acceptance ? <p>{t('proposal.acceptedOld', { version: acceptance.version })}</p> : null}
      <input type="hidden" name="version" value={latest.version} />
      <div className="field">
        <label className="field__label" htmlFor="accept-name">
          {t('proposal.accept.name')}
        </label>
        <input className="field__input" id="accept-name" name="name" required maxLength={120} autoComplete="name" />
      </div>
      <label className="form__check" htmlFor="accept-agree">
        <input type="checkbox" id="accept-agree" name="agree" value="yes" required />
        <span>{t('proposal.accept.agree')}</span>
      </label>
      <Button type="submit" block>
        {t('proposal.accept.submit')}
      </Button>
    </form>
  );
}

function Pay({ p, t }: { p: ProposalPageProps; t: ProposalText }) {
  const advance = money(p.view.latest.advance, p.locale);
  if (p.view.acceptance?.version !== p.view.latest.version) return <p>{t('proposal.pay.acceptFirst')}</p>;
  if (p.pay.kind === 'call') return <p>{t('proposal.pay.call')}</p>;
  if (p.pay.kind === 'razorpay')
    return (
      <form method="post" action={`${p.path}/pay`} className="proposal__form">
        <Button type="submit" block>
          {t('proposal.pay.razorpay', { amount: advance })}
        </Button>
        <p className="proposal__note">{t('proposal.pay.note')}</p>
      </form>
    );
  return (
    <UpiPay
      intro={t('proposal.pay.upi', { amount: advance, upi: p.pay.upiId })}
      amount={advance}
      way={p.pay}
      claimed={p.claimed}
      action={`${p.path}/upi`}
      fieldId="upi-ref"
      t={t}
    />
  );
}

/** The receipts and refund vouchers, printable: a paid booking's, a cancelled one's. */
function Vouchers({ p, t }: { p: ProposalPageProps; t: ProposalText }) {
  return (
    <>
      {p.receipts.map((r) => (
        <p key={r.number}>
          <a href={`${p.path}/receipt/${r.fy}/${r.n}`}>{t('proposal.receipt', { number: r.number })}</a>
        </p>
      ))}
      {(p.vouchers ?? []).map((v) => (
        <p key={v.number}>
          <a href={`${p.path}/refund/${v.fy}/${v.n}`}>{t('proposal.refundVoucher', { number: v.number })}</a>
        </p>
      ))}
    </>
  );
}

/** A cancelled proposal: no accept, no payment; its receipts and refund vouchers. */
function Cancelled({ p, t }: { p: ProposalPageProps; t: ProposalText }) {
  return (
    <div role="status">
      <p>{t('proposal.cancelled')}</p>
      <Vouchers p={p} t={t} />
    </div>
  );
}

export function ProposalPage(p: ProposalPageProps) {
  const { t, locale, view } = p;
  const v = view.latest;
  const paid = view.proposal.status === 'paid';
  const balance = Math.max(0, v.total - (paid ? p.paid.net : v.advance));
  return (
    <section className="section container container--narrow proposal">
      <div className="form-panel">
        <p className="proposal__from">{t('proposal.from', { business: p.business })}</p>
        <h1>{t('proposal.title')}</h1>
        <p>{t('proposal.for', { name: view.contact.name })}</p>
        <p className="proposal__note">
          {t('proposal.version', { version: v.version, date: indiaTime(v.created_at, locale) })}
        </p>
        {p.notice ? (
          <p
            className={`proposal__notice proposal__notice--${p.notice.kind}`}
            role={p.notice.kind === 'error' ? 'alert' : 'status'}
          >
            {p.notice.text}
          </p>
        ) : null}
        <h2>{t('proposal.items')}</h2>
        <ul className="proposal__lines">
          {v.lines.map((l, i) => (
            <li key={i}>
              <span>{l.item}</span> <span>{money(l.amount, locale)}</span>
            </li>
          ))}
        </ul>
        <h2>{t('proposal.dates')}</h2>
        <ul>
          {v.dates.map((d) => (
            <li key={d.date + d.label}>
              {day(d.date, locale)}
              {d.label ? ` · ${d.label}` : ''}
            </li>
          ))}
        </ul>
        <p>
          {t('proposal.city')}: {cityInText(v.city) || v.city}
        </p>
        <Totals v={v} t={t} locale={locale} />
        {paid ? (
          <div role="status">
            <p>{t('proposal.paid', { amount: money(p.paid.gross, locale) })}</p>
            <Vouchers p={p} t={t} />
          </div>
        ) : (
          <dl className="proposal__totals">
            <div>
              <dt>{t('proposal.advance')}</dt>
              <dd>{money(v.advance, locale)}</dd>
            </div>
          </dl>
        )}
        <dl className="proposal__totals">
          <div>
            <dt>{t('proposal.balance')}</dt>
            <dd>{money(balance, locale)}</dd>
          </div>
        </dl>
        {paid && balance === 0 ? (
          <p role="status">{t('proposal.balancePaid', { amount: money(p.paid.net, locale) })}</p>
        ) : p.balanceDue ? (
          <p>{t('proposal.balanceDue', { date: day(p.balanceDue, locale) })}</p>
        ) : null}
        {paid && p.balancePay ? (
          <BalancePaySection pay={p.balancePay} t={t} locale={locale} path={p.path} claimed={p.claimed} />
        ) : null}
        {p.expired ? (
          <div role="status">
            <p>{t('proposal.expired')}</p>
            <p>{t('proposal.expiredHelp')}</p>
            <Button href={p.chatHref} variant="secondary" block>
              {t('proposal.chat')}
            </Button>
            <Button href={locale === 'en' ? '/contact' : `/${locale}/contact`} variant="link">
              {t('proposal.callback')}
            </Button>
          </div>
        ) : view.proposal.status === 'cancelled' ? (
          <Cancelled p={p} t={t} />
        ) : paid ? null : (
          <>
            <p>{t('proposal.hold', { time: indiaTime(view.proposal.hold_until, locale) })}</p>
            <Accept p={p} t={t} />
            <h2>{t('proposal.pay.title')}</h2>
            <Pay p={p} t={t} />
          </>
        )}
        <h2>{t('proposal.policy')}</h2>
        {p.policy.map((s, i) => (
          <div key={i}>
            {s.title ? <h3>{s.title}</h3> : null}
            <p>{s.content}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
