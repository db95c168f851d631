import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALE_TAG, type Locale } from './locales.ts';
import type { MessageKey, Messages } from './messages/en';

/** Values an ICU message takes: `{name}`, `{count, plural, …}`, `{price, number}`. */
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** What ICU MessageFormat reads as syntax: a text without it is its own output (an apostrophe alone stays). */
export const ICU_SYNTAX = /[{}]|''/;

/**
 * One language's messages as a function (ICU MessageFormat through intl-messageformat: plurals,
 * numbers and dates in the language's own rules). Each message is parsed once, on first use; a
 * plain text is returned as it is. The worker's catalogues arrive precompiled, every message with ICU
 * syntax as its syntax tree (vite.config.ts precompiledMessages), so it needs no parser
 * (docs/decisions/0033-interface-texts-from-the-catalogue.md); the islands have a translator of
 * their own (src/client/translate.ts, docs/decisions/0045-each-island-ships-its-own-keys.md).
 */
export function translator(locale: Locale, messages: Messages): Translate {
  const formats = new Map<MessageKey, IntlMessageFormat>();
  return (key, values) => {
    const message = messages[key] as string | MessageFormatElement[] | undefined;
    // An island's chunk holds the keys its code names (vite.config.ts islandMessages): one it lacks
    // is a defect of the build's reading, said where it happens rather than shown as a blank.
    if (message === undefined) throw new Error(`no message "${key}" in this catalogue`);
    if (typeof message === 'string' && !ICU_SYNTAX.test(message)) return message;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, LOCALE_TAG[locale]);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}
