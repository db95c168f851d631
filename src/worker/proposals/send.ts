import { addressee, replyMode, sendReply } from '../chats/reply';
import { chatOf, recordOutbound } from '../data/chats';
import type { ProposalLead, ProposalRow } from '../data/proposals';
import { graphPost, whatsappTemplate } from '../graph';
import { whatsappSettings } from '../notices/settings';
import type { Config } from '../settings';
import { readGroup } from '../settings/zod';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { whatsappHref } from '../../shared/vocabulary/phone';
import { proposalText } from './texts';

/**
 * The three ways the team sends a proposal's link (docs/sales.md#proposals-and-payments), in the
 * lead's language: WhatsApp through the Cloud API (free text inside the 24-hour window, the
 * WHATSAPP_PROPOSAL_TEMPLATE template outside it: {{1}} the name, {{2}} the link), else a wa.me
 * link with the text for the salesperson's own phone; when the lead gave an e-mail, a button that
 * e-mails it through the outbox where VISITOR_EMAIL_FROM is set (src/worker/notices/visitor.ts),
 * else a mailto: link for the salesperson's own mail app; and the link itself to copy.
 */
export const proposalPath = (p: Pick<ProposalRow, 'token' | 'language'>) =>
  `${p.language === DEFAULT_LOCALE ? '' : `/${p.language}`}/p/${p.token}`;

export interface SendWays {
  link: string;
  text: string;
  subject: string;
  /** 'api': a button sends it through the Cloud API now (text or template); else the wa.me link. */
  whatsapp: { via: 'api'; why: string } | { via: 'link'; href: string } | null;
  email: string | null;
  /** VISITOR_EMAIL_FROM is set: the site e-mails it itself (a button), else the mailto: link. */
  emailsItself: boolean;
}

const business = (config: Config) => config.BUSINESS_LEGAL_NAME || config.SITE_NAME;

export async function sendWays(
  env: Env,
  config: Config,
  lead: ProposalLead,
  p: ProposalRow,
  now: Date,
): Promise<SendWays> {
  const t = proposalText(p.language as Locale);
  const link = `${config.siteUrl}${proposalPath(p)}`;
  const text = t('proposal.message', { name: lead.name.split(' ')[0] || lead.name, business: business(config), link });
  const subject = t('proposal.emailSubject', { business: business(config) });
  const chat = await chatOf(env.LEADS_DB, lead.lead_id);
  const mode = chat ? replyMode(chat, config, env, now) : null;
  const api =
    chat && mode
      ? mode.mode === 'text'
        ? { via: 'api' as const, why: 'Inside the 24-hour window: sent as a WhatsApp message.' }
        : config.WHATSAPP_PROPOSAL_TEMPLATE && sender(env)
          ? {
              via: 'api' as const,
              why: `Outside the 24-hour window: sent as the template "${config.WHATSAPP_PROPOSAL_TEMPLATE}".`,
            }
          : null
      : null;
  const phone = lead.phone || chat?.waId || '';
  return {
    link,
    text,
    subject,
    whatsapp: api ?? (phone ? { via: 'link', href: whatsappHref(phone, text) } : null),
    email: lead.email || null,
    emailsItself: !!config.VISITOR_EMAIL_FROM,
  };
}

function sender(env: object) {
  const r = readGroup(whatsappSettings, env);
  if (!r.ok) return null;
  const { WHATSAPP_PHONE_NUMBER_ID: id, WHATSAPP_TOKEN: token } = r.value;
  return id && token ? { id, token } : null;
}

/** Sends the link through the Cloud API as the window allows; the outcome in the inbox's words. */
export async function sendOnWhatsApp(
  env: Env,
  config: Config,
  lead: ProposalLead,
  p: ProposalRow,
  actor: string,
  now: Date,
): Promise<{ ok: boolean; message: string }> {
  const ways = await sendWays(env, config, lead, p, now);
  if (ways.whatsapp?.via !== 'api')
    return { ok: false, message: 'WhatsApp cannot send it from here: use the wa.me link.' };
  const chat = (await chatOf(env.LEADS_DB, lead.lead_id))!;
  if (replyMode(chat, config, env, now).mode === 'text') {
    const r = await sendReply(env, config, lead.lead_id, actor, ways.text, now);
    return r.ok ? { ok: true, message: 'Sent on WhatsApp.' } : { ok: false, message: r.message };
  }
  const s = sender(env);
  const template = config.WHATSAPP_PROPOSAL_TEMPLATE;
  if (!s || !template) return { ok: false, message: 'WhatsApp is not configured to send a template.' };
  const name = (lead.name || '-').slice(0, 60);
  const r = await graphPost(env as Cloudflare.Env, `${encodeURIComponent(s.id)}/messages`, s.token, {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    ...addressee(chat),
    type: 'template',
    template: whatsappTemplate(template, [name, ways.link], p.language),
  });
  if (!r.ok) return { ok: false, message: `WhatsApp did not take it: ${r.error}` };
  const wamid = (r.answer.messages as Array<{ id?: unknown }> | undefined)?.[0]?.id;
  if (typeof wamid === 'string' && wamid)
    await recordOutbound(env.LEADS_DB, {
      wamid,
      leadId: lead.lead_id,
      kind: 'template',
      body: template,
      at: now.toISOString(),
      author: actor,
    });
  return { ok: true, message: 'Sent on WhatsApp (template).' };
}
