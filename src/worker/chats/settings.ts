import * as z from 'zod/mini';
import { list, optional, text, type SettingsGroup } from '../settings/zod';

/**
 * WhatsApp chats as leads (docs/operators.md "WhatsApp chats"): the Cloud API webhook
 * (/api/whatsapp) is on when its verify token and app secret are set, else it answers 404.
 * Replies from the inbox also need WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN (the notices'
 * WhatsApp settings, notices/settings.ts). Malformed: the webhook answers 404 and nothing is sent.
 */
const template = optional(
  text(/^[a-z0-9_]{1,512}(:[A-Za-z_]{2,10})?$/, 'a template name, or name:language like follow_up:en'),
);

export const chatSchema = z.object({
  // Secret: the token typed into the app's webhook settings (Meta echoes it in the handshake).
  WHATSAPP_VERIFY_TOKEN: optional(
    z.string().check(z.minLength(16, 'must be at least 16 characters'), z.maxLength(200)),
  ),
  // Secret: the Meta app's App Secret (signs every webhook POST: X-Hub-Signature-256).
  WHATSAPP_APP_SECRET: optional(text(/^[A-Za-z0-9]{16,128}$/, 'the App Secret: letters and digits')),
  // The WhatsApp Business Account id: Business Messaging conversion events name it.
  WHATSAPP_BUSINESS_ACCOUNT_ID: optional(text(/^\d{5,20}$/, 'the WhatsApp Business Account id, digits only')),
  // The dataset attached to that account (Meta's Dataset API: GET /<account id>/dataset), where
  // Business Messaging events go; unset: none are sent (never the site's pixel, decision 0044).
  WHATSAPP_DATASET_ID: optional(text(/^\d{5,20}$/, 'the dataset id, digits only')),
  // The approved template the inbox sends outside the 24-hour window (default WHATSAPP_TEMPLATE).
  WHATSAPP_REPLY_TEMPLATE: template,
  // Its approved locale as Meta names it (en, en_US, hi...): wins over a ':language' in the
  // template's name; neither: en.
  WHATSAPP_REPLY_TEMPLATE_LANGUAGE: optional(text(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'a locale like en, en_US or hi')),
  // What fills its body's variables {{1}}, {{2}}..., in order (chats/reply.ts REPLY_PLACEHOLDERS).
  WHATSAPP_REPLY_TEMPLATE_PARAMS: list(
    text(/^(name|first_name|site)$/, 'placeholders from name, first_name, site, comma-separated'),
  ),
});

export type ChatSettings = z.output<typeof chatSchema>;

export const chatSettings: SettingsGroup<typeof chatSchema> = {
  id: 'chats',
  label: 'WhatsApp chats (webhook /api/whatsapp, replies from the inbox)',
  schema: chatSchema,
  on: (v) => !!(v.WHATSAPP_VERIFY_TOKEN && v.WHATSAPP_APP_SECRET),
  whenInvalid: '/api/whatsapp answers 404 (Meta retries for a while); no replies from the inbox',
};
