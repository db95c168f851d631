import { describe, expect, it } from 'vitest';
import { CATALOGUES, translate } from './catalogues';
import { LOCALES } from './locales';
import { CATALOGUE_FOLDERS } from './messages';

describe('message catalogues', () => {
  it('every language of the table has its catalogue folder, and every folder is a language of the table', () => {
    expect(Object.keys(CATALOGUE_FOLDERS).sort()).toEqual([...LOCALES].sort());
  });

  it('no catalogue has a key English lacks; English and Hindi have every key', () => {
    const keys = Object.keys(CATALOGUE_FOLDERS.en).sort();
    for (const [lang, messages] of Object.entries(CATALOGUE_FOLDERS))
      expect(
        Object.keys(messages).filter((k) => !keys.includes(k)),
        lang,
      ).toEqual([]);
    expect(Object.keys(CATALOGUE_FOLDERS.hi).sort()).toEqual(keys);
    for (const messages of Object.values(CATALOGUES)) expect(Object.keys(messages).sort()).toEqual(keys);
  });

  it('formats a message in its language', () => {
    expect(translate('en')('language.switchLabel')).toBe('Read this page in English');
    expect(translate('hi')('language.switch')).toBe('हिन्दी');
  });
});
