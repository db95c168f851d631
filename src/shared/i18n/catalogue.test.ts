import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../format';
import { formatPrice } from '../vocabulary/money';
import { CATALOGUES } from './catalogues';
import { LOCALE_TAG } from './locales';

/** The arguments a message takes ({country}, {count, plural, …}), sorted. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): string[] {
  for (const el of elements) {
    if (el.type !== TYPE.literal && el.type !== TYPE.pound && 'value' in el) out.add(String(el.value));
    if ('options' in el) for (const option of Object.values(el.options)) argumentsOf(option.value, out);
  }
  return [...out].sort();
}

describe('every language says the same things (docs/decisions/0033-interface-texts-from-the-catalogue.md)', () => {
  it('each message parses in every language and takes the same arguments as the English one', () => {
    const wrong: string[] = [];
    for (const [key, english] of Object.entries(CATALOGUES.en))
      for (const [lang, messages] of Object.entries(CATALOGUES)) {
        const args = argumentsOf(parse(messages[key as keyof typeof messages]));
        if (args.join() !== argumentsOf(parse(english)).join()) wrong.push(`${lang} ${key}: ${args.join()}`);
      }
    expect(wrong).toEqual([]);
  });

  it('no Hindi message is left in English', () => {
    const same = Object.entries(CATALOGUES.hi).filter(
      ([key, text]) => /[A-Za-z]{4,}/.test(text) && text === CATALOGUES.en[key as keyof typeof CATALOGUES.en],
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });
});

describe('numbers, prices and dates in the reader locale', () => {
  it('₹ with Indian grouping in both languages; English output as before', () => {
    expect(formatPrice(15_000_000)).toBe('₹1,50,000');
    expect(formatPrice(15_000_000, LOCALE_TAG.hi)).toBe('₹1,50,000');
    expect(formatPrice(null, LOCALE_TAG.hi, CATALOGUES.hi['money.onRequest'])).toBe('कीमत पूछने पर');
  });

  it('dates: US English on English pages as before, hi-IN on Hindi pages', () => {
    expect(formatDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05', 'hi')).toBe('5 मार्च 2026');
  });
});
