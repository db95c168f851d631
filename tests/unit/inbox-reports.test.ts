import { describe, expect, it } from 'vitest';
import { Jar } from '../helpers/attribution';
import { asBrowser, worker } from '../helpers/in-process';
import { signedInWorker } from '../helpers/inbox';
import { EMAIL, expectPrivate, inboxUnit } from '../helpers/inbox-unit';
import { CALLBACK, post } from '../helpers/leads';

// The inbox's reports (src/worker/inbox/reports/routes.tsx) behind a local Cloudflare Access
// stand-in: a key pair made here, its JWKS on loopback, tokens signed like Access's.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const { admin, submit } = inboxUnit(() => ({ server, token, origin }));

signedInWorker(worker, (s) => ({ server, origin, token } = s), { email: EMAIL });

describe('reports', () => {
  const csvRows = (text: string) =>
    text
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','));
  const totalOf = (text: string) => csvRows(text).find((r) => r[0] === 'total')!;
  const campaignOf = (text: string) =>
    csvRows(text).find((r) => r[0] === 'campaign' && r[2] === 'newsletter' && r[4] === 'reporty-winter');
  // The reporty-winter campaign's row once its one lead is booked for ₹12,000.
  const expectBookedCampaignRow = (csv: string) =>
    expect(campaignOf(csv)).toEqual([
      'campaign',
      '',
      'newsletter',
      'email',
      'reporty-winter',
      '',
      '1',
      '1',
      '1',
      '12000',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
  /** The summary line's figures: "… N leads, C contacted, B booked, ₹V booked value." */
  const summaryOf = (html: string) => {
    const m =
      /<p class="report__summary">[^<]*: (\d+) leads?, (\d+) contacted, (\d+) booked, (₹[\d,]+) booked value\.<\/p>/.exec(
        html,
      );
    expect(m, 'the summary').not.toBeNull();
    return { leads: Number(m![1]), contacted: Number(m![2]), booked: Number(m![3]), value: m![4] };
  };

  it('charts a lead from a campaign and its booking, as a page of SVG charts and a CSV', async () => {
    // A lead first: the day rows are per charted source, so an empty window has none.
    await submit({ ...CALLBACK, firstName: 'Early' });
    const before = await admin('/admin/reports.csv');
    expect(before.res.status).toBe(200);
    expect(before.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expectPrivate(before.res);
    const rows = csvRows(before.body);
    expect(rows[0]!.join(',')).toBe(
      'table,day,source,medium,campaign,landing_page,leads,contacted,booked,booked_value_inr,verified,unverified,spam,spam_percent,chat_taps',
    );
    const [from, to] = totalOf(before.body)[1]!.split('/');
    expect((Date.parse(to!) - Date.parse(from!)) / 86400_000).toBe(29);
    expect(before.res.headers.get('content-disposition')).toBe(
      `attachment; filename="leads-report-${from}-to-${to}.csv"`,
    );
    // Every day of the window has its rows (zeros included).
    expect(new Set(rows.filter((r) => r[0] === 'day').map((r) => r[1])).size).toBe(30);
    const total0 = totalOf(before.body).slice(6, 10).map(Number);
    const taps0 = totalOf(before.body)[14]!;
    const page0 = summaryOf((await admin('/admin/reports')).body);

    // A visitor from a newsletter campaign sends the form.
    const jar = new Jar();
    jar.take(
      await server.fetch('/contact?utm_source=newsletter&utm_medium=email&utm_campaign=reporty-winter', asBrowser),
    );
    const res = await post(
      server,
      'submit-form',
      { ...CALLBACK, firstName: 'Reporty', email: 'reporty@example.in' },
      { cookie: jar.header },
    );
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    let csv = (await admin('/admin/reports.csv')).body;
    expect(totalOf(csv).slice(6, 10).map(Number)).toEqual([total0[0]! + 1, total0[1], total0[2], total0[3]]);
    // Lead quality unchecked (no Turnstile here): no verified, unverified or spam.
    // No chat taps from a form lead.
    expect(totalOf(csv)[14]).toBe(taps0);
    expect(campaignOf(csv)).toEqual([
      'campaign',
      '',
      'newsletter',
      'email',
      'reporty-winter',
      '',
      '1',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);

    // Booked at ₹12,000: the booked figures move; the lead counts once.
    expect(
      (
        await admin(`/admin/leads/${id}/stage`, {
          method: 'POST',
          form: { from: 'new', stage: 'booked', value: '12000' },
        })
      ).res.status,
    ).toBe(303);
    csv = (await admin('/admin/reports.csv')).body;
    expect(totalOf(csv)).toEqual([
      'total',
      `${from}/${to}`,
      '',
      '',
      '',
      '',
      String(total0[0]! + 1),
      String(total0[1]! + 1),
      String(total0[2]! + 1),
      String(total0[3]! + 12000),
      '0',
      '0',
      '0',
      '0',
      taps0,
    ]);
    expectBookedCampaignRow(csv);
    expect(csvRows(csv).find((r) => r[0] === 'landing_page' && r[5] === '/contact')).toBeTruthy();

    const page = await admin('/admin/reports');
    expect(page.res.status).toBe(200);
    expectPrivate(page.res);
    expect(page.body).not.toMatch(/<script|style="/);
    const figures = summaryOf(page.body);
    expect(figures).toMatchObject({ leads: page0.leads + 1, contacted: page0.contacted + 1, booked: page0.booked + 1 });
    expect(figures.value).not.toBe(page0.value);
    // Three charts, each one image with its words; the figures in hidden tables beside them.
    expect(page.body.match(/<svg [^>]*role="img"/g)).toHaveLength(3);
    expect(page.body).toMatch(
      new RegExp(
        `<svg class="report-chart report-chart--daily" role="img" aria-label="Leads per day by source, last 30 India days \\([^)]+\\): ${figures.leads} leads"`,
      ),
    );
    expect(page.body).toContain(
      '<svg class="report-chart report-chart--funnel" role="img" aria-label="Funnel per campaign, last 30 India days: where the leads stand now (new, contacted, quoted, booked with booked value, lost; they add up to the leads), and chat taps',
    );
    // Leads, then new, contacted, quoted, booked, lost: booked now, no longer new.
    expect(page.body).toContain(
      '<th scope="row">newsletter / email / reporty-winter</th><td>1</td><td>0</td><td>0</td><td>0</td><td>1</td><td>0</td><td>₹12,000</td>',
    );
    expect(page.body).toContain('href="/admin/reports.csv?days=30"');

    // 90 days: the same lead, a longer window; anything else is refused.
    const ninety = await admin('/admin/reports.csv?days=90');
    expectBookedCampaignRow(ninety.body);
    expect(ninety.res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="leads-report-\\d{4}-\\d{2}-\\d{2}-to-${to}\\.csv"$`),
    );
    expect((await admin('/admin/reports?days=90')).body).toContain('last 90 India days');
    for (const path of ['/admin/reports?days=7', '/admin/reports.csv?days=365']) {
      const bad = await admin(path);
      expect(bad.res.status, path).toBe(400);
      expect(bad.body, path).toContain('Period: 30 or 90 days.');
      expectPrivate(bad.res);
    }
  });
});
