import { describe, expect, it } from 'vitest';
import { displayPhone, e164, normalizePhone, phoneDigits, platformPhone, telHref, whatsappHref } from './phone';

describe('the phone rule', () => {
  it('reads one canonical form (country code and digits, no +) from every way a number is written', () => {
    for (const raw of [
      '+91 98765 01234',
      '09876501234',
      '919876501234',
      '9876501234',
      '98765-01234',
      '+919876501234',
      '0091 98765 01234',
    ])
      expect(normalizePhone(raw), raw).toBe('919876501234');
    expect(normalizePhone('+1 415 555 0100')).toBe('14155550100');
    expect(normalizePhone('12345')).toBe('');
    expect(normalizePhone('')).toBe('');
  });

  it('keeps a stored number readable in either form (canonical or E.164)', () => {
    expect(normalizePhone('919876501234')).toBe(normalizePhone('+919876501234'));
    expect(displayPhone('+919876501234')).toBe(displayPhone('919876501234'));
  });

  it('writes it as E.164, dials it, links it to WhatsApp', () => {
    expect(phoneDigits('+91 (98765) 01234')).toBe('919876501234');
    expect(e164('919876501234')).toBe('+919876501234');
    expect(e164('')).toBe('');
    expect(telHref('919876501234')).toBe('tel:+919876501234');
    expect(telHref(null)).toBeNull();
    expect(whatsappHref('+91 98765-01234', 'Hi & bye')).toBe('https://wa.me/919876501234?text=Hi%20%26%20bye');
  });

  it('gives the ad platforms digits with the country code, no + and no leading zeros', () => {
    expect(platformPhone('919876501234')).toBe('919876501234');
    expect(platformPhone('+91 98765 01234')).toBe('919876501234');
    expect(platformPhone('00919876501234')).toBe('919876501234');
  });

  it('shows an Indian number grouped, another as +digits', () => {
    expect(displayPhone('919876501234')).toBe('+91 98765 01234');
    expect(displayPhone('919876501234', true)).toBe('98765 01234');
    expect(displayPhone('14155550100')).toBe('+14155550100');
    expect(displayPhone(null)).toBe('');
  });
});
