/**
 * Quick replies (docs/sales.md "Quick replies"), pure: filling a template, choosing the ones that
 * fit a lead, the links. The templates' shape and defaults: ../data/reply-defaults.ts.
 * A missing value falls back to words that keep the sentence whole ("Hello there", "आपके शहर").
 */
import { cleanText } from '../../shared/clean-text';
import { SERVICE_OPTIONS } from '../../shared/site';
import { serviceKey } from '../../shared/vocabulary/services';
import {
  REPLY_FORMS,
  type ReplyForm,
  REPLY_LANGS,
  type ReplyLang,
  REPLY_CHANNELS,
  type ReplyTemplate,
} from '../data/reply-defaults';
import { mailtoAddress } from './view/format';

// ── Filling ──────────────────────────────────────────────────────────────────────────────────────

export interface ReplyValues {
  name?: string | null;
  service?: string | null;
  city?: string | null;
  brand: string;
  sender?: string | null;
  owner?: string | null;
}

const FALLBACK: Partial<Record<ReplyLang, Record<'name' | 'service' | 'city' | 'sender', string>>> = {
  en: { name: 'there', service: '', city: 'your city', sender: 'the team' },
  hi: { name: '', service: '', city: 'आपके शहर', sender: '' },
};

/** One line, visible characters only, at most 80 (a name or a label never breaks the text). */
const oneLine = (v: string | null | undefined) =>
  cleanText(v ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);

/**
 * The template's text with the lead's values in it. Values are labels already (serviceInText,
 * cityInText); a missing one takes its fallback, and the spaces it leaves are tidied.
 */
export function fillTemplate(text: string, lang: ReplyLang, values: ReplyValues): string {
  // A language being added has no fallbacks yet: English's stand in.
  const fb = FALLBACK[lang] ?? FALLBACK.en!;
  const sender = oneLine(values.sender) || fb.sender;
  const v: Record<string, string> = {
    name: oneLine(values.name) || fb.name,
    service: oneLine(values.service) || fb.service,
    city: oneLine(values.city) || fb.city,
    brand: oneLine(values.brand),
    sender,
    owner: oneLine(values.owner) || sender,
  };
  const filled = text
    .split('\n')
    // A line that is one placeholder with no value (a signature's name) goes with it.
    .filter((line) => !/^\s*\{(\w+)\}\s*$/.test(line) || v[line.trim().slice(1, -1)] !== '')
    .join('\n')
    .replace(/\{(name|service|city|brand|sender|owner)\}/g, (_, k: string) => v[k]!);
  return filled
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.!?।])/g, '$1')
    .replace(/^ +| +$/gm, '')
    .trim();
}

// ── Choosing and linking ─────────────────────────────────────────────────────────────────────────

/** What a lead is for the quick replies: its form ('booking' for a Book-now callback) and service. */
export function replyFormOf(lead: { form: string; service: string; page_url?: string | null }): ReplyForm {
  if (lead.form === 'callback') {
    const stored = (lead.service ?? '').trim();
    const bookNow =
      /[?&]service=/.test(lead.page_url ?? '') ||
      (stored !== '' && !SERVICE_OPTIONS.some(([k]) => k === stored) && serviceKey(stored) !== 'other');
    return bookNow ? 'booking' : 'callback';
  }
  return (REPLY_FORMS as readonly string[]).includes(lead.form) ? (lead.form as ReplyForm) : 'callback';
}

/**
 * The templates that fit a lead: per language and channel, its form's one for its service, else
 * the form's general one (a 'booking' lead without a booking template takes the callback's).
 * Added templates of the same form and service come after. The lead's language first (the page it
 * came from, docs/sales.md "Language and WhatsApp opt-in"; English by default), WhatsApp first.
 */
export function templatesFor(
  all: readonly ReplyTemplate[],
  form: ReplyForm,
  service: string,
  first: ReplyLang = 'en',
): ReplyTemplate[] {
  const forms: ReplyForm[] = form === 'booking' ? ['booking', 'callback'] : [form];
  const out: ReplyTemplate[] = [];
  for (const lang of [first, ...REPLY_LANGS.filter((l) => l !== first)])
    for (const channel of REPLY_CHANNELS) {
      const fits = (f: ReplyForm, s: string) =>
        all.filter((t) => t.form === f && t.service === s && t.lang === lang && t.channel === channel);
      for (const f of forms) {
        const chosen = (service ? fits(f, service) : []).concat(fits(f, ''));
        if (!chosen.length) continue;
        // The service's own first; the general one only when the service has none.
        const specific = chosen.filter((t) => t.service);
        out.push(...(specific.length ? specific : chosen));
        break;
      }
    }
  return out;
}

/**
 * mailto:<address>?subject=…&body=… (RFC 6068): the address encoded but for '@', subject and body
 * percent-encoded, line breaks as CRLF, so no text adds a header field.
 */
export function mailtoLink(email: string, subject: string, body: string): string {
  const enc = (s: string) => encodeURIComponent(s.replace(/\r?\n/g, '\r\n'));
  return `mailto:${mailtoAddress(email)}?subject=${enc(subject)}&body=${enc(body)}`;
}
