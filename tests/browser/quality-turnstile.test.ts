import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { hydrated, launch, open } from '../helpers/browser';
import { T0 } from '../helpers/clock';
import { BUILT_CONFIG, worker } from '../helpers/harness';
import { byKey, qualityOf, until } from '../helpers/leads';
import { startSiteverify, type SiteverifyStandIn } from '../helpers/turnstile-standin';

/**
 * Turnstile in Chromium (docs/operators.md "Turnstile: verified humans") with a loopback stand-in
 * of the widget's script: a few lines defining window.turnstile.render, which hands the form's
 * callback a token naming its action at once. Nothing is fetched before a visitor touches a form;
 * a person's form posts its token and the lead is verified; with the script blocked the form
 * still submits and the lead is unverified.
 */
const WIDGET = `window.turnstile = (() => {
  let n = 0;
  const widgets = {};
  window.__issued = [];
  const issue = (id) => setTimeout(() => {
    if (!widgets[id]) return;
    const token = 'pass:' + widgets[id].action + ':' + Math.random().toString(36).slice(2);
    window.__issued.push(token);
    widgets[id].callback(token);
  }, 0);
  return {
    render(el, o) {
      const id = 'w' + (++n);
      widgets[id] = o;
      el.dataset.sitekey = o.sitekey;
      el.dataset.appearance = o.appearance;
      issue(id);
      return id;
    },
    reset(id) { issue(id); },
    remove(id) { delete widgets[id]; },
  };
})();`;

let backend: Backend;
let verify: SiteverifyStandIn;
let script: Server;
let scriptUrl: string;
let scriptRequests = 0;
const server = worker();
let browser: Browser;
let base: string;

beforeAll(async () => {
  [backend, verify] = await Promise.all([startBackend(), startSiteverify('127.0.0.1')]);
  script = createServer((req, res) => {
    scriptRequests++;
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(WIDGET);
  });
  await new Promise<void>((resolve) => script.listen(0, '127.0.0.1', () => resolve()));
  scriptUrl = `http://127.0.0.1:${(script.address() as AddressInfo).port}/turnstile/v0/api.js?render=explicit`;
  await server.update({
    workers: [
      {
        configPath: BUILT_CONFIG,
        vars: {
          BACKEND_URL: backend.url,
          LEAD_RETRY_BASE_SECONDS: '0',
          TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
          TURNSTILE_VERIFY_URL: verify.url,
          TURNSTILE_SCRIPT_URL: scriptUrl,
        },
        secrets: { TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' },
      },
    ],
  });
  base = (await server.listen()).url.toString().replace(/\/$/, '');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server.close();
  await Promise.all([backend?.close(), verify?.close()]);
  await new Promise<void>((resolve) => script?.close(() => resolve()));
});

const quality = (id: string) => qualityOf(server, id);

/** Every request the page makes for Turnstile: its config and its script. */
function watch(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/turnstile') || r.url().startsWith(scriptUrl.replace(/\?.*/, ''))) seen.push(r.url());
  });
  return seen;
}

/** Fills the callback form inside `scope` as a person does and sends it; the lead id from the answer. */
async function sendCallback(page: Page, scope: string, email: string): Promise<string> {
  const f = (name: string) => page.locator(`${scope} [name="${name}"]`);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/submit-form'));
  await f('firstName').fill('Meera');
  await f('lastName').fill('Nair');
  await f('email').fill(email);
  await f('phone').fill('9812300000');
  await f('service').selectOption('maternity');
  await f('city').selectOption('pune');
  await page.locator(`${scope} button[type="submit"]`).click();
  const res = await answer;
  expect(res.status()).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

describe('Turnstile in the forms', () => {
  it("fetches nothing before a visitor touches a form; a person's inline form posts a token and is verified", async () => {
    const { page, errors } = await open(browser, 'about:blank');
    const seen = watch(page);
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/submit-form')) posted.push(r.postData() ?? '');
    });
    await page.goto(`${base}/contact`, { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(seen).toEqual([]);
    expect(scriptRequests).toBe(0);
    await page.locator('form.callback-form [name="firstName"]').click();
    await until(async () => seen.length === 2, 10_000, 'config and script fetched on the first touch');
    expect(seen[0]).toBe(`${base}/api/turnstile`);
    expect(seen[1]).toBe(scriptUrl);
    const slot = page.locator('form.callback-form .form__turnstile');
    await slot.waitFor({ state: 'attached' });
    expect(await slot.getAttribute('data-appearance')).toBe('interaction-only');
    const id = await sendCallback(page, 'form.callback-form', 'meera.inline@example.in');
    expect(JSON.parse(posted[0]!)['cf-turnstile-response']).toMatch(/^pass:callback:[a-z0-9]+$/);
    expect(await quality(id)).toEqual({ outcome: 'verified', reason: null });
    await backend.waitFor((reqs) => reqs.some(byKey(id)));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renews the token before its five minutes are up: a person who takes their time sends a fresh one, verified', async () => {
    const { page, errors } = await open(browser, 'about:blank');
    // The page clock runs (the islands hydrate on their own time) until the test jumps it ahead.
    await page.clock.install({ time: T0 });
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/submit-form')) posted.push(r.postData() ?? '');
    });
    await page.goto(`${base}/contact`, { waitUntil: 'load' });
    await hydrated(page);
    await page.locator('form.callback-form [name="firstName"]').click();
    const issued = () => page.evaluate(() => (window as unknown as { __issued?: string[] }).__issued ?? []);
    await until(async () => (await issued()).length === 1, 10_000, 'the first token');
    // Five minutes over the message: the first token has expired by now.
    await page.clock.fastForward(5 * 60_000);
    await until(async () => (await issued()).length === 2, 10_000, 'a renewed token'); // renewed at four minutes
    const tokens = await issued();
    const id = await sendCallback(page, 'form.callback-form', 'meera.slow@example.in');
    expect(JSON.parse(posted[0]!)['cf-turnstile-response']).toBe(tokens[1]);
    expect(await quality(id)).toEqual({ outcome: 'verified', reason: null });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the home page's modal opening by itself (and focusing its first field) fetches nothing", async () => {
    const { page, errors } = await open(browser, 'about:blank', { autoModal: true });
    const seen = watch(page);
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.locator('#callback-modal').waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => document.activeElement?.closest('#callback-modal') !== null);
    await page.waitForTimeout(500);
    expect(seen).toEqual([]);
    // The visitor's first keystroke in it does.
    await page.keyboard.type('M');
    await until(async () => seen.length === 2, 10_000, 'config and script fetched on typing');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the callback modal on a page without a form of its own is verified too', async () => {
    const { page, errors } = await open(browser, `${base}/about`);
    const seen = watch(page);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(seen).toEqual([]);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.id = 'book-now';
      a.textContent = 'Book now';
      a.href = '/contact#callback';
      a.dataset.book = '';
      a.dataset.service = 'maternity';
      document.querySelector('main')!.prepend(a);
    });
    await page.locator('#book-now').click();
    await page.locator('#callback-modal').waitFor();
    const id = await sendCallback(page, '#callback-modal', 'meera.modal@example.in');
    expect(await quality(id)).toEqual({ outcome: 'verified', reason: null });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with the script blocked the form still submits, and the lead is unverified', async () => {
    const { page } = await open(browser, 'about:blank');
    await page.route(`${scriptUrl.replace(/\?.*/, '')}*`, (route) => route.abort());
    await page.goto(`${base}/contact`, { waitUntil: 'load' });
    await hydrated(page);
    const id = await sendCallback(page, 'form.callback-form', 'meera.blocked@example.in');
    expect(await quality(id)).toEqual({ outcome: 'unverified', reason: 'no Turnstile token' });
    await backend.waitFor((reqs) => reqs.some(byKey(id)));
    await page.context().close();
  });
});
