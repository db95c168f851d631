/**
 * The quick replies' shape and the defaults that ship (docs/sales.md "Quick replies"): the
 * WhatsApp and e-mail texts the team sends a lead in one tap, per form (and optionally per
 * service), in English and Hindi. The team's edits are kept over them in reply_templates
 * (migrations/0011, ./replies.ts); filling and links: ../inbox/reply-templates.ts.
 *
 * Placeholders: {name} {service} {city} (labels, "Wedding", "Delhi NCR"), {brand} (SITE_NAME),
 * {owner} (the lead's owner, else the sender) and {sender} (who taps).
 */
import { DEFAULTS, type Pair, SERVICE_DEFAULTS } from './reply-texts';

export const REPLY_FORMS = ['callback', 'booking', 'partner', 'photographer', 'whatsapp'] as const;
export type ReplyForm = (typeof REPLY_FORMS)[number];
export const REPLY_LANGS = ['en', 'hi'] as const;
export type ReplyLang = (typeof REPLY_LANGS)[number];
export const REPLY_CHANNELS = ['whatsapp', 'email'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

export const REPLY_FORM_LABELS: Record<ReplyForm, string> = {
  callback: 'Callback',
  booking: 'Book now',
  partner: 'Partner',
  photographer: 'Photographer',
  whatsapp: 'WhatsApp chat',
};
export const REPLY_LANG_LABELS: Record<ReplyLang, string> = { en: 'English', hi: 'हिन्दी' };
export const REPLY_CHANNEL_LABELS: Record<ReplyChannel, string> = { whatsapp: 'WhatsApp', email: 'E-mail' };

/** Size caps (characters), checked on save: a wa.me or mailto: link stays well under browsers' limits. */
export const REPLY_TITLE_MAX = 60;
export const REPLY_SUBJECT_MAX = 150;
export const REPLY_BODY_MAX = 1000;

export interface ReplyTemplate {
  id: string;
  form: ReplyForm;
  /** A canonical service (src/shared/site.ts SERVICE_OPTIONS) or '' for the form's general one. */
  service: string;
  lang: ReplyLang;
  channel: ReplyChannel;
  title: string;
  /** E-mail only ('' for WhatsApp). */
  subject: string;
  body: string;
}

// ── The defaults (their texts: ./reply-texts.ts) ────────────────────────────────────────────────

/** 'callback-general-hi-whatsapp', 'callback-wedding-en-email': a default's id. */
export const defaultId = (form: string, service: string, lang: string, channel: string) =>
  `${form}-${service || 'general'}-${lang}-${channel}`;

function expand(form: ReplyForm, service: string, text: Record<ReplyLang, Pair>): ReplyTemplate[] {
  return REPLY_LANGS.flatMap((lang) =>
    REPLY_CHANNELS.map((channel) => ({
      id: defaultId(form, service, lang, channel),
      form,
      service,
      lang,
      channel,
      ...text[lang][channel],
    })),
  );
}

/** Every default template, the forms' general ones first. */
export const DEFAULT_TEMPLATES: readonly ReplyTemplate[] = [
  ...REPLY_FORMS.flatMap((form) => expand(form, '', DEFAULTS[form])),
  ...SERVICE_DEFAULTS.flatMap((s) => expand(s.form, s.service, s.text)),
];
export const DEFAULT_BY_ID = new Map(DEFAULT_TEMPLATES.map((t) => [t.id, t]));
