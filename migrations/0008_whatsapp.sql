-- WhatsApp chats as leads (src/worker/chats, docs/sales.md "Answering chats").
-- Relation: whatsapp_chats.lead_id = whatsapp_messages.lead_id = lead_ledger.id (the lead id).

-- The lead a WhatsApp number's chat belongs to: one row per lead made from a chat. A number's
-- open lead (its newest, not lost, not erased) takes its later messages; a number with none
-- starts a new lead.
--   wa_id       the sender's WhatsApp id: country code and digits, no '+' (lead_contacts.phone)
--   ctwa_clid   the Click-to-WhatsApp ad's click id, when the chat began from one
--   referral    JSON: the ad's referral object (source_id, source_url, source_type, headline, body)
--   tap_code    the chat-button tap's reference code the first message carried (chat_taps.code)
--   last_inbound_at  the customer's last message: WhatsApp's 24-hour customer-service window
CREATE TABLE IF NOT EXISTS whatsapp_chats (
  lead_id TEXT PRIMARY KEY,
  wa_id TEXT NOT NULL,
  ctwa_clid TEXT,
  referral TEXT,
  tap_code TEXT,
  last_inbound_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS whatsapp_chats_wa_id ON whatsapp_chats (wa_id, created_at);

-- Every message of a chat, in and out. wamid is Meta's message id: a redelivered webhook is a
-- no-op, and a status update finds its outbound message by it.
--   direction  'in' | 'out'
--   kind       Meta's message type ('text', 'image', … ; 'template' for an outbound template)
--   body       the text (a caption or '[image]' for media; the template's name for a template)
--   status     outbound: 'sent' → 'delivered' → 'read', or 'failed' (error: Meta's reason)
--   author     outbound: who sent it from the inbox (the Access identity)
CREATE TABLE IF NOT EXISTS whatsapp_messages (
  wamid TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  direction TEXT NOT NULL,
  kind TEXT NOT NULL,
  body TEXT NOT NULL,
  at TEXT NOT NULL,
  status TEXT,
  status_at TEXT,
  error TEXT,
  author TEXT
);
CREATE INDEX IF NOT EXISTS whatsapp_messages_lead ON whatsapp_messages (lead_id, at);
