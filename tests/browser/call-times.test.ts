import { flowsSiteInBrowser, type FlowsSite } from '../helpers/flows-site';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated } from '../helpers/browser';
import { axe, signedInContext } from '../helpers/inbox-browser';

// A call at the time the visitor picks (docs/product.md#choosing-a-call-time), in Chromium on the
// built worker: a visitor sends the callback form (inline on /contact, the modal elsewhere, and
// without JavaScript), picks a time among those offered, sees it confirmed; the lead page shows it.
// Nothing of it is on the page before the submission.
let access: FlowsSite['access'];
let server: FlowsSite['server'];
let browser: Browser;
let base: string;

flowsSiteInBrowser((site) => ({ access, server, browser, base } = site));

async function visitor(path: string): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/net::ERR_|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  // The home page's own modal stays shut (as after a submit); /contact has none of its timers anyway.
  await page.addInitScript(() => sessionStorage.setItem('callback-submitted', '1'));
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await hydrated(page);
  return { page, errors, scripts };
}

async function fill(scope: ReturnType<Page['locator']>, firstName: string) {
  await scope.locator('[name="firstName"]').fill(firstName);
  await scope.locator('[name="lastName"]').fill('Slots');
  await scope.locator('[name="email"]').fill(`${firstName.toLowerCase()}@example.in`);
  await scope.locator('[name="phone"]').fill('9876512345');
  await scope.locator('[name="service"]').selectOption('wedding');
  await scope.locator('[name="city"]').selectOption('jaipur');
}

/** The lead id of the submission's answer. */
const answered = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith('/api/submit-form'))
    .then(async (r) => ((await r.json()) as { id: string }).id);

describe('choosing a call time after a callback request', () => {
  it('inline on /contact: the times show beside the reset form; one is picked and confirmed; the lead page shows it', async () => {
    const { page, errors, scripts } = await visitor('/contact');
    expect(await page.locator('[data-call-times]').count()).toBe(0);
    const before = scripts.length;
    expect(scripts.some((s) => /\/Panel-/.test(s))).toBe(false);

    const form = page.locator('#callback form');
    await fill(form, 'Inline');
    const id = answered(page);
    await form.locator('button[type="submit"]').click();
    const offer = page.locator('[data-call-times="offer"]');
    await offer.waitFor();
    expect(scripts.slice(before).some((s) => /\/Panel-/.test(s))).toBe(true); // its own chunk, after the answer
    expect(await form.locator('[name="firstName"]').inputValue()).toBe(''); // the form reset
    expect(await offer.getByRole('heading').first().textContent()).toBe('When should we call you?');
    expect(await axe(page)).toEqual([]);

    const slot = offer.locator('button[name="time"]').first();
    const value = (await slot.getAttribute('value'))!;
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
    const label = (await slot.textContent())!;
    await slot.click();
    const chosen = page.locator('[data-call-times="chosen"]');
    await chosen.waitFor();
    expect(await chosen.getAttribute('role')).toBe('status');
    expect(await chosen.textContent()).toContain('Your call is set for');
    expect(await chosen.textContent()).toContain(label);
    expect(errors).toEqual([]);

    const team = await signedInContext(browser, access, { email: 'sales@studio.example', width: 1280 });
    const lead = await team.newPage();
    await lead.goto(`${base}/admin/leads/${await id}`);
    expect(await lead.locator('#call-facts').textContent()).toContain('Call time chosen by the visitor: ');
    await team.close();
    await page.context().close();
  });

  it('in the modal: the modal closes on success, the times come in a dialog of their own', async () => {
    const { page, errors } = await visitor('/become-partner');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.id = 'book-now';
      a.textContent = 'Book now';
      a.href = '/contact#callback';
      a.dataset.book = '';
      a.dataset.service = 'wedding';
      document.querySelector('main')!.prepend(a);
    });
    await page.locator('#book-now').click();
    const modal = page.locator('#callback-modal');
    await modal.waitFor();
    await fill(modal, 'Modal');
    const id = answered(page);
    await modal.locator('button[type="submit"]').click();
    const dialog = page.locator('#call-times [role="dialog"]');
    await dialog.waitFor();
    expect(await modal.count()).toBe(0);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await axe(page)).toEqual([]);
    // Focus is in the dialog, on the first time.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('time');
    await page.keyboard.press('Enter');
    const chosen = dialog.locator('[data-call-times="chosen"]');
    await chosen.waitFor();
    expect(await chosen.textContent()).toContain('Your call is set for');
    await dialog.getByRole('button', { name: 'Continue browsing' }).click();
    expect(await page.locator('#call-times').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(false);
    const db = (await server.getWorker().getEnv()).LEADS_DB;
    const row = await db
      .prepare('SELECT call_at FROM lead_call_times WHERE lead_id = ?1')
      .bind(await id)
      .first();
    expect(row?.call_at).toBeTruthy();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript: the success page offers the times; a press posts it and the answer confirms it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${base}/contact`);
    const form = page.locator('#callback form');
    await fill(form, 'Nojs');
    await Promise.all([page.waitForURL(/\/api\/submit-form$/), form.locator('button[type="submit"]').click()]);
    expect(await page.locator('h1').textContent()).toBe('Form submitted successfully!');
    const slot = page.locator('[data-call-times="offer"] button[name="time"]').first();
    expect(await slot.getAttribute('value')).toMatch(/\+05:30$/);
    await Promise.all([page.waitForURL(/\/api\/call-time$/), slot.click()]);
    expect(await page.locator('h1').textContent()).toMatch(/^Your call is set for .+\.$/);
    expect(await page.locator('[data-call-times="chosen"]').getAttribute('role')).toBe('status');
    await context.close();
  });
});
