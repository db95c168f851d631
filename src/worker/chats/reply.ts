import { formatNumber } from '../../shared/vocabulary/money';
import type { Config } from '../settings';
import { chatContactName, chatOf, recordOutbound, type Chat } from '../data/chats';
import { graphPost, whatsappTemplate } from '../graph';
import { whatsappSettings } from '../notices/settings';
import { readGroup } from '../settings/zod';
import { cleanText } from '../../shared/clean-text';

/**
 * Replies from the lead page (docs/sales.md "Answering chats"). WhatsApp lets a business send free
 * text only within 24 hours of the customer's last message (the customer-service window); outside
 * it only an approved template. The box says which applies and why, and the send decides again at
 * send time (the window may have closed while the page was open). Sent through the one Graph
 * client: POST /{WHATSAPP_PHONE_NUMBER_ID}/messages with WHATSAPP_TOKEN (the notices' WhatsApp
 * settings); the template outside the window is WHATSAPP_REPLY_TEMPLATE (name or name:language;
 * WHATSAPP_TEMPLATE is the team's lead alert, never sent to a customer), in the locale
 * WHATSAPP_REPLY_TEMPLATE_LANGUAGE, its body's variables filled as WHATSAPP_REPLY_TEMPLATE_PARAMS
 * says (docs/operators.md "WhatsApp chats"): a template with variables sent without them is refused.
 */
export const WINDOW_MS = 24 * 3600_000;
export const REPLY_MAX = 4096;

export type ReplyMode =
  | { mode: 'text'; until: string; why: string }
  | { mode: 'template'; template: string; why: string }
  | { mode: 'none'; why: string };

interface Sender {
  phoneNumberId: string;
  token: string;
}

function sender(env: object): Sender | null {
  const r = readGroup(whatsappSettings, env);
  if (!r.ok) return null;
  const { WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_TOKEN: token } = r.value;
  return phoneNumberId && token ? { phoneNumberId, token } : null;
}

/** Which reply applies to this chat now, and why (in words the box shows). */
export function replyMode(chat: Chat, config: Config, env: object, now: Date): ReplyMode {
  if (config.invalid.chats || config.invalid.graph)
    return { mode: 'none', why: 'Replies are off: a WhatsApp setting is malformed (see Settings).' };
  if (!sender(env))
    return {
      mode: 'none',
      why: 'Replies are off: WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN are not both set (see Settings).',
    };
  const closes = Date.parse(chat.lastInboundAt) + WINDOW_MS;
  if (now.getTime() < closes)
    return {
      mode: 'text',
      until: new Date(closes).toISOString(),
      why: "Inside WhatsApp's 24-hour window (the customer wrote in the last 24 hours): any text can be sent until",
    };
  const template = config.WHATSAPP_REPLY_TEMPLATE;
  if (!template)
    return {
      mode: 'none',
      why:
        "Outside WhatsApp's 24-hour window (the customer's last message is older than 24 hours), " +
        'only an approved template may be sent, and WHATSAPP_REPLY_TEMPLATE is not set. Call ' +
        'instead.',
    };
  return {
    mode: 'template',
    template,
    why:
      `Outside WhatsApp's 24-hour window (the customer's last message is older than 24 hours): ` +
      `only the approved template "${template}" can be sent. Once they answer, free text is ` +
      `possible again.`,
  };
}

/** What may fill a reply template's body variables (WHATSAPP_REPLY_TEMPLATE_PARAMS), by name. */
export const REPLY_PLACEHOLDERS = {
  /** The customer's name as the chat gave it (their WhatsApp profile name). */
  name: (lead: { name: string }) => lead.name,
  /** Its first word. */
  first_name: (lead: { name: string }) => lead.name.split(' ')[0] ?? '',
  /** SITE_NAME. */
  site: (_lead: { name: string }, config: Config) => config.SITE_NAME,
} as const;

/**
 * A body parameter as the Cloud API takes it: one line (no newline or tab, never more than four
 * spaces in a row), cleaned by the one text rule, at most 60 characters, never empty.
 */
const param = (text: string) =>
  Array.from(cleanText(text).replace(/\s+/g, ' ').trim()).slice(0, 60).join('').trimEnd() || '-';

/** The template object of a reply: its name, its locale, and its body's parameters when it has any. */
async function templateOf(template: string, config: Config, db: D1Database, leadId: string) {
  const fills = config.WHATSAPP_REPLY_TEMPLATE_PARAMS ?? [];
  const lead = { name: fills.length ? await chatContactName(db, leadId) : '' };
  const params = fills.map((p) => param(REPLY_PLACEHOLDERS[p as keyof typeof REPLY_PLACEHOLDERS](lead, config)));
  return whatsappTemplate(template, params, config.WHATSAPP_REPLY_TEMPLATE_LANGUAGE);
}

/**
 * Who a reply goes to, as the Cloud API's messages endpoint takes it: `to` with the number; for a
 * person who shared none, `recipient` with their business-scoped user id (Meta's "Business-scoped
 * user IDs" page: `to` is optional, `recipient` takes a BSUID and is used when `to` is absent).
 * Exactly one of the two is sent.
 */
export const addressee = (chat: Pick<Chat, 'waId' | 'userId'>): { to: string } | { recipient: string } =>
  chat.waId ? { to: chat.waId } : { recipient: chat.userId ?? '' };

export type ReplyOutcome = { ok: true } | { ok: false; status: 404 | 409 | 422 | 502; message: string };

/** Sends the reply the chat allows now and records it (outbound row, audit). */
export async function sendReply(
  env: Env,
  config: Config,
  leadId: string,
  actor: string,
  text: string,
  now: Date,
): Promise<ReplyOutcome> {
  const chat = await chatOf(env.LEADS_DB, leadId);
  if (!chat) return { ok: false, status: 404, message: 'This lead is not a WhatsApp chat.' };
  if (!chat.waId && !chat.userId)
    return { ok: false, status: 409, message: 'This chat has neither a number nor a WhatsApp user id to answer.' };
  const mode = replyMode(chat, config, env, now);
  if (mode.mode === 'none') return { ok: false, status: 409, message: mode.why };
  const body = text.trim();
  if (mode.mode === 'text' && !body) return { ok: false, status: 422, message: 'Reply: write something first' };
  if (body.length > REPLY_MAX)
    return { ok: false, status: 422, message: `Reply: at most ${formatNumber(REPLY_MAX)} characters` };
  const s = sender(env)!;
  const message =
    mode.mode === 'text'
      ? {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          ...addressee(chat),
          type: 'text',
          text: { body },
        }
      : {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          ...addressee(chat),
          type: 'template',
          template: await templateOf(mode.template, config, env.LEADS_DB, leadId),
        };
  const r = await graphPost(env as Cloudflare.Env, `${encodeURIComponent(s.phoneNumberId)}/messages`, s.token, message);
  if (!r.ok) return { ok: false, status: 502, message: `WhatsApp did not take the reply: ${r.error}` };
  const wamid = (r.answer.messages as Array<{ id?: unknown }> | undefined)?.[0]?.id;
  if (typeof wamid !== 'string' || !wamid)
    return { ok: false, status: 502, message: 'WhatsApp answered without a message id; check the chat in WhatsApp.' };
  await recordOutbound(env.LEADS_DB, {
    wamid,
    leadId,
    kind: mode.mode,
    body: mode.mode === 'text' ? body : mode.template,
    at: now.toISOString(),
    author: actor,
  });
  return { ok: true };
}
