import { replyMode, sendReply } from '../chats/reply';
import { balanceOf } from '../data/balances';
import { chatOf } from '../data/chats';
import { paymentById, receiptOfPayment } from '../data/payments';
import { proposalById, proposalLead, type ProposalLead, type ProposalView } from '../data/proposals';
import { cancellationOf, vouchersOfProposal } from '../data/refunds';
import { graphSettings } from '../graph/settings';
import type { Handler, Job, JobContext, SendResult } from '../outbox';
import { proposalPath } from '../proposals/send';
import { proposalText, type ProposalKey } from '../proposals/texts';
import { isVisitorSubject, type VisitorSubject } from '../queue/plugin';
import { readGroup } from '../settings/zod';
import { DEFAULT_LOCALE, LOCALE_TAG, LOCALES, type Locale } from '../../shared/i18n/locales';
import { formatPaise } from '../../shared/vocabulary/money';
import { waParam } from './format';
import { sendEmail, sendWhatsApp } from './send';
import { whatsappSettings } from './settings';

/**
 * The visitor's own messages about their payments (docs/sales.md#proposals-and-payments,
 * docs/decisions/0051-the-balance-and-the-visitors-messages.md), in the lead's language (the
 * proposal's): the confirmation of a payment with its receipt link, the balance's payment link,
 * the reminder a day before the balance falls due, and the booking's cancellation with the amount
 * refunded and the refund voucher's link (docs/sales.md#cancelling-a-booking; the proposal page,
 * which lists them, when there are several or none); and the proposal's own link, e-mailed when
 * the team presses its button (src/worker/queue/plugin.ts proposalEmailJob). One outbox job per channel and subject
 * (src/worker/queue/plugin.ts visitorKey), so each goes once and a channel that is down is
 * retried by the outbox until it answers.
 *   whatsapp  where they opted in (the form's box, or a chat they opened): free text inside the
 *             24-hour window (src/worker/chats/reply.ts), else the approved template
 *             WHATSAPP_RECEIPT_TEMPLATE / WHATSAPP_BALANCE_TEMPLATE / WHATSAPP_CANCELLATION_TEMPLATE;
 *             neither: nothing sent
 *   email     where VISITOR_EMAIL_FROM is set and the lead gave an address, through NOTIFY_EMAIL
 * What is said is read at send time: a balance paid since gets no link and no reminder.
 */
export const VISITOR_ACTOR = 'payment';

interface Message {
  lead: ProposalLead;
  locale: Locale;
  text: string;
  subject: string;
  link: string;
  template: string | undefined;
  params: string[];
}

const skip = (error: string): SendResult => ({ ok: false, error, skipped: true });

const localeOf = (p: ProposalView['proposal']): Locale =>
  (LOCALES as readonly string[]).includes(p.language) ? (p.language as Locale) : DEFAULT_LOCALE;

const dayIn = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAG[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

async function message(ctx: JobContext, what: VisitorSubject, id: string): Promise<Message | { skip: string }> {
  const db = ctx.db;
  const payment = what === 'receipt' ? await paymentById(db, id) : null;
  if (what === 'receipt' && payment?.status !== 'paid') return { skip: 'payment not found or not paid: nothing sent' };
  // A proposal's e-mail names <proposal id>.v<version>.<press> (src/worker/queue/plugin.ts proposalEmailJob).
  const view = await proposalById(db, payment?.proposal_id ?? id.split('.')[0]!);
  const lead = view && !view.proposal.erased_at ? await proposalLead(db, view.proposal.lead_id) : null;
  if (!view || !lead) return { skip: 'proposal or lead erased: nothing sent' };
  const locale = localeOf(view.proposal);
  const t = proposalText(locale);
  const page = `${ctx.config.siteUrl}${proposalPath(view.proposal)}`;
  const name = lead.name.split(' ')[0] || lead.name;
  const business = ctx.config.BUSINESS_LEGAL_NAME || ctx.config.SITE_NAME;
  const money = (paise: number) => formatPaise(paise, LOCALE_TAG[locale]);
  const say = (key: ProposalKey, values: Record<string, string>) => t(key, { name, business, ...values });
  if (what === 'receipt') {
    const r = await receiptOfPayment(db, id);
    if (!r) return { skip: 'no receipt for this payment: nothing sent' };
    const values = { amount: money(r.amount), number: r.number, link: `${page}/receipt/${r.fy}/${r.n}` };
    return {
      lead,
      locale,
      link: values.link,
      text: say('visitor.receipt', values),
      subject: say('visitor.receiptSubject', values),
      template: ctx.config.WHATSAPP_RECEIPT_TEMPLATE,
      params: [name, values.amount, values.link],
    };
  }
  if (what === 'proposal') {
    const values = { version: String(view.latest.version), link: page };
    const [text, subject] = [say('visitor.proposal', values), say('visitor.proposalSubject', values)];
    return { lead, locale, link: page, text, subject, template: undefined, params: [] };
  }
  if (what === 'cancelled') return cancelled(ctx, view, { lead, locale, page, name, money, say });
  const b = await balanceOf(db, view.proposal.id);
  if (!b || b.paid_at) return { skip: 'the balance is paid, or none is due: nothing sent' };
  if (what === 'balance' && (b.method === 'settled' || b.method === 'call' || !b.linked_at))
    return { skip: 'no way to pay the balance online (the team collects it): nothing sent' };
  const link = what === 'balance' && b.method === 'razorpay' && b.link_url ? b.link_url : page;
  const values = { amount: money(b.amount), date: dayIn(b.due_on, locale), link };
  return {
    lead,
    locale,
    link,
    text: say(what === 'balance' ? 'visitor.balance' : 'visitor.reminder', values),
    subject: say(what === 'balance' ? 'visitor.balanceSubject' : 'visitor.reminderSubject', values),
    template: ctx.config.WHATSAPP_BALANCE_TEMPLATE,
    params: [name, values.amount, values.date, link],
  };
}

/** The cancellation, as its batch wrote it (src/worker/data/refunds.ts cancelBooking). */
async function cancelled(
  ctx: JobContext,
  view: ProposalView,
  m: {
    lead: ProposalLead;
    locale: Locale;
    page: string;
    name: string;
    money: (paise: number) => string;
    say: (key: ProposalKey, values: Record<string, string>) => string;
  },
): Promise<Message | { skip: string }> {
  const [c, vouchers] = await Promise.all([
    cancellationOf(ctx.db, view.proposal.id),
    vouchersOfProposal(ctx.db, view.proposal.id),
  ]);
  if (!c) return { skip: 'the booking is not cancelled: nothing sent' };
  const one = vouchers.length === 1 ? vouchers[0]! : null;
  const link = one ? `${m.page}/refund/${one.fy}/${one.n}` : m.page;
  const values = { amount: m.money(c.refund_amount), link };
  return {
    lead: m.lead,
    locale: m.locale,
    link,
    text: m.say(c.refund_amount > 0 ? 'visitor.cancelled' : 'visitor.cancelledNoRefund', values),
    subject: m.say('visitor.cancelledSubject', values),
    template: ctx.config.WHATSAPP_CANCELLATION_TEMPLATE,
    params: [m.name, values.amount, link],
  };
}

async function onWhatsApp(ctx: JobContext, leadId: string, m: Message): Promise<SendResult> {
  const chat = await chatOf(ctx.db, leadId);
  if (m.lead.whatsapp_opt_in !== 1 && !chat) return skip('no WhatsApp opt-in: nothing sent');
  if (chat && replyMode(chat, ctx.config, ctx.env, ctx.now).mode === 'text') {
    const r = await sendReply(ctx.env, ctx.config, leadId, VISITOR_ACTOR, m.text, ctx.now);
    if (r.ok) return { ok: true, response: 'sent on WhatsApp inside the 24-hour window' };
    return r.status === 502 ? { ok: false, error: r.message } : skip(r.message);
  }
  if (!m.template) return skip("outside WhatsApp's 24-hour window and no template set: nothing sent");
  const wa = readGroup(whatsappSettings, ctx.env);
  const { WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_TOKEN: token } = wa.ok ? wa.value : {};
  const to = m.lead.phone || chat?.waId || '';
  if (!phoneNumberId || !token) return skip('WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN not both set: nothing sent');
  if (!to) return skip('no WhatsApp number: nothing sent');
  return sendWhatsApp(readGroup(graphSettings, ctx.env).value, {
    phoneNumberId,
    token,
    template: m.template,
    language: m.locale,
    to,
    // A link or a date whole (Meta's body parameter takes far more than the notices' field cap).
    params: m.params.map((p, i) => (i === 0 ? waParam(p) : waParam(p, 1000))),
  });
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function byEmail(ctx: JobContext, m: Message): Promise<SendResult> {
  const from = ctx.config.VISITOR_EMAIL_FROM;
  if (!from) return skip('VISITOR_EMAIL_FROM not set: no e-mail to visitors');
  if (!m.lead.email) return skip('no e-mail address: nothing sent');
  const [before, after = ''] = m.text.split(m.link);
  const html =
    `<p lang="${m.locale}">${escape(before!)}<a href="${escape(m.link)}">${escape(m.link)}</a>${escape(after)}</p>` +
    `<p>${escape(ctx.config.BUSINESS_LEGAL_NAME || ctx.config.SITE_NAME)}</p>`;
  return sendEmail(ctx.env.NOTIFY_EMAIL, {
    from,
    fromName: ctx.config.SITE_NAME,
    to: m.lead.email,
    subject: m.subject,
    text: m.text,
    html,
  });
}

export const visitorHandler: Handler = {
  async send(job: Job, ctx: JobContext): Promise<SendResult> {
    // visitor:<channel>:<what>.<id> (src/worker/queue/plugin.ts visitorKey)
    const [, channel = '', subject = ''] = job.key.split(':');
    const dot = subject.indexOf('.');
    const what = subject.slice(0, dot);
    const id = subject.slice(dot + 1);
    if (!job.leadId || !isVisitorSubject(what))
      return { ok: false, error: `not a visitor message: ${job.key}`, permanent: true };
    const m = await message(ctx, what, id);
    if ('skip' in m) return skip(m.skip);
    if (channel === 'whatsapp') return onWhatsApp(ctx, job.leadId, m);
    if (channel === 'email') return byEmail(ctx, m);
    return { ok: false, error: `unknown channel '${channel}'`, permanent: true };
  },
};
