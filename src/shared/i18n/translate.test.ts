import { describe, expect, it } from 'vitest';
import { CATALOGUES, translate } from './catalogues';

describe('message catalogues', () => {
  it('every language has exactly the English keys', () => {
    const keys = Object.keys(CATALOGUES.en).sort();
    for (const messages of Object.values(CATALOGUES)) expect(Object.keys(messages).sort()).toEqual(keys);
  });

  it('formats a message in its language', () => {
    expect(translate('en')('language.switchLabel')).toBe('Read this page in English');
    expect(translate('hi')('language.switch')).toBe('हिन्दी');
  });
});
