-- What Meta's and WhatsApp's documents ask the chats to keep beside 0007 and 0008 (src/worker/chats,
-- docs/marketing.md "Chat leads", docs/operators.md "WhatsApp chats"). New tables, never ALTER
-- (docs/decisions/ "One data module for the lead tables").

-- A chat's WhatsApp business-scoped user id (BSUID): Meta's id for the person, given on every
-- message beside the number (`from_user_id`, `contacts[].user_id`) and instead of it for someone
-- who took a username and shared no number. A message finds its chat by the number, else by this;
-- a reply goes to the number (`to`), else to this (`recipient`). Personal: deleted with the chat
-- (erasure, retention).
--   user_id   e.g. IN.1410018717833190 (country, '.', up to 128 letters and digits), as Meta sent it
--   username  the person's WhatsApp username, when they have one (shown when there is no number)
CREATE TABLE IF NOT EXISTS whatsapp_chat_users (
  lead_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  username TEXT
);
CREATE INDEX IF NOT EXISTS whatsapp_chat_users_user ON whatsapp_chat_users (user_id);

-- Click-to-WhatsApp ad clicks that arrived on a chat already open (the referral of a chat's first
-- message is whatsapp_chats.ctwa_clid): one row per message carrying Meta's `referral`, so a later
-- ad click and its ctwa_clid reach Meta's Business Messaging events (the newest click counts).
--   wamid      the message that carried it (a redelivery is a no-op)
--   ctwa_clid  the click's id;  referral  JSON as whatsapp_chats.referral;  at  the message's time
CREATE TABLE IF NOT EXISTS whatsapp_ad_clicks (
  wamid TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  ctwa_clid TEXT NOT NULL,
  referral TEXT,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS whatsapp_ad_clicks_lead ON whatsapp_ad_clicks (lead_id, at);

-- The browser that tapped the chat button, kept only when the visitor consented to marketing
-- measurement (src/worker/data/taps.ts): Meta's website events require client_user_agent, and a
-- chat lead from the tap is such an event. Taken by the chat lead (lead_contacts.client_ip,
-- user_agent) when the chat arrives; deleted after Meta's 7-day window (data/retention.ts).
CREATE TABLE IF NOT EXISTS chat_tap_browsers (
  code TEXT PRIMARY KEY,
  client_ip TEXT,
  user_agent TEXT
);
