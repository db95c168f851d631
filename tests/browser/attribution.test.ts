import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshGclid } from '../helpers/attribution';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { hydrated, launch } from '../helpers/browser';
import { worker } from '../helpers/harness';
import { byKey, FIELDS, until } from '../helpers/leads';

/**
 * Attribution and consent in Chromium: a visitor lands from an ad, makes a consent choice in the consent element,
 * browses, and sends the inline callback form; the backend gets the unchanged payload JSON and the
 * ledger row keeps the first touch. Reject keeps nothing persistent; the footer's Privacy choices
 * changes the choice; and all of it without JavaScript.
 */
const AD = '/place/wedding-photographer-jaipur';
const DAY = 24 * 3600;
let backend: Backend;
const server = worker();
let browser: Browser;
let base: string;

beforeAll(async () => {
  backend = await startBackend();
  await server.update({
    workers: [
      { configPath: 'dist/photo_site/wrangler.json', vars: { BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' } },
    ],
  });
  base = (await server.listen()).url.toString().replace(/\/$/, '');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server.close();
  await backend?.close();
});

async function visit(javaScript = true): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/net::ERR_|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  // The home page's modal would open by itself; these tests use the inline form.
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('callback-submitted', '1');
    } catch {}
  });
  return { context, page, errors };
}

const bar = (page: Page) => page.getByRole('region', { name: 'Privacy choices' });
const attrCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => c.name.startsWith('attr_'));

async function ledgerRow(id: string) {
  const env = await server.getWorker().getEnv();
  return (await env.LEADS_DB.prepare('SELECT * FROM lead_ledger WHERE id = ?1').bind(id).first()) as Record<
    string,
    string
  > | null;
}

/** Fills and sends the inline callback form on /contact; returns the lead id the backend saw. */
async function sendInlineForm(page: Page, firstName: string): Promise<string> {
  await page.goto(`${base}/contact`);
  // The form's script takes over its fields when it hydrates: fill them after that.
  await hydrated(page);
  const form = page.locator('#callback form');
  await form.locator('[name="firstName"]').fill(firstName);
  await form.locator('[name="lastName"]').fill('Verma');
  await form.locator('[name="email"]').fill('ad.visitor@example.in');
  await form.locator('[name="phone"]').fill('9876501234');
  await form.locator('[name="service"]').selectOption('wedding');
  await form.locator('[name="city"]').selectOption('jaipur');
  const before = backend.requests.length;
  await form.getByRole('button', { name: /request|send|submit/i }).click();
  await backend.waitFor((reqs) => reqs.slice(before).some((r) => JSON.parse(r.body).firstName === firstName), 20_000);
  return backend.requests.slice(before).find((r) => JSON.parse(r.body).firstName === firstName)!.headers[
    'idempotency-key'
  ] as string;
}

describe('with JavaScript', () => {
  it('accept: the ad landing is kept 90 days, and the lead sent two pages later carries the first touch', async () => {
    const { context, page, errors } = await visit();
    const gclid = freshGclid();
    await page.goto(`${base}${AD}?utm_source=google&utm_medium=cpc&utm_campaign=jaipur-weddings&gclid=${gclid}`, {
      referer: 'https://www.google.com/search?q=wedding+photographer',
    });
    // Nothing persistent before a choice.
    expect((await attrCookies(context)).map((c) => [c.name, c.expires])).toEqual([['attr_first', -1]]);
    // The element: a labelled region, Reject and Accept side by side at the same size; fixed (covers, never pushes).
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    const [reject, accept] = [
      bar(page).getByRole('button', { name: 'Reject' }),
      bar(page).getByRole('button', { name: 'Accept' }),
    ];
    const [rb, ab] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.abs(rb!.width - ab!.width)).toBeLessThan(2);
    expect(Math.abs(rb!.height - ab!.height)).toBeLessThan(1);
    expect(await page.locator('.consent').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((l) => {
            for (const e of l.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
              if (!e.hadRecentInput) sum += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 300);
        }),
    );
    expect(cls).toBe(0);
    // Its script loads when the visitor reaches it (here: the pointer), then it answers in place.
    await bar(page).hover();
    await page.waitForSelector('[data-island="ConsentBar"][data-hydrated="true"]', { state: 'attached' });
    await accept.click();
    await expect.poll(() => bar(page).count()).toBe(0);
    const kept = await attrCookies(context);
    expect(kept[0]!.httpOnly).toBe(true);
    expect(kept[0]!.expires).toBeGreaterThan(Date.now() / 1000 + 89 * DAY);

    // Browse two pages, then send the inline form on /contact.
    await page.locator('footer').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${base}/blogs`);
    await page.locator('footer').getByRole('link', { name: 'About us' }).click();
    await page.waitForURL(`${base}/about`);
    expect(await bar(page).count()).toBe(0);
    const id = await sendInlineForm(page, 'Adclick');
    await expect.poll(() => page.getByText('Form submitted successfully!').first().isVisible()).toBe(true);

    const sent = backend.requests.filter(byKey(id));
    expect(Object.keys(JSON.parse(sent[0]!.body))).toEqual(FIELDS['submit-form']);
    expect(sent[0]!.body).not.toMatch(/gclid|utm_|eventId/);
    await until(async () => (await ledgerRow(id))?.status === 'delivered', 20_000, 'ledger row delivered');
    const row = (await ledgerRow(id))!;
    expect(row).toMatchObject({ form: 'callback', consent: 'granted' });
    expect(row.event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(row.first_touch!)).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'jaipur-weddings',
      gclid,
      referrer: 'https://www.google.com',
      landingPage: expect.stringContaining(AD),
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reject: no persistent cookie but the choice itself, and the lead still carries this visit's attribution", async () => {
    const { context, page } = await visit();
    const gclid = freshGclid();
    await page.goto(`${base}${AD}?utm_source=google&utm_campaign=reject-test&gclid=${gclid}`);
    // Keyboard: focus reaches the choice (and loads its script); Enter on Reject makes it; focus returns to the page.
    await bar(page).getByRole('button', { name: 'Reject' }).focus();
    await page.waitForSelector('[data-island="ConsentBar"][data-hydrated="true"]', { state: 'attached' });
    await page.keyboard.press('Enter');
    await expect.poll(() => bar(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    const persistent = (await context.cookies()).filter((c) => c.expires !== -1).map((c) => c.name);
    expect(persistent).toEqual(['consent']);
    expect((await attrCookies(context)).map((c) => c.expires)).toEqual([-1]);

    const id = await sendInlineForm(page, 'Rejecter');
    await until(async () => (await ledgerRow(id)) !== null, 20_000, 'ledger row');
    const row = (await ledgerRow(id))!;
    expect(row.consent).toBe('denied');
    expect(JSON.parse(row.first_touch!)).toMatchObject({ gclid, utm_campaign: 'reject-test' });
    await context.close();
  });

  it("the footer's Privacy choices changes the choice at any time; withdrawing turns the 90-day cookie into a session one", async () => {
    const { context, page } = await visit();
    await page.goto(`${base}${AD}?utm_source=newsletter&utm_medium=email`);
    await bar(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => bar(page).count()).toBe(0);
    expect((await attrCookies(context))[0]!.expires).toBeGreaterThan(Date.now() / 1000 + 89 * DAY);

    await page.locator('footer').getByRole('link', { name: 'Privacy choices' }).click();
    await page.waitForURL(`${base}/privacy-choices`);
    await expect.poll(() => page.getByText('Your choice: marketing measurement allowed').isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Marketing measurement/ }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: /Marketing measurement/ }).uncheck();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await page.waitForURL(`${base}/privacy-choices`);
    await expect.poll(() => page.getByText('Your choice: marketing measurement not allowed').isVisible()).toBe(true);
    const after = await attrCookies(context);
    expect(after.map((c) => [c.name, c.expires])).toEqual([['attr_first', -1]]);
    await context.close();
  });
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function axe(page: Page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: any) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')) }));
  });
}

describe('accessibility', () => {
  it('the element with its purposes unfolded, and the Privacy choices page, have no axe violation and no console error', async () => {
    const { context, page, errors } = await visit();
    await page.goto(`${base}/faqs`);
    await bar(page).getByText('Choose what to allow').click();
    await expect.poll(() => page.getByRole('checkbox', { name: /Marketing measurement/ }).isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Strictly necessary/ }).isDisabled()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.goto(`${base}/privacy-choices`);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it("the landing is captured, the consent form posts and comes back, and the inline form's lead carries it", async () => {
    const { context, page } = await visit(false);
    const gclid = freshGclid();
    await page.goto(`${base}${AD}?utm_source=google&utm_medium=cpc&gclid=${gclid}`);
    expect(await bar(page).isVisible()).toBe(true);
    await bar(page).getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(`${base}${AD}`);
    expect(await bar(page).count()).toBe(0);
    expect((await attrCookies(context))[0]!.expires).toBeGreaterThan(Date.now() / 1000 + 89 * DAY);

    await page.goto(`${base}/contact`);
    const form = page.locator('#callback form');
    await form.locator('[name="firstName"]').fill('Nojs');
    await form.locator('[name="lastName"]').fill('Visitor');
    await form.locator('[name="email"]').fill('nojs@example.in');
    await form.locator('[name="phone"]').fill('9876501234');
    await form.locator('[name="service"]').selectOption('wedding');
    await form.locator('[name="city"]').selectOption('jaipur');
    const before = backend.requests.length;
    await form.getByRole('button', { name: /request|send|submit/i }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Form submitted successfully!' }).isVisible()).toBe(true);
    await backend.waitFor((reqs) => reqs.slice(before).some((r) => JSON.parse(r.body).firstName === 'Nojs'), 20_000);
    const sent = backend.requests.slice(before).find((r) => JSON.parse(r.body).firstName === 'Nojs')!;
    expect(Object.keys(JSON.parse(sent.body))).toEqual(FIELDS['submit-form']);
    const id = sent.headers['idempotency-key'] as string;
    await until(async () => (await ledgerRow(id)) !== null, 20_000, 'ledger row');
    const row = (await ledgerRow(id))!;
    expect(row.consent).toBe('granted');
    expect(row.event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(row.first_touch!)).toMatchObject({ gclid, utm_source: 'google' });
    await context.close();
  });
});
