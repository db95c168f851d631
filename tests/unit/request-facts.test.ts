import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBrowser, worker } from '../helpers/in-process';
import { canonicalOf, htmlLang } from '../helpers/languages';
import { CALLBACK, PARTNER, ip, json, post } from '../helpers/leads';
import { text } from '../helpers/html';
import { en } from '../../src/shared/i18n/messages/en';
import { hi } from '../../src/shared/i18n/messages/hi';

/**
 * The facts each request is answered by (src/worker/request/facts.ts), in-process: the path links
 * and canonicals are built from, and the language of a page answering a form's post, whose own path
 * (/api/…) names none.
 */
const SITE = 'https://photos.example.in';
const server = worker({ SITE_URL: SITE });
beforeAll(() => server.getWorker().applyD1Migrations('LEADS_DB'));
afterAll(() => server.close());

describe('a path that names another site stays a path on this one', () => {
  it.each([
    ['//evil.example/', '/hi/evil.example/', `${SITE}/evil.example/`],
    ['/hi//evil.example/', '/evil.example/', `${SITE}/hi/evil.example/`],
    ['/hi/\\evil.example', '/evil.example', `${SITE}/hi/evil.example`],
  ])('GET %s: a 404 whose language switch and canonical stay on the site', async (path, switchHref, canonical) => {
    const res = await server.fetch(`${SITE}${path}`, asBrowser);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`class="lang-switch__link" href="${switchHref}"`);
    expect(canonicalOf(html)).toBe(canonical);
    // Nowhere a scheme-relative `//evil.example` or `/\evil.example`: not in a link, a form, the
    // canonical, Open Graph, the chat link's `from` nor an island's props (the consent form's return).
    expect(html).not.toMatch(/\/\/evil\.example|\\+evil\.example/);
  });
});

const noJs = (referer?: string) => ({
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'text/html',
  ...(referer ? { referer: `${SITE}${referer}` } : {}),
});

describe("a form's answer without JavaScript, in the language of the page it was sent from", () => {
  it('429 from /hi/become-partner: the form again in Hindi, lang="hi-IN", with the Hindi refusal', async () => {
    const client = '198.51.100.42';
    for (let i = 0; i < 10; i++) await post(server, 'submit-partner-form', {}, { 'cf-connecting-ip': client });
    const res = await server.fetch('/api/submit-partner-form', {
      method: 'POST',
      headers: { ...noJs('/hi/become-partner'), 'cf-connecting-ip': client },
      body: new URLSearchParams({ ...PARTNER, language: 'hi' }).toString(),
    });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(htmlLang(html)).toBe('hi-IN');
    expect(text(html)).toContain(hi['api.rate']);
    expect(text(html)).not.toContain(en['api.rate']);
  });

  it('413 from /hi/contact: the page in Hindi with the Hindi refusal; from /contact, English as before', async () => {
    const body = new URLSearchParams({ ...CALLBACK, message: 'x'.repeat(17 * 1024) }).toString();
    const send = (referer: string) =>
      server.fetch('/api/submit-form', {
        method: 'POST',
        headers: { ...noJs(referer), 'cf-connecting-ip': ip() },
        body,
      });
    const hiRes = await send('/hi/contact');
    expect(hiRes.status).toBe(413);
    const hiHtml = await hiRes.text();
    expect(htmlLang(hiHtml)).toBe('hi-IN');
    expect(text(hiHtml)).toContain(hi['api.size']);
    const enRes = await send('/contact');
    expect(enRes.status).toBe(413);
    const enHtml = await enRes.text();
    expect(htmlLang(enHtml)).toBe('en-IN');
    expect(text(enHtml)).toContain('Request body is too large (limit 16 KB)');
  });

  it('the call time chosen on a Hindi page: its answer is Hindi under lang="hi-IN", by its field or its Referer', async () => {
    const res = await post(server, 'submit-form', { ...CALLBACK, language: 'hi' });
    const { callTime } = (await res.json()) as { callTime: { token: string; slots: string[] } };
    const choose = (fields: Record<string, string>, referer?: string) =>
      server.fetch('/api/call-time', {
        method: 'POST',
        headers: { ...noJs(referer), 'cf-connecting-ip': ip() },
        body: new URLSearchParams({ token: callTime.token, ...fields }).toString(),
      });
    const byField = await choose({ time: callTime.slots[0]!, locale: 'hi' });
    expect(byField.status).toBe(200);
    const chosen = await byField.text();
    expect(htmlLang(chosen)).toBe('hi-IN');
    expect(text(chosen)).toContain(hi['slots.continue']);
    // Its way on leads to the Hindi home.
    expect(chosen).toMatch(new RegExp(`<a [^>]*href="/hi"[^>]*>${hi['slots.continue']}</a>`));
    // Refused (the time is taken by now), from a Hindi page's Referer alone: Hindi too.
    const byReferer = await choose({ time: callTime.slots[0]! }, '/hi/contact');
    const refused = await byReferer.text();
    expect(byReferer.status).toBeGreaterThanOrEqual(400);
    expect(htmlLang(refused)).toBe('hi-IN');
    expect(text(refused)).toContain(hi['slots.continue']);
  });
});

describe('the JSON refusals in the language the submission declares (Content-Language)', () => {
  const sent = (body: string | Uint8Array, type = 'application/json') =>
    server.fetch('/api/submit-form', {
      method: 'POST',
      headers: { 'content-type': type, 'content-language': 'hi', 'cf-connecting-ip': ip() },
      body,
    });

  it('415, 400 and 413 in Hindi; without the header, English word for word', async () => {
    const cases: Array<[ReturnType<typeof sent>, number, keyof typeof hi]> = [
      [sent(JSON.stringify(CALLBACK), 'text/plain'), 415, 'api.type'],
      [sent('{"firstName":'), 400, 'api.json'],
      [sent('[1]'), 400, 'api.object'],
      [sent(new Uint8Array([0x7b, 0xff, 0x7d])), 400, 'api.encoding'],
      [sent(JSON.stringify({ ...CALLBACK, message: 'x'.repeat(17 * 1024) })), 413, 'api.size'],
    ];
    for (const [res, status, key] of cases) {
      const answer = await res;
      expect(answer.status).toBe(status);
      expect(await json(answer)).toEqual({ ok: false, error: hi[key] });
    }
    const english = await post(server, 'submit-form', '{"firstName":');
    expect(await json(english)).toEqual({ ok: false, error: en['api.json'] });
  });
});
