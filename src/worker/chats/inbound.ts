import type { Config } from '../settings';
import {
  addAdClick,
  addInbound,
  applyStatus,
  keepChatUser,
  messageStored,
  openChatLead,
  startChat,
  type ChatMessageInput,
} from '../data/chats';
import { recordLead } from '../data/leads';
import { tapByCode } from '../data/taps';
import type { RunJobsMessage } from '../queue/plugin';
import { bodyHash, queueRecorded } from '../leads/accept';
import { e164, normalizePhone, phoneDigits } from '../../shared/vocabulary/phone';
import { sha256Hex } from '../crypto/bytes';
import type { LeadMessage, LeadMeta } from '../leads/types';
import { parseTouch, type Touch } from '../../shared/attribution/schema';
import { ATTRIBUTION_PARAMS } from '../../shared/attribution/params';
import { logError } from '../http/log-text';

/**
 * What the WhatsApp webhook (webhook.ts) stores of a signed payload: each message and status, in
 * order. A number (or a user id) with no open lead starts one, later messages join its chat; an ad
 * click on an open chat is kept for its conversion.
 */
/**
 * A tap's reference code, which ends the greeting (GET /go/whatsapp): "(ref K7Q2MX)"; the last one
 * counts (the person may type after it).
 */
const REF_CODE = /\(ref ([A-Z0-9]{6})\)/gi;
/** Where a Click-to-WhatsApp lead "landed": no page of the site, Meta's ad. */
export const CTWA_LANDING = '/(click-to-whatsapp)';

type Json = Record<string, any>;
const arr = (v: unknown): Json[] => (Array.isArray(v) ? v.filter((x) => x && typeof x === 'object') : []);
const str = (v: unknown, max = 4096): string | null => (typeof v === 'string' && v ? v.slice(0, max) : null);
const isoOf = (ts: unknown, fallback: Date) => {
  const n = Number(ts);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000).toISOString() : fallback.toISOString();
};

/** Every message, then every status, of every change; in order, each stored before the next. */
export async function take(env: Env, config: Config, payload: unknown): Promise<void> {
  const now = new Date();
  for (const entry of arr((payload as Json)?.entry))
    for (const change of arr(entry.changes)) {
      const value = (change.value ?? {}) as Json;
      const contacts = arr(value.contacts);
      for (const m of arr(value.messages)) {
        const contact =
          contacts.find((k) => (m.from && k.wa_id === m.from) || (m.from_user_id && k.user_id === m.from_user_id)) ??
          contacts[0];
        await takeMessage(env, config, m, contact ?? {}, now);
      }
      for (const s of arr(value.statuses)) {
        const wamid = str(s.id, 200);
        const status = str(s.status, 20);
        if (!wamid || !status) continue;
        const e = arr(s.errors)[0];
        const error = e ? [e.code, e.title, e.error_data?.details].filter(Boolean).join(': ').slice(0, 500) : null;
        await applyStatus(env.LEADS_DB, { wamid, status, at: isoOf(s.timestamp, now), error });
      }
    }
}

/** What a message says, for the conversation: its text, a caption, or its kind in brackets. */
function bodyOf(m: Json): string {
  const kind = str(m.type, 40) ?? 'unknown';
  const text =
    str(m.text?.body) ??
    str(m.button?.text) ??
    str(m.interactive?.button_reply?.title) ??
    str(m.interactive?.list_reply?.title) ??
    str(m[kind]?.caption);
  return text ?? `[${kind}]`;
}

/**
 * A WhatsApp business-scoped user id (BSUID) as Meta documents it: the person's two-letter country,
 * a dot (a parent BSUID adds 'ENT.'), up to 128 letters and digits (IN.1410018717833190). Null for
 * anything else: it is never a key or a recipient unless it has that shape.
 */
export const BSUID = /^[A-Z]{2}\.(?:ENT\.)?[A-Za-z0-9]{1,128}$/;
const bsuid = (v: unknown): string | null => (typeof v === 'string' && BSUID.test(v) ? v : null);

/**
 * One message. The sender is their number (`from`, the wa_id) and, since Meta's business-scoped
 * user ids, their user id (`from_user_id`, `contacts[].user_id`); someone who took a WhatsApp
 * username may come with the user id only. A chat is keyed by the number, else by the user id
 * (data/chats.ts openChatLead); a message with neither cannot be answered and is dropped.
 */
async function takeMessage(env: Env, config: Config, m: Json, contact: Json, now: Date): Promise<void> {
  const db = env.LEADS_DB;
  const wamid = str(m.id, 200);
  const waId = typeof m.from === 'string' ? phoneDigits(m.from).slice(0, 15) : '';
  const userId = bsuid(m.from_user_id) ?? bsuid(contact.user_id);
  const username = str(contact.profile?.username, 100);
  // The lead's name: the profile name, else the username (the inbox shows the user id beside it).
  const name = str(contact.profile?.name, 200) ?? username ?? '';
  if (!wamid || (!waId && !userId)) return;
  if (await messageStored(db, wamid)) return;
  const message: ChatMessageInput = {
    wamid,
    leadId: '',
    kind: str(m.type, 40) ?? 'unknown',
    body: bodyOf(m),
    at: isoOf(m.timestamp, now),
  };
  const referral = m.referral && typeof m.referral === 'object' ? (m.referral as Json) : null;
  const open = await openChatLead(db, waId, userId);
  if (open) {
    await addInbound(db, { ...message, leadId: open });
    if (userId) await keepChatUser(db, open, userId, username);
    await takeAdClick(env, open, message, referral, now);
    return;
  }
  // A new lead, claimed by its first message's id: a redelivery finds the same lead.
  const code = [...message.body.matchAll(REF_CODE)].at(-1)?.[1]?.toUpperCase() ?? null;
  const tap = code ? await tapByCode(db, code) : null;
  const meta = await chatMeta(config, message, referral, tap);
  const lead: LeadMessage = {
    id: crypto.randomUUID(),
    endpoint: 'whatsapp',
    payload: {
      timestamp: message.at,
      name,
      // No number (a username without one): the lead has none; the chat is its user id's.
      phone: waId ? e164(normalizePhone(`+${waId}`) || waId) : '',
      message: message.body.slice(0, 4096),
    },
    meta,
  };
  const hash = await bodyHash('whatsapp', lead.payload);
  const holder = await recordLead(db, lead, config.BACKEND_URL ? 'queued' : 'kept', {
    key: `whatsapp|wamid:${wamid}`,
    hash,
  });
  const leadId = holder?.leadId ?? lead.id;
  const referralJson = referralText(referral);
  const fresh = await startChat(
    db,
    {
      leadId,
      waId,
      userId,
      username,
      ctwaClid: str(referral?.ctwa_clid, 500),
      referral: referralJson,
      tapCode: tap ? tap.code : null,
    },
    { ...message, leadId },
  );
  if (!fresh) return; // another delivery of this message stored it and queued the lead
  await queueRecorded(env, { ...lead, id: leadId });
}

/** A referral as whatsapp_chats.referral keeps it: the fields the lead page and reports read, capped. */
const referralText = (referral: Json | null) =>
  referral
    ? JSON.stringify(
        Object.fromEntries(
          ['source_id', 'source_url', 'source_type', 'headline', 'body', 'ctwa_clid'].map((k) => [
            k,
            str(referral[k], 500),
          ]),
        ),
      )
    : null;

/**
 * A Click-to-WhatsApp ad clicked by someone whose chat is open: the message joined the chat (one
 * conversation, one lead: the lead keeps the attribution it began with), and the click is
 * recorded on the chat so its ctwa_clid reaches Meta (data/chats.ts addAdClick: Business
 * Messaging's LeadSubmitted if the chat had no click yet; the newest click on the booking's
 * Purchase). Its plan runs now (a run-jobs message), else at the cron's next sweep.
 */
async function takeAdClick(env: Env, leadId: string, message: ChatMessageInput, referral: Json | null, now: Date) {
  const ctwaClid = str(referral?.ctwa_clid, 500);
  if (!ctwaClid) return;
  const fresh = await addAdClick(
    env.LEADS_DB,
    { wamid: message.wamid, leadId, ctwaClid, referral: referralText(referral), at: message.at },
    now,
  );
  if (!fresh) return;
  try {
    await env.LEADS_QUEUE.send({ kind: 'run-jobs', leadId } satisfies RunJobsMessage, { contentType: 'json' });
  } catch (error) {
    console.error(`lead ${leadId}: ad click planned, run by the cron: ${logError(error)}`);
  }
}

const CONSENT = new Set(['granted', 'denied', 'unset']);

/**
 * The lead's attribution and consent (docs/marketing.md "Chat leads"):
 *  - a tracked tap (its code in the text): the tap's touch, landing page and consent, and with
 *    marketing consent its browser (IP, user agent), as a form lead from that click would have them;
 *  - a Click-to-WhatsApp ad's referral: source 'meta', medium 'click_to_whatsapp', the ad's
 *    headline as campaign, its id as content; consent 'unset' (the site asked nothing; what Meta
 *    may learn of it is the Business Messaging rule, conversions/business-messaging.ts);
 *  - neither: direct, consent 'unset'.
 */
async function chatMeta(
  config: Config,
  message: ChatMessageInput,
  referral: Json | null,
  tap: Awaited<ReturnType<typeof tapByCode>>,
): Promise<LeadMeta> {
  const empty = Object.fromEntries(ATTRIBUTION_PARAMS.map((p) => [p, null])) as Record<
    (typeof ATTRIBUTION_PARAMS)[number],
    null
  >;
  let touch: Touch | null = null;
  let consent: LeadMeta['consent'] = { state: 'unset', version: null, at: null };
  let pageUrl: string | null = null;
  let first: Touch | null = null;
  let clientIp: string | null = null;
  let userAgent: string | null = null;
  if (tap) {
    const parse = (json: string | null) => {
      try {
        return json ? parseTouch(JSON.parse(json)) : null;
      } catch {
        return null;
      }
    };
    touch =
      parse(tap.lastTouch ?? tap.touch) ??
      (tap.pagePath ? parseTouch({ ...empty, landingPage: tap.pagePath, referrer: null, at: tap.tappedAt }) : null);
    first = parse(tap.firstTouch) ?? touch;
    if (CONSENT.has(tap.consent))
      consent = { state: tap.consent as 'granted' | 'denied' | 'unset', version: null, at: tap.tappedAt };
    if (tap.pagePath) pageUrl = `${config.siteUrl}${tap.pagePath.startsWith('/') ? tap.pagePath : '/'}`;
    // The tapping browser, kept only with marketing consent: Meta's website events require its
    // user agent (the Conversions API's parameters page), and the lead goes as one (conversions/plan.ts).
    if (consent.state === 'granted') {
      clientIp = tap.clientIp;
      userAgent = tap.userAgent;
    }
  } else if (referral) {
    touch = parseTouch({
      ...empty,
      utm_source: 'meta',
      utm_medium: 'click_to_whatsapp',
      utm_campaign: str(referral.headline, 200),
      utm_content: str(referral.source_id, 200),
      landingPage: CTWA_LANDING,
      referrer: null,
      at: message.at.replace(/\.\d+Z$/, 'Z'),
    });
  }
  return {
    eventId: `wa-${(await sha256Hex(message.wamid)).slice(0, 40)}`,
    receivedAt: message.at,
    attribution: { first: first ?? touch, last: touch },
    consent,
    pageUrl,
    clientIp,
    userAgent,
  };
}
