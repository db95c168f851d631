import { DEFAULT_LOCALE, isLocale, LOCALE_ENGLISH_NAME, LOCALE_NAME, LOCALES, type Locale } from './locales';

/**
 * A lead's language as the business side names it (docs/sales.md "Language and WhatsApp opt-in"):
 * the language of the page the lead came from (migrations/0014_lead_prefs.sql), shown in the
 * inbox, the team's notices and the reports in English with the language's own name beside it
 * ("Hindi (हिन्दी)"). A stored value that is no language of the site reads as the default.
 */
export const LANGUAGE_LABELS: Record<Locale, string> = LOCALE_ENGLISH_NAME;

export const leadLanguage = (stored: string | null | undefined): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

/** 'Hindi (हिन्दी)'; English as 'English'. */
export const languageLabel = (stored: string | null | undefined): string => {
  const l = leadLanguage(stored);
  return LANGUAGE_LABELS[l] === LOCALE_NAME[l] ? LANGUAGE_LABELS[l] : `${LANGUAGE_LABELS[l]} (${LOCALE_NAME[l]})`;
};

export { LOCALES as LANGUAGES };
