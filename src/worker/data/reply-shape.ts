/**
 * The quick replies' shape (./reply-defaults.ts re-exports it): forms, languages and channels, their
 * labels, the size caps and a template's fields.
 */
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
