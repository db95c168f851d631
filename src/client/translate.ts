import type { MessageKey } from '../shared/i18n/messages/en';
import type { MessageValues, Translate } from '../shared/i18n/translate';

/**
 * An island's messages as its catalogue chunk has them (vite.config.ts islandMessages): a plain text
 * as it is, a text with arguments as its parts, literal and argument name in turn
 * (`['Go to slide ', 'index']`). Nothing else: the build fails on an island key whose text needs
 * ICU's plurals, selects or number and date formats.
 */
export type IslandMessages = Partial<Record<MessageKey, string | readonly string[]>>;

/**
 * The islands' translator, with no message-format library in the browser: arguments are all the
 * islands' texts use, and they are written as intl-messageformat writes them on the server
 * (src/shared/i18n/translate.ts: a string or number as String(), a missing value an error), so
 * hydration finds the server's text (src/build/island-keys.test.ts compares the two on every
 * island key in every language). A key the island's chunk lacks throws, in that island.
 */
export function translator(messages: IslandMessages): Translate {
  return (key: MessageKey, values?: MessageValues) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`no message "${key}" in this island's catalogue`);
    if (typeof message === 'string') return message;
    let out = '';
    for (let i = 0; i < message.length; i++) {
      if (i % 2 === 0) {
        out += message[i];
        continue;
      }
      const name = message[i]!;
      if (!values || !(name in values)) throw new Error(`message "${key}" needs a value for {${name}}`);
      const value = values[name];
      out += value || value === 0 ? String(value) : '';
    }
    return out;
  };
}
