import { proposal as en } from '../../shared/i18n/messages/en/proposal/texts';
import { proposal as hi } from '../../shared/i18n/messages/hi/proposal/texts';
import type { Locale } from '../../shared/i18n/locales';

/**
 * The proposal page's texts in the lead's language (src/shared/i18n/messages/<lang>/proposal/texts.ts):
 * kept out of the site's catalogue so no public page carries them, read only by this chunk.
 * `{name}` placeholders only. A language without its own file reads English.
 */
export type ProposalKey = keyof typeof en;
export type ProposalText = (key: ProposalKey, values?: Record<string, string | number>) => string;

const FILES: Partial<Record<Locale, Record<ProposalKey, string>>> = { en, hi };

export function proposalText(locale: Locale): ProposalText {
  const messages = FILES[locale] ?? en;
  return (key, values = {}) =>
    (messages[key] ?? en[key]).replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
