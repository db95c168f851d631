import { LOCALE_NAME, LOCALES } from '../../../shared/i18n/locales';
import { Choice, pairs } from './FilterFields';
import { LANGUAGE_LABELS, languageLabel, leadLanguage } from '../../../shared/i18n/lead-language';

/**
 * A lead's language and WhatsApp opt-in in the inbox (docs/sales.md "Language and WhatsApp opt-in"):
 * the list marks a lead from a page in another language than English; the lead page says both.
 */
export function LanguageBadge({ language }: { language: string | null }) {
  const l = leadLanguage(language);
  if (l === 'en') return null;
  return (
    <span className="badge lang" title={`From a page in ${LANGUAGE_LABELS[l]}: reply in ${LANGUAGE_LABELS[l]}`}>
      <span lang={l}>{LOCALE_NAME[l]}</span>
    </span>
  );
}

/** The lead page's rows: its language, and whether (and in which words) it opted in to WhatsApp. */
export function LanguageRows({
  language,
  optIn,
  optInText,
}: {
  language: string | null;
  optIn: number | null;
  optInText: string | null;
}) {
  return (
    <>
      <dt>Language</dt>
      <dd>{languageLabel(language)}: quick replies in it come first</dd>
      {/* One short word: a longer label widens the label column and squeezes every value at 360 px. */}
      <dt>WhatsApp</dt>
      <dd>
        {optIn === 1 ? (
          <>
            Opted in{optInText ? ': ' : ''}
            {optInText ? <q lang={leadLanguage(language)}>{optInText}</q> : null}
          </>
        ) : (
          'Not opted in'
        )}
      </dd>
    </>
  );
}

/** The list's Language filter. */
export function LanguageChoice({ value }: { value: string }) {
  return <Choice name="language" label="Language" value={value} options={pairs(LOCALES, LANGUAGE_LABELS)} />;
}
