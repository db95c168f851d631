import { describe, expect, it } from 'vitest';
import type { Backend } from '../helpers/backend-standin';
import type { worker } from '../helpers/in-process';
import { SITE, leadWorker } from '../helpers/lead-unit';
import { CALLBACK, FIELDS, MSG, byKey, json, post as postTo } from '../helpers/leads';

/**
 * The interface in the page's language (docs/decisions/0033-interface-texts-from-the-catalogue.md),
 * in process: a /hi/ path renders its chrome from the Hindi catalogue with /hi/ links, the English
 * page keeps its words; the lead endpoint words its messages in the submission's language (its
 * `language` field or Content-Language) and answers everyone else in English, and the language
 * never reaches the backend's payload. Until the /hi/ routes are mounted a /hi/ path is the
 * not-found page: its frame is the same as every page's.
 */
let backend: Backend;
let server: ReturnType<typeof worker>;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postTo(server, path, body, headers);
const page = async (path: string) => (await server.fetch(path, { headers: { accept: 'text/html' } })).text();

leadWorker((site) => ({ backend, server } = site));

const PHONE_HI = 'भारत का फ़ोन नंबर ठीक 10 अंकों का होना चाहिए';

describe('the chrome in the page language', () => {
  it('a Hindi page: header, footer, consent, floating buttons and the callback modal in Hindi, links under /hi', async () => {
    const html = await page('/hi/contact');
    for (const text of [
      'सीधे मुख्य सामग्री पर जाएँ',
      '>सेवाएँ</a>',
      '>पोर्टफ़ोलियो</summary>',
      'href="/hi/services"',
      'href="/hi/portfolios?category=wedding"',
      'href="/hi/city/varanasi">वाराणसी</a>',
      'href="/hi/privacy-choices"',
      'aria-label="मेन्यू खोलें"',
      '2020 से यादें सँजोते हुए',
      '। सर्वाधिकार सुरक्षित।',
      'गोपनीयता विकल्प',
      'aria-label="हमसे चैट करें"',
      'मेरी पसंद सहेजें',
    ])
      expect(html).toContain(text);
    for (const text of ['Skip to content', '>Services</a>', 'Save my choices', 'All rights reserved'])
      expect(html).not.toContain(text);
  });

  it('the English page keeps its words and its links', async () => {
    const html = await page('/contact');
    for (const text of ['Skip to content', 'href="/services"', 'href="/city/varanasi">Varanasi</a>', 'Save my choices'])
      expect(html).toContain(text);
    expect(html).not.toContain('href="/hi/services"');
  });
});

describe('the chat greeting in the page language', () => {
  it('a chat tap from a Hindi page opens WhatsApp with the Hindi greeting and its reference code', async () => {
    const hi = await server.fetch('/go/whatsapp?from=/hi/contact', { redirect: 'manual' });
    const text = new URL(hi.headers.get('location')!).searchParams.get('text');
    expect(text).toMatch(/^नमस्ते! आपकी वेबसाइट के बारे में मेरा एक सवाल है। \(ref [A-Z0-9]{6}\)$/);
    const en = await server.fetch('/go/whatsapp?from=/contact', { redirect: 'manual' });
    expect(new URL(en.headers.get('location')!).searchParams.get('text')).toMatch(
      /^Hello! I have a question about your website\. \(ref [A-Z0-9]{6}\)$/,
    );
  });
});

describe('the lead endpoint in the submission language', () => {
  const wrong = { ...CALLBACK, phone: '98765' };

  it('English JSON for every client that does not name a language, as before', async () => {
    const res = await post('submit-form', wrong, { origin: SITE });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ ok: false, error: MSG.length('India'), fields: { phone: MSG.length('India') } });
  });

  it('a Hindi page posts language=hi (or Content-Language: hi) and reads the message in Hindi', async () => {
    const viaField = await post('submit-form', { ...wrong, language: 'hi' }, { origin: SITE });
    expect(await json(viaField)).toEqual({ ok: false, error: PHONE_HI, fields: { phone: PHONE_HI } });
    const viaHeader = await post('submit-form', wrong, { origin: SITE, 'content-language': 'hi' });
    expect(await json(viaHeader)).toMatchObject({ error: PHONE_HI });
    // An unknown language is English.
    expect(await json(await post('submit-form', { ...wrong, language: 'xx' }, { origin: SITE }))).toMatchObject({
      error: MSG.length('India'),
    });
  });

  it('the language chooses words only: the backend gets exactly the payload fields', async () => {
    const res = await post('submit-form', { ...CALLBACK, language: 'hi' }, { origin: SITE });
    expect(res.status).toBe(202);
    const id = (await json(res)).id as string;
    await backend.waitFor((reqs) => reqs.some(byKey(id)));
    const sent = JSON.parse(backend.requests.find(byKey(id))!.body) as Record<string, string>;
    expect(Object.keys(sent)).toEqual(FIELDS['submit-form']);
  });
});
