import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { indiaTimestamp } from '../india-time';
import { callbackLead, EVENT_DATE_MSG, eventDateProblem } from './callback';
import { validateCallback } from './callback-schema';
import { cityFromName, MSG, normalizeMobile } from './common';
import { translate } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/context';
import { InlineCallbackForm } from './InlineCallbackForm';
import { partnerLead, validatePartner } from './partner';
import { photographerLead, validatePhotographer } from './photographer';

const en = translate('en');
const hi = translate('hi');
/** The documented messages, word for word (docs/product.md#form-validation). */
const TEXT = {
  required: 'Please fill in all required fields',
  email: 'Please enter a valid email address',
  city: 'Please enter your city name',
  digits: 'Phone number should contain only digits',
  country: 'Invalid country code selected',
};

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
    const r = validateCallback(CALLBACK, en);
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
    [{ firstName: '' }, 'firstName', TEXT.required],
    [{ email: 'a@b' }, 'email', TEXT.email],
    [{ city: 'other' }, 'customCity', TEXT.city],
    [{ phone: '12345abcde' }, 'phone', TEXT.digits],
    [{ countryCode: '+1', phone: '123' }, 'phone', 'Phone number for US/Canada should be exactly 10 digits'],
    [{ countryCode: '+44', phone: '123' }, 'phone', 'Phone number for UK should be exactly 10 digits'],
    [{ countryCode: '+7' }, 'countryCode', TEXT.country],
  ])('%o → %s: %s', (patch, field, message) => {
    const r = validateCallback({ ...CALLBACK, ...patch }, en);
    expect(r).toMatchObject({ ok: false, error: message, fields: { [field]: message } });
  });

  it('puts the required message first whatever else is wrong', () => {
    expect(validateCallback({ ...CALLBACK, email: 'x', service: '' }, en)).toMatchObject({
      ok: false,
      error: TEXT.required,
      fields: { email: TEXT.email, service: TEXT.required },
    });
  });

  it('clears the custom city unless the city is other, and keeps an unlisted city name', () => {
    const listed = validateCallback({ ...CALLBACK, city: 'pune', customCity: 'Leftover' }, en);
    expect(listed.ok && listed.data.customCity).toBe('');
    const named = validateCallback({ ...CALLBACK, city: 'Goa' }, en);
    expect(named.ok && callbackLead(named.data, 't').city).toBe('Goa');
  });
});

describe('the optional event date (docs/product.md#form-validation)', () => {
  it('empty, today or later is taken; a past, impossible or other-format date is refused', () => {
    const today = '2027-02-14';
    expect(['', today, '2027-02-15', '2028-02-29'].map((d) => eventDateProblem(d, today))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(eventDateProblem('2027-02-13', today)).toBe(EVENT_DATE_MSG.past);
    for (const d of ['2027-02-29', '2027-13-01', '14/02/2027', '2027-2-14', 'soon'])
      expect(eventDateProblem(d, today), d).toBe(EVENT_DATE_MSG.invalid);
  });

  it('is kept in the values, never in the payload', () => {
    const r = validateCallback({ ...CALLBACK, eventDate: '2999-12-31' }, en);
    expect(r.ok && r.data.eventDate).toBe('2999-12-31');
    if (r.ok) expect(Object.keys(callbackLead(r.data, indiaTimestamp()))).not.toContain('eventDate');
    const past = validateCallback({ ...CALLBACK, eventDate: '2001-01-01' }, hi);
    expect(past).toEqual({ ok: false, error: hi(EVENT_DATE_MSG.past), fields: { eventDate: hi(EVENT_DATE_MSG.past) } });
  });
});

describe('application schemas', () => {
  it('partner: category defaults to Influencer, otherCategory only for Others, mobile normalised', () => {
    const r = validatePartner(
      {
        name: 'A',
        email: 'a@b.co',
        mobileNumber: '+91 98765-43210',
        businessName: 'B',
        whyPartner: 'W',
        howDidYouKnow: 'H',
        otherCategory: 'x',
      },
      en,
    );
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
    const empty = validatePhotographer({}, en);
    expect(empty.ok ? [] : Object.keys(empty.fields)).toHaveLength(8);
    const r = validatePhotographer(
      {
        name: 'A',
        email: 'a@b.co',
        mobileNumber: '9876543210',
        experience: 'Beginner (0-1 years)',
        portfolio: 'https://a.example',
        city: 'other',
        customCity: 'Goa',
        whyJoin: 'W',
        howDidYouKnow: 'H',
      },
      en,
    );
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
    expect(normalizeMobile('98765')).toEqual({ error: { key: MSG.phoneLength, country: '+91' } });
    expect(normalizeMobile('+33612345678')).toEqual({ error: { key: MSG.country } });
    expect(normalizeMobile('call me')).toEqual({ error: { key: MSG.digits } });
    const r = validatePartner({ name: 'A', email: 'a@b.co', mobileNumber: '98765' }, en);
    expect(!r.ok && r.fields.mobileNumber).toBe('Phone number for India should be exactly 10 digits');
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
      validateCallback({ ...CALLBACK, email }, en),
      validateCallback({ ...CALLBACK, email, variant: 'inline' }, en),
      validatePartner({ ...PARTNER, email }, en),
      validatePhotographer({ ...PHOTOGRAPHER, email }, en),
    ])
      expect(r).toMatchObject({ ok: false, error: TEXT.email, fields: { email: TEXT.email } });
  });

  it('keeps accepting ordinary addresses (plus, dots, apostrophe, hyphens, subdomains)', () => {
    for (const email of ['priya.s+photos@example.in', "o'brien@mail.example.co.uk", 'ravi-k@sub-domain.example.com'])
      expect(validateCallback({ ...CALLBACK, email }, en)).toMatchObject({ ok: true, data: { email } });
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

const renderInEnglish = (node: ReactNode) =>
  renderToStaticMarkup(
    <I18nProvider locale="en" t={en}>
      {node}
    </I18nProvider>,
  );

describe('InlineCallbackForm (home, /contact)', () => {
  it('keeps the #callback anchor and prefills from /contact?service=…&city=… (a listed city selects its key)', () => {
    const html = renderInEnglish(<InlineCallbackForm service="Wedding Packages - Gold" city="Jaipur" />);
    expect(html).toContain('id="callback"');
    expect(html).toContain('data-island="CallbackForm"');
    expect(html).toContain('action="/api/submit-form"');
    expect(html).toMatch(/<option value="Wedding Packages - Gold" selected="">Wedding Packages - Gold<\/option>/);
    expect(html).toMatch(/<option value="jaipur" selected="">Jaipur<\/option>/);
    expect(html).toContain('<input type="hidden" name="variant" value="inline"/>');
    expect(html).toMatch(/<option value="\+91" selected="">\+91<\/option>/);
  });

  it('an unlisted city selects other and fills the custom city; a service key or label selects it', () => {
    const html = renderInEnglish(<InlineCallbackForm service="Wedding" city="Goa" />);
    expect(html).toMatch(/<option value="other" selected="">Other<\/option>/);
    expect(html).toMatch(/<input[^>]*name="customCity"[^>]*value="Goa"/);
    expect(html).toMatch(/<option value="wedding" selected="">Wedding<\/option>/);
    const plain = renderInEnglish(<InlineCallbackForm />);
    expect(plain).toMatch(/<option value="" selected="">Select a service<\/option>/);
  });
});

describe('the messages in the page language (docs/decisions/0033-interface-texts-from-the-catalogue.md)', () => {
  it('one schema words its messages in Hindi for a Hindi page, in English for everyone else', () => {
    const wrong = { ...CALLBACK, phone: '98765' };
    expect(validateCallback(wrong, hi)).toMatchObject({
      ok: false,
      error: 'भारत का फ़ोन नंबर ठीक 10 अंकों का होना चाहिए',
      fields: { phone: 'भारत का फ़ोन नंबर ठीक 10 अंकों का होना चाहिए' },
    });
    expect(validateCallback(wrong, en)).toMatchObject({
      error: 'Phone number for India should be exactly 10 digits',
    });
    expect(validateCallback({ ...CALLBACK, firstName: '', email: 'x' }, hi)).toMatchObject({
      error: 'कृपया सभी ज़रूरी जानकारी भरें',
      fields: { firstName: 'कृपया सभी ज़रूरी जानकारी भरें', email: 'कृपया सही ईमेल पता लिखें' },
    });
  });

  it('a JSON client that sends a list for a text field gets the type message', () => {
    expect(validateCallback({ ...CALLBACK, firstName: ['a'] }, en)).toMatchObject({
      fields: { firstName: 'Invalid value: expected text' },
    });
  });
});
