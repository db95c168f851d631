import { describe, expect, it } from 'vitest';
import { localeOfPath, localePath } from './locales';

describe('languages by path', () => {
  it('reads the language from the prefix only', () => {
    expect(localeOfPath('/hi/place/wedding-photographer-jaipur')).toEqual({
      locale: 'hi',
      path: '/place/wedding-photographer-jaipur',
    });
    expect(localeOfPath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(localeOfPath('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(localeOfPath('/hindi-weddings')).toEqual({ locale: 'en', path: '/hindi-weddings' });
    expect(localeOfPath('/faqs')).toEqual({ locale: 'en', path: '/faqs' });
  });

  it('writes a site path in a language and leaves other links alone', () => {
    expect(localePath('hi', '/faqs?category=wedding')).toBe('/hi/faqs?category=wedding');
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('en', '/faqs')).toBe('/faqs');
    expect(localePath('hi', 'https://wa.me/919876501234')).toBe('https://wa.me/919876501234');
    expect(localePath('hi', '#contact')).toBe('#contact');
  });
});
