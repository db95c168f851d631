import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccessStandIn } from '../helpers/access-standin';
import { axe, inboxInBrowser, signedInContext, type InboxSite } from '../helpers/inbox-browser';
import { insertLead } from '../helpers/notices';

// The visitor's proposal page (docs/product.md#proposal-page) in Chromium on the built worker, on a
// 360 px phone, in English and in Hindi: nothing wider than the screen, axe finds nothing, and the
// visitor accepts it by its plain form. And the team's Cancel booking card on the proposal's inbox
// page (docs/sales.md#cancelling-a-booking), before and after the cancellation, at the same width.
let access: AccessStandIn;
let server: InboxSite['server'];
let browser: Browser;
let base: string;

inboxInBrowser((site) => ({ access, server, browser, base } = site), { vars: { UPI_ID: 'studio@okaxis' } });

/** A lead and its proposal, made through the inbox's form: the proposal's public path. */
async function proposal(id: string, language: 'en' | 'hi'): Promise<string> {
  return (await madeProposal(id, language)).path;
}

/** The same, with the proposal's inbox page (its path under /admin). */
async function madeProposal(
  id: string,
  language: 'en' | 'hi',
  [first, second] = ['2027-02-13', '2027-02-14'],
): Promise<{ path: string; inbox: string }> {
  const headers = { 'cf-access-jwt-assertion': await access.token({ email: 'asha@studio.example' }) };
  await fetch(`${base}/admin`, { headers }); // tables created
  await insertLead(
    server,
    { id, name: 'Meera Sharma', receivedAt: new Date().toISOString(), phone: '919811122233' },
    false,
  );
  const form = new URLSearchParams({
    lines: '2',
    dates: '2',
    item_0: 'Wedding Photography - Gold',
    amount_0: '1,50,000',
    item_1: 'Drone coverage',
    amount_1: '20k',
    date_0: first!,
    label_0: 'Haldi',
    date_1: second!,
    label_1: 'Wedding',
    city: 'Jaipur',
    hold: '72',
    language,
    save: '1',
  });
  const saved = await fetch(`${base}/admin/leads/${id}/proposal`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const inbox = saved.headers.get('location')!.split('?')[0]!;
  const page = await (await fetch(`${base}${inbox}`, { headers })).text();
  return { path: /value="https?:\/\/[^/"]+(\/(?:hi\/)?p\/[^"]+)"/.exec(page)![1]!, inbox };
}

describe('the proposal page on a 360 px phone', () => {
  for (const language of ['en', 'hi'] as const)
    it(`in ${language === 'en' ? 'English' : 'Hindi'}: fits the screen without JavaScript, axe 0 before and after accepting by its plain form`, async () => {
      const path = await proposal(`b-${language}`, language);
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${base}${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await context.close();
      const withJs = await browser.newContext({ viewport: { width: 360, height: 800 } });
      const view = await withJs.newPage();
      await view.goto(`${base}${path}`, { waitUntil: 'load' });
      expect(await axe(view)).toEqual([]);
      await view.locator('#accept-name').fill('Meera Sharma');
      await view.locator('#accept-agree').check();
      await view.locator('form[action$="/accept"] button[type="submit"]').click();
      await view.waitForURL(`${base}${path}`);
      await expect
        .poll(() => view.locator('.proposal__accepted').textContent())
        .toContain(language === 'en' ? 'Accepted by Meera Sharma' : 'Meera Sharma ने');
      expect(await axe(view)).toEqual([]);
      await withJs.close();
    });
});

describe("the team's Cancel booking card on a 360 px phone", () => {
  it('a paid booking shows the card, and once cancelled the cancellation: each fits the screen, axe 0', async () => {
    const { path, inbox } = await madeProposal('c-en', 'en', ['2027-03-06', '2027-03-07']); // Jaipur's two crews hold February's
    // The visitor accepts and pays the advance by UPI; the team confirms it (docs/sales.md).
    const form = (body: Record<string, string>) => ({
      method: 'POST',
      redirect: 'manual' as const,
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
    await fetch(`${base}${path}/accept`, form({ name: 'Meera Sharma', agree: 'yes', version: '1' }));
    expect((await fetch(`${base}${path}/upi`, form({ reference: '412345678901' }))).status).toBe(303);
    const token = await access.token({ email: 'asha@studio.example' });
    const confirm = form({ payment: 'upi_412345678901' });
    const confirmed = await fetch(`${base}${inbox}/confirm`, {
      ...confirm,
      headers: { ...confirm.headers, 'cf-access-jwt-assertion': token },
    });
    expect(confirmed.status).toBe(303);

    const context = await signedInContext(browser, access, { email: 'asha@studio.example', width: 360 });
    const page = await context.newPage();
    await page.goto(`${base}${inbox}`, { waitUntil: 'load' });
    const card = page.locator('#cancel');
    await expect.poll(() => card.locator('h2').textContent()).toBe('Cancel booking');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axe(page)).toEqual([]);
    await card.locator('input[name="amount"]').fill('10k');
    await card.locator('input[name="reference"]').fill('UTR998877665544');
    await card.locator('input[name="confirm"]').check();
    await card.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('#cancel h2').textContent()).toBe('Booking cancelled');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});

describe("the proposal's Copy link button on the team's phone", () => {
  it('copies the link, says so, and fits 360 px with axe 0; without JavaScript there is no button', async () => {
    const { path, inbox } = await madeProposal('cp-en', 'en', ['2027-04-10', '2027-04-11']);
    const still = await signedInContext(browser, access, {
      email: 'asha@studio.example',
      width: 360,
      javaScript: false,
    });
    const plain = await still.newPage();
    await plain.goto(`${base}${inbox}`, { waitUntil: 'load' });
    expect(await plain.locator('#proposal-link').isVisible()).toBe(true);
    expect(await plain.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(false);
    await still.close();
    const context = await signedInContext(browser, access, {
      email: 'asha@studio.example',
      width: 360,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(`${base}${inbox}`, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Copy link' });
    await button.click(); // shown by the copy script: hidden, it could not be clicked
    await expect.poll(() => page.locator('#proposal-link-status').textContent()).toBe('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});
