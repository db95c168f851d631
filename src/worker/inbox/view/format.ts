/** Display helpers of the inbox (pure). Times are stored in UTC and shown in India time (src/shared/india-time.ts). */
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
 * What the WhatsApp greeting is about: a callback's enquiry for its service (by label), an
 * applicant's application (never their experience level or category: lead_pipeline.service holds
 * those for the application forms, inbox/labels.ts).
 */
export function greetingTopic(form: string | undefined, service: string): string {
  switch (form) {
    case 'photographer':
      return 'your application to join as a photographer';
    case 'partner':
      return 'your partner application';
    case 'whatsapp':
      return 'your enquiry';
    default:
      return `your enquiry${service ? ` for ${serviceLabel(service)}` : ''}`;
  }
}

/** The WhatsApp greeting's topic in Hindi (greetingTopic's words). */
export function greetingTopicHi(form: string | undefined, service: string): string {
  switch (form) {
    case 'photographer':
      return 'फ़ोटोग्राफ़र के रूप में जुड़ने के आपके आवेदन';
    case 'partner':
      return 'साझेदारी के आपके आवेदन';
    case 'whatsapp':
      return 'आपकी पूछताछ';
    default:
      return service ? `${serviceLabel(service)} फ़ोटोग्राफ़ी के लिए आपकी पूछताछ` : 'आपकी पूछताछ';
  }
}

/**
 * tel:, WhatsApp (greeting with the lead's name and what they asked about, in the lead's language:
 * docs/sales.md "Language and WhatsApp opt-in") and mailto: links; null where there is no number
 * or address. Built from digits and an encoded address only: stored text never adds a parameter to a link.
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
  const topicHi = () => greetingTopicHi(c.form, c.service);
  const hi = () => `नमस्ते ${c.name ? `${c.name} जी` : 'जी'}, ${siteName} की ओर से ${topicHi()}`;
  const greeting =
    c.language === 'hi'
      ? `${hi()} के बारे में।`
      : `Hello ${c.name || 'there'}, this is ${siteName} about ${greetingTopic(c.form, c.service)}.`;
  const tel = telHref(c.phone);
  return {
    tel,
    whatsapp: tel && c.phone ? whatsappHref(c.phone, greeting) : null,
    mail: c.email ? `mailto:${mailtoAddress(c.email)}` : null,
  };
}
