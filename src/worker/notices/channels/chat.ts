import { chatDigest } from '../digest';
import { chatNotice } from '../format';
import { sendWebhook } from '../send';
import { CHANNEL_SETTINGS } from '../settings';
import type { NoticeChannel } from './types';

/**
 * The chat channel: a Slack / Google Chat / Discord incoming webhook (docs/operators.md "Chat
 * webhook"), one JSON POST per notice (text and content for each of them, the structured lead);
 * 'webhook' in the outbox. Settings: NOTIFY_WEBHOOK_URL (../settings.ts).
 */
export const chat: NoticeChannel<typeof CHANNEL_SETTINGS.webhook.schema, unknown, 'webhook'> = {
  name: 'webhook',
  settings: CHANNEL_SETTINGS.webhook,
  recipientsSetting: 'NOTIFY_WEBHOOK_URL',
  recipients: (v) => (v.NOTIFY_WEBHOOK_URL ? [v.NOTIFY_WEBHOOK_URL] : []),
  perRecipient: false,
  message: (s, siteUrl) =>
    s.kind === 'digest' ? chatDigest(s.digest, siteUrl) : chatNotice(s.kind, s.lead, siteUrl, s.title),
  async send({ message, settings }) {
    if (!settings.NOTIFY_WEBHOOK_URL)
      return { ok: false, error: 'chat webhook not configured any more', skipped: true };
    return sendWebhook(settings.NOTIFY_WEBHOOK_URL, message);
  },
};
