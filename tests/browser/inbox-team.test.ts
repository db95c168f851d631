import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccessStandIn } from '../helpers/access-standin';
import { hydrated, open } from '../helpers/browser';
import { axe, inboxInBrowser, signedInContext } from '../helpers/inbox-browser';

// The sales team at 360 px (docs/sales.md "Team"): INBOX_TEAM names two members; two leads sent
// through the site's own form go one to each, and the inbox shows each lead's owner.
const ASHA = 'asha@studio.example';
const RAVI = 'ravi@studio.example';
let access: AccessStandIn;
let browser: Browser;
let base: string;

inboxInBrowser((site) => ({ access, browser, base } = site), { vars: { INBOX_TEAM: `${ASHA},${RAVI}` } });

/** A visitor sends the inline callback form on /contact at 360 px. */
async function sendForm(firstName: string) {
  const { page, errors } = await open(browser, 'about:blank', { width: 360, height: 740 });
  await page.goto(`${base}/contact`);
  await hydrated(page);
  const form = page.locator('#callback form');
  await form.locator('[name="firstName"]').fill(firstName);
  await form.locator('[name="lastName"]').fill('Team');
  await form.locator('[name="email"]').fill(`${firstName.toLowerCase()}@example.in`);
  await form.locator('[name="phone"]').fill('9876501234');
  await form.locator('[name="service"]').selectOption('wedding');
  await form.locator('[name="city"]').selectOption('jaipur');
  await form.getByRole('button', { name: /request|send|submit/i }).click();
  await page.locator('.toast--success').waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
}

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function ownerOf(page: Page, name: string): Promise<string> {
  await page.goto(`${base}/admin`);
  await Promise.all([page.waitForURL(/\/admin\/leads\//), page.click(`a:has-text("${name} Team")`)]);
  return ((await page.locator('.owner-now strong').textContent()) ?? '').trim();
}

describe('an owner for every lead, at 360 px', () => {
  it('two leads through the form go to the two members in turn, shown in the inbox', async () => {
    const context = await signedInContext(browser, access, { email: ASHA, width: 360, height: 740 });
    const page = await context.newPage();
    const owners: string[] = [];
    for (const name of ['Nikhil', 'Pooja']) {
      await sendForm(name);
      // The queue side assigns it before its notices: poll the lead page until it names someone.
      await expect.poll(async () => ownerOf(page, name), { timeout: 20_000, interval: 300 }).not.toBe('Unassigned');
      owners.push(await ownerOf(page, name));
    }
    expect(owners).toEqual([ASHA, RAVI]);
    // "Take it": one tap gives Pooja's lead to the signed-in member.
    await Promise.all([page.waitForURL(/done=owner/), page.click('button:has-text("Take it")')]);
    expect(await page.locator('.owner-now strong').textContent()).toBe(ASHA);
    expect(await axe(page)).toEqual([]);
    expect(await fits(page)).toBe(true);
    // The Team page: both members, from INBOX_TEAM; axe clean, nothing wider than the phone.
    await page.goto(`${base}/admin/team`);
    expect(await page.locator('.member').count()).toBe(2);
    await page.locator('.member details.edit summary').first().click();
    expect(await axe(page)).toEqual([]);
    expect(await fits(page)).toBe(true);
    await context.close();
  });

  it("the crews page and a city's calendar at 360 px (docs/sales.md): axe clean, nothing wider than the phone", async () => {
    const context = await signedInContext(browser, access, { email: ASHA, width: 360, height: 740 });
    const page = await context.newPage();
    await page.goto(`${base}/admin/team/crews`);
    expect(await axe(page)).toEqual([]);
    expect(await fits(page)).toBe(true);
    await page.goto(`${base}/admin/team/crews/jaipur?month=2027-02`);
    expect(await page.locator('ol.crew-days > li').count()).toBe(28); // February 2027, a date each
    expect(await axe(page)).toEqual([]);
    expect(await fits(page)).toBe(true);
    await context.close();
  });
});
