import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBrowser, BROWSER_UA, worker } from '../helpers/in-process';
import { freshGclid, Jar, setCookies } from '../helpers/attribution';
import { CALLBACK, json, post } from '../helpers/leads';
import { startSanityStandIn, type StandIn } from '../helpers/sanity-standin';
import { sanityVars } from '../helpers/in-process';

/**
 * Attribution and consent in the built worker: server-side capture of ad attribution on landing, consent
 * deciding how long it is kept, hostile values, the event id, the ledger row of a lead kept
 * without a backend, and marketing parameters never splitting the page memo or content cache
 * nor reaching canonical, og:url or the sitemap.
 */
const SITE = 'https://photos.example.in';
const AD = '/place/wedding-photographer-jaipur';
let standin: StandIn;
let server: ReturnType<typeof worker>;

beforeAll(async () => {
  standin = await startSanityStandIn();
  server = worker({ SITE_URL: SITE, ...sanityVars(standin.url) });
  await server.listen();
});
afterAll(async () => {
  await server?.close();
  await standin?.close();
});

const page = (path: string, jar?: Jar, headers: Record<string, string> = {}) =>
  server.fetch(path, { headers: { ...asBrowser.headers, ...(jar?.header ? { cookie: jar.header } : {}), ...headers } });

async function choose(jar: Jar, choice: 'accept' | 'reject' | 'save', extra: Record<string, string> = {}) {
  const res = await server.fetch('/consent', {
    method: 'POST',
    headers: { cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    body: new URLSearchParams({ returnTo: '/contact', choice, ...extra }),
    redirect: 'manual',
  });
  jar.take(res);
  return res;
}

async function ledgerRow(id: string) {
  const env = await server.getWorker().getEnv();
  return (await env.LEADS_DB.prepare('SELECT * FROM lead_ledger WHERE id = ?1').bind(id).first()) as Record<
    string,
    string | null
  > | null;
}

describe('capture on landing (no JavaScript needed)', () => {
  it('keeps the first touch for the visit only, before any choice: a session cookie, HttpOnly', async () => {
    const jar = new Jar();
    const gclid = freshGclid();
    const res = await page(
      `${AD}?utm_source=google&utm_medium=cpc&utm_campaign=jaipur-weddings&utm_term=wedding+photographer&utm_content=ad-a&gclid=${gclid}&page=1`,
      jar,
      { referer: 'https://www.google.com/search?q=wedding+photographer+jaipur' },
    );
    expect(res.status).toBe(200);
    const set = jar.take(res);
    expect(set.map((c) => c.name)).toEqual(['attr_first']);
    expect(set[0]!.attrs).toMatch(/HttpOnly/);
    expect(set[0]!.attrs).toMatch(/SameSite=Lax/);
    expect(set[0]!.attrs).not.toMatch(/Max-Age|Expires/i);
    expect(jar.touch('attr_first')).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'jaipur-weddings',
      utm_term: 'wedding photographer',
      utm_content: 'ad-a',
      gclid,
      gbraid: null,
      wbraid: null,
      fbclid: null,
      referrer: 'https://www.google.com',
      landingPage: expect.stringMatching(/^\/place\/wedding-photographer-jaipur\?utm_source=google&.*&page=1$/),
    });
    // Nothing of it on the page itself.
    expect(await res.text()).not.toContain(gclid);
  });

  it('writes nothing on later plain page views; a visit with campaign parameters replaces only the last touch', async () => {
    const jar = new Jar();
    jar.take(await page('/blogs', jar, { referer: 'https://news.example.org/story/42' }));
    expect(jar.touch('attr_first')).toMatchObject({
      referrer: 'https://news.example.org',
      utm_source: null,
      landingPage: '/blogs',
    });
    expect(setCookies(await page('/about', jar, { referer: `${SITE}/blogs` }))).toEqual([]);
    jar.take(await page(`${AD}?utm_source=facebook&utm_medium=paid&fbclid=IwAR0abc_DEF-1`, jar));
    expect(jar.touch('attr_first')).toMatchObject({ landingPage: '/blogs' });
    expect(jar.touch('attr_last')).toMatchObject({ utm_source: 'facebook', fbclid: 'IwAR0abc_DEF-1', referrer: null });
    // Internal navigation is not a referrer, and a parameterless page keeps both touches.
    expect(setCookies(await page('/contact', jar, { referer: `${SITE}${AD}` }))).toEqual([]);
  });

  it('keeps hostile and oversized values inert and short', async () => {
    const jar = new Jar();
    const huge = encodeURIComponent(`<script>alert(1)</script>${'A'.repeat(5000)}`);
    const res = await page(
      `/contact?utm_source=${huge}&utm_campaign=%E2%80%AEevil%00%0Aname&gclid=${encodeURIComponent('abc"><img src=x onerror=alert(1)>')}&wbraid=${'w'.repeat(400)}&utm_medium=${encodeURIComponent('<b>cpc</b>')}`,
      jar,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/<script>alert|onerror=alert|<b>cpc/);
    const set = jar.take(res);
    expect(set[0]!.value.length).toBeLessThan(2000);
    const t = jar.touch('attr_first')!;
    expect(t.utm_source).toBe(`<script>alert(1)</script>${'A'.repeat(75)}`);
    expect(t.utm_campaign).toBe('evil name');
    expect(t.utm_medium).toBe('<b>cpc</b>');
    expect(t.gclid).toBeNull();
    expect(t.wbraid).toBeNull();
    expect(t.landingPage!.length).toBeLessThanOrEqual(300);

    // A forged cookie is read back through the same schema: nothing beyond what a capture keeps.
    const forged = Buffer.from(
      JSON.stringify([
        '2026-11-23T07:00:00.000Z',
        '/x',
        'javascript:alert(1)',
        'z'.repeat(2000),
        null,
        null,
        null,
        null,
        'ok_id',
        null,
        null,
        null,
      ]),
    ).toString('base64url');
    const lead = await post(server, 'submit-form', CALLBACK, { cookie: `attr_first=${forged}` });
    expect(lead.status).toBe(202);
    const row = await ledgerRow((await json(lead)).id as string);
    const first = JSON.parse(row!.first_touch!);
    expect(first).toMatchObject({ utm_source: 'z'.repeat(100), referrer: null, gclid: 'ok_id' });
  });

  it('keeps attribution for 90 days after consent, and withdrawing makes it a session cookie again', async () => {
    const jar = new Jar();
    jar.take(await page(`${AD}?utm_source=google&gclid=${freshGclid()}`, jar));
    const accepted = await choose(jar, 'accept');
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/contact');
    const byName = Object.fromEntries(setCookies(accepted).map((c) => [c.name, c]));
    expect(byName.consent!.value).toMatch(/^\d{4}-\d{2}-\d{2}\.1\.\d{10}$/);
    expect(byName.attr_first!.attrs).toMatch(/Max-Age=7776000/);
    // A later ad click keeps 90 days too.
    const later = jar.take(await page(`${AD}?utm_source=bing&utm_medium=cpc`, jar));
    expect(later.find((c) => c.name === 'attr_last')!.attrs).toMatch(/Max-Age=7776000/);

    const withdrawn = setCookies(await choose(jar, 'save')); // box unticked: marketing not allowed
    expect(Object.fromEntries(withdrawn.map((c) => [c.name, c.value])).consent).toMatch(/\.0\.\d+$/);
    for (const name of ['attr_first', 'attr_last']) {
      const c = withdrawn.find((x) => x.name === name)!;
      expect(c.attrs).not.toMatch(/Max-Age|Expires/i);
    }
    expect(jar.touch('attr_first')).toMatchObject({ utm_source: 'google' });
  });

  it('refuses a consent post from another site, and answers JSON to the script', async () => {
    const foreign = await server.fetch('/consent', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=accept',
      redirect: 'manual',
    });
    expect(foreign.status).toBe(403);
    expect(setCookies(foreign)).toEqual([]);
    const js = await server.fetch('/consent', {
      method: 'POST',
      headers: { origin: SITE, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=reject&returnTo=//evil.example',
    });
    expect(js.status).toBe(200);
    expect(await js.json()).toMatchObject({ ok: true, marketing: false });
    const redirect = await server.fetch('/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=reject&returnTo=//evil.example',
      redirect: 'manual',
    });
    expect(redirect.headers.get('location')).toBe('/');
  });

  it('shows the current choice on the Privacy choices page, never stored or cached', async () => {
    const jar = new Jar();
    const before = await page('/privacy-choices', jar);
    expect(before.headers.get('cache-control')).toContain('no-store');
    const html = await before.text();
    expect(html).toContain('You have not made a choice yet');
    expect(html).not.toContain('data-island="ConsentBar"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    await choose(jar, 'accept');
    const after = await (await page('/privacy-choices', jar)).text();
    expect(after).toContain('Your choice: marketing measurement allowed');
    expect(after).toMatch(/<input type="checkbox" name="marketing"[^>]*checked/);
  });
});

describe('every lead carries its attribution and an event id; the ledger keeps them', () => {
  it("records the visit, consent and the script's event id beside the lead (no backend: kept, waiting)", async () => {
    const jar = new Jar();
    const gclid = freshGclid();
    jar.take(await page(`${AD}?utm_source=google&utm_medium=cpc&utm_campaign=winter&gclid=${gclid}`, jar));
    await choose(jar, 'accept');
    const eventId = crypto.randomUUID();
    const res = await post(server, 'submit-form', { ...CALLBACK, eventId }, { cookie: jar.header });
    expect(res.status).toBe(202);
    const id = (await json(res)).id as string;
    const row = (await ledgerRow(id))!;
    expect(row).toMatchObject({
      form: 'callback',
      status: 'waiting',
      event_id: eventId,
      consent: 'granted',
      consent_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(JSON.parse(row.first_touch!)).toMatchObject({ utm_campaign: 'winter', gclid });
    // The parked lead itself holds exactly the payload JSON, no attribution.
    const env = await server.getWorker().getEnv();
    const parked = (await env.LEADS_DB.prepare('SELECT payload FROM leads WHERE id = ?1').bind(id).first()) as {
      payload: string;
    } | null;
    expect(Object.keys(JSON.parse(parked!.payload))).toEqual([
      'timestamp',
      'firstName',
      'lastName',
      'email',
      'phone',
      'service',
      'city',
      'message',
    ]);
  });

  it('makes the event id on the server for a form posted without JavaScript, and refuses a malformed one', async () => {
    const noJs = await server.fetch('/api/submit-partner-form', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'cf-connecting-ip': '10.9.0.1',
        'user-agent': BROWSER_UA,
      },
      body: new URLSearchParams({
        name: 'Aarav',
        email: 'a@b.in',
        mobileNumber: '9876543210',
        category: 'Hotels',
        businessName: 'B',
        whyPartner: 'W',
        howDidYouKnow: 'H',
      }),
    });
    expect(noJs.status).toBe(200);
    const env = await server.getWorker().getEnv();
    const row = (await env.LEADS_DB.prepare(
      "SELECT * FROM lead_ledger WHERE form = 'partner' ORDER BY received_at DESC LIMIT 1",
    ).first()) as Record<string, string> | null;
    expect(row!.event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(row!.consent).toBe('unset');

    const bad = await post(server, 'submit-form', { ...CALLBACK, eventId: '<script>' });
    expect(bad.status).toBe(422);
    expect(await json(bad)).toMatchObject({ ok: false, fields: { eventId: 'Invalid event id' } });
  });
});

describe('marketing parameters never split a cache nor reach canonical, og:url or the sitemap', () => {
  it('serves an ad click with a unique gclid from the page memo once the clean URL is stored', async () => {
    expect((await page(AD)).headers.get('x-page-cache')).toMatch(/hit|miss/);
    expect((await page(AD)).headers.get('x-page-cache')).toBe('hit');
    for (let i = 0; i < 3; i++) {
      const gclid = freshGclid();
      const res = await page(`${AD}?gclid=${gclid}&utm_source=google&gad_source=1`);
      expect(res.headers.get('x-page-cache')).toBe('hit');
      // Still captured: the stored page gets the visitor's own cookie.
      expect(setCookies(res).find((c) => c.name === 'attr_first')).toBeDefined();
      const html = await res.text();
      expect(html).toContain(`<link rel="canonical" href="${SITE}${AD}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${SITE}${AD}"/>`);
      expect(html).not.toContain(gclid);
    }
    // Other parameters still make their own page.
    expect((await page(`${AD}?preview=x`)).headers.get('x-page-cache')).toBe('miss');
  });

  it('asks the content API nothing more for ad clicks rendered past the page memo', async () => {
    await page(AD, undefined, { 'cache-control': 'no-cache' });
    const before = standin.count();
    for (let i = 0; i < 3; i++)
      expect(
        (await page(`${AD}?gclid=${freshGclid()}&utm_campaign=c${i}`, undefined, { 'cache-control': 'no-cache' }))
          .status,
      ).toBe(200);
    expect(standin.count()).toBe(before);
  });

  it('lists no marketing parameter in the sitemap', async () => {
    await page(`${AD}?gclid=${freshGclid()}`);
    const xml = await (await server.fetch('/sitemap.xml')).text();
    expect(xml).toContain(`${SITE}${AD}`);
    expect(xml).not.toMatch(/utm_|gclid|fbclid|gbraid|wbraid/);
  });
});
