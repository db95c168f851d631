import { describe, expect, it } from 'vitest';
import { contactLinks } from './format';

describe('contactLinks: stored text never adds a parameter to a link', () => {
  it('encodes a stored address with a query into the mailto: path', () => {
    const { mail } = contactLinks(
      { name: 'Asha', email: 'asha@example.com?bcc=spy%40evil.example&subject=Quote', phone: null, service: '' },
      'Studio',
    );
    expect(mail).toBe('mailto:asha@example.com%3Fbcc%3Dspy%2540evil.example%26subject%3DQuote');
    expect(new URL(mail!).search).toBe('');
  });

  it('builds tel: and wa.me from digits only, the greeting as the one parameter', () => {
    const links = contactLinks(
      { name: 'Asha&x=1', email: 'asha@example.com', phone: '919876543210?text=spam&x=1', service: 'Wedding' },
      'Studio',
    );
    expect(links.tel).toBe('tel:+9198765432101');
    const wa = new URL(links.whatsapp!);
    expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/9198765432101');
    expect([...wa.searchParams.keys()]).toEqual(['text']);
    expect(wa.searchParams.get('text')).toBe('Hello Asha&x=1, this is Studio about your enquiry for Wedding.');
    expect(links.mail).toBe('mailto:asha@example.com');
  });

  it('greets in the lead\'s language (docs/sales.md "Language and WhatsApp opt-in")', () => {
    const text = (c: Parameters<typeof contactLinks>[0]) =>
      new URL(contactLinks(c, 'Studio').whatsapp!).searchParams.get('text');
    const lead = { name: 'Asha', email: null, phone: '919876543210', service: 'wedding' };
    expect(text({ ...lead, language: 'hi' })).toBe(
      'नमस्ते Asha जी, Studio की ओर से Wedding फ़ोटोग्राफ़ी के लिए आपकी पूछताछ के बारे में।',
    );
    expect(text({ ...lead, name: null, form: 'partner', language: 'hi' })).toBe(
      'नमस्ते जी, Studio की ओर से साझेदारी के आपके आवेदन के बारे में।',
    );
    expect(text({ ...lead, language: 'en' })).toBe('Hello Asha, this is Studio about your enquiry for Wedding.');
  });

  it("says what they asked about as the form's row has it: the application, the service, or an enquiry", () => {
    const text = (form: string, service: string, language: string, name: string | null = 'Asha') =>
      new URL(
        contactLinks({ name, email: null, phone: '919876543210', service, form, language }, 'Studio').whatsapp!,
      ).searchParams.get('text');
    expect(text('photographer', 'Expert (5+ years)', 'en')).toBe(
      'Hello Asha, this is Studio about your application to join as a photographer.',
    );
    expect(text('photographer', 'Expert (5+ years)', 'hi')).toBe(
      'नमस्ते Asha जी, Studio की ओर से फ़ोटोग्राफ़र के रूप में जुड़ने के आपके आवेदन के बारे में।',
    );
    expect(text('partner', 'Hotel', 'en', null)).toBe('Hello there, this is Studio about your partner application.');
    expect(text('whatsapp', '', 'en')).toBe('Hello Asha, this is Studio about your enquiry.');
    expect(text('whatsapp', '', 'hi')).toBe('नमस्ते Asha जी, Studio की ओर से आपकी पूछताछ के बारे में।');
    expect(text('callback', '', 'hi', null)).toBe('नमस्ते जी, Studio की ओर से आपकी पूछताछ के बारे में।');
  });
});
