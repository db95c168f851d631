import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/shared/i18n/catalogues';
import { indiaDay } from '../../src/shared/india-time';
import { latestDate } from '../../src/worker/pages/availability/check';
import { addDays, crewsData } from '../helpers/crews';
import { meta } from '../helpers/html';
import { alternates, canonicalOf } from '../helpers/languages';
import { worker } from '../helpers/in-process';

// Checking a date (docs/product.md#checking-a-date): GET /availability and /hi/availability, as a
// page and as JSON, in-process over the D1 stand-in. Each request comes from its own IP unless a
// test is about the rate limit.
let server: ReturnType<typeof worker>;
let ip = 0;
const today = indiaDay(new Date());
const day = addDays(today, 20);

async function ask(path: string, { json = false, from = `198.51.100.${++ip % 250}` } = {}) {
  const res = await server.fetch(path, {
    headers: {
      accept: json ? 'application/json' : 'text/html',
      'cf-connecting-ip': from,
      'accept-encoding': 'identity',
    },
  });
  return { res, body: await res.text() };
}
const db = async () => (await server.getWorker().getEnv()).LEADS_DB;
const until = () => new Date(Date.now() + 5 * 86_400_000).toISOString();
const hold = async (id: string, city: string, dates: string[]) =>
  expect(
    await (
      await crewsData()
    ).holdDates(await db(), { proposalId: id, leadId: `lead-${id}`, city, dates, until: until() }),
  ).toEqual({
    ok: true,
  });

beforeAll(async () => {
  server = worker();
  await server.listen();
});
afterAll(() => server?.close());

describe('refused questions: a 4xx with a clear message in the page language, never a 5xx', () => {
  const cases: Array<[string, string, string]> = [
    ['no date', 'city=jaipur', 'errorDate'],
    ['a malformed date', 'city=jaipur&date=14-02-2027', 'errorBadDate'],
    ['an impossible date', 'city=jaipur&date=2027-02-30', 'errorBadDate'],
    ['a past date (India time)', `city=jaipur&date=${addDays(today, -1)}`, 'errorPast'],
    ['a date more than two years ahead', `city=jaipur&date=${addDays(latestDate(today), 1)}`, 'errorFar'],
    ['an unknown city', `city=atlantis&date=${day}`, 'errorCity'],
    ['no city', `date=${day}`, 'errorCity'],
    ["the city 'other'", `city=other&date=${day}`, 'errorCity'],
  ];
  for (const [locale, prefix] of [
    ['en', ''],
    ['hi', '/hi'],
  ] as const) {
    const t = translate(locale);
    for (const [name, query, key] of cases)
      it(`${name} (${locale})`, async () => {
        const page = await ask(`${prefix}/availability?${query}`);
        expect(page.res.status).toBe(400);
        expect(page.body).toContain(`lang="${locale === 'hi' ? 'hi-IN' : 'en-IN'}"`);
        expect(page.body).toContain(t(`availability.${key}` as 'availability.errorDate'));
        expect(page.body).toContain(t('availability.refused'));
        const json = await ask(`${prefix}/availability?${query}`, { json: true });
        expect(json.res.status).toBe(400);
        expect(json.res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(JSON.parse(json.body)).toEqual({ error: t(`availability.${key}` as 'availability.errorDate') });
      });
  }
  it('2027-02-29 is no date but 2028-02-29 is', async () => {
    const { calendarDate } = await import('../../src/shared/india-time');
    expect([calendarDate('2027-02-29'), calendarDate('2028-02-29'), calendarDate('2027-13-01')]).toEqual([
      false,
      true,
      false,
    ]);
  });
});

describe('the answers: available, a few left, fully booked with the nearest free dates', () => {
  it('available while every crew is free, then limited with one left, then full with a free date each side', async () => {
    const path = `/availability?city=jaipur&date=${day}`;
    const first = await ask(path, { json: true });
    expect(first.res.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ city: 'jaipur', date: day, status: 'available', alternatives: [] });
    const maxAge = Number(/max-age=(\d+)/.exec(first.res.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);
    expect(first.res.headers.get('vary')).toMatch(/Accept/);

    await hold('a1', 'jaipur', [addDays(day, -1), day]);
    expect(JSON.parse((await ask(path, { json: true })).body).status).toBe('limited');
    await hold('a2', 'jaipur', [addDays(day, -1), day, addDays(day, 1)]);
    const full = await ask(path, { json: true });
    expect(JSON.parse(full.body)).toEqual({
      city: 'jaipur',
      date: day,
      status: 'full',
      alternatives: [addDays(day, -2), addDays(day, 1)],
    });
    // Nothing about any lead or proposal.
    expect(full.body).not.toMatch(/lead-|a1|a2/);
    // Another city's crews are free; a city's label reads as its canonical value.
    expect(JSON.parse((await ask(`/availability?city=Pune&date=${day}`, { json: true })).body)).toMatchObject({
      city: 'pune',
      status: 'available',
    });
  });

  it('the page says so in its language, with the nearest free dates and the callback request filled in', async () => {
    const page = await ask(`/availability?city=jaipur&date=${day}`);
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.res.headers.get('cache-control')).toMatch(/max-age=([1-5]?\d|60)\b/);
    expect(page.res.headers.get('vary')).toMatch(/Accept/);
    expect(page.body).toContain('data-status="full"');
    expect(page.body).toContain(`href="/availability?city=jaipur&amp;date=${addDays(day, -2)}"`);
    expect(page.body).toContain(`href="/contact?service=wedding&amp;city=jaipur&amp;date=${day}"`);
    expect(page.body).not.toMatch(/lead-a|<script(?![^>]*type="application\/ld\+json")[^>]*>[^<]/);
    const hi = await ask(`/hi/availability?city=jaipur&date=${day}`);
    expect(hi.body).toContain('lang="hi-IN"');
    expect(hi.body).toContain('पूरी तरह बुक');
    expect(hi.body).toContain(`href="/hi/contact?service=wedding&amp;city=jaipur&amp;date=${day}"`);
    expect(hi.body).toContain('action="/hi/availability"');
  });

  it('is never kept by the page memo: a new hold shows at once', async () => {
    const other = addDays(today, 40);
    const path = `/availability?city=mumbai&date=${other}`;
    expect((await ask(path)).body).toContain('data-status="available"');
    await hold('m1', 'mumbai', [other]);
    expect((await ask(path)).body).toContain('data-status="limited"');
  });

  it('is rate-limited per IP with a message, not an error page', async () => {
    const from = '203.0.113.7';
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++)
      last = (await ask(`/availability?city=jaipur&date=${day}`, { json: true, from })).res.status;
    expect(last).toBe(429);
    const res = await ask(`/availability?city=jaipur&date=${day}`, { json: true, from });
    expect(JSON.parse(res.body)).toEqual({ error: translate('en')('availability.errorBusy') });
  });
});

// What search engines read: docs/decisions/0058-the-availability-answer-is-indexed-without-a-snippet.md.
describe('what search engines read', () => {
  const pathOf = (html: string) => new URL(canonicalOf(html) ?? '').pathname;
  for (const prefix of ['', '/hi'])
    it(`${prefix}/availability: an answer is the form's duplicate, without snippet, copy or links`, async () => {
      const { body } = await ask(`${prefix}/availability?city=jaipur&date=${day}`);
      expect(meta(body, 'robots')).toBe(`nofollow, nosnippet, noarchive, unavailable_after: ${day}T23:59:59+05:30`);
      expect(pathOf(body)).toBe(`${prefix}/availability`);
      expect(meta(body, 'og:url')).toBe(canonicalOf(body));
      expect(alternates(body)).toEqual({});

      const form = await ask(`${prefix}/availability`);
      expect(form.res.status).toBe(200);
      expect(form.res.headers.get('cache-control')).toMatch(/max-age=([1-5]?\d|60)\b/);
      expect(meta(form.body, 'robots')).toBeUndefined();
      expect(pathOf(form.body)).toBe(`${prefix}/availability`);
      const t = translate(prefix ? 'hi' : 'en');
      expect(form.body).toContain(t('availability.metaTitle'));
      expect(form.body).toMatch(/<select[^>]*name="city"/);
      const urls = Object.values(alternates(form.body)).map((href) => new URL(href).pathname);
      expect(Object.keys(alternates(form.body))).toEqual(['en-IN', 'hi-IN', 'x-default']);
      expect(urls).toEqual(['/availability', '/hi/availability', '/availability']);
      expect(alternates(form.body)[prefix ? 'hi-IN' : 'en-IN']).toBe(canonicalOf(form.body));
    });

  it('a refused question stays noindex, and JSON asked nothing is refused as before', async () => {
    expect(meta((await ask('/availability?city=jaipur&date=2027-02-30')).body, 'robots')).toBe('noindex, nofollow');
    const json = await ask('/availability', { json: true });
    expect(json.res.status).toBe(400);
    expect(JSON.parse(json.body)).toEqual({ error: translate('en')('availability.errorDate') });
  });
});
