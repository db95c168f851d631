import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../shared/i18n/locales';
import { chatHref } from '../../shared/public-config';
import { balanceOf, type BalanceRow } from '../data/balances';
import { paidOfProposal } from '../data/paid';
import { claimUpiPayment, paymentsOfProposal, receiptsOfProposal } from '../data/payments';
import { acceptProposal, proposalByToken, setPaymentLink, type ProposalView } from '../data/proposals';
import { vouchersOfProposal } from '../data/refunds';
import { readText } from '../http/body';
import { applyPayment } from '../payments/apply';
import { createPaymentLink, razorpayOf, signedCallback } from '../payments/razorpay';
import { balanceReference } from '../payments/types';
import { seoMeta } from '../render/meta';
import { renderPage } from '../render/render';
// Static: a dynamic import of a module the entry holds would turn the entry into a facade chunk
// (tests/deploy/dry-run.test.ts reads the entry's own lazy imports).
import { notFoundPage } from '../pages/not-found';
import type { AppContext } from '../app-env';
import { balanceDue, payable, TOKEN } from './model';
import { policySections } from './policy';
import type { BalancePay } from './BalancePay';
import { ProposalPage, type PayWay } from './ProposalPage';
import { receiptPage } from './receipt';
import { refundVoucherPage } from './refund-voucher';
import { proposalText } from './texts';
import { upiWay } from './upi';
import { CURRENCY } from '../../shared/vocabulary/money';

/**
 * The visitor's proposal (docs/product.md#proposal-page), loaded on its paths only (src/worker/app.tsx):
 *   GET  /p/{token}                    the page (a Razorpay callback's query: checked, then applied)
 *   POST /p/{token}/accept             name=…&agree=yes&version=n
 *   POST /p/{token}/pay                a Razorpay payment link for the advance, then its short_url
 *   POST /p/{token}/upi                reference=…  "I have paid" by UPI, for the team to confirm
 *   GET  /p/{token}/receipt/{fy}/{n}   a receipt, printable
 *   GET  /p/{token}/refund/{fy}/{n}    a refund voucher, printable (a cancelled booking, a dashboard refund)
 * and each under a language's prefix (/hi/p/…). Every answer is private, not indexed, never in the
 * page memo, and rate-limited per address; an unknown token is the site's 404, naming nobody.
 */
export const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
const ROUTE = /^(?:\/([a-z]{2}))?\/p\/([^/]+)(?:\/(accept|pay|upi|(?:receipt|refund)\/(\d{4}-\d{2})\/(\d{1,7})))?$/;
const FORM_LIMIT = 4096;
const UPI_REFERENCE = /^[A-Za-z0-9]{6,35}$/;

const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
const withPrivate = (res: Response) => {
  for (const [k, v] of Object.entries(PRIVATE)) res.headers.set(k, v);
  // Mounted before the page memo (src/worker/app.tsx), never stored: no memo header either.
  res.headers.delete('X-Page-Cache');
  return res;
};

async function form(c: AppContext): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(c.req.raw, FORM_LIMIT));
}

async function limited(c: AppContext): Promise<boolean> {
  const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
  try {
    return !(await c.env.RATE_LIMITER.limit({ key: `${ip}|proposal` })).success;
  } catch {
    return false;
  }
}

export const proposalRoute = async (c: AppContext): Promise<Response> => withPrivate(await route(c));

async function route(c: AppContext): Promise<Response> {
  const m = ROUTE.exec(c.req.path);
  const prefix = m?.[1];
  if (!m || (prefix && (!isLocale(prefix) || prefix === DEFAULT_LOCALE)) || !TOKEN.test(m[2]!))
    return await notFound(c);
  if (await limited(c)) return c.text('Too many requests', 429, { ...PRIVATE, 'Retry-After': '60' });
  const view = await proposalByToken(c.env.LEADS_DB, m[2]!);
  if (!view) return await notFound(c);
  const locale = (LOCALES as readonly string[]).includes(view.proposal.language)
    ? (view.proposal.language as Locale)
    : DEFAULT_LOCALE;
  const path = `${prefixOf(locale)}/p/${view.proposal.token}`;
  const action = m[3] ?? '';
  const get = c.req.method === 'GET' || c.req.method === 'HEAD';
  // The page in the lead's language: another prefix leads there (a callback's query kept).
  if (get && !action && c.get('locale') !== locale) return c.redirect(`${path}${new URL(c.req.url).search}`, 302);
  if (action.startsWith('receipt/') && get) return await receiptPage(c, view, locale, m[4]!, Number(m[5]));
  if (action.startsWith('refund/') && get) return await refundVoucherPage(c, view, locale, m[4]!, Number(m[5]));
  if (!action && get) return await page(c, view, locale, path, await callbackNotice(c, view, locale));
  if (c.req.method !== 'POST' || m[4]) return await notFound(c);
  const t = proposalText(locale);
  const now = new Date();
  const f = await form(c);
  if (action === 'accept') {
    const name = (f.get('name') ?? '').trim().replace(/\s+/g, ' ').slice(0, 120);
    const version = Number(f.get('version'));
    if (name.length < 2 || f.get('agree') !== 'yes' || version !== view.proposal.version)
      return await page(c, view, locale, path, { kind: 'error', text: t('proposal.accept.error') }, 422);
    await acceptProposal(
      c.env.LEADS_DB,
      {
        id: view.proposal.id,
        version,
        name,
        clientIp: c.req.header('cf-connecting-ip')?.slice(0, 64) ?? null,
        userAgent: c.req.header('user-agent')?.slice(0, 400) ?? null,
      },
      now,
    );
    return c.redirect(path, 303);
  }
  // "I have paid" the balance by UPI (its way is out, unpaid): a claim of its amount, as the advance's.
  const balance =
    action === 'upi' && view.proposal.status === 'paid' ? await balanceOf(c.env.LEADS_DB, view.proposal.id) : null;
  if (balance?.method === 'upi' && balance.linked_at && !balance.paid_at) {
    const reference = (f.get('reference') ?? '').trim().replace(/\s+/g, '');
    if (!c.get('config').UPI_ID || !UPI_REFERENCE.test(reference))
      return await page(c, view, locale, path, { kind: 'error', text: t('proposal.pay.upiError') }, 422);
    await claimUpiPayment(
      c.env.LEADS_DB,
      {
        id: `upi_${reference}`,
        proposalId: view.proposal.id,
        leadId: view.proposal.lead_id,
        amount: balance.amount,
        reference,
      },
      now,
    );
    return c.redirect(path, 303);
  }
  const accepted = view.acceptance?.version === view.proposal.version;
  if (!accepted || !payable(view.proposal, now))
    return await page(c, view, locale, path, { kind: 'error', text: t('proposal.pay.acceptFirst') }, 409);
  if (action === 'upi') {
    const reference = (f.get('reference') ?? '').trim().replace(/\s+/g, '');
    if (!c.get('config').UPI_ID || !UPI_REFERENCE.test(reference))
      return await page(c, view, locale, path, { kind: 'error', text: t('proposal.pay.upiError') }, 422);
    const { proposal, latest } = view;
    await claimUpiPayment(
      c.env.LEADS_DB,
      { id: `upi_${reference}`, proposalId: proposal.id, leadId: proposal.lead_id, amount: latest.advance, reference },
      now,
    );
    return c.redirect(path, 303);
  }
  return await pay(c, view, locale, path, now);
}

/** A Razorpay payment link for the advance (one per amount: a changed advance gets a new one), then its page. */
async function pay(c: AppContext, view: ProposalView, locale: Locale, path: string, now: Date): Promise<Response> {
  const config = c.get('config');
  const rp = razorpayOf(config);
  const t = proposalText(locale);
  if (!rp) return page(c, view, locale, path, { kind: 'error', text: t('proposal.pay.call') }, 409);
  const { proposal, latest, contact } = view;
  if (proposal.link_url && proposal.link_amount === latest.advance) return c.redirect(proposal.link_url, 303);
  try {
    // Razorpay takes an expiry at least 15 minutes ahead.
    const expireBy = Math.max(Date.parse(proposal.hold_until), now.getTime() + 16 * 60_000);
    const link = await createPaymentLink(rp, {
      amount: latest.advance,
      referenceId: proposal.id,
      description: `${t('proposal.pay.title')}: ${business(c)}`,
      customer: { name: contact.name, contact: contact.phone || undefined, email: contact.email || undefined },
      expireBy: Math.floor(expireBy / 1000),
      callbackUrl: `${config.siteUrl}${path}`,
      notes: { proposal: proposal.id, lead: proposal.lead_id, version: String(latest.version) },
    });
    await setPaymentLink(c.env.LEADS_DB, proposal.id, { ...link, amount: latest.advance }, now);
    return c.redirect(link.url, 303);
  } catch (error) {
    console.error(`proposal ${proposal.id}: no payment link: ${error instanceof Error ? error.message : error}`);
    return page(c, view, locale, path, { kind: 'error', text: t('proposal.pay.failed') }, 502);
  }
}

/**
 * Back from Razorpay: a signed callback for this proposal's own link with status paid is the
 * payment, applied once (as the webhook would: whichever comes first records it). Unsigned or
 * wrongly signed: nothing shown as paid.
 */
async function callbackNotice(c: AppContext, view: ProposalView, locale: Locale) {
  if (!c.req.query('razorpay_payment_id')) return undefined;
  const config = c.get('config');
  const rp = razorpayOf(config);
  const t = proposalText(locale);
  const cb = rp && (await signedCallback(rp, (name) => c.req.query(name)));
  const { proposal } = view;
  // Back from the balance's own link (src/worker/payments/balance.ts): its payment is the balance.
  const balance = cb && cb.linkId !== proposal.link_id ? await balanceOf(c.env.LEADS_DB, proposal.id) : null;
  const isBalance = !!balance && cb!.linkId === balance.link_id && cb!.referenceId === balanceReference(proposal.id);
  if (!cb || (!isBalance && (cb.referenceId !== proposal.id || cb.linkId !== proposal.link_id)) || cb.status !== 'paid')
    return { kind: 'error' as const, text: t('proposal.pay.unconfirmed') };
  await applyPayment({ env: c.env, gstin: config.GSTIN ?? null, siteUrl: config.siteUrl, now: new Date() }, view, {
    id: cb.paymentId,
    method: 'razorpay',
    amount: isBalance ? balance!.amount : (proposal.link_amount ?? view.latest.advance),
    currency: CURRENCY,
    reference: cb.linkId,
    confirmedBy: null,
    balance: isBalance,
  });
  return undefined;
}

const business = (c: AppContext) => c.get('config').BUSINESS_LEGAL_NAME || c.get('config').SITE_NAME;

async function page(
  c: AppContext,
  stale: ProposalView,
  locale: Locale,
  path: string,
  notice?: { kind: 'ok' | 'error'; text: string },
  status = 200,
): Promise<Response> {
  const config = c.get('config');
  const view = (await proposalByToken(c.env.LEADS_DB, stale.proposal.token)) ?? stale;
  const t = proposalText(locale);
  const now = new Date();
  const [receipts, payments, policy, vouchers, balance, paid] = await Promise.all([
    receiptsOfProposal(c.env.LEADS_DB, view.proposal.id),
    paymentsOfProposal(c.env.LEADS_DB, view.proposal.id),
    policySections(c),
    // A cancellation's refund vouchers, and those of refunds made in Razorpay's dashboard (decision 0055).
    vouchersOfProposal(c.env.LEADS_DB, view.proposal.id),
    balanceOf(c.env.LEADS_DB, view.proposal.id),
    paidOfProposal(c.env.LEADS_DB, view.proposal.id),
  ]);
  const expired =
    view.proposal.status === 'expired' || (view.proposal.status === 'open' && !payable(view.proposal, now));
  const payWay: PayWay = razorpayOf(config)
    ? { kind: 'razorpay' }
    : config.UPI_ID
      ? await upiWay(config.UPI_ID, business(c), view)
      : { kind: 'call' };
  const meta = await seoMeta(c.get('content'), 'contact', {
    title: t('proposal.title'),
    noindex: true,
    path,
    languages: [locale],
  });
  const body = (
    <ProposalPage
      view={view}
      t={t}
      locale={locale}
      business={business(c)}
      path={path}
      pay={payWay}
      expired={expired}
      receipts={receipts}
      paid={paid}
      claimed={payments.find((p) => p.status === 'claimed')?.reference ?? null}
      balanceDue={balanceDue(view.latest.dates, config.BALANCE_DUE_DAYS)}
      balancePay={await balanceWay(c, view, balance)}
      policy={policy}
      notice={notice}
      chatHref={chatHref(prefixOf(locale) || '/')}
      vouchers={vouchers}
    />
  );
  const res = await renderPage(c, { meta, body, private: true });
  return status === 200 ? res : new Response(res.body, { status, headers: res.headers });
}

/** The balance's way to pay once its link is out and unpaid (src/worker/payments/balance.ts). */
async function balanceWay(c: AppContext, view: ProposalView, b: BalanceRow | null): Promise<BalancePay | null> {
  if (!b?.linked_at || b.paid_at || b.amount <= 0) return null;
  const upi = c.get('config').UPI_ID;
  if (b.method === 'razorpay' && b.link_url) return { amount: b.amount, way: { kind: 'link', href: b.link_url } };
  if (b.method === 'upi' && upi)
    return {
      amount: b.amount,
      way: (await upiWay(upi, business(c), view, b.amount)) as Extract<PayWay, { kind: 'upi' }>,
    };
  return null;
}

async function notFound(c: AppContext): Promise<Response> {
  return notFoundPage(c);
}
