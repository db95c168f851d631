import { AD_CLICK_PLAN, stagePlanKey } from '../queue/plugin';
import { enqueueStatement } from './outbox';
import { schemaFirst } from './schema';

/**
 * WhatsApp chats' rows (migrations/0008_whatsapp.sql): which lead a number's chat belongs to, and
 * every message in and out. The lead itself is written by recordLead (./leads.ts) like a form's.
 */

export interface ChatMessageInput {
  wamid: string;
  leadId: string;
  kind: string;
  body: string;
  /** ISO time the message was sent (Meta's timestamp). */
  at: string;
}

/** True when this message id is stored already (a redelivered webhook). */
export const messageStored = schemaFirst(async function messageStored(db: D1Database, wamid: string) {
  return !!(await db.prepare('SELECT 1 AS x FROM whatsapp_messages WHERE wamid = ?1').bind(wamid).first());
});

/**
 * The lead a person's new message joins: their newest chat lead that is still open (not lost, not
 * erased: the contact is still there), found by the number ('' when Meta sent none), else by the
 * business-scoped user id (migrations/0013: null when Meta sent none). Null: it starts a new lead.
 */
export const openChatLead = schemaFirst(async function openChatLead(
  db: D1Database,
  waId: string,
  userId: string | null = null,
): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT w.lead_id
      FROM whatsapp_chats w
      JOIN lead_pipeline p ON p.lead_id = w.lead_id
      JOIN lead_contacts c ON c.lead_id = w.lead_id
      LEFT JOIN whatsapp_chat_users u ON u.lead_id = w.lead_id
      WHERE ((?1 <> '' AND w.wa_id = ?1) OR (?2 IS NOT NULL AND u.user_id = ?2)) AND p.stage <> 'lost'
      ORDER BY w.created_at DESC
      LIMIT 1`,
    )
    .bind(waId, userId)
    .first<{ lead_id: string }>();
  return row?.lead_id ?? null;
});

const insertMessage = (db: D1Database, m: ChatMessageInput) =>
  db
    .prepare(
      `INSERT INTO whatsapp_messages (wamid, lead_id, direction, kind, body, at)
      VALUES (?1, ?2, 'in', ?3, ?4, ?5)
      ON CONFLICT(wamid) DO NOTHING`,
    )
    .bind(m.wamid, m.leadId, m.kind, m.body, m.at);

const touchWindow = (db: D1Database, m: ChatMessageInput) =>
  db
    .prepare('UPDATE whatsapp_chats SET last_inbound_at = ?2 WHERE lead_id = ?1 AND last_inbound_at < ?2')
    .bind(m.leadId, m.at);

/** A message joining an existing chat; true when it was new (not a redelivery). */
export const addInbound = schemaFirst(async function addInbound(db: D1Database, m: ChatMessageInput): Promise<boolean> {
  const [insert] = await db.batch([insertMessage(db, m), touchWindow(db, m)]);
  return insert!.meta.changes === 1;
});

export interface ChatStart {
  leadId: string;
  /** The number ('' when Meta sent none: the chat is then the user id's). */
  waId: string;
  /** The business-scoped user id and username (null when Meta sent none). */
  userId?: string | null;
  username?: string | null;
  ctwaClid: string | null;
  referral: string | null;
  tapCode: string | null;
}

/**
 * A new chat lead's chat row and first message, in one batch (the lead's rows are written just
 * before). True when the message was new: the caller queues the lead exactly once.
 */
export const startChat = schemaFirst(async function startChat(
  db: D1Database,
  chat: ChatStart,
  m: ChatMessageInput,
): Promise<boolean> {
  const [, insert] = await db.batch([
    db
      .prepare(
        `INSERT INTO whatsapp_chats (lead_id, wa_id, ctwa_clid, referral, tap_code, last_inbound_at, created_at)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)
        ON CONFLICT(lead_id) DO NOTHING`,
      )
      .bind(chat.leadId, chat.waId, chat.ctwaClid, chat.referral, chat.tapCode, m.at),
    insertMessage(db, m),
    touchWindow(db, m),
    ...(chat.userId ? [keepUser(db, chat.leadId, chat.userId, chat.username ?? null)] : []),
  ]);
  return insert!.meta.changes === 1;
});

/** Outbound statuses in their order: a late 'sent' never overwrites 'read'; 'failed' always lands. */
const STATUS_RANK =
  "CASE ?2 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 4 ELSE 0 END";
const RANK_OF = (col: string) =>
  `CASE ${col} WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 4 ELSE 0 END`;

/** A `statuses[]` entry: an outbound message's delivery status moves forward. */
export const applyStatus = schemaFirst(async function applyStatus(
  db: D1Database,
  s: { wamid: string; status: string; at: string; error: string | null },
): Promise<void> {
  await db
    .prepare(
      `UPDATE whatsapp_messages SET status = ?2, status_at = ?3, error = COALESCE(?4, error)
      WHERE wamid = ?1 AND direction = 'out' AND ${STATUS_RANK} > ${RANK_OF('status')}`,
    )
    .bind(s.wamid, s.status, s.at, s.error)
    .run();
});

export interface ChatMessage {
  wamid: string;
  direction: 'in' | 'out';
  kind: string;
  body: string;
  at: string;
  status: string | null;
  status_at: string | null;
  error: string | null;
  author: string | null;
}

/** A lead's chat: `referral` is the newest ad click's (an ad clicked on the open chat), else the first message's. */
export interface Chat {
  /** The number, country code and digits ('' when the person shared none). */
  waId: string;
  /** The business-scoped user id (a reply's `recipient` when there is no number) and username. */
  userId: string | null;
  username: string | null;
  lastInboundAt: string;
  ctwaClid: string | null;
  referral: string | null;
  tapCode: string | null;
  messages: ChatMessage[];
}

/** A lead's chat and its messages, oldest first (at most 500); null when the lead is not a chat. */
export const chatOf = schemaFirst(async function chatOf(db: D1Database, leadId: string): Promise<Chat | null> {
  const [chat, messages] = await db.batch([
    db
      .prepare(
        `SELECT w.wa_id, w.last_inbound_at, w.ctwa_clid, w.tap_code, u.user_id, u.username,
          COALESCE(
            (
              SELECT a.referral FROM whatsapp_ad_clicks a
              WHERE a.lead_id = w.lead_id
              ORDER BY a.at DESC, a.wamid DESC
              LIMIT 1
            ),
            w.referral
          ) AS referral
        FROM whatsapp_chats w
        LEFT JOIN whatsapp_chat_users u ON u.lead_id = w.lead_id
        WHERE w.lead_id = ?1`,
      )
      .bind(leadId),
    db
      .prepare(
        `SELECT wamid, direction, kind, body, at, status, status_at, error, author
        FROM whatsapp_messages
        WHERE lead_id = ?1
        ORDER BY at, rowid
        LIMIT 500`,
      )
      .bind(leadId),
  ]);
  const row = chat!.results[0] as
    | {
        wa_id: string;
        last_inbound_at: string;
        ctwa_clid: string | null;
        referral: string | null;
        tap_code: string | null;
        user_id: string | null;
        username: string | null;
      }
    | undefined;
  if (!row) return null;
  return {
    waId: row.wa_id,
    userId: row.user_id,
    username: row.username,
    lastInboundAt: row.last_inbound_at,
    ctwaClid: row.ctwa_clid,
    referral: row.referral,
    tapCode: row.tap_code,
    messages: messages!.results as unknown as ChatMessage[],
  };
});

/** A reply sent from the inbox: its outbound row and an audit row, together. */
export const recordOutbound = schemaFirst(async function recordOutbound(
  db: D1Database,
  m: { wamid: string; leadId: string; kind: 'text' | 'template'; body: string; at: string; author: string },
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO whatsapp_messages (wamid, lead_id, direction, kind, body, at, status, status_at, author)
        VALUES (?1, ?2, 'out', ?3, ?4, ?5, 'sent', ?5, ?6)
        ON CONFLICT(wamid) DO NOTHING`,
      )
      .bind(m.wamid, m.leadId, m.kind, m.body, m.at, m.author),
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        VALUES (?1, ?2, 'whatsapp reply', NULL, ?3, ?4)`,
      )
      .bind(m.leadId, m.author, m.kind === 'template' ? `template ${m.body}` : 'text', m.at),
  ]);
});

/** A chat's business-scoped user id and username (migrations/0013): the first one Meta sent stays. */
const keepUser = (db: D1Database, leadId: string, userId: string, username: string | null) =>
  db
    .prepare(
      `INSERT INTO whatsapp_chat_users (lead_id, user_id, username) VALUES (?1, ?2, ?3)
      ON CONFLICT(lead_id) DO UPDATE SET username = COALESCE(excluded.username, username)`,
    )
    .bind(leadId, userId, username);

/** A message on an open chat carrying a user id: kept for the chat when it had none (a number's chat from before). */
export const keepChatUser = schemaFirst(async function keepChatUser(
  db: D1Database,
  leadId: string,
  userId: string,
  username: string | null,
): Promise<void> {
  await keepUser(db, leadId, userId, username).run();
});

export interface AdClick {
  wamid: string;
  leadId: string;
  ctwaClid: string;
  /** JSON as whatsapp_chats.referral. */
  referral: string | null;
  /** The message's time (ISO). */
  at: string;
}

/**
 * A Click-to-WhatsApp ad click on a chat already open (migrations/0013 whatsapp_ad_clicks), with
 * the lead's plan for it (AD_CLICK_PLAN: the conversions concern plans Meta's Business Messaging
 * event), in one batch. A redelivered message is a no-op. True when the click was new.
 */
export const addAdClick = schemaFirst(async function addAdClick(
  db: D1Database,
  click: AdClick,
  now: Date,
): Promise<boolean> {
  const [insert] = await db.batch([
    db
      .prepare(
        `INSERT INTO whatsapp_ad_clicks (wamid, lead_id, ctwa_clid, referral, at) VALUES (?1, ?2, ?3, ?4, ?5)
        ON CONFLICT(wamid) DO NOTHING`,
      )
      .bind(click.wamid, click.leadId, click.ctwaClid, click.referral, click.at),
    enqueueStatement(
      db,
      { key: stagePlanKey(click.leadId, AD_CLICK_PLAN), leadId: click.leadId, kind: 'plan', channel: AD_CLICK_PLAN },
      now,
    ),
  ]);
  return insert!.meta.changes === 1;
});

/** The name a chat lead's contact gave ('' when erased): a reply template's {{name}} (chats/reply.ts). */
export const chatContactName = schemaFirst(async function chatContactName(db: D1Database, leadId: string) {
  const row = await db
    .prepare('SELECT name FROM lead_contacts WHERE lead_id = ?1')
    .bind(leadId)
    .first<{ name: string | null }>();
  return row?.name ?? '';
});
