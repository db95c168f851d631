import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { AccessStandIn } from '../helpers/access-standin';
import { inboxInBrowser, signedInContext, type InboxSite } from '../helpers/inbox-browser';
import { CALLBACK, PARTNER, PHOTOGRAPHER, post, until } from '../helpers/leads';

// `npm run screenshots:sales`: the screenshots of docs/sales.md "A day with the inbox", taken from
// the built worker with a small day of leads (two members in INBOX_TEAM, signed in as Asha through
// the local Access stand-in) on a 360 px phone. Not part of `npm test`: it writes docs/img/sales/.
const OUT = new URL('../../docs/img/sales/', import.meta.url).pathname;
const ASHA = 'asha@studio.example';
const RAVI = 'ravi@studio.example';
let access: AccessStandIn;
let server: InboxSite['server'];
let browser: Browser;
let page: Page;
let base: string;
const ids: Record<string, string> = {};

async function submit(name: string, endpoint: string, body: Record<string, string>) {
  const res = await post(server, endpoint, body);
  expect(res.status, `${name}: ${await res.clone().text()}`).toBe(202);
  ids[name] = ((await res.json()) as { id: string }).id;
}
const shot = (name: string, fullPage = false) => page.screenshot({ path: `${OUT}${name}.png`, fullPage });

inboxInBrowser((site) => ({ access, server, browser, base } = site), { vars: { INBOX_TEAM: `${ASHA},${RAVI}` } });
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  const lead = (first: string, last: string, phone: string, service: string, city: string, message: string) => ({
    ...CALLBACK,
    firstName: first,
    lastName: last,
    email: `${first.toLowerCase()}@example.in`,
    phone,
    service,
    city,
    message,
  });
  await submit(
    'rohit',
    'submit-form',
    lead(
      'Rohit',
      'Aggarwal',
      '9876501234',
      'wedding',
      'delhi-ncr',
      'Wedding on 14 Feb in Chhatarpur, about 400 guests. Haldi and sangeet too.',
    ),
  );
  await submit(
    'meera',
    'submit-form',
    lead(
      'Meera',
      'Iyer',
      '9812345678',
      'maternity',
      'bangalore',
      'Maternity shoot at home in the last week of December.',
    ),
  );
  await submit('partner', 'submit-partner-form', {
    ...PARTNER,
    name: 'Tara Hotels',
    email: 'tara@hotels.example',
    mobileNumber: '9866600005',
    category: 'Hotels',
  });
  await submit(
    'kavya',
    'submit-form',
    lead('Kavya', 'Nair', '9811122233', 'prewedding', 'jaipur', 'Pre-wedding at Amer Fort, sunrise, two outfits.'),
  );
  await submit('photographer', 'submit-photographer-form', {
    ...PHOTOGRAPHER,
    name: 'Dev Rao',
    email: 'dev@photo.example',
    mobileNumber: '9855500004',
  });
  // The same person again two days later, another e-mail and a spelling of the name.
  await submit('rohit2', 'submit-form', {
    ...lead(
      'Rohit',
      'Agarwal',
      '9876501234',
      'Wedding Photography',
      'Delhi NCR',
      'Also need a pre-wedding shoot, can you send packages?',
    ),
    email: 'rohit.a@example.in',
  });
  const db = (await server.getWorker().getEnv()).LEADS_DB;
  const ago = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
  const when: Array<[string, number, string, string, string]> = [
    ['rohit', 50, 'google', 'cpc', 'wedding-delhi-ncr'],
    ['meera', 20, 'facebook', 'paid_social', 'maternity-bangalore'],
    ['partner', 6, '(direct)', '(none)', '(not set)'],
    ['kavya', 0.2, 'google', 'cpc', 'prewedding-jaipur'],
    ['photographer', 3, 'instagram', 'social', '(not set)'],
    ['rohit2', 1, 'facebook', 'paid_social', 'wedding-delhi-ncr'],
  ];
  await db.batch(
    when.flatMap(([k, h, source, medium, campaign]) => [
      db
        .prepare(
          'UPDATE lead_pipeline SET received_at = ?2, source = ?3, medium = ?4, campaign = ?5 WHERE lead_id = ?1',
        )
        .bind(ids[k], ago(h), source, medium, campaign),
      db.prepare('UPDATE lead_work SET next_at = ?2 WHERE lead_id = ?1').bind(ids[k], ago(h)),
    ]),
  );
  // Round-robin gives each lead its owner on the queue side: the screens show them assigned.
  await until(
    async () => !(await db.prepare('SELECT 1 FROM lead_work WHERE owner IS NULL LIMIT 1').all()).results.length,
    20_000,
    'owners',
  );
  const context = await signedInContext(browser, access, {
    email: ASHA,
    width: 360,
    height: 740,
    deviceScaleFactor: 2,
  });
  page = await context.newPage();
  // The contact buttons end in tel:, wa.me or mailto:; the screenshots stay on the inbox.
  await page.route(/^https:\/\/wa\.me\//, (r) => r.fulfill({ body: 'WhatsApp' }));
}, 120_000);

it('writes the screens of a day with the inbox', async () => {
  await page.goto(`${base}/admin/`);
  await expect.poll(() => page.locator('.tabs').count()).toBe(1);
  await shot('01-queue');
  await page.locator('.filters summary').click();
  await shot('02-filters');
  await page.goto(`${base}/admin/leads/${ids.rohit}`);
  await shot('03-lead-top');
  const call = page.locator('section.callform');
  await call.getByLabel('Reached').check();
  await call.locator('#call-note').fill('Sent packages on WhatsApp, wants the Gold one with drone.');
  await call.locator('#call-stage').selectOption('quoted');
  await call.locator('#call-value').fill('2.5L');
  await call.screenshot({ path: `${OUT}04-log-call.png` });
  await Promise.all([
    page.waitForURL((u) => !u.pathname.endsWith(ids.rohit!)),
    call.locator('form[action$="/call"] button[type=submit]').click(),
  ]);
  await shot('05-next-lead');
  await page.goto(`${base}/admin/leads/${ids.rohit2}`);
  await shot('06-returning');
  await page.locator('#quick-h').scrollIntoViewIfNeeded();
  await shot('07-quick-replies');
  await page.goto(`${base}/admin/team`);
  await shot('08-team', true);
  await page.goto(`${base}/admin/reports`);
  await shot('09-reports');
  await page.locator('section', { has: page.getByRole('heading', { name: 'Time to first contact' }) }).screenshot({
    path: `${OUT}10-first-response.png`,
  });
}, 120_000);
