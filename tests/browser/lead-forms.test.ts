import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { hydrated, launch, open } from '../helpers/browser';
import { pausedClock } from '../helpers/clock';
import { worker } from '../helpers/harness';

/**
 * Lead forms in Chromium (docs/developers.md#the-lead-api): the callback modal's timers (browser clock), closing,
 * scroll lock, focus, inline messages, toasts, 'Book now' presets; both application forms;
 * and the no-JavaScript posts.
 */

const REQUIRED = 'Please fill in all required fields';

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

const modal = (page: Page) => page.locator('#callback-modal');
const isOpen = (page: Page) => modal(page).isVisible();
const locked = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('scroll-locked'));
const inModal = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('.modal__panel')));
const field = (page: Page, name: string) => modal(page).locator(`[name="${name}"]`);
const errorOf = (page: Page, name: string) => modal(page).locator(`.field:has([name="${name}"]) .field__error`);

/** Adds a 'Book now' link as pages build it (src/shared/booking.ts bookingLink). */
async function addBookLink(page: Page, service: string, city?: string) {
  await page.evaluate(
    ([s, c]) => {
      const a = document.createElement('a');
      a.id = 'book-now';
      a.textContent = 'Book now';
      a.href = `/contact?service=${encodeURIComponent(s!)}#callback`;
      a.dataset.book = '';
      a.dataset.service = s!;
      if (c) a.dataset.city = c;
      document.querySelector('main')!.prepend(a);
    },
    [service, city],
  );
}

describe('callback modal: timers on the home page (browser clock)', () => {
  it('opens at 5 s and again at 45 s, Escape and the backdrop close it, scroll is locked while open', async () => {
    const { page, errors } = await open(browser, 'about:blank', { autoModal: true });
    await pausedClock(page, new Date('2026-11-22T10:00:00+05:30').getTime());
    await page.goto(`${base}/`);
    // Page time stands still until runFor; hydration waits for an idle callback: let the clock reach it.
    // The modal times itself from page load (performance.now), so late hydration shifts nothing.
    for (
      let i = 0;
      i < 40 &&
      !(await page.evaluate(() => document.querySelector('[data-island="CallbackModal"]')?.hasAttribute('data-live')));
      i++
    ) {
      await page.clock.runFor(100);
      await page.waitForTimeout(50);
    }
    const elapsed = () => page.evaluate(() => performance.now());
    await page.clock.runFor(Math.max(0, 4800 - (await elapsed())));
    expect(await isOpen(page)).toBe(false);
    await page.clock.runFor(300);
    await modal(page).waitFor();
    expect(await locked(page)).toBe(true);
    expect(await inModal(page)).toBe(true);
    expect(await page.locator('#callback-modal [role="dialog"]').getAttribute('aria-modal')).toBe('true');

    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    expect(await locked(page)).toBe(false);

    await page.clock.runFor(Math.max(0, 44_800 - (await elapsed())));
    expect(await isOpen(page)).toBe(false);
    await page.clock.runFor(300);
    await modal(page).waitFor();
    expect(await locked(page)).toBe(true);
    await page.locator('.modal__backdrop').click({ position: { x: 5, y: 5 } });
    expect(await isOpen(page)).toBe(false);
    expect(await locked(page)).toBe(false);

    // Not while the visitor is typing into another form.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.innerHTML = '<label>Search <input name="q" id="busy"></label>';
      document.querySelector('main')!.append(form);
    });
    await page.locator('#busy').fill('wedding');
    await page.locator('#busy').blur();
    await page.clock.runFor(45_000);
    expect(await isOpen(page)).toBe(false);
    await page.locator('#busy').fill('');
    await page.locator('#busy').blur();
    await page.clock.runFor(45_000);
    await modal(page).waitFor();

    // A successful request: never again by itself in this visit.
    await field(page, 'firstName').fill('Timer');
    await field(page, 'lastName').fill('Test');
    await field(page, 'email').fill('timer@example.in');
    await field(page, 'phone').fill('9876543210');
    await field(page, 'service').selectOption('family');
    await field(page, 'city').selectOption('pune');
    await modal(page).locator('button[type="submit"]').click();
    await page.locator('.toast--success').waitFor();
    expect(await isOpen(page)).toBe(false);
    await page.clock.runFor(3100);
    expect(await page.locator('.toast').count()).toBe(0);
    await page.clock.runFor(100_000);
    expect(await isOpen(page)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('callback-submitted'))).toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not open by itself on other pages', async () => {
    const { page, errors } = await open(browser, 'about:blank', { autoModal: true });
    await pausedClock(page, new Date('2026-11-22T10:00:00+05:30').getTime());
    await page.goto(`${base}/become-partner`);
    for (let i = 0; i < 40; i++) {
      await page.clock.runFor(100);
      await page.waitForTimeout(30);
    }
    await page.clock.runFor(60_000);
    expect(await isOpen(page)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('callback modal outside home: loaded on the first Book now click', () => {
  it("its JS loads only on that click, which opens it with the link's service and city", async () => {
    const { page, errors } = await open(browser, 'about:blank', { width: 412, height: 823 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base}/place/wedding-photographer-jaipur`);
    await hydrated(page);
    await page.waitForTimeout(1000); // past idle: nothing else is coming by itself
    // The forms' shared chunk (submit, Turnstile: src/shared/forms) is named after one of its modules.
    const modalJs = () => scripts.filter((s) => /\/(CallbackModal|CallbackForm|submit|turnstile)-/.test(s));
    expect(modalJs()).toEqual([]);
    expect(scripts.length).toBe(new Set(scripts).size); // no module fetched twice (as the entry once was)
    expect(
      await page.evaluate(
        () => document.querySelector<HTMLElement>('[data-island="CallbackModal"]')?.dataset.hydrated ?? null,
      ),
    ).toBeNull();

    const book = page.locator('a[data-book]').first();
    const service = await book.getAttribute('data-service');
    expect(service).toBeTruthy();
    await book.click();
    await modal(page).waitFor();
    expect(modalJs().length).toBe(3);
    expect(page.url()).toBe(`${base}/place/wedding-photographer-jaipur`);
    expect(await field(page, 'service').inputValue()).toBe(service);
    expect(await field(page, 'city').inputValue()).toBe('jaipur');
    expect(await inModal(page)).toBe(true);
    expect(await locked(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.hasAttribute('data-book'))).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('callback modal: Book now, focus, messages, submit', () => {
  it("presets '{group} - {tier}' and the city, traps focus, shows every message inline, sends, toasts, resets to +91", async () => {
    const { page, errors } = await open(browser, `${base}/become-partner`, { width: 1280, height: 900 });
    await hydrated(page);
    await addBookLink(page, 'Wedding Packages - Gold', 'Jaipur');
    await page.locator('#book-now').focus();
    await page.keyboard.press('Enter');
    await modal(page).waitFor();
    expect(page.url()).toBe(`${base}/become-partner`);
    expect(await field(page, 'service').inputValue()).toBe('Wedding Packages - Gold');
    expect(await field(page, 'city').inputValue()).toBe('jaipur');
    expect(await field(page, 'countryCode').inputValue()).toBe('+91');
    expect(await locked(page)).toBe(true);

    // Focus stays inside the dialog both ways, and goes back to the link on close.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await inModal(page)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inModal(page)).toBe(true);
    }
    await modal(page).locator('.modal__close').click();
    expect(await isOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('book-now');
    expect(await locked(page)).toBe(false);

    // A city that is not listed selects 'other' and fills the custom city.
    await page.locator('#book-now').evaluate((a) => (a as HTMLElement).setAttribute('data-city', 'Goa'));
    await page.locator('#book-now').click();
    expect(await field(page, 'city').inputValue()).toBe('other');
    expect(await field(page, 'customCity').inputValue()).toBe('Goa');
    expect(await field(page, 'customCity').isVisible()).toBe(true);

    // Every message inline (and the first as a red toast).
    await field(page, 'customCity').fill('');
    await modal(page).locator('button[type="submit"]').click();
    for (const name of ['firstName', 'lastName', 'email', 'phone'])
      expect(await errorOf(page, name).textContent()).toBe(REQUIRED);
    expect(await errorOf(page, 'customCity').textContent()).toBe('Please enter your city name');
    expect(await page.locator('.toast--error').textContent()).toContain(REQUIRED);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');

    await field(page, 'firstName').fill('Priya');
    await field(page, 'lastName').fill('Sharma');
    await field(page, 'email').fill('priya@example');
    await field(page, 'phone').pressSequentially('98a76-54 321099');
    expect(await field(page, 'phone').inputValue()).toBe('9876543210');
    await field(page, 'customCity').fill('Goa');
    await modal(page).locator('button[type="submit"]').click();
    expect(await errorOf(page, 'email').textContent()).toBe('Please enter a valid email address');
    expect(await page.locator('.toast').count()).toBe(1);
    expect(await page.locator('.toast').textContent()).toContain('Please enter a valid email address');

    await field(page, 'email').fill('priya@example.in');
    await field(page, 'countryCode').selectOption('+1');
    await field(page, 'phone').fill('202555012');
    await modal(page).locator('button[type="submit"]').click();
    expect(await errorOf(page, 'phone').textContent()).toBe('Phone number for US/Canada should be exactly 10 digits');
    await field(page, 'countryCode').selectOption('+44');
    await modal(page).locator('button[type="submit"]').click();
    expect(await errorOf(page, 'phone').textContent()).toBe('Phone number for UK should be exactly 10 digits');
    await field(page, 'countryCode').evaluate((s) => (s as HTMLSelectElement).add(new Option('+33', '+33')));
    await field(page, 'countryCode').selectOption('+33');
    await field(page, 'phone').fill('2079460958');
    await modal(page).locator('button[type="submit"]').click();
    expect(await errorOf(page, 'phone').textContent()).toBe('Invalid country code selected');

    // Another city hides and clears the custom city.
    await field(page, 'city').selectOption('mumbai');
    expect(await field(page, 'customCity').isVisible()).toBe(false);
    expect(await field(page, 'customCity').inputValue()).toBe('');
    await field(page, 'city').selectOption('other');
    await field(page, 'customCity').fill('Goa');

    await field(page, 'countryCode').selectOption('+44');
    await modal(page).locator('button[type="submit"]').click();
    const toast = page.locator('.toast--success');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Form submitted successfully!');
    expect(await isOpen(page)).toBe(false);
    await backend.waitFor((reqs) => reqs.some((r) => r.body.includes('"firstName":"Priya"')));
    const sent = JSON.parse(backend.requests.find((r) => r.body.includes('"firstName":"Priya"'))!.body);
    expect(sent).toMatchObject({
      service: 'Wedding Packages - Gold',
      city: 'Goa',
      phone: '+442079460958',
      email: 'priya@example.in',
    });

    // The next step, call times, in a dialog of their own (docs/product.md#choosing-a-call-time): not now.
    await page.locator('#call-times [role="dialog"]').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('#call-times').count()).toBe(0);

    // Opened again: an empty form, country code back to +91.
    await addBookLink(page, 'Maternity Packages - Silver');
    await page.locator('#book-now').first().click();
    expect(await field(page, 'countryCode').inputValue()).toBe('+91');
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'customCity'])
      expect(await field(page, name).inputValue()).toBe('');
    expect(await field(page, 'service').inputValue()).toBe('Maternity Packages - Silver');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a server refusal shows the red failure toast and keeps the form', async () => {
    const { page, errors } = await open(browser, `${base}/become-photographer`);
    await hydrated(page);
    await page.route('**/api/submit-form', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false,"error":"down"}' }),
    );
    await addBookLink(page, 'wedding', 'Pune');
    await page.locator('#book-now').click();
    await field(page, 'firstName').fill('Kept');
    await field(page, 'lastName').fill('Input');
    await field(page, 'email').fill('kept@example.in');
    await field(page, 'phone').fill('9876543210');
    await modal(page).locator('button[type="submit"]').click();
    await page.locator('.toast--error').waitFor();
    expect(await page.locator('.toast--error').textContent()).toContain('Failed to submit form. Please try again.');
    expect(await isOpen(page)).toBe(true);
    expect(await field(page, 'firstName').inputValue()).toBe('Kept');
    expect(errors.filter((e) => !/503/.test(e))).toEqual([]);
    await page.context().close();
  });
});

describe('application forms', () => {
  it('partner: Others reveals the other category, Submitting..., success screen, Submit Another Application empties the form', async () => {
    const { page, errors } = await open(browser, `${base}/become-partner`, { width: 360, height: 740 });
    await hydrated(page);
    const form = page.locator('form[aria-label="Partner application"]');
    expect(await form.locator('[name="category"]').inputValue()).toBe('Influencer');
    expect(await form.locator('[name="otherCategory"]').isVisible()).toBe(false);
    await form.locator('[name="category"]').selectOption('Others');
    expect(await form.locator('[name="otherCategory"]').isVisible()).toBe(true);
    await form.locator('[name="name"]').fill('Aarav Mehta');
    await form.locator('[name="email"]').fill('aarav@travel.example');
    await form.locator('[name="mobileNumber"]').fill('98765 43210');
    await form.locator('[name="businessName"]').fill('Mehta Travels');
    await form.locator('[name="otherCategory"]').fill('Wedding planner');
    await form.locator('[name="whyPartner"]').fill('Our guests ask for photographers.');
    await form.locator('[name="howDidYouKnow"]').fill('Instagram');

    // A failure keeps the input and says so.
    await page.route('**/api/submit-partner-form', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await form.locator('button[type="submit"]').click();
    await page.locator('.form-alert').waitFor();
    expect(await page.locator('.form-alert').textContent()).toContain('Failed to submit form. Please try again.');
    expect(await form.locator('[name="name"]').inputValue()).toBe('Aarav Mehta');

    // Slow but fine: the button says Submitting... and is disabled meanwhile.
    await page.unroute('**/api/submit-partner-form');
    await page.route('**/api/submit-partner-form', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.locator('button[type="submit"]').click();
    const button = form.locator('button[type="submit"]');
    expect(await button.textContent()).toBe('Submitting...');
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    expect(await page.locator('.form-success').textContent()).toContain('24 hours');
    await backend.waitFor((reqs) =>
      reqs.some((r) => r.path === '/submit-partner-form' && r.body.includes('Wedding planner')),
    );

    await page.getByRole('link', { name: 'Submit Another Application' }).click();
    expect(page.url()).toBe(`${base}/become-partner`);
    for (const name of [
      'name',
      'email',
      'mobileNumber',
      'businessName',
      'otherCategory',
      'whyPartner',
      'howDidYouKnow',
    ])
      expect(await form.locator(`[name="${name}"]`).inputValue()).toBe('');
    expect(await form.locator('[name="category"]').inputValue()).toBe('Influencer');
    expect(errors.filter((e) => !/500/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('photographer: city other reveals the custom city, another clears it; success screen and an empty form again', async () => {
    const { page, errors } = await open(browser, `${base}/become-photographer`);
    await hydrated(page);
    const form = page.locator('form[aria-label="Photographer application"]');
    await form.locator('[name="name"]').fill('Diya Rao');
    await form.locator('[name="email"]').fill('diya@photo.example');
    await form.locator('[name="mobileNumber"]').fill('+91 98765 43210');
    await form.locator('[name="experience"]').selectOption('Expert (5+ years)');
    await form.locator('[name="portfolio"]').fill('https://diya.example/work');
    expect(await form.locator('[name="customCity"]').isVisible()).toBe(false);
    await form.locator('[name="city"]').selectOption('other');
    await form.locator('[name="customCity"]').fill('Shimla');
    await form.locator('[name="city"]').selectOption('pune');
    expect(await form.locator('[name="customCity"]').isVisible()).toBe(false);
    expect(await form.locator('[name="customCity"]').inputValue()).toBe('');
    await form.locator('[name="city"]').selectOption('other');
    await form.locator('[name="customCity"]').fill('Goa');
    await form.locator('[name="whyJoin"]').fill('More weddings.');
    // Only spaces: the browser lets it through, our check does not.
    await form.locator('[name="howDidYouKnow"]').fill('   ');
    await form.locator('button[type="submit"]').click();
    expect(await page.locator('.field:has([name="howDidYouKnow"]) .field__error').textContent()).toBe(REQUIRED);
    await form.locator('[name="howDidYouKnow"]').fill('A friend');
    await form.locator('button[type="submit"]').click();
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    await backend.waitFor((reqs) =>
      reqs.some((r) => r.path === '/submit-photographer-form' && r.body.includes('"city":"Goa"')),
    );
    await page.getByRole('link', { name: 'Submit Another Application' }).click();
    for (const name of [
      'name',
      'email',
      'mobileNumber',
      'experience',
      'portfolio',
      'city',
      'customCity',
      'whyJoin',
      'howDidYouKnow',
    ])
      expect(await form.locator(`[name="${name}"]`).inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Clicks the submit button and waits for the page the form post answers with. */
async function post(page: Page, path: string) {
  await Promise.all([
    page.waitForResponse((r) => r.url() === `${base}${path}` && r.request().method() === 'POST'),
    page.click('button[type="submit"]'),
  ]);
  await page.waitForLoadState('load');
}

describe('without JavaScript', () => {
  it('the partner form posts and shows the success screen; Submit Another Application returns an empty form', async () => {
    const { page } = await open(browser, `${base}/become-partner`, { javaScript: false });
    await page.fill('[name="name"]', 'NoJS Partner');
    await page.fill('[name="email"]', 'nojs@partner.example');
    await page.fill('[name="mobileNumber"]', '9876543210');
    await page.fill('[name="businessName"]', 'Plain HTML Tours');
    await page.fill('[name="whyPartner"]', 'No scripts needed.');
    await page.fill('[name="howDidYouKnow"]', 'Search');
    await post(page, '/api/submit-partner-form');
    expect(await page.getByRole('heading', { name: 'Application Submitted!' }).isVisible()).toBe(true);
    await backend.waitFor((reqs) => reqs.some((r) => r.body.includes('NoJS Partner')));
    await page.getByRole('link', { name: 'Submit Another Application' }).click();
    await page.waitForURL(`${base}/become-partner`);
    expect(await page.inputValue('[name="name"]')).toBe('');
    await page.context().close();
  });

  it('the photographer form: other reveals the custom city (CSS), and a refused post comes back with messages and input', async () => {
    const { page } = await open(browser, `${base}/become-photographer`, { javaScript: false });
    await page.fill('[name="name"]', 'NoJS Photographer');
    await page.fill('[name="email"]', 'nojs@photo.example');
    await page.fill('[name="mobileNumber"]', '98765');
    await page.selectOption('[name="experience"]', 'Beginner (0-1 years)');
    await page.fill('[name="portfolio"]', 'https://nojs.example');
    expect(await page.isVisible('[name="customCity"]')).toBe(false);
    await page.selectOption('[name="city"]', 'other');
    expect(await page.isVisible('[name="customCity"]')).toBe(true);
    await page.fill('[name="whyJoin"]', 'Because.');
    await page.fill('[name="howDidYouKnow"]', 'Friend');
    await post(page, '/api/submit-photographer-form');
    const body = await page.textContent('main');
    expect(body).toContain('Phone number for India should be exactly 10 digits');
    expect(body).toContain('Please enter your city name');
    expect(await page.inputValue('[name="name"]')).toBe('NoJS Photographer');
    expect(await page.inputValue('[name="city"]')).toBe('other');
    await page.fill('[name="mobileNumber"]', '9876543210');
    await page.fill('[name="customCity"]', 'Goa');
    await post(page, '/api/submit-photographer-form');
    expect(await page.getByRole('heading', { name: 'Application Submitted!' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
