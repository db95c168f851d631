import { describe, expect, it } from 'vitest';
import { formatConsent, NOTICE_VERSION, parseConsent } from './consent';
import { cleanClickId, cleanUtm, referrerOrigin, withoutMarketingParams } from './params';
import { parseTouch } from './schema';

describe('marketing parameters', () => {
  it('are removed from a search string, other parameters kept in order', () => {
    expect(withoutMarketingParams('?utm_source=g&page=2&gclid=abc&gad_source=1&sort=new')).toBe('?page=2&sort=new');
    expect(withoutMarketingParams('?gclid=abc')).toBe('');
    expect(withoutMarketingParams('?page=2')).toBe('?page=2');
    expect(withoutMarketingParams('')).toBe('');
  });

  it('keep utm values printable, trimmed and short, and click ids exact or not at all', () => {
    expect(cleanUtm('  <script>alert(1)</script>\u0000\u202e ')).toBe('<script>alert(1)</script>');
    expect(cleanUtm('x'.repeat(5000))).toHaveLength(100);
    expect(cleanUtm('दिवाली  offer')).toBe('दिवाली offer');
    expect(cleanClickId('Cj0KCQ_abc-123')).toBe('Cj0KCQ_abc-123');
    expect(cleanClickId('abc"><img>')).toBe('');
    expect(cleanClickId('a'.repeat(151))).toBe('');
    expect(referrerOrigin('https://www.google.com/search?q=wedding+photographer')).toBe('https://www.google.com');
    expect(referrerOrigin('javascript:alert(1)')).toBe('');
  });

  it('parse a touch only when it has the right shape', () => {
    const t = parseTouch({
      utm_source: ' google ',
      gclid: 'bad id',
      landingPage: '/place/x?a=1',
      referrer: 'https://ads.example/path',
      at: '2026-11-23T07:00:00.000Z',
    });
    expect(t).toMatchObject({
      utm_source: 'google',
      gclid: null,
      utm_term: null,
      referrer: 'https://ads.example',
      landingPage: '/place/x?a=1',
    });
    expect(parseTouch({ landingPage: '/', at: 'yesterday' })).toBeNull();
    expect(parseTouch('nope')).toBeNull();
  });
});

describe('consent cookie', () => {
  it('records the choice with the notice version and time, and reads back only the current notice', () => {
    const value = formatConsent(true, new Date('2026-11-23T07:00:00Z'));
    expect(value).toBe(`${NOTICE_VERSION}.1.1795417200`);
    expect(parseConsent(value)).toEqual({ marketing: true, version: NOTICE_VERSION, at: '2026-11-23T07:00:00.000Z' });
    expect(parseConsent('1')).toBeNull();
    expect(parseConsent('2020-01-01.1.1763881200')).toBeNull();
  });
});
