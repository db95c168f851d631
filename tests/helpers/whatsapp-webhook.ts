import { createHmac } from 'node:crypto';

/**
 * Meta's WhatsApp Cloud API webhook as a test sends it (src/worker/chats/webhook.ts): a signed
 * `messages` change. The sender is a number (`from`, `contacts[].wa_id`) and/or, since Meta's
 * business-scoped user ids, a user id (`from_user_id`, `contacts[].user_id`); a person who took a
 * WhatsApp username may come with the user id only (no `from`, no `wa_id`).
 */
export interface InboundMessage {
  wamid: string;
  text: string;
  /** The number (wa_id), or none. */
  from?: string;
  /** The business-scoped user id (BSUID), or none. */
  userId?: string;
  name?: string;
  username?: string;
  /** Seconds since the epoch (default now). */
  ts?: number;
  referral?: Record<string, string>;
}

export const WABA = '102030405060';
export const PHONE_NUMBER_ID = '1234567890';

/** X-Hub-Signature-256 as Meta makes it: HMAC-SHA256 of the raw body with the app secret. */
export const signBody = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/** A webhook body: one `messages` change for this business number, carrying `value` (messages or statuses). */
export const changeBody = (value: Record<string, unknown>) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: WABA,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919800000000', phone_number_id: PHONE_NUMBER_ID },
              ...value,
            },
          },
        ],
      },
    ],
  });

export function inboundBody(m: InboundMessage): string {
  const contact = {
    profile: { ...(m.name === undefined ? {} : { name: m.name }), ...(m.username ? { username: m.username } : {}) },
    ...(m.from ? { wa_id: m.from } : {}),
    ...(m.userId ? { user_id: m.userId } : {}),
  };
  return changeBody({
    contacts: [contact],
    messages: [
      {
        ...(m.from ? { from: m.from } : {}),
        ...(m.userId ? { from_user_id: m.userId } : {}),
        id: m.wamid,
        timestamp: String(m.ts ?? Math.floor(Date.now() / 1000)),
        type: 'text',
        text: { body: m.text },
        ...(m.referral ? { referral: m.referral } : {}),
      },
    ],
  });
}

/** POSTs one signed webhook body to /api/whatsapp of `server`. */
export const deliverWebhook = (
  server: {
    fetch(
      path: string,
      init: { method: string; headers: Record<string, string>; body: string },
    ): Promise<{ status: number }>;
  },
  body: string,
  secret: string,
) =>
  server.fetch('/api/whatsapp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(body, secret) },
    body,
  });
