import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { hydrated, launch, open } from '../helpers/browser';
import { worker } from '../helpers/harness';
import { FIELDS } from '../helpers/leads';

/**
 * The WhatsApp opt-in and the page's language in Chromium (docs/product.md#whatsapp-opt-in): the
 * hydrated inline form sends them beside its fields, the backend gets the payload alone, the lead
 * keeps them (lead_prefs), and the box is unticked again after the submit; the same without
 * JavaScript.
 */
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

// Each case's context closed after it: a page left open goes on rendering
// until the file ends.
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

const prefsOf = async (phone: string) => {
  const env = await server.getWorker().getEnv();
  return (await env.LEADS_DB.prepare(
    'SELECT f.* FROM lead_prefs f JOIN lead_contacts c ON c.lead_id = f.lead_id WHERE c.phone = ?1',
  )
    .bind(`91${phone}`)
    .first()) as { language: string; whatsapp_opt_in: number; opt_in_text: string | null } | null;
};

async function fill(page: import('playwright-core').Page, phone: string) {
  const form = page.locator('#callback form');
  await form.locator('[name="firstName"]').fill('Priya');
  await form.locator('[name="lastName"]').fill('Sharma');
  await form.locator('[name="email"]').fill('priya@example.in');
  await form.locator('[name="phone"]').fill(phone);
  await form.locator('[name="service"]').selectOption('wedding');
  await form.locator('[name="city"]').selectOption('jaipur');
  return form;
}

describe('the WhatsApp opt-in', () => {
  it('unticked, naming the business and WhatsApp; sent beside the fields, never relayed, unticked after', async () => {
    const { page, errors } = await open(browser, `${base}/contact`);
    await hydrated(page);
    const form = await fill(page, '9811100001');
    const box = form.locator('[name="whatsappOptIn"]');
    expect(await box.isChecked()).toBe(false);
    expect(await form.locator('label.form__check').textContent()).toBe(
      'Yes, ShutterStory may send me messages about my request on WhatsApp.',
    );
    expect(await form.locator('[name="language"]').inputValue()).toBe('en');
    await form.locator('label.form__check').click();
    expect(await box.isChecked()).toBe(true);
    await form.locator('button[type="submit"]').click();
    await page.locator('.toast--success').waitFor();
    expect(await box.isChecked()).toBe(false);
    await backend.waitFor((reqs) => reqs.some((r) => r.body.includes('+919811100001')));
    const sent = JSON.parse(backend.requests.find((r) => r.body.includes('+919811100001'))!.body);
    expect(Object.keys(sent)).toEqual(FIELDS['submit-form']);
    expect(await prefsOf('9811100001')).toEqual({
      lead_id: expect.any(String),
      language: 'en',
      whatsapp_opt_in: 1,
      opt_in_text: 'Yes, ShutterStory may send me messages about my request on WhatsApp.',
    });
    expect(errors).toEqual([]);
  });

  it('posts without JavaScript too, ticked or not', async () => {
    const { page } = await open(browser, `${base}/contact`, { javaScript: false });
    const form = await fill(page, '9811100002');
    await form.locator('label.form__check').click();
    await Promise.all([page.waitForURL(`${base}/api/submit-form`), form.locator('button[type="submit"]').click()]);
    expect(await page.locator('body').textContent()).toContain('Form submitted successfully!');
    expect(await prefsOf('9811100002')).toMatchObject({ language: 'en', whatsapp_opt_in: 1 });
  });
});
