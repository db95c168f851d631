/**
 * The quick replies' shape (./reply-defaults.ts re-exports it): forms, languages and channels, their
 * labels, the size caps and a template's fields.
 */
import { LOCALE_NAME, LOCALES, type Locale } from '../../shared/i18n/locales';
import { FORM_TABLE, type FormRow } from '../../shared/vocabulary/form-table';

/** The forms' quick-reply keys, in the table's order (src/shared/vocabulary/form-table.ts `replies`). */
export type ReplyForm = (typeof FORM_TABLE)[number]['replies'][number]['key'];
const REPLY_ROWS = (FORM_TABLE as readonly FormRow[]).flatMap((f) => f.replies);
export const REPLY_FORMS = REPLY_ROWS.map((r) => r.key) as readonly ReplyForm[];
/** Every language of the site (src/shared/i18n/language-table.ts). */
export const REPLY_LANGS = LOCALES;
export type ReplyLang = Locale;
export const REPLY_CHANNELS = ['whatsapp', 'email'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

export const REPLY_FORM_LABELS = Object.fromEntries(REPLY_ROWS.map((r) => [r.key, r.label])) as Record<
  ReplyForm,
  string
>;
/** Each language by its own name ('हिन्दी'). */
export const REPLY_LANG_LABELS: Record<ReplyLang, string> = LOCALE_NAME;
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
