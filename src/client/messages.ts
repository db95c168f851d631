import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/i18n/locales';
import type { Messages } from '../shared/i18n/messages/en';
import type { IslandMessages } from './translate';

/**
 * The page's language, as the server wrote it on <html lang> ('en', 'hi', or a tag such as 'en-IN'),
 * and each island's messages in it: one small chunk per island and language (versioned by the
 * build's id), with the keys that island's code names and no other (vite.config.ts islandMessages,
 * docs/decisions/0045-each-island-ships-its-own-keys.md), so a page carries no message the worker
 * alone renders, and a Hindi page no English one (docs/decisions/0033-interface-texts-from-the-catalogue.md).
 */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang.split('-')[0]?.toLowerCase();
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Dev serves each language's whole catalogue (precompiled: syntax trees), in the chunks' form. */
const WHOLE = import.meta.env.DEV
  ? import.meta.glob<Record<string, Messages>>('./*/index.ts', { base: '../shared/i18n/messages' })
  : {};
const asParts = (messages: Messages): IslandMessages =>
  Object.fromEntries(
    Object.entries(messages).map(([key, m]) => [
      key,
      typeof m === 'string'
        ? m
        : (m as Array<{ type: number; value: string }>).reduce<string[]>(
            (parts, el) =>
              el.type === 1 ? [...parts, el.value, ''] : [...parts.slice(0, -1), parts.at(-1) + el.value],
            [''],
          ),
    ]),
  );

/** An island's messages in the page's language, fetched beside the island's own chunk. */
export const islandMessages = (locale: Locale, island: string): Promise<IslandMessages> =>
  import.meta.env.DEV
    ? WHOLE[`./${locale}/index.ts`]!().then((m) => asParts(m[locale]!))
    : import(/* @vite-ignore */ `/assets/messages/${__BUILD_ID__}/${locale}/${island}.js`).then(
        (m: { default: IslandMessages }) => m.default,
      );
