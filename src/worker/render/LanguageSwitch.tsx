import { translate } from '../../shared/i18n/catalogues';
import { LOCALE_TAG, LOCALES, localeOfPath, localePath, type Locale } from '../../shared/i18n/locales';

/**
 * The header's language switch (docs/product.md#languages): a link to this same page and query in
 * each other language, named in that language by its own catalogue (`language.switch`, with
 * `language.switchLabel` as its title) and marked with that `lang`. A plain link: no script.
 */
export function LanguageSwitch({ path, search, locale }: { path: string; search: string; locale: Locale }) {
  const neutral = localeOfPath(path).path;
  return (
    <div className="lang-switch">
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <a
          key={l}
          className="lang-switch__link"
          href={`${localePath(l, neutral)}${search}`}
          hrefLang={LOCALE_TAG[l]}
          lang={LOCALE_TAG[l]}
          title={translate(l)('language.switchLabel')}
        >
          {translate(l)('language.switch')}
        </a>
      ))}
    </div>
  );
}
