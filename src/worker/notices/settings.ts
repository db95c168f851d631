import * as z from 'zod/mini';
import { httpUrl, list, onOff, optional, text, type SettingsGroup } from '../settings/zod';

/**
 * Lead notices' settings (docs/operators.md#notice-channels), one schema per channel: a channel
 * is on when its recipients are set, and a malformed setting turns off that channel alone. Its
 * jobs then wait (pending, with the reason) and go out once the setting is fixed. Read on the queue
 * side only: the request path never needs them. META_GRAPH_URL is graph/settings.ts's.
 *
 * A channel's settings are here, in the settings layer (the status page, `npm run deploy`'s check
 * and the Env type read them without loading any behaviour); the rest of the channel (its
 * recipients, message and send) is its file in ./channels/, registered in ./channels/index.ts
 * under the same name (docs/developers.md "Adding a notice channel").
 */
export const webhookSchema = z.object({
  // Secret: a Slack / Google Chat / Discord incoming-webhook URL. Never logged (the host at most).
  NOTIFY_WEBHOOK_URL: optional(httpUrl()),
});

export const emailSchema = z.object({
  // Recipients (comma-separated, each a verified Email Routing destination), and the sender
  // (default leads@<SITE_URL host>).
  NOTIFY_EMAIL_TO: list(z.email()),
  NOTIFY_EMAIL_FROM: optional(z.email()),
});

const template = (example: string) =>
  optional(text(/^[a-z0-9_]{1,512}(:[A-Za-z_]{2,10})?$/, `a template name, or name:language like ${example}`));

export const whatsappSchema = z.object({
  NOTIFY_WHATSAPP_TO: list(text(/^\+?\d{8,15}$/, 'numbers with country code, like +919876543210, comma-separated')),
  WHATSAPP_PHONE_NUMBER_ID: optional(text(/^\d{5,20}$/, 'the phone number id (digits) from WhatsApp Manager')),
  // Secret: a WhatsApp Business Cloud API token (a System User's permanent token).
  WHATSAPP_TOKEN: optional(z.string().check(z.maxLength(1024))),
  WHATSAPP_TEMPLATE: template('lead_alert:en'),
  WHATSAPP_DIGEST_TEMPLATE: template('lead_digest:en'),
});

/**
 * Web Push to the inbox's installed devices (docs/operators.md#web-push). The VAPID key pair comes
 * from `npm run vapid:keys`: the public key a 65-byte uncompressed P-256 point (base64url, 87
 * characters starting with B), the private key its 32-byte scalar (43 characters). The subject is
 * how a push service reaches the operator (mailto: or https:, on a public name: Apple answers
 * BadJwtToken to localhost, docs/decisions/0043-push-retries-per-device.md). PUSH_SERVICE_ORIGINS adds push
 * service origins to the known ones (src/worker/push/origins.ts): for tests' stand-ins, the only
 * place a plain http origin is taken. Read by the inbox too (the public key, the allowed origins).
 */
const LOCAL_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;
/** The subject's host (a mailto:'s domain, an https: URL's host) is a public name, not this machine. */
function publicSubject(subject: string): boolean {
  let host: string;
  if (subject.startsWith('mailto:')) host = subject.slice(subject.lastIndexOf('@') + 1);
  else
    try {
      host = new URL(subject).hostname;
    } catch {
      return false;
    }
  return !LOCAL_HOST.test(host.replace(/\.$/, '')) && host.includes('.');
}

export const pushSchema = z.object({
  VAPID_PUBLIC_KEY: optional(text(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key (npm run vapid:keys)')),
  // Secret: signs every push (RFC 8292). Never logged.
  VAPID_PRIVATE_KEY: optional(text(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url 32-byte key (npm run vapid:keys)')),
  VAPID_SUBJECT: optional(
    text(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: or https: URL').check(
      z.refine(publicSubject, 'must name a public address, not localhost (Apple refuses it: BadJwtToken)'),
    ),
  ),
  PUSH_SERVICE_ORIGINS: list(text(/^https?:\/\/[^/?#\s]+$/, 'must be origins like https://push.example.com')),
});

export const scheduleSchema = z.object({
  // 'off' stops the 30-minute reminders / the 9am digest.
  NOTIFY_REMINDERS: onOff(),
  NOTIFY_DIGEST: onOff(),
});

/** The languages the acknowledgement template is approved in when WHATSAPP_ACK_LANGUAGES is unset. */
export const ACK_LANGUAGES_DEFAULT: readonly string[] = ['en', 'hi'];

export const ackSchema = z.object({
  // The approved template acknowledging a lead that ticked the WhatsApp opt-in (./ack.ts), by name
  // only: it goes in the lead's page language. Unset: none sent.
  WHATSAPP_ACK_TEMPLATE: optional(text(/^[a-z0-9_]{1,512}$/, 'a template name (lower-case letters, digits, _)')),
  // The languages WhatsApp approved it in (Meta's, not the site's): a lead in any other gets English,
  // so English must be one of them.
  WHATSAPP_ACK_LANGUAGES: z
    .pipe(
      list(text(/^[a-z]{2,3}$/, 'language codes, comma-separated, like en,hi')),
      z.transform((v: string[] | undefined) => v ?? [...ACK_LANGUAGES_DEFAULT]),
    )
    .check(z.refine((v: string[]) => v.includes('en'), 'must include en (the language of every other lead)')),
});

export const webhookSettings: SettingsGroup<typeof webhookSchema> = {
  id: 'notices-webhook',
  label: 'Lead notices: chat webhook',
  schema: webhookSchema,
  on: (v) => !!v.NOTIFY_WEBHOOK_URL,
  whenInvalid: 'chat notices wait, and go out once it is fixed',
};

export const emailSettings: SettingsGroup<typeof emailSchema> = {
  id: 'notices-email',
  label: 'Lead notices: e-mail',
  schema: emailSchema,
  on: (v) => !!v.NOTIFY_EMAIL_TO?.length,
  whenInvalid: 'e-mail notices wait, and go out once it is fixed',
};

export const whatsappSettings: SettingsGroup<typeof whatsappSchema> = {
  id: 'notices-whatsapp',
  label: 'Lead notices: WhatsApp',
  schema: whatsappSchema,
  on: (v) => !!v.NOTIFY_WHATSAPP_TO?.length,
  whenInvalid: 'WhatsApp notices wait, and go out once it is fixed',
};

export const pushSettings: SettingsGroup<typeof pushSchema> = {
  id: 'notices-push',
  label: 'Lead notices: Web Push to the installed inbox',
  schema: pushSchema,
  on: (v) => !!(v.VAPID_PUBLIC_KEY && v.VAPID_PRIVATE_KEY && v.VAPID_SUBJECT),
  whenInvalid: 'no "Turn on notifications"; push notices wait, and go out once it is fixed',
};

export const scheduleSettings: SettingsGroup<typeof scheduleSchema> = {
  id: 'notices-schedule',
  label: 'Reminders and the daily digest',
  schema: scheduleSchema,
  on: (v) => v.NOTIFY_REMINDERS === 'on' || v.NOTIFY_DIGEST === 'on',
  whenInvalid: 'no reminders and no digest',
  off: { NOTIFY_REMINDERS: 'off', NOTIFY_DIGEST: 'off' },
};

export const ackSettings: SettingsGroup<typeof ackSchema> = {
  id: 'notices-ack',
  label: 'WhatsApp acknowledgement to leads who opted in',
  schema: ackSchema,
  on: (v) => !!v.WHATSAPP_ACK_TEMPLATE,
  whenInvalid: 'acknowledgements wait, and go out once it is fixed',
};

/**
 * Each notice channel's settings by its outbox name, in the order the status page lists them and
 * jobs are planned (./channels/index.ts holds one channel for each name, and no other).
 */
export const CHANNEL_SETTINGS = {
  webhook: webhookSettings,
  email: emailSettings,
  whatsapp: whatsappSettings,
  push: pushSettings,
} as const;
