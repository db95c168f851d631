import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, REPLY_BODY_MAX, REPLY_CHANNELS, REPLY_FORMS, REPLY_LANGS } from '../data/reply-defaults';
import { fillTemplate, mailtoLink, replyFormOf, templatesFor } from './reply-templates';
import { whatsappHref } from '../../shared/vocabulary/phone';

const byId = (id: string) => DEFAULT_TEMPLATES.find((t) => t.id === id)!;
const values = { name: 'Rohit', service: 'Wedding', city: 'Delhi NCR', brand: 'Lumen Studio', sender: 'Asha' };

describe('the default templates', () => {
  it('cover every form in English and Hindi, WhatsApp and e-mail, within the caps; Hindi in Devanagari', () => {
    for (const form of REPLY_FORMS)
      for (const lang of REPLY_LANGS)
        for (const channel of REPLY_CHANNELS) {
          const t = DEFAULT_TEMPLATES.find(
            (x) => x.form === form && x.lang === lang && x.channel === channel && !x.service,
          );
          expect(t, `${form} ${lang} ${channel}`).toBeDefined();
          expect(t!.body.length).toBeLessThanOrEqual(REPLY_BODY_MAX);
          expect(!!t!.subject).toBe(channel === 'email');
          if (lang === 'hi') expect(t!.body).toMatch(/[\u0900-\u097F]{4}/);
          expect(t!.body).toContain('{brand}');
        }
    expect(new Set(DEFAULT_TEMPLATES.map((t) => t.id)).size).toBe(DEFAULT_TEMPLATES.length);
  });
});

describe('fillTemplate', () => {
  it('fills name, service and city labels, the brand and the sender, in English and Hindi', () => {
    expect(fillTemplate(byId('callback-general-en-whatsapp').body, 'en', values)).toBe(
      'Hello Rohit, this is Asha from Lumen Studio. Thank you for your enquiry about Wedding ' +
        'photography in Delhi NCR. When would be a good time to call you?',
    );
    expect(fillTemplate(byId('callback-general-hi-whatsapp').body, 'hi', values)).toBe(
      'नमस्ते Rohit जी, मैं Lumen Studio से Asha। Delhi NCR में Wedding फ़ोटोग्राफ़ी के लिए आपकी ' +
        'पूछताछ के लिए धन्यवाद। कृपया बताएँ, आपसे बात करने का सही समय कौन-सा रहेगा?',
    );
    expect(fillTemplate('{owner} will call', 'en', { ...values, owner: 'Vikram' })).toBe('Vikram will call');
    expect(fillTemplate('{owner} will call', 'en', values)).toBe('Asha will call');
  });

  it('falls back gracefully when the name, service or city is missing', () => {
    const none = { brand: 'Lumen Studio', sender: 'Asha', name: null, service: '', city: undefined };
    expect(fillTemplate(byId('callback-general-en-whatsapp').body, 'en', none)).toBe(
      'Hello there, this is Asha from Lumen Studio. Thank you for your enquiry about photography ' +
        'in your city. When would be a good time to call you?',
    );
    expect(fillTemplate(byId('callback-general-hi-whatsapp').body, 'hi', none)).toBe(
      'नमस्ते जी, मैं Lumen Studio से Asha। आपके शहर में फ़ोटोग्राफ़ी के लिए आपकी पूछताछ के लिए ' +
        'धन्यवाद। कृपया बताएँ, आपसे बात करने का सही समय कौन-सा रहेगा?',
    );
    expect(fillTemplate(byId('callback-general-en-email').subject, 'en', none)).toBe(
      'Your photography enquiry with Lumen Studio',
    );
    // No sender (the local machine): the signature keeps the brand, no empty line.
    const hi = fillTemplate(byId('partner-general-hi-email').body, 'hi', { ...none, sender: '' });
    expect(hi.endsWith('सादर,\nLumen Studio')).toBe(true);
  });

  it('keeps a value on one line, without invisible characters, and leaves unknown braces alone', () => {
    expect(fillTemplate('Hi {name}, {price}', 'en', { ...values, name: 'Ro\u202Ehit\n\nX' })).toBe(
      'Hi Rohit X, {price}',
    );
  });
});

describe('labels and the lead kind', () => {
  it('shows canonical values as labels and understands a Book-now service', () => {
    expect(replyFormOf({ form: 'callback', service: 'wedding' })).toBe('callback');
    expect(replyFormOf({ form: 'callback', service: 'Wedding Photography - Gold' })).toBe('booking');
    expect(replyFormOf({ form: 'callback', service: 'wedding', page_url: '/contact?service=wedding' })).toBe('booking');
    expect(replyFormOf({ form: 'photographer', service: '' })).toBe('photographer');
  });

  it('chooses the service template where there is one, else the form general one, per language and channel', () => {
    const ids = (form: Parameters<typeof templatesFor>[1], service: string) =>
      templatesFor(DEFAULT_TEMPLATES, form, service).map((t) => t.id);
    expect(ids('callback', 'wedding')).toEqual([
      'callback-wedding-en-whatsapp',
      'callback-wedding-en-email',
      'callback-wedding-hi-whatsapp',
      'callback-wedding-hi-email',
    ]);
    expect(ids('callback', 'baby')).toEqual([
      'callback-general-en-whatsapp',
      'callback-general-en-email',
      'callback-general-hi-whatsapp',
      'callback-general-hi-email',
    ]);
    expect(ids('booking', 'wedding')[0]).toBe('booking-general-en-whatsapp');
    expect(ids('partner', '')).toHaveLength(4);
    // A booking lead whose booking templates were all removed takes the callback's.
    expect(
      templatesFor(
        DEFAULT_TEMPLATES.filter((t) => t.form !== 'booking'),
        'booking',
        '',
      )[0]!.id,
    ).toBe('callback-general-en-whatsapp');
  });
});

describe('links', () => {
  it('wa.me: digits only, the text percent-encoded (Hindi, &, #, ?, line breaks)', () => {
    const text = 'नमस्ते Rohit जी & #1? ok\nbye';
    const href = whatsappHref('+91 98765-01234', text);
    expect(href).toBe(`https://wa.me/919876501234?text=${encodeURIComponent(text)}`);
    expect(href.slice(href.indexOf('?text=') + 6)).not.toMatch(/[\s#&?]/);
    expect(decodeURIComponent(new URL(href).search.slice('?text='.length))).toBe(text);
    expect(new URL(href).searchParams.get('text')).toBe(text);
  });

  it('mailto: address encoded but for @, subject and body encoded, line breaks as CRLF (RFC 6068)', () => {
    const href = mailtoLink('rohit+x@example.in?bcc=evil@x.in', 'Your Wedding & more', 'Hello Rohit,\n\nनमस्ते');
    expect(href).toBe(
      'mailto:rohit%2Bx@example.in%3Fbcc%3Devil@x.in?subject=Your%20Wedding%20%26%20more' +
        '&body=Hello%20Rohit%2C%0D%0A%0D%0A%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87',
    );
    expect(href.match(/\?/g)).toHaveLength(1);
    expect(href.match(/&/g)).toHaveLength(1);
  });
});
