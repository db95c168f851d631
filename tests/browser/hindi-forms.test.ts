import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedContext, siteInBrowser } from '../helpers/browser';

/**
 * A Hindi page's forms speak Hindi in the browser (docs/decisions/0033-interface-texts-from-the-catalogue.md):
 * the callback form hydrates with the Hindi catalogue (no hydration mismatch: the server's Hindi
 * markup is what the client renders), and a wrong phone number gets the shared schema's message in
 * Hindi, inline and as the toast. The English page keeps its English message.
 */
let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});
// Each case a page of one context: none sets a cookie, storage or the page clock (nothing is sent).
const open = sharedContext(() => browser);

const modal = (page: Page) => page.locator('#callback-modal');
const field = (page: Page, name: string) => modal(page).locator(`[name="${name}"]`);
const errorOf = (page: Page, name: string) => modal(page).locator(`.field:has([name="${name}"]) .field__error`);

/** Opens the callback modal as a 'Book now' link does (src/shared/booking.ts) and fills it with a short phone. */
async function wrongPhone(page: Page): Promise<void> {
  await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { id: 'book-now', href: '/contact#callback' });
    a.textContent = 'Book now';
    a.dataset.book = '';
    a.dataset.service = 'wedding';
    a.dataset.city = 'Varanasi';
    document.querySelector('main')!.prepend(a);
  });
  await page.locator('#book-now').click();
  await modal(page).locator('.modal__panel').waitFor();
  await field(page, 'firstName').fill('Priya');
  await field(page, 'lastName').fill('Sharma');
  await field(page, 'email').fill('priya@example.in');
  await field(page, 'phone').fill('98765');
  await modal(page).locator('button[type="submit"]').click();
  await errorOf(page, 'phone').waitFor();
}

describe('validation in the page language', () => {
  it('a wrong phone number on a Hindi page: the Hindi message, inline and as the toast', async () => {
    const { page, errors } = await open(`${base}/hi/contact`);
    await wrongPhone(page);
    expect(await modal(page).locator('.modal__title').textContent()).toBe('कॉलबैक का अनुरोध करें');
    expect(await field(page, 'city').inputValue()).toBe('varanasi');
    expect(await field(page, 'city').locator('option:checked').textContent()).toBe('वाराणसी');
    expect(await errorOf(page, 'phone').textContent()).toBe('भारत का फ़ोन नंबर ठीक 10 अंकों का होना चाहिए');
    expect(await page.locator('.toast--error').textContent()).toContain('भारत का फ़ोन नंबर ठीक 10 अंकों का होना चाहिए');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the same form on the English page keeps its English message', async () => {
    const { page, errors } = await open(`${base}/contact`);
    await wrongPhone(page);
    expect(await errorOf(page, 'phone').textContent()).toBe('Phone number for India should be exactly 10 digits');
    expect(errors).toEqual([]);
    await page.close();
  });
});
