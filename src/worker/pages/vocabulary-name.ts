import { CATALOGUES } from '../../shared/i18n/catalogues';
import type { MessageKey } from '../../shared/i18n/messages/en';
import type { Translate } from '../../shared/i18n/translate';

/**
 * A vocabulary word as content writes it (a category such as 'Wedding' or 'wedding') in the page's
 * language: the catalogue's `{prefix}.{word}` (src/shared/i18n/messages/en/chrome.ts, forms.ts) when
 * its English text is that same word and the page's language says it otherwise; else the content's
 * own text, unchanged (so an English page shows exactly what the editor wrote).
 */
export function vocabularyName(t: Translate, prefix: string, word: string): string {
  const lower = word.trim().toLowerCase();
  const key = `${prefix}.${lower}` as MessageKey;
  const english: string | undefined = CATALOGUES.en[key];
  if (english === undefined || english.toLowerCase() !== lower) return word;
  const said = t(key);
  return said === english ? word : said;
}
