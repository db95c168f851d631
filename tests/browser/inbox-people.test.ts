import { flowsSiteInBrowser, type FlowsSite } from '../helpers/flows-site';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axe, signedInContext } from '../helpers/inbox-browser';
import { CALLBACK, PARTNER, PHOTOGRAPHER, post } from '../helpers/leads';

// One person, one contact in Chromium at 360 px (docs/sales.md "Returning people and merging"): the
// same person enquiring through three forms with the number written three ways is one person, the
// lead pages link each way; the page is axe clean and fits the phone. The same links without JavaScript
// are the pages' own HTML, followed in-process: tests/unit/inbox-people.test.ts. The site is the run's
// shared one, so the list's returning marks are counted on this person's rows.
let access: FlowsSite['access'];
let server: FlowsSite['server'];
let browser: Browser;
let base: string;
const ids: string[] = [];

async function submit(endpoint: string, body: Record<string, string>) {
  const res = await post(server, endpoint, body);
  expect(res.status).toBe(202);
  ids.push(((await res.json()) as { id: string }).id);
}

flowsSiteInBrowser((site) => ({ access, server, browser, base } = site));
beforeAll(async () => {
  await submit('submit-form', { ...CALLBACK, firstName: 'Meher', lastName: 'Bose', phone: '9876501234' });
  await submit('submit-partner-form', { ...PARTNER, name: 'Meher Bose', mobileNumber: '+91 98765 01234' });
  await submit('submit-photographer-form', { ...PHOTOGRAPHER, name: 'Meher B', mobileNumber: '098765-01234' });
});

describe('a returning person at 360 px', () => {
  it('links the enquiries across phone formats both ways', async () => {
    const context = await signedInContext(browser, access, { email: 'sales@studio.example', width: 360 });
    const page = await context.newPage();
    const [first, second, third] = ids as [string, string, string];
    await page.goto(`${base}/admin/leads/${third}`);
    const line = page.locator('.enquiries');
    await expect
      .poll(() => line.textContent())
      .toMatch(/^3rd enquiry - first on \d{1,2} [A-Z][a-z]{2} \d{4} from \(direct\) \/ \(none\)/);
    // To the first enquiry, which lists the later ones.
    await Promise.all([
      page.waitForURL(`**/admin/leads/${first}`),
      line.locator(`a[href="/admin/leads/${first}"]`).click(),
    ]);
    expect(await page.locator('.enquiries').textContent()).toMatch(/^Also enquired:/);
    expect(await page.locator(`.enquiries a[href="/admin/leads/${third}"]`).count()).toBe(1);
    await Promise.all([
      page.waitForURL(`**/admin/leads/${second}`),
      page.locator(`.enquiries a[href="/admin/leads/${second}"]`).click(),
    ]);
    expect(await page.locator('.enquiries').textContent()).toMatch(/^2nd enquiry - first on /);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The list marks the returning person.
    await page.goto(`${base}/admin`);
    const rows = page.locator('table.leads tbody tr', { hasText: 'Meher' });
    expect(await rows.count()).toBe(3);
    expect(await rows.locator('.badge.returning').count()).toBe(2);
    await page.context().close();
  });
});
