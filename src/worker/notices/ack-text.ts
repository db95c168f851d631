import { afterBusinessMinutes, indiaClock, type WorkingHours } from '../../shared/india-time';
import { BUSINESS_HOURS } from '../../shared/site';
import { translate } from '../../shared/i18n/catalogues';
import type { MessageKey } from '../../shared/i18n/messages/en';
import { formRow } from '../../shared/vocabulary/forms';
import { serviceKey, serviceLabel } from '../../shared/vocabulary/services';
import { line, waParam } from './format';
import { ACK_LANGUAGES_DEFAULT } from './settings';
import type { NoticeLead } from './lead';

/**
 * The acknowledgement's template parameters in the lead's language (docs/operators.md#the-acknowledgement-template):
 *   {{1}} the first name, {{2}} what they asked for, {{3}} when the team will call (the target from
 *   now, or the call time the visitor chose). Pure: the clock, the target and the hours come in.
 */
/**
 * The languages the acknowledgement's texts are written in (the keys of WEEKDAYS below; its words
 * of what they asked for are the catalogue's, src/shared/i18n/messages/<lang>/business.ts). Which
 * of them the template is approved in is the platform's, a setting (WHATSAPP_ACK_LANGUAGES,
 * ./settings.ts; docs/operators.md#the-acknowledgement-template): a lead whose language is not
 * both gets it in English.
 */
export type AckLanguage = 'en' | 'hi';
export const ackLanguage = (lang: string, approved: readonly string[] = ACK_LANGUAGES_DEFAULT): AckLanguage =>
  approved.includes(lang) && Object.hasOwn(WEEKDAYS, lang) ? (lang as AckLanguage) : 'en';

const SERVICE_HI: Record<string, string> = {
  baby: 'बेबी फ़ोटोग्राफ़ी',
  corporate: 'कॉर्पोरेट फ़ोटोग्राफ़ी',
  engagement: 'सगाई की फ़ोटोग्राफ़ी',
  family: 'फ़ैमिली फ़ोटोग्राफ़ी',
  maternity: 'मैटरनिटी फ़ोटोग्राफ़ी',
  personal: 'पर्सनल फ़ोटोशूट',
  prewedding: 'प्री-वेडिंग शूट',
  travel: 'ट्रैवल फ़ोटोग्राफ़ी',
  wedding: 'वेडिंग फ़ोटोग्राफ़ी',
};

/**
 * What the lead asked for, in its language, as its form's row says (`topic`,
 * src/shared/vocabulary/form-table.ts): the form by its own words (the applications), else its
 * service, else the general words.
 */
export function askedFor(lead: Pick<NoticeLead, 'form' | 'service'>, lang: AckLanguage): string {
  const t = translate(lang);
  const topic = formRow(lead.form)?.topic;
  if (topic === 'form') return t(`ack.asked.${lead.form}` as MessageKey);
  const key = serviceKey(lead.service);
  if (topic === 'none' || key === 'other' || lead.service.trim().toLowerCase() === 'other') return t('ack.asked');
  if (!key) return line(lead.service) || t('ack.asked');
  const service = lang === 'hi' ? (SERVICE_HI[key] ?? serviceLabel(key)) : serviceLabel(key).toLowerCase();
  return t('ack.askedService', { service });
}

const WEEKDAYS: Record<AckLanguage, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
};
const pad = (n: number) => String(n).padStart(2, '0');
const FIVE_MIN = 5 * 60_000;

/** An instant said as a person would, from `now`, in the lead's language: '4:30 pm today'; 'आज शाम 4:30 बजे'. */
function sayWhen(at: Date, now: Date, lang: AckLanguage): { day: string; time: string } {
  const [today, c] = [indiaClock(now)!, indiaClock(at)!];
  const days = Math.round(
    (Date.UTC(c.year, c.month - 1, c.day) - Date.UTC(today.year, today.month - 1, today.day)) / 864e5,
  );
  const h12 = c.hour % 12 || 12;
  if (lang === 'hi') {
    const part = c.hour < 12 ? 'सुबह' : c.hour < 16 ? 'दोपहर' : 'शाम';
    const day = days === 0 ? 'आज' : days === 1 ? 'कल' : WEEKDAYS.hi[c.weekday]!;
    return { day, time: `${part} ${h12}:${pad(c.minute)} बजे` };
  }
  const day = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `on ${WEEKDAYS.en[c.weekday]}`;
  return { day, time: `${h12}:${pad(c.minute)} ${c.hour < 12 ? 'am' : 'pm'}` };
}

/**
 * When the team will call: `minutes` business minutes after `now` (afterBusinessMinutes over the
 * working hours `hours`: the settings', src/worker/call-times/index.ts workingHours, holidays
 * included; by default BUSINESS_HOURS of src/shared/site.ts), rounded up to 5 minutes, said as a
 * person would in the lead's language: 'by 4:30 pm today', 'by 10:15 am tomorrow',
 * 'by 10:15 am on Monday'; 'आज शाम 4:30 बजे तक'.
 */
export function callTime(now: Date, minutes: number, lang: AckLanguage, hours: WorkingHours = BUSINESS_HOURS): string {
  const due = new Date(Math.ceil(afterBusinessMinutes(now, minutes, hours).getTime() / FIVE_MIN) * FIVE_MIN);
  const { day, time } = sayWhen(due, now, lang);
  return lang === 'hi' ? `${day} ${time} तक` : `by ${time} ${day}`;
}

/** The call time the visitor chose, said the same way: 'at 4:30 pm tomorrow'; 'कल शाम 4:30 बजे'. */
export function chosenTime(callAt: Date, now: Date, lang: AckLanguage): string {
  const { day, time } = sayWhen(callAt, now, lang);
  return lang === 'hi' ? `${day} ${time}` : `at ${time} ${day}`;
}

/**
 * The three parameters, each as Meta accepts it (waParam). {{3}}: the call time the visitor chose
 * (`callAt`) when there is one, else the first-response target from now in `hours`.
 */
export function ackParams(
  lead: NoticeLead,
  lang: AckLanguage,
  now: Date,
  minutes: number,
  { hours = BUSINESS_HOURS, callAt }: { hours?: WorkingHours; callAt?: Date } = {},
): string[] {
  const when = callAt ? chosenTime(callAt, now, lang) : callTime(now, minutes, lang, hours);
  return [lead.firstName ?? '', askedFor(lead, lang), when].map((v) => waParam(v));
}
