import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { indiaTimestamp } from '../india-time';
import { callbackLead, validateCallback } from './callback';
import { cityFromName, MSG, normalizeMobile } from './common';
import { InlineCallbackForm } from './InlineCallbackForm';
import { partnerLead, validatePartner } from './partner';
import { photographerLead, validatePhotographer } from './photographer';

const CALLBACK = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.in',
  countryCode: '+91',
  phone: '9876543210',
  service: 'wedding',
  city: 'jaipur',
  customCity: '',
  message: '',
};

describe('callback schema (docs/product.md#form-validation)', () => {
  it('accepts a complete lead and builds the payload', () => {
    const r = validateCallback(CALLBACK);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(callbackLead(r.data, '2026-01-02T03:04:05')).toEqual({
      timestamp: '2026-01-02T03:04:05',
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.in',
      phone: '+919876543210',
      service: 'wedding',
      city: 'jaipur',
      message: '',
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', MSG.required],
    [{ email: 'a@b' }, 'email', MSG.email],
    [{ city: 'other' }, 'customCity', MSG.city],
    [{ phone: '12345abcde' }, 'phone', MSG.digits],
    [{ countryCode: '+1', phone: '123' }, 'phone', 'Phone number for US/Canada should be exactly 10 digits'],
    [{ countryCode: '+44', phone: '123' }, 'phone', 'Phone number for UK should be exactly 10 digits'],
    [{ countryCode: '+7' }, 'countryCode', MSG.country],
  ])('%o → %s: %s', (patch, field, message) => {
    const r = validateCallback({ ...CALLBACK, ...patch });
    expect(r).toMatchObject({ ok: false, error: message, fields: { [field]: message } });
  });

  it('puts the required message first whatever else is wrong', () => {
    expect(validateCallback({ ...CALLBACK, email: 'x', service: '' })).toMatchObject({
      ok: false,
      error: MSG.required,
      fields: { email: MSG.email, service: MSG.required },
    });
  });

  it('clears the custom city unless the city is other, and keeps an unlisted city name', () => {
    const listed = validateCallback({ ...CALLBACK, city: 'pune', customCity: 'Leftover' });
    expect(listed.ok && listed.data.customCity).toBe('');
    const named = validateCallback({ ...CALLBACK, city: 'Goa' });
    expect(named.ok && callbackLead(named.data, 't').city).toBe('Goa');
  });
});

describe('application schemas', () => {
  it('partner: category defaults to Influencer, otherCategory only for Others, mobile normalised', () => {
    const r = validatePartner({
      name: 'A',
      email: 'a@b.co',
      mobileNumber: '+91 98765-43210',
      businessName: 'B',
      whyPartner: 'W',
      howDidYouKnow: 'H',
      otherCategory: 'x',
    });
    expect(r.ok && partnerLead(r.data, 't')).toEqual({
      timestamp: 't',
      name: 'A',
      email: 'a@b.co',
      mobileNumber: '+919876543210',
      category: 'Influencer',
      otherCategory: '',
      businessName: 'B',
      whyPartner: 'W',
      howDidYouKnow: 'H',
    });
  });

  it('photographer: every field required; other city relayed as typed', () => {
    const empty = validatePhotographer({});
    expect(empty.ok ? [] : Object.keys(empty.fields)).toHaveLength(8);
    const r = validatePhotographer({
      name: 'A',
      email: 'a@b.co',
      mobileNumber: '9876543210',
      experience: 'Beginner (0-1 years)',
      portfolio: 'https://a.example',
      city: 'other',
      customCity: 'Goa',
      whyJoin: 'W',
      howDidYouKnow: 'H',
    });
    expect(r.ok && photographerLead(r.data, 't')).toMatchObject({
      city: 'Goa',
      experience: 'Beginner (0-1 years)',
      mobileNumber: '+919876543210',
    });
  });

  it.each([
    ['9876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+1 (202) 555-0123', '+12025550123'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('normalizeMobile(%s) = %s', (input, value) => expect(normalizeMobile(input)).toEqual({ value }));

  it('normalizeMobile refuses with the documented messages', () => {
    expect(normalizeMobile('98765')).toEqual({ error: MSG.phoneLength('India') });
    expect(normalizeMobile('+33612345678')).toEqual({ error: MSG.country });
    expect(normalizeMobile('call me')).toEqual({ error: MSG.digits });
  });
});

describe('e-mail: an address and nothing more', () => {
  const SMUGGLED = [
    'asha@example.com?bcc=spy%40evil.example&subject=Quote',
    'asha?cc=spy@evil.example',
    'asha@example.com#x',
    'asha@example.com,spy@evil.example',
    'Asha <asha@example.com>',
    'asha@example.com\r\nBcc: spy@evil.example',
  ];
  const PARTNER = {
    name: 'A',
    mobileNumber: '9876543210',
    businessName: 'B',
    whyPartner: 'W',
    howDidYouKnow: 'H',
  };
  const PHOTOGRAPHER = {
    ...PARTNER,
    experience: 'Beginner (0-1 years)',
    portfolio: 'https://a.example',
    city: 'jaipur',
    whyJoin: 'W',
  };

  it.each(SMUGGLED)('refuses %j in every form, the inline callback too, with the documented message', (email) => {
    for (const r of [
      validateCallback({ ...CALLBACK, email }),
      validateCallback({ ...CALLBACK, email, variant: 'inline' }),
      validatePartner({ ...PARTNER, email }),
      validatePhotographer({ ...PHOTOGRAPHER, email }),
    ])
      expect(r).toMatchObject({ ok: false, error: 'Please enter a valid email address', fields: { email: MSG.email } });
  });

  it('keeps accepting ordinary addresses (plus, dots, apostrophe, hyphens, subdomains)', () => {
    for (const email of ['priya.s+photos@example.in', "o'brien@mail.example.co.uk", 'ravi-k@sub-domain.example.com'])
      expect(validateCallback({ ...CALLBACK, email })).toMatchObject({ ok: true, data: { email } });
  });
});

describe('helpers', () => {
  it('cityFromName maps names and keys, anything else to other', () => {
    expect(cityFromName('Jaipur')).toEqual({ city: 'jaipur', customCity: '' });
    expect(cityFromName('Delhi NCR')).toEqual({ city: 'delhi-ncr', customCity: '' });
    expect(cityFromName('Goa')).toEqual({ city: 'other', customCity: 'Goa' });
    expect(cityFromName('')).toEqual({ city: '', customCity: '' });
  });

  it('indiaTimestamp is UTC+5:30 without zone', () => {
    expect(indiaTimestamp(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02T01:30:00');
  });
});

describe('InlineCallbackForm (home, /contact)', () => {
  it('keeps the #callback anchor and prefills from /contact?service=…&city=… (a listed city selects its key)', () => {
    const html = renderToStaticMarkup(<InlineCallbackForm service="Wedding Packages - Gold" city="Jaipur" />);
    expect(html).toContain('id="callback"');
    expect(html).toContain('data-island="CallbackForm"');
    expect(html).toContain('action="/api/submit-form"');
    expect(html).toMatch(/<option value="Wedding Packages - Gold" selected="">Wedding Packages - Gold<\/option>/);
    expect(html).toMatch(/<option value="jaipur" selected="">Jaipur<\/option>/);
    expect(html).toContain('<input type="hidden" name="variant" value="inline"/>');
    expect(html).toMatch(/<option value="\+91" selected="">\+91<\/option>/);
  });

  it('an unlisted city selects other and fills the custom city; a service key or label selects it', () => {
    const html = renderToStaticMarkup(<InlineCallbackForm service="Wedding" city="Goa" />);
    expect(html).toMatch(/<option value="other" selected="">Other<\/option>/);
    expect(html).toMatch(/<input[^>]*name="customCity"[^>]*value="Goa"/);
    expect(html).toMatch(/<option value="wedding" selected="">Wedding<\/option>/);
    const plain = renderToStaticMarkup(<InlineCallbackForm />);
    expect(plain).toMatch(/<option value="" selected="">Select a service<\/option>/);
  });
});
