import { emailDigest } from '../digest';
import { emailNotice } from '../format';
import { sendEmail } from '../send';
import { CHANNEL_SETTINGS } from '../settings';
import type { NoticeChannel } from './types';

/**
 * The e-mail channel: Email Routing's send_email binding NOTIFY_EMAIL (wrangler.toml), one message
 * per recipient, with the lead's e-mail address and message; the lead's owner also gets its
 * escalations and follow-ups (../followups.ts). Settings: NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM
 * (../settings.ts).
 */
export const email: NoticeChannel<typeof CHANNEL_SETTINGS.email.schema, Mail, 'email'> = {
  name: 'email',
  settings: CHANNEL_SETTINGS.email,
  recipientsSetting: 'NOTIFY_EMAIL_TO',
  recipients: (v) => (v.NOTIFY_EMAIL_TO ?? []).map((to) => to.toLowerCase()),
  perRecipient: true,
  ownerRecipient: true,
  message: (s, siteUrl) =>
    s.kind === 'digest' ? emailDigest(s.digest, siteUrl) : emailNotice(s.kind, s.lead, siteUrl, s.title),
  async send({ message, to, owner, settings, ctx }) {
    // The lead's owner is a recipient of its escalation and follow-up reminders (../followups.ts).
    if (
      !to ||
      !(settings.NOTIFY_EMAIL_TO?.some((a) => a.toLowerCase() === to) || (owner && owner.toLowerCase() === to))
    )
      return { ok: false, error: 'recipient not configured any more', skipped: true };
    const from = settings.NOTIFY_EMAIL_FROM ?? `leads@${new URL(ctx.config.siteUrl).hostname}`;
    return sendEmail(ctx.env.NOTIFY_EMAIL, { from, fromName: `${ctx.config.SITE_NAME} leads`, to, ...message });
  },
};

interface Mail {
  subject: string;
  text: string;
  html: string;
}
