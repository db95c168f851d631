import { flowsSiteInBrowser, type FlowsSite } from '../helpers/flows-site';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe as axeViolations, signedInContext } from '../helpers/inbox-browser';
import { CALLBACK, post } from '../helpers/leads';

// The lead inbox in Chromium at a phone's and a desktop's width, signed in through the local
// Access stand-in (the token as Access's header), with and without JavaScript.
let access: FlowsSite['access'];
let server: FlowsSite['server'];
let browser: Browser;
let base: string;

flowsSiteInBrowser((site) => ({ access, server, browser, base } = site));

async function signedIn(width: number, javaScript: boolean) {
  const context = await signedInContext(browser, access, { email: 'sales@studio.example', width, javaScript });
  const page = await context.newPage();
  if (!javaScript) scriptless.add(page);
  const errors: string[] = [];
  // A refused form answers 4xx on purpose: the browser logs that as a failed resource.
  page.on('console', (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** axe's violations, none checked on a scriptless page. */
const axe = async (page: Page) => (jsOn(page) ? axeViolations(page) : []);

const scriptless = new WeakSet<Page>();
const jsOn = (page: Page) => !scriptless.has(page);
/** The booked count in the report's first summary, the leads' ("… N leads, C contacted, B booked, ₹V booked value."). */
const booked = async (page: Page) =>
  Number(/(\d+) booked,/.exec((await page.locator('.report__summary').first().textContent()) ?? '')?.[1] ?? NaN);
const noOverflow = async (page: Page) =>
  !jsOn(page) || page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each([
  { width: 360, javaScript: true, first: 'Kavya' },
  { width: 1280, javaScript: true, first: 'Rohan' },
  // The same flow without JavaScript (checks that run a script in the page are left to the runs above).
  { width: 360, javaScript: false, first: 'Ishaan' },
])('the inbox at $width px (JavaScript $javaScript)', ({ width, javaScript, first }) => {
  it('lists, filters, opens a lead, calls, books it, and the report counts it; axe clean', async () => {
    const res = await post(server, 'submit-form', {
      ...CALLBACK,
      firstName: first,
      lastName: 'Nair',
      email: `${first.toLowerCase()}@example.in`,
      phone: '9811122233',
      service: 'pre-wedding',
      city: 'kochi',
    });
    expect(res.status).toBe(202);
    const { page, errors } = await signedIn(width, javaScript);

    await page.goto(`${base}/admin/reports`);
    const bookedBefore = await booked(page);

    await page.goto(`${base}/admin`);
    await expect
      .poll(async () => (await page.reload(), await page.content()), { timeout: 10_000 })
      .toContain(`${first} Nair`);
    expect(await axe(page)).toEqual([]);
    expect(await noOverflow(page)).toBe(true);
    // A card on a phone, a table row on a desktop.
    if (javaScript) {
      const display = await page
        .locator('table.leads tbody tr')
        .first()
        .evaluate((el) => getComputedStyle(el).display);
      expect(display).toBe(width < 600 ? 'flex' : 'table-row');
    }

    // Filter (a GET form) by search and status (the filters are folded away until opened).
    await page.fill('#f-q', first);
    await page.click('summary:has-text("Filters")');
    await page.selectOption('#f-stage', 'new');
    await Promise.all([page.waitForURL(/\/admin\/?\?/), page.click('button:has-text("Filter")')]);
    expect(page.url()).toContain(`q=${first}`);
    await expect.poll(() => page.locator('table.leads tbody tr').count()).toBe(1);

    // Open the lead; one-tap contact links.
    await Promise.all([page.waitForURL(/\/admin\/leads\//), page.click(`a:has-text("${first} Nair")`)]);
    // The contact buttons post to the contact route (first contact recorded), which sends the phone on.
    const contact = async (label: string) => {
      const button = page.locator(`.contact button:has-text("${label}")`);
      const form = button.locator('xpath=..');
      const res = await page.request.post(new URL((await form.getAttribute('action'))!, page.url()).href, {
        form: { via: (await form.locator('input[name=via]').getAttribute('value'))! },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      return res.headers().location!;
    };
    expect(await contact('Call +91 98111 22233')).toBe('tel:+919811122233');
    const wa = new URL(await contact('WhatsApp'));
    expect(wa.origin + wa.pathname).toBe('https://wa.me/919811122233');
    expect(wa.searchParams.get('text')).toBe(
      `Hello ${first} Nair, this is ShutterStory about your enquiry for Pre-wedding.`,
    );
    expect(await axe(page)).toEqual([]);
    expect(await noOverflow(page)).toBe(true);

    // A bad value is refused on the page; then booked with a value.
    await page.selectOption('#stage', 'booked');
    await page.fill('#value', 'lots');
    await page.click('button:has-text("Save status")');
    await expect
      .poll(() => page.locator('[role=alert]').textContent())
      .toContain('Enter the amount in rupees, like 150000, 1,50,000 or 2.5L.');
    await page.selectOption('#stage', 'booked');
    await page.fill('#value', '85000');
    await Promise.all([page.waitForURL(/done=stage/), page.click('button:has-text("Save status")')]);
    expect(await page.locator('[role=status]').textContent()).toBe('Status saved.');
    expect(await page.content()).toContain('₹85,000');
    expect(await page.locator('#audit-h + ul').textContent()).toContain('sales@studio.example');

    // A note.
    await page.fill('#body', 'Booked for 14 Feb, advance paid.');
    await Promise.all([page.waitForURL(/done=note/), page.click('button:has-text("Add note")')]);
    expect(await page.locator('#notes-h + ul').textContent()).toContain('Booked for 14 Feb, advance paid.');

    // The report counts the booking.
    await page.click('nav[aria-label="Inbox"] a:has-text("Reports")');
    await page.waitForURL(/\/admin\/reports/);
    expect(await booked(page)).toBe(bookedBefore + 1);
    // The campaign funnel's table (visually hidden, for screen readers) has the booking and its value.
    const direct = page.locator('table.visually-hidden tr', {
      has: page.locator('th', { hasText: /^\(direct\) \/ \(none\) \/ / }),
    });
    // Its cells: leads, then new, contacted, quoted, booked, lost (where the leads stand now), the value.
    expect(Number(await direct.locator('td').nth(4).textContent())).toBeGreaterThanOrEqual(1);
    expect(await page.locator('svg.report-chart[role=img]').count()).toBe(3);
    if (javaScript) {
      // Each chart fits the column and keeps its text legible (at least 9 px on a phone, at most ~1rem on a desktop).
      for (const svg of await page.locator('svg.report-chart').all()) {
        const box = (await svg.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        const scale = box.width / 360;
        expect(11 * scale).toBeGreaterThanOrEqual(9);
        expect(11 * scale).toBeLessThanOrEqual(17);
      }
    }
    expect(await axe(page)).toEqual([]);
    expect(await noOverflow(page)).toBe(true);

    await page.goto(`${base}/admin/person?q=${first.toLowerCase()}@example.in`);
    expect(await axe(page)).toEqual([]);
    expect(await noOverflow(page)).toBe(true);

    expect(errors).toEqual([]);
    await page.context().close();
  });
});

it('without a token the browser gets the sign-in page, no lead', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.goto(`${base}/admin`);
  expect(res!.status()).toBe(401);
  expect(await page.textContent('h1')).toBe('Sign in to see the leads');
  expect(await page.content()).not.toContain('Nair');
  expect(await axe(page)).toEqual([]);
  await context.close();
});
