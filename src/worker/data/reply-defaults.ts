/**
 * The quick replies' shape and the defaults that ship (docs/sales.md "Quick replies"): the
 * WhatsApp and e-mail texts the team sends a lead in one tap, per form (and optionally per
 * service), in English and Hindi. The team's edits are kept over them in reply_templates
 * (migrations/0011, ./replies.ts); filling and links: ../inbox/reply-templates.ts.
 *
 * Placeholders: {name} {service} {city} (labels, "Wedding", "Delhi NCR"), {brand} (SITE_NAME),
 * {owner} (the lead's owner, else the sender) and {sender} (who taps).
 */
import {
  REPLY_CHANNELS,
  REPLY_FORMS,
  REPLY_LANGS,
  type ReplyForm,
  type ReplyLang,
  type ReplyTemplate,
} from './reply-shape';
import { DEFAULTS, type Pair, SERVICE_DEFAULTS } from './reply-texts';

export * from './reply-shape';

// ── The defaults (their texts: ./reply-texts.ts; their shape: ./reply-shape.ts) ──────────────────

/** 'callback-general-hi-whatsapp', 'callback-wedding-en-email': a default's id. */
export const defaultId = (form: string, service: string, lang: string, channel: string) =>
  `${form}-${service || 'general'}-${lang}-${channel}`;

/** A language without default texts (one being added) has none; the team writes them (./replies.ts). */
function expand(form: ReplyForm, service: string, text: Partial<Record<ReplyLang, Pair>> = {}): ReplyTemplate[] {
  return REPLY_LANGS.flatMap((lang) => {
    const pair = text[lang];
    if (!pair) return [];
    return REPLY_CHANNELS.map((channel) => ({
      id: defaultId(form, service, lang, channel),
      form,
      service,
      lang,
      channel,
      ...pair[channel],
    }));
  });
}

/** Every default template, the forms' general ones first. */
export const DEFAULT_TEMPLATES: readonly ReplyTemplate[] = [
  ...REPLY_FORMS.flatMap((form) => expand(form, '', (DEFAULTS as Partial<typeof DEFAULTS>)[form])),
  ...SERVICE_DEFAULTS.flatMap((s) => expand(s.form, s.service, s.text)),
];
export const DEFAULT_BY_ID = new Map(DEFAULT_TEMPLATES.map((t) => [t.id, t]));
