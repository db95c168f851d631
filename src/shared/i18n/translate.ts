import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_TAG, type Locale } from './locales';
import type { MessageKey, Messages } from './messages/en';

/** Values an ICU message takes: `{name}`, `{count, plural, …}`, `{price, number}`. */
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * One language's messages as a function (ICU MessageFormat through intl-messageformat: plurals,
 * numbers and dates in the language's own rules). Each message is parsed once, on first use.
 */
export function translator(locale: Locale, messages: Messages): Translate {
  const formats = new Map<MessageKey, IntlMessageFormat>();
  return (key, values) => {
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(messages[key], LOCALE_TAG[locale]);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}
