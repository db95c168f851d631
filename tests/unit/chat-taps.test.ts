import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { freshGclid, Jar } from '../helpers/attribution';
import { asBrowser, worker } from '../helpers/in-process';
import { ip, until } from '../helpers/leads';

/**
 * Taps on the chat button (GET /go/whatsapp; docs/marketing.md "Chat taps"), in-process: the link
 * on the pages, the row as the consent rules allow, unique codes, a bad `from`, the rate limit, and
 * the inbox's report counting taps per campaign and page. The redirect and the write after it on
 * workerd: tests/worker/chat-taps.test.ts.
 */
const SITE = 'https://photos.example.in';
const AD = '/place/wedding-photographer-jaipur';
const WA = /^https:\/\/wa\.me\/919876543210\?text=(.+)$/;
let access: AccessStandIn;
let server: ReturnType<typeof worker>;
let token: string;

beforeAll(async () => {
  access = await startAccess();
  server = worker({ SITE_URL: SITE, ACCESS_TEAM_DOMAIN: access.url, ACCESS_AUD: access.aud });
  await server.listen();
  token = await access.token({ email: 'asha@studio.example' });
});
afterAll(async () => {
  await server?.close();
  await access?.close();
});

const db = async () => (await server.getWorker().getEnv()).LEADS_DB;
interface TapRow {
  code: string;
  tapped_at: string;
  page_path: string | null;
  first_touch: string | null;
  last_touch: string | null;
  consent: string;
  source: string;
  medium: string;
  campaign: string;
  landing_path: string;
}
const tapRow = async (code: string) =>
  (await (await db()).prepare('SELECT * FROM chat_taps WHERE code = ?1').bind(code).first()) as TapRow | null;
const recorded = async (code: string) => {
  await until(async () => (await tapRow(code)) !== null, 15_000, `tap ${code} recorded`);
  return (await tapRow(code))!;
};

/** A tap: the redirect, its greeting and code. */
async function tap(query: string, headers: Record<string, string> = {}) {
  const res = await server.fetch(`/go/whatsapp${query}`, {
    redirect: 'manual',
    headers: { 'cf-connecting-ip': ip(), 'user-agent': asBrowser.headers['user-agent'], ...headers },
  });
  const location = res.headers.get('location') ?? '';
  const text = decodeURIComponent(WA.exec(location)?.[1] ?? '');
  const code = /\(ref ([A-Z0-9]{6})\)$/.exec(text)?.[1] ?? '';
  return { res, location, text, code };
}

/** A visitor landing from an ad, with a consent choice made (or none). */
async function adVisitor(choice: 'accept' | 'reject' | null, campaign: string, gclid = freshGclid()) {
  const jar = new Jar();
  jar.take(
    await server.fetch(`${AD}?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=${gclid}`, asBrowser),
  );
  if (choice)
    jar.take(
      await server.fetch('/consent', {
        method: 'POST',
        headers: {
          cookie: jar.header,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `choice=${choice}`,
      }),
    );
  return { jar, gclid };
}

describe('GET /go/whatsapp', () => {
  it("is the chat button's link on every page, a plain link that needs no script", async () => {
    const html = await (await server.fetch(AD, asBrowser)).text();
    const links = [...html.matchAll(/<a [^>]*class="fab fab--chat"[^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain(`href="/go/whatsapp?from=${AD}"`);
    expect(html).not.toContain('https://wa.me/');
    const faqs = await (await server.fetch('/faqs', asBrowser)).text();
    expect(faqs).toContain('href="/go/whatsapp?from=/faqs"');
    expect(faqs).not.toContain('https://wa.me/');
    // Following the link as a browser without JavaScript would.
    const href = /href="([^"]+)"/.exec(links[0]!)![1]!.replace(/&amp;/g, '&');
    const { res, code } = await tap(href.slice('/go/whatsapp'.length));
    expect(res.status).toBe(302);
    expect((await recorded(code)).page_path).toBe(AD);
  });

  for (const choice of ['accept', 'reject', null] as const) {
    it(`from an ad landing page (consent: ${choice ?? 'none'}): the tap holds the campaign${choice === 'accept' ? ' and the click id' : ', never the click id'}`, async () => {
      const campaign = `taps-${choice ?? 'none'}`;
      const { jar, gclid } = await adVisitor(choice, campaign);
      const { code } = await tap(`?from=${AD}`, { cookie: jar.header });
      const row = await recorded(code);
      expect(row).toMatchObject({
        page_path: AD,
        consent: choice === 'accept' ? 'granted' : choice === 'reject' ? 'denied' : 'unset',
        source: 'google',
        medium: 'cpc',
        campaign,
        landing_path: AD,
      });
      const last = JSON.parse(row.last_touch ?? row.first_touch!);
      expect(last).toMatchObject({ utm_campaign: campaign, landingPage: expect.stringContaining(AD) });
      expect(last.gclid).toBe(choice === 'accept' ? gclid : null);
      expect(`${row.first_touch}${row.last_touch}`.includes(gclid)).toBe(choice === 'accept');
    });
  }

  it('gives every tap its own code, each recorded', async () => {
    const taps = await Promise.all(Array.from({ length: 40 }, () => tap('?from=/')));
    const codes = taps.map((t) => t.code);
    expect(codes.every((c) => /^[2-9A-HJ-NP-Z]{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(40);
    for (const c of codes) await recorded(c);
  });

  it("ignores a `from` that is not this site's path, falling back to the Referer on this host", async () => {
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\r\nX',
    ]) {
      const { res, code } = await tap(`?from=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(302);
      expect((await recorded(code)).page_path).toBeNull();
    }
    const fromReferer = await tap('?from=//evil.example', { referer: `${SITE}/services?x=1` });
    expect((await recorded(fromReferer.code)).page_path).toBe('/services');
    const otherHost = await tap('', { referer: 'https://evil.example/services' });
    expect((await recorded(otherHost.code)).page_path).toBeNull();
  });

  it('records at most the rate limit a minute from one IP, and redirects every tap', async () => {
    const from = ip();
    const taps: Array<Awaited<ReturnType<typeof tap>>> = [];
    for (let i = 0; i < 12; i++) taps.push(await tap('?from=/', { 'cf-connecting-ip': from }));
    expect(taps.every((t) => t.res.status === 302 && t.code)).toBe(true);
    await until(
      async () => {
        const rows = await Promise.all(taps.map((t) => tapRow(t.code)));
        return rows.filter(Boolean).length >= 10;
      },
      15_000,
      'ten taps recorded',
    );
    await server.idle();
    const rows = await Promise.all(taps.map((t) => tapRow(t.code)));
    expect(rows.filter(Boolean)).toHaveLength(10);
  });
});

describe('the inbox report', () => {
  it('counts taps per campaign and landing page beside the leads, with no WhatsApp account set up', async () => {
    const campaign = 'taps-report';
    for (let i = 0; i < 2; i++) {
      const { jar } = await adVisitor('reject', campaign);
      const { code } = await tap(`?from=${AD}`, { cookie: jar.header });
      await recorded(code);
    }
    const res = await server.fetch('/admin/reports.csv', {
      headers: { 'cf-access-jwt-assertion': token, 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    const rows = (await res.text())
      .split('\r\n')
      .filter(Boolean)
      .map((l) => l.split(','));
    // Columns by name: other figures may sit beside these.
    const col = (name: string) => rows[0]!.indexOf(name);
    expect(col('chat_taps')).toBeGreaterThan(0);
    const campaignRow = rows.find((r) => r[0] === 'campaign' && r[4] === campaign)!;
    expect(campaignRow.slice(0, 5)).toEqual(['campaign', '', 'google', 'cpc', campaign]);
    expect([campaignRow[col('leads')], campaignRow[col('booked')], campaignRow[col('chat_taps')]]).toEqual([
      '0',
      '0',
      '2',
    ]);
    const page = rows.find((r) => r[0] === 'landing_page' && r[5] === AD)!;
    expect(Number(page[col('chat_taps')])).toBeGreaterThanOrEqual(2 + 3); // this test's two, and the three consent cases'
    const html = await (
      await server.fetch('/admin/reports', {
        headers: { 'cf-access-jwt-assertion': token, 'accept-encoding': 'identity' },
      })
    ).text();
    expect(html).toContain(
      `<tr><th scope="row">google / cpc / ${campaign}</th><td>0</td><td>0</td><td>0</td><td>0</td><td>0</td><td>0</td><td>₹0</td><td>2</td></tr>`,
    );
  });
});
