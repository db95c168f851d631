import { describe, expect, it } from 'vitest';
import type { Backend } from '../helpers/backend-standin';
import type { worker } from '../helpers/in-process';
import { SITE, leadWorker } from '../helpers/lead-unit';
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
 * Lead capture (docs/developers.md#the-lead-api): the three endpoints, every validation message, the
 * exact relayed payloads and headers (stand-in backend), the honeypot. Refusals: lead-refusals.test.ts; the
 * no-JavaScript answers and the application pages: lead-pages.test.ts.
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

let backend: Backend;
let server: ReturnType<typeof worker>;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postTo(server, path, body, headers);

leadWorker((site) => ({ backend, server } = site));

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
