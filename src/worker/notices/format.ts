import type { NoticeLead } from './lead';
import { formNoun } from '../../shared/vocabulary/forms';
import { e164, telHref } from '../../shared/vocabulary/phone';
import { cityLabel, serviceValue } from '../../shared/vocabulary/services';
import { cleanText } from '../../shared/clean-text';
import { formatIndiaDateTime, formatIndiaWeekdayDate } from '../../shared/india-time';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { languageLabel } from '../../shared/i18n/lead-language';

/**
 * What each channel's message says, as pure functions (unit-tested). Lead text is input: every
 * field is cut to a cap, cleaned by the one text rule (src/shared/clean-text.ts: control, bidi
 * and zero-width characters dropped), and then made inert in the channel's own format (JSON for
 * chat, escaped HTML for e-mail, sanitised template parameters for WhatsApp). Chat and WhatsApp
 * carry no e-mail address and no message body.
 */
/**
 * 'escalation': a lead past its first-response target with no first contact; 'follow-up': a
 * follow-up fell due (docs/sales.md "Follow-ups and reminders"); 'reminder' is the escalation's
 * old name (jobs planned before it), worded as one; 'call-chosen' and 'call-time': the call time a
 * visitor chose, and the reminder before it (./call-times.ts); 'advance': a proposal's advance received
 * (src/worker/payments/apply.ts), its title naming the amount and the payer.
 */
export type NoticeKind = 'notice' | 'reminder' | 'escalation' | 'follow-up' | 'call-chosen' | 'call-time' | 'advance';

export const CAPS = { name: 80, field: 60, message: 2000, email: 254 } as const;

/** At most `max` characters (code points, never half an emoji), '…' marking a cut. */
export function cap(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** One line: control, bidi and zero-width characters dropped (cleanText), whitespace runs collapsed, capped. */
export const line = (text: string, max: number = CAPS.field) => cap(cleanText(text).replace(/\s+/g, ' ').trim(), max);

/** Several lines (a message): cleaned (cleanText), at most two blank lines in a row, capped. */
export const block = (text: string, max: number = CAPS.message) =>
  cap(
    cleanText(text.replace(/\r\n?/g, '\n'))
      .replace(/\t/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    max,
  );

export const inboxUrl = (siteUrl: string, id: string) => `${siteUrl}/admin/leads/${encodeURIComponent(id)}`;
export const phoneText = (phone: string) => e164(phone) || 'no number given';

/** The fields every notice shows, one line each, capped. */
export function summary(lead: NoticeLead, siteUrl: string) {
  return {
    form: formNoun(lead.form),
    name: line(lead.name, CAPS.name) || '(no name)',
    service: line(serviceValue(lead.form, lead.service)) || '-',
    city: line(cityLabel(lead.city)) || '-',
    received: formatIndiaDateTime(lead.receivedAt) || 'unknown time',
    source: line(lead.source) || '(direct)',
    campaign: line(lead.campaign) || '(not set)',
    phone: phoneText(lead.phone),
    inbox: inboxUrl(siteUrl, lead.id),
    /** Turnstile was on but this sender was not verified (docs/sales.md#verified-unverified-spam). */
    unverified: lead.quality === 'unverified',
    /** The owner's name or e-mail (docs/sales.md "Team"); '' when unassigned. */
    owner: line(lead.owner ?? '', CAPS.name),
    /** 'Hindi (हिन्दी)' for a lead from a page in another language than English; '' for English. */
    language: lead.language && lead.language !== DEFAULT_LOCALE ? languageLabel(lead.language) : '',
    /** The event date the form asked for, 'Sun 14 Feb 2027'; '' when none was given. */
    eventDate: formatIndiaWeekdayDate(lead.eventDate),
  };
}
export type Summary = ReturnType<typeof summary>;

/** A notice's first words; `title` (a follow-up's or an escalation's, ./followups.ts) replaces the kind's own. */
export function heading(
  kind: NoticeKind,
  s: Pick<Summary, 'form'> & { unverified?: boolean; language?: string },
  title?: string,
): string {
  const form = `${s.form}${s.unverified ? ' (unverified)' : ''}${s.language ? ` in ${s.language}` : ''}`;
  if (title) return `${title}: ${form}`;
  if (kind === 'reminder' || kind === 'escalation') return `First response overdue: ${form} not contacted yet`;
  if (kind === 'follow-up') return `Follow-up due: ${form}`;
  if (kind === 'call-chosen' || kind === 'call-time') return `Call time chosen: ${form}`;
  return `New ${form}`;
}

const where = (s: Summary) => (s.campaign === '(not set)' ? s.source : `${s.source}, campaign ${s.campaign}`);

// ── Chat (Slack, Google Chat, Discord incoming webhooks) ─────────────────────────────────────
/**
 * Chat markup starts with '<' (Slack's <!channel>, <url|label>; Google Chat's <users/all>): shown
 * as look-alikes instead.
 */
export const chatSafe = (text: string) => text.replace(/</g, '‹').replace(/>/g, '›');

export function chatNotice(kind: NoticeKind, lead: NoticeLead, siteUrl: string, title?: string) {
  const s = summary(lead, siteUrl);
  const event = s.eventDate ? `, event ${s.eventDate}` : '';
  const text =
    chatSafe(
      `${heading(kind, s, title)}: ${s.name} — ${s.service}, ${s.city}${event}. ` +
        `Received ${s.received} from ${where(s)}. Call ${s.phone}.` +
        (s.owner ? ` Owner: ${s.owner}.` : '') +
        ' Open: ',
    ) + s.inbox;
  return {
    text,
    content: text, // Discord reads `content`; Slack and Google Chat read `text`
    allowed_mentions: { parse: [] as string[] }, // Discord: no @everyone / @here pings from lead text
    kind,
    lead: {
      form: lead.form,
      name: s.name,
      service: s.service,
      city: s.city,
      receivedAt: lead.receivedAt,
      source: s.source,
      campaign: s.campaign,
      phone: s.phone,
      inbox: s.inbox,
      ...(s.owner ? { owner: s.owner } : {}),
      ...(lead.eventDate ? { eventDate: lead.eventDate } : {}),
    },
  };
}

// ── E-mail ─────────────────────────────────────────────────────────────────────────────────
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function emailNotice(kind: NoticeKind, lead: NoticeLead, siteUrl: string, title?: string) {
  const s = summary(lead, siteUrl);
  const email = line(lead.email, CAPS.email);
  const message = block(lead.message);
  const rows: [string, string][] = [
    ['Name', s.name],
    ['Service', s.service],
    ['City', s.city],
    ...(s.eventDate ? [['Event date', s.eventDate] as [string, string]] : []),
    ['Received', s.received],
    ['Source', s.source],
    ['Campaign', s.campaign],
    ['Phone', s.phone],
    ['E-mail', email || '-'],
    ...(s.owner ? [['Owner', s.owner] as [string, string]] : []),
    ['Language', s.language || 'English'],
  ];
  const on = s.eventDate ? `, ${s.eventDate}` : '';
  const subject = `${heading(kind, s, title)}: ${s.name} (${s.service}, ${s.city}${on})`;
  const text = [
    `${heading(kind, s, title)}.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(message ? ['', 'Message:', message] : []),
    '',
    `Open the lead: ${s.inbox}`,
    '',
  ].join('\n');
  const href = telHref(lead.phone);
  const tel = href ? `<a href="${escapeHtml(href)}">${escapeHtml(s.phone)}</a>` : escapeHtml(s.phone);
  const html = [
    `<p>${escapeHtml(heading(kind, s, title))}.</p>`,
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${k === 'Phone' ? tel : escapeHtml(v)}</td></tr>`),
    '</table>',
    ...(message ? [`<p><strong>Message:</strong></p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`] : []),
    `<p><a href="${escapeHtml(s.inbox)}">Open the lead in the inbox</a></p>`,
  ].join('\n');
  return { subject: line(subject, 200), text, html };
}

// ── WhatsApp template parameters ─────────────────────────────────────────────────────────────
/**
 * A template body parameter as Meta accepts it: no newline or tab, never more than four spaces
 * in a row, not empty; capped (a body may not exceed 1024 characters in all).
 */
export const waParam = (text: string, max: number = CAPS.field) => line(text, max).replace(/ {5,}/g, '    ') || '-';

/**
 * The lead template's parameters, in the order of its placeholders {{1}} … {{8}} (docs/operators.md#whatsapp). The
 * owner rides in {{1}}, the heading ("New callback request · owner Asha Rao"): an approved
 * template keeps its eight parameters; so does the event date, in {{4}} after the city ("Wedding in
 * Jaipur on Sun 14 Feb 2027").
 */
export function whatsappParams(kind: NoticeKind, lead: NoticeLead, siteUrl: string, title?: string): string[] {
  const s = summary(lead, siteUrl);
  const head = s.owner ? `${heading(kind, s, title)} · owner ${s.owner}` : heading(kind, s, title);
  const city = s.eventDate ? `${s.city} on ${s.eventDate}` : s.city;
  return [head, s.name, s.service, city, s.received, where(s), s.phone, s.inbox].map((v, i) =>
    waParam(v, i === 7 ? 300 : i === 0 ? 160 : CAPS.field),
  );
}
