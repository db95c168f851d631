/** Display helpers of the inbox (pure). Times are stored in UTC and shown in India time (src/shared/india-time.ts). */
import { translate } from '../../../shared/i18n/catalogues';
import { leadLanguage } from '../../../shared/i18n/lead-language';
import type { Locale } from '../../../shared/i18n/locales';
import type { MessageKey } from '../../../shared/i18n/messages/en';
import { formRow } from '../../../shared/vocabulary/forms';
import { serviceLabel } from '../../../shared/vocabulary/services';
import { telHref, whatsappHref } from '../../../shared/vocabulary/phone';
import { crmLine } from '../labels';
/** Where the lead stands with the CRM (leads.status, lead_ledger.status), in plain words (labels.ts crmLine). */
export const delivery = (ledger: string | null, relay: string | null): string =>
  crmLine({ ledger_status: ledger, relay_status: relay });

export const channelOf = (r: { source: string; medium: string; campaign: string }) =>
  `${r.source} / ${r.medium}${r.campaign && r.campaign !== '(not set)' ? ` · ${r.campaign}` : ''}`;

/**
 * An address as the path of a mailto: link: percent-encoded but for '@', so nothing stored with a
 * lead (`?bcc=…`, `&subject=…`, '#') can add header fields or a body to the link (RFC 6068).
 */
export const mailtoAddress = (email: string) => encodeURIComponent(email).replace(/%40/g, '@');

/**
 * What the WhatsApp greeting is about, in the greeting's language, as the form's row says (`topic`,
 * src/shared/vocabulary/form-table.ts): an applicant's application (never their experience level or
 * category, which lead_pipeline.service holds for those forms, inbox/labels.ts), else a callback's
 * enquiry for its service (by label), else an enquiry. Words: the catalogue's `greeting.topic…`.
 */
export function greetingTopic(form: string | undefined, service: string, locale: Locale = 'en'): string {
  const t = translate(locale);
  const topic = form ? formRow(form)?.topic : undefined;
  if (topic === 'form') return t(`greeting.topic.${form}` as MessageKey);
  return service && topic !== 'none'
    ? t('greeting.topicService', { service: serviceLabel(service) })
    : t('greeting.topic');
}

/**
 * tel:, WhatsApp (greeting with the lead's name and what they asked about, in the lead's language,
 * the catalogue's `greeting.text`: docs/sales.md "Language and WhatsApp opt-in") and mailto: links;
 * null where there is no number or address. Built from digits and an encoded address only: stored
 * text never adds a parameter to a link.
 */
export function contactLinks(
  c: {
    name: string | null;
    email: string | null;
    phone: string | null;
    service: string;
    form?: string;
    language?: string | null;
  },
  siteName: string,
) {
  const locale = leadLanguage(c.language);
  const topic = greetingTopic(c.form, c.service, locale);
  const greeting = translate(locale)('greeting.text', {
    named: c.name ? 'yes' : 'no',
    name: c.name ?? '',
    business: siteName,
    topic,
  });
  const tel = telHref(c.phone);
  return {
    tel,
    whatsapp: tel && c.phone ? whatsappHref(c.phone, greeting) : null,
    mail: c.email ? `mailto:${mailtoAddress(c.email)}` : null,
  };
}
