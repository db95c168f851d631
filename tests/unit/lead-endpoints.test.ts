import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { worker } from '../helpers/in-process';
import { attr, text } from '../helpers/html';
import {
  CALLBACK,
  FIELDS,
  MSG,
  PARTNER,
  PHOTOGRAPHER,
  byKey,
  ip,
  istNow,
  json,
  leadRows,
  post as postTo,
  type Json,
} from '../helpers/leads';

/**
 * Lead capture in workerd (docs/developers.md#the-lead-api): the three endpoints, every validation message, the exact
 * relayed payloads and headers (stand-in backend), every refusal (400, 403, 413, 415, 422, 429),
 * the honeypot, the no-JavaScript answers and the application pages.
 * The outage path (DLQ → D1 → cron) and the never-202 guarantee: leads-relay.test.ts.
 */

const {
  required: REQUIRED,
  email: EMAIL,
  city: CITY,
  digits: DIGITS,
  country: COUNTRY,
  type: TYPE,
  url: URL_MSG,
  length,
} = MSG;
const SITE = 'https://photos.example.in';

let backend: Backend;
let server: ReturnType<typeof worker>;
let base: string;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postTo(server, path, body, headers);

beforeAll(async () => {
  backend = await startBackend();
  server = worker({ SITE_URL: SITE, BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' });
  base = (await server.listen()).url.toString().replace(/\/$/, '');
  await server.getWorker().applyD1Migrations('LEADS_DB');
});
afterAll(async () => {
  await server?.close();
  await backend?.close();
});

describe('validation on the server (docs/product.md#form-validation, verbatim)', () => {
  const callbackCases: Array<[string, Json, string, string]> = [
    ['first name missing', { firstName: '' }, 'firstName', REQUIRED],
    ['last name only spaces', { lastName: '   ' }, 'lastName', REQUIRED],
    ['email missing', { email: undefined }, 'email', REQUIRED],
    ['phone missing', { phone: '' }, 'phone', REQUIRED],
    ['service missing', { service: '' }, 'service', REQUIRED],
    ['city missing', { city: null }, 'city', REQUIRED],
    ['email without a dot in the domain', { email: 'priya@example' }, 'email', EMAIL],
    ['email with a space', { email: 'pri ya@example.in' }, 'email', EMAIL],
    ["city 'other' without a name", { city: 'other', customCity: '  ' }, 'customCity', CITY],
    ['letters in the phone', { phone: '98765abcde' }, 'phone', DIGITS],
    ['a spaced phone', { phone: '98765 4321' }, 'phone', DIGITS],
    ['9 digits for India', { phone: '987654321' }, 'phone', length('India')],
    ['11 digits for US/Canada', { countryCode: '+1', phone: '20255501234' }, 'phone', length('US/Canada')],
    ['9 digits for the UK', { countryCode: '+44', phone: '207946095' }, 'phone', length('UK')],
    ['a country code not offered', { countryCode: '+33' }, 'countryCode', COUNTRY],
    ['a list for a name', { firstName: ['Priya'] }, 'firstName', TYPE],
    ['an object for the message', { message: { text: 'hi' } }, 'message', TYPE],
    ['a boolean for the city', { city: true }, 'city', TYPE],
  ];
  it.each(callbackCases)('callback: %s', async (_, patch, field, message) => {
    const res = await post('submit-form', { ...CALLBACK, ...patch });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body).toMatchObject({ ok: false, error: message });
    expect((body.fields as Json)[field]).toBe(message);
    expect(Object.keys(body.fields as Json)).toEqual([field]);
  });

  it('callback: all required fields at once, and the required message comes first', async () => {
    const empty = await json(await post('submit-form', {}));
    expect(empty.error).toBe(REQUIRED);
    expect(empty.fields).toEqual(
      Object.fromEntries(['firstName', 'lastName', 'email', 'phone', 'service', 'city'].map((f) => [f, REQUIRED])),
    );
    const mixed = await json(await post('submit-form', { ...CALLBACK, firstName: '', email: 'nope', phone: '12' }));
    expect(mixed).toMatchObject({
      error: REQUIRED,
      fields: { firstName: REQUIRED, email: EMAIL, phone: length('India') },
    });
  });

  it('callback: the inline form skips the x@y.z check (docs/product.md#form-validation), nothing else', async () => {
    expect((await post('submit-form', { ...CALLBACK, email: 'priya-at-home', variant: 'inline' })).status).toBe(202);
    const res = await post('submit-form', { ...CALLBACK, email: '', variant: 'inline' });
    expect(await json(res)).toMatchObject({ error: REQUIRED, fields: { email: REQUIRED } });
  });

  const partnerCases: Array<[string, Json, string, string]> = [
    ...['name', 'email', 'mobileNumber', 'businessName', 'whyPartner', 'howDidYouKnow'].map(
      (f): [string, Json, string, string] => [`${f} missing`, { [f]: '' }, f, REQUIRED],
    ),
    ['a bad email', { email: 'aarav@' }, 'email', EMAIL],
    ['letters in the mobile number', { mobileNumber: 'call me' }, 'mobileNumber', DIGITS],
    ['an unknown country prefix', { mobileNumber: '+33 6 12 34 56 78' }, 'mobileNumber', COUNTRY],
    ['a short Indian number', { mobileNumber: '98765' }, 'mobileNumber', length('India')],
    ['a short US number', { mobileNumber: '+1 202 555 012' }, 'mobileNumber', length('US/Canada')],
    ['a list for the business', { businessName: ['a', 'b'] }, 'businessName', TYPE],
  ];
  it.each(partnerCases)('partner: %s', async (_, patch, field, message) => {
    const body = await json(await post('submit-partner-form', { ...PARTNER, ...patch }));
    expect(body).toMatchObject({ ok: false, error: message });
    expect(body.fields).toEqual({ [field]: message });
  });

  const photographerCases: Array<[string, Json, string, string]> = [
    ...['name', 'email', 'mobileNumber', 'experience', 'portfolio', 'city', 'whyJoin', 'howDidYouKnow'].map(
      (f): [string, Json, string, string] => [`${f} missing`, { [f]: '' }, f, REQUIRED],
    ),
    ['an experience level not offered', { experience: 'Guru' }, 'experience', REQUIRED],
    ['a portfolio that is not a link', { portfolio: 'my instagram' }, 'portfolio', URL_MSG],
    ['a javascript: portfolio link', { portfolio: 'javascript:alert(1)' }, 'portfolio', URL_MSG],
    ["city 'other' without a name", { customCity: '' }, 'customCity', CITY],
    ['a bad email', { email: 'diya@@photo.example' }, 'email', EMAIL],
    ['letters in the mobile number', { mobileNumber: '98x7654321' }, 'mobileNumber', DIGITS],
  ];
  it.each(photographerCases)('photographer: %s', async (_, patch, field, message) => {
    const body = await json(await post('submit-photographer-form', { ...PHOTOGRAPHER, ...patch }));
    expect(body).toMatchObject({ ok: false, error: message });
    expect(body.fields).toEqual({ [field]: message });
  });

  it('photographer: an empty form flags every field as required', async () => {
    const body = await json(await post('submit-photographer-form', {}));
    expect(body.error).toBe(REQUIRED);
    expect(Object.keys(body.fields as Json).sort()).toEqual([
      'city',
      'email',
      'experience',
      'howDidYouKnow',
      'mobileNumber',
      'name',
      'portfolio',
      'whyJoin',
    ]);
  });
});

describe('relay to the backend (docs/product.md#lead-endpoints)', () => {
  it.each([
    [
      'submit-form',
      CALLBACK,
      {
        firstName: 'Priya',
        lastName: 'Sharma',
        email: 'priya@example.in',
        phone: '+919876543210',
        service: 'wedding',
        city: 'jaipur',
        message: 'Evening shoot, please.',
      },
    ],
    [
      'submit-partner-form',
      PARTNER,
      {
        name: 'Aarav Mehta',
        email: 'aarav@travel.example',
        mobileNumber: '+919876543210',
        category: 'Travel Agency',
        otherCategory: '',
        businessName: 'Mehta Travels',
        whyPartner: 'Our guests ask for photographers.',
        howDidYouKnow: 'Instagram',
      },
    ],
    [
      'submit-photographer-form',
      PHOTOGRAPHER,
      {
        name: 'Diya Rao',
        email: 'diya@photo.example',
        mobileNumber: '+919876543210',
        experience: 'Expert (5+ years)',
        portfolio: 'https://diya.example/work',
        city: 'Goa',
        whyJoin: 'More weddings.',
        howDidYouKnow: 'A friend',
      },
    ],
  ] as const)(
    '%s: 202 { ok, id }, then exactly the payload JSON with Content-Type and Idempotency-Key',
    async (endpoint, input, expected) => {
      const before = istNow();
      const res = await post(endpoint, { ...input, isAdmin: true, website: '' }, { origin: SITE });
      expect(res.status).toBe(202);
      const body = await json(res);
      expect(body.ok).toBe(true);
      const id = body.id as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);

      await backend.waitFor((reqs) => reqs.some(byKey(id)));
      const got = backend.requests.filter(byKey(id));
      expect(got).toHaveLength(1);
      const r = got[0]!;
      expect(r.method).toBe('POST');
      expect(r.path).toBe(`/${endpoint}`);
      expect(r.headers['content-type']).toBe('application/json');
      const sent = JSON.parse(r.body) as Record<string, string>;
      expect(Object.keys(sent)).toEqual(FIELDS[endpoint]);
      const { timestamp, ...rest } = sent;
      expect(rest).toEqual(expected);
      expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(timestamp! >= before.slice(0, 16) && timestamp! <= istNow()).toBe(true);
    },
  );

  it('normalises what it relays: trimmed, capped, numbers as text, city names, presets, unknown fields dropped', async () => {
    const cases: Array<[Json, Record<string, string>]> = [
      [
        { ...CALLBACK, firstName: '  Priya  ', phone: 9876543210, message: 'x'.repeat(2500), role: 'admin' },
        { firstName: 'Priya', phone: '+919876543210', message: 'x'.repeat(2000) },
      ],
      [{ ...CALLBACK, city: 'Delhi NCR' }, { city: 'delhi-ncr' }],
      [{ ...CALLBACK, city: 'Goa' }, { city: 'Goa' }],
      [{ ...CALLBACK, city: 'other', customCity: ' Shimla ' }, { city: 'Shimla' }],
      [{ ...CALLBACK, city: 'pune', customCity: 'Leftover' }, { city: 'pune' }],
      [
        { ...CALLBACK, service: 'Wedding Packages - Gold', countryCode: '+44', phone: '2079460958' },
        { service: 'Wedding Packages - Gold', phone: '+442079460958' },
      ],
    ];
    const ids = await Promise.all(
      cases.map(async ([input]) => (await json(await post('submit-form', input))).id as string),
    );
    const partner = await json(
      await post('submit-partner-form', {
        ...PARTNER,
        category: 'Others',
        otherCategory: 'Wedding planner',
        mobileNumber: '098765-43210',
      }),
    );
    const dflt = await json(await post('submit-partner-form', { ...PARTNER, category: undefined }));
    const all = [...ids, partner.id as string, dflt.id as string];
    await backend.waitFor((reqs) => all.every((id) => reqs.some(byKey(id))));
    const sent = (id: string) => JSON.parse(backend.requests.find(byKey(id))!.body) as Record<string, string>;
    cases.forEach(([, expected], i) => {
      expect(sent(ids[i]!)).toMatchObject(expected);
      expect(Object.keys(sent(ids[i]!))).toEqual(FIELDS['submit-form']);
    });
    expect(sent(partner.id as string)).toMatchObject({
      category: 'Others',
      otherCategory: 'Wedding planner',
      mobileNumber: '+919876543210',
    });
    expect(sent(dflt.id as string)).toMatchObject({ category: 'Influencer' });
  });

  it('accepts form-encoded posts (answering JSON to non-browser clients) and relays them the same way', async () => {
    const res = await server.fetch('/api/submit-form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip() },
      body: new URLSearchParams({ ...CALLBACK, phone: '9123456780', extra: 'dropped' }).toString(),
    });
    expect(res.status).toBe(202);
    const { id } = await json(res);
    await backend.waitFor((reqs) => reqs.some(byKey(id as string)));
    expect(JSON.parse(backend.requests.find(byKey(id as string))!.body)).toMatchObject({
      phone: '+919123456780',
      city: 'jaipur',
    });
  });

  it('a filled honeypot gets a 202 and relays nothing; a valid lead is kept as spam, an invalid one dropped', async () => {
    const before = backend.requests.length;
    const res = await post('submit-form', { ...CALLBACK, firstName: 'Bot', website: 'https://spam.example' });
    expect(res.status).toBe(202);
    const { ok, id } = await json(res);
    expect(ok).toBe(true);
    // Even an invalid bot submission is "accepted" and dropped.
    expect((await post('submit-photographer-form', { website: 'x' })).status).toBe(202);
    await server.idle(); // every queue message delivered: a relay would have happened by now
    expect(backend.requests.slice(before).some(byKey(id as string))).toBe(false);
    expect(backend.requests.slice(before).some((r) => r.body.includes('Bot'))).toBe(false);
    // Kept as spam (docs/sales.md#verified-unverified-spam): in D1 only, never relayed.
    expect((await leadRows(server, [id as string])).map((r) => r.status)).toEqual(['spam']);
  });
});

describe('refusals: each a clear JSON message, never a stack', () => {
  it('400 for malformed JSON and for JSON that is not an object', async () => {
    for (const [body, error] of [
      ['{"firstName": "Priya",', 'Malformed JSON body'],
      ['', 'Malformed JSON body'],
      ['[1,2]', 'Request body must be a JSON object'],
      ['"text"', 'Request body must be a JSON object'],
      ['null', 'Request body must be a JSON object'],
    ]) {
      const res = await post('submit-form', body!);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ ok: false, error });
    }
    const bad = await server.fetch('/api/submit-partner-form', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip() },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toBe('Request body must be UTF-8 text');
  });

  it('413 over 16 KB: by Content-Length, and by the bytes actually read when there is none', async () => {
    const huge = JSON.stringify({ ...CALLBACK, message: 'x'.repeat(17 * 1024) });
    const res = await post('submit-form', huge);
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ ok: false, error: 'Request body is too large (limit 16 KB)' });

    const chunk = new TextEncoder().encode(`{"message":"${'y'.repeat(4096)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fetch(`${base}/api/submit-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error).toBe('Request body is too large (limit 16 KB)');

    // Just under the limit is fine.
    const near = JSON.stringify({ ...CALLBACK, message: 'z'.repeat(15 * 1024) });
    expect((await post('submit-form', near)).status).toBe(202);
  });

  it('415 for other content types', async () => {
    for (const type of ['text/plain', 'application/xml', '']) {
      const res = await server.fetch('/api/submit-photographer-form', {
        method: 'POST',
        headers: { ...(type ? { 'content-type': type } : {}), 'cf-connecting-ip': ip() },
        body: JSON.stringify(PHOTOGRAPHER),
      });
      expect(res.status).toBe(415);
      expect((await json(res)).error).toBe(
        'Unsupported content type: send application/json, application/x-www-form-urlencoded or multipart/form-data',
      );
    }
  });

  it("403 for a foreign Origin; the site's own origin and the request's own origin pass", async () => {
    for (const origin of [
      'https://evil.example',
      'http://photos.example.in',
      'https://photos.example.in.evil.example',
      'null',
    ]) {
      const res = await post('submit-form', CALLBACK, { origin });
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ ok: false, error: 'Cross-origin requests are not allowed' });
    }
    expect((await post('submit-form', CALLBACK, { origin: SITE })).status).toBe(202);
    expect((await post('submit-form', CALLBACK, { origin: base })).status).toBe(202);
  });

  it('429 past 10 a minute per IP across the forms (the RATE_LIMITER binding is enforced by local workerd)', async () => {
    const client = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('submit-form', { firstName: '' }, { 'cf-connecting-ip': client })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
    const limited = await post('submit-form', CALLBACK, { 'cf-connecting-ip': client });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await json(limited)).toEqual({
      ok: false,
      error: 'Too many submissions. Please wait a minute and try again.',
    });
    // The budget is the client's across the three forms (docs/operators.md "Rate limits"); another IP still passes.
    expect((await post('submit-partner-form', PARTNER, { 'cf-connecting-ip': client })).status).toBe(429);
    expect((await post('submit-form', CALLBACK)).status).toBe(202);
  });

  it('405 JSON for other methods', async () => {
    const res = await server.fetch('/api/submit-form');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await json(res)).ok).toBe(false);
  });
});

describe('without JavaScript: a form-encoded browser post gets a page', () => {
  const asForm = (body: Record<string, string>, path: string) =>
    server.fetch(`/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
        'cf-connecting-ip': ip(),
        origin: SITE,
        referer: `${SITE}/contact?service=wedding`,
      },
      body: new URLSearchParams(body).toString(),
    });

  it('callback: success page, and the lead is relayed', async () => {
    const before = backend.requests.length;
    const res = await asForm({ ...CALLBACK, firstName: 'NoScript', variant: 'inline', website: '' }, 'submit-form');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(text(html)).toContain('Form submitted successfully!');
    expect(html).toContain('href="/contact?service=wedding"');
    await backend.waitFor((reqs) => reqs.slice(before).some((r) => r.body.includes('NoScript')));
  });

  it('callback: invalid → 422, the form again with each message and the input kept', async () => {
    const res = await asForm(
      { ...CALLBACK, firstName: 'Kept', email: '', city: 'other', customCity: '', phone: '12345', variant: 'modal' },
      'submit-form',
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    const t = text(html);
    expect(t).toContain(REQUIRED);
    expect(t).toContain(CITY);
    expect(t).toContain(length('India'));
    expect(attr(html, /<input[^>]*name="firstName"[^>]*>/, 'value')).toBe('Kept');
    expect(attr(html, /<input[^>]*name="phone"[^>]*>/, 'value')).toBe('12345');
    expect(html).toMatch(/<option value="other" selected="">/);
    expect(html).toContain('data-island="CallbackForm"');
  });

  it('partner: success screen; invalid → 422 page with the messages and input', async () => {
    const ok = await asForm(PARTNER, 'submit-partner-form');
    expect(ok.status).toBe(200);
    const t = text(await ok.text());
    expect(t).toContain('Application Submitted!');
    expect(t).toContain('Submit Another Application');
    expect(t).toContain('Partnership with ShutterStory');

    const bad = await asForm({ ...PARTNER, email: 'aarav@', whyPartner: '  ' }, 'submit-partner-form');
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(text(html)).toContain(EMAIL);
    expect(text(html)).toContain(REQUIRED);
    expect(attr(html, /<input[^>]*name="businessName"[^>]*>/, 'value')).toBe('Mehta Travels');
  });

  it('photographer: success screen', async () => {
    const res = await asForm(PHOTOGRAPHER, 'submit-photographer-form');
    expect(res.status).toBe(200);
    expect(text(await res.text())).toContain('Application Submitted!');
  });

  it('a refusal (429) is a page with its message too', async () => {
    const client = '198.51.100.7';
    for (let i = 0; i < 10; i++) await post('submit-partner-form', {}, { 'cf-connecting-ip': client });
    const res = await server.fetch('/api/submit-partner-form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'cf-connecting-ip': client },
      body: new URLSearchParams(PARTNER).toString(),
    });
    expect(res.status).toBe(429);
    expect(text(await res.text())).toContain('Too many submissions. Please wait a minute and try again.');
  });
});

describe('application pages', () => {
  it('/become-partner: header, three benefit cards, the form with its defaults, stats', async () => {
    const res = await server.fetch('/become-partner');
    expect(res.status).toBe(200);
    const html = await res.text();
    const t = text(html);
    expect(t).toContain('Partnership with ShutterStory');
    expect(html.match(/class="benefit-card"/g)).toHaveLength(3);
    for (const s of ['500+', 'Active Partners', '50+', 'Cities', '24hr', 'Response Time']) expect(t).toContain(s);
    expect(html).toContain('action="/api/submit-partner-form"');
    expect(html).toContain('method="post"');
    for (const name of [
      'name',
      'email',
      'mobileNumber',
      'category',
      'otherCategory',
      'businessName',
      'whyPartner',
      'howDidYouKnow',
    ])
      expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<option value="Influencer" selected="">Influencer<\/option>/);
    for (const c of ['Influencer', 'Travel Agency', 'Hotels', 'Tourism', 'Fashion Lifestyle', 'Others'])
      expect(html).toContain(`<option value="${c}"`);
    const trap = html.match(/<input[^>]*name="website"[^>]*>/)![0];
    expect(trap).toContain('tabindex="-1"');
    expect(trap.toLowerCase()).toContain('autocomplete="off"');
    expect(html).toMatch(/<div class="visually-hidden" aria-hidden="true"><label>Website<input[^>]*name="website"/);
  });

  it('/become-photographer: header, benefits, every field, experience levels and cities, stats', async () => {
    const html = await (await server.fetch('/become-photographer')).text();
    const t = text(html);
    expect(t).toContain('Become a ShutterStory Photographer');
    expect(html.match(/class="benefit-card"/g)).toHaveLength(3);
    for (const s of ['200+', 'Active Photographers', '50+', 'Cities', '24hr']) expect(t).toContain(s);
    expect(html).toContain('action="/api/submit-photographer-form"');
    for (const l of ['Beginner (0-1 years)', 'Intermediate (1-3 years)', 'Advanced (3-5 years)', 'Expert (5+ years)'])
      expect(html).toContain(`<option value="${l}">`);
    expect(html).toContain('<option value="delhi-ncr">Delhi NCR</option>');
    expect(html).toContain('<option value="other">Other</option>');
    expect(html).toMatch(/<input[^>]*type="url"[^>]*name="portfolio"|<input[^>]*name="portfolio"[^>]*type="url"/);
  });

  it('every page mounts the callback modal island once, auto-opening only on the home page', async () => {
    const home = await (await server.fetch('/')).text();
    expect(home.match(/data-island="CallbackModal"/g)).toHaveLength(1);
    expect(attr(home, /<div[^>]*data-island="CallbackModal"[^>]*>/, 'data-props')).toBe('{&quot;home&quot;:true}');
    const other = await (await server.fetch('/become-partner')).text();
    expect(attr(other, /<div[^>]*data-island="CallbackModal"[^>]*>/, 'data-props')).toBe('{&quot;home&quot;:false}');
  });
});
