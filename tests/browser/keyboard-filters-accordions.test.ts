import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { autoplay } from '../helpers/clock';
import {
  keyboardSite,
  island,
  matches,
  inside,
  focusedLabel,
  tabTo,
  startAt,
  expectFocusRing,
  after,
} from '../helpers/keyboard-widgets';

/**
 * Widgets reachable and operable by keyboard alone, in Chromium: the packages and FAQ accordions,
 * the photographer filters and pager, the ad page's carousel and the other islands. Nothing here
 * clicks: focus moves with Tab / Shift+Tab, widgets are worked with Enter, Space, arrows, Escape.
 * The callback modal and the carousels: keyboard-widgets.test.ts.
 */

let base: string;
const visit = keyboardSite((url) => (base = url));

describe('accordions', () => {
  const openTitles = (page: Page, scope: string) =>
    page.$$eval(`${scope}[open] .accordion__title`, (els) => els.map((e) => e.textContent?.trim()));

  it('/packages: Enter and Space on a summary toggle it; one group open at a time', async () => {
    const { page, errors } = await visit('/packages');
    const groups = 'details[name="packages"]';
    expect(await openTitles(page, groups)).toEqual(['Wedding Packages']);
    await tabTo(page, `${groups} > summary`);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    expect(await openTitles(page, groups)).toEqual([]);
    await page.keyboard.press('Tab'); // the next summary (the closed group's content is skipped)
    expect(await matches(page, `${groups} > summary`)).toBe(true);
    const second = (await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '';
    await page.keyboard.press('Space');
    expect(await openTitles(page, groups)).toEqual([second]);
    // Into the open group: its 'Book now' links come next, then the next summary.
    await page.keyboard.press('Tab');
    expect(await matches(page, 'a[data-book]')).toBe(true);
    await tabTo(page, `${groups} > summary`, { max: 30 });
    const third = (await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '';
    await page.keyboard.press('Enter');
    expect(await openTitles(page, groups)).toEqual([third]);
    expect(errors).toEqual([]);
  });

  it('/faqs: Enter toggles a question; several stay open at once', async () => {
    const { page, errors } = await visit('/faqs');
    await tabTo(page, '.faq-list .accordion__summary');
    await expectFocusRing(page);
    const items = '.faq-list details.accordion__item';
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // into the open answer or on to the next question
    await tabTo(page, '.faq-list .accordion__summary', { max: 10 });
    await page.keyboard.press('Enter');
    await tabTo(page, '.faq-list .accordion__summary', { max: 10 });
    await page.keyboard.press('Space');
    await expect(page.locator(`${items}[open]`).count()).resolves.toBe(3);
    await expect(page.locator(`${items}[open] .accordion__panel`).first().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator(`${items}[open]`).count()).resolves.toBe(2);
    // The category chips are links: Enter filters in place, focus stays on the chosen chip.
    await tabTo(page, '.faq-list .filterbar a', { back: true });
    await page.keyboard.press('Shift+Tab');
    const chip = (await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '';
    await island(page, 'FaqList');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (c) => document.querySelector('.faq-list .filterbar a[aria-current="true"]')?.textContent?.trim() === c,
      chip,
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe('/photographers', () => {
  it("Tab to 'Next', Enter: page 2 in place, focus on 'Next' again; category chips and sort by keyboard", async () => {
    const { page, errors } = await visit('/photographers');
    await island(page, 'PhotographerFilters');
    await page.evaluate(() => {
      (window as unknown as { __same: boolean }).__same = true;
    });
    await startAt(page, '#photographers-results');
    await tabTo(page, '#photographers-results .pager a[rel="next"]', { max: 60 });
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/photographers?page=2`);
    await page.waitForFunction(
      () => document.querySelector('#photographers-results .pager a[aria-current="page"]')?.textContent === '2',
    );
    expect(
      await matches(page, '#photographers-results .pager a[rel="prev"], #photographers-results .pager a[rel="next"]'),
    ).toBe(true);
    expect(await inside(page, '#photographers-results')).toBe(true);
    await expectFocusRing(page);
    // Back to page 1 with 'Previous': it is no longer a link there, so focus goes to 'Page 1'.
    await tabTo(page, '#photographers-results .pager a[rel="prev"]', { back: true, max: 10 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/photographers`);
    await page.waitForFunction(
      () => document.querySelector('#photographers-results .pager a[aria-current="page"]')?.textContent === '1',
    );
    expect(await focusedLabel(page)).toBe('Page 1');
    expect(await matches(page, '[aria-current="page"]')).toBe(true);
    // A page number with Enter: focus stays on that number.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Page 3');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/photographers?page=3`);
    await page.waitForFunction(
      () => document.querySelector('#photographers-results .pager a[aria-current="page"]')?.textContent === '3',
    );
    expect(await focusedLabel(page)).toBe('Page 3');

    // A category chip with Enter: results filtered, focus stays on the chip.
    await tabTo(page, '.filterbar a.chip', { back: true, max: 200 });
    while (!(await page.evaluate(() => document.activeElement?.textContent === 'wedding')))
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/photographers?category=wedding`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('wedding');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    await expectFocusRing(page);

    // The sort select with the arrow keys; the search box with Enter.
    await tabTo(page, '#photographers-sort', { back: true, max: 20 });
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/sort=/);
    expect(await matches(page, '#photographers-sort')).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await matches(page, '#photographers-q')).toBe(true);
    await page.keyboard.type('zzzz-nobody');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=zzzz-nobody/);
    expect(await matches(page, '#photographers-q')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true); // never reloaded
    expect(errors).toEqual([]);
  });
});

describe('/place carousel', () => {
  it('previous, next, dots and Pause by keyboard; focus pauses it', async () => {
    const { page, errors } = await visit('/place/wedding-photographer-jaipur', { clock: true });
    await startAt(page, '#place-recent-work');
    await tabTo(page, '#place-carousel .carousel__next', { max: 10 });
    await island(page, 'AdCarousel');
    await expectFocusRing(page);
    const at = () => page.locator('#place-carousel').getAttribute('data-index').then(Number);
    const start = await at();
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe((start + 1) % 3);
    await autoplay(page, '#place-carousel', 'off');
    await after(page, 20_000, at, (start + 1) % 3); // focused: paused
    await page.keyboard.press('Shift+Tab');
    expect(await matches(page, '#place-carousel .carousel__prev')).toBe(true);
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe((start + 2) % 3); // wrapped backwards
    await tabTo(page, '.ad-carousel .dot', { max: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe(0);
    await tabTo(page, '.ad-carousel [data-playing]', { max: 5 });
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    expect(await page.locator('.ad-carousel [data-playing]').getAttribute('data-playing')).toBe('false');
    expect(errors).toEqual([]);
  });
});

describe('the other islands', () => {
  it('home contact video: Enter on the poster plays it in place and focus moves to the player', async () => {
    const { page, errors } = await visit('/');
    await startAt(page, '#home-contact');
    await tabTo(page, '[data-island="InlineVideo"] a', { max: 5 });
    await island(page, 'InlineVideo');
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await page.waitForSelector('iframe.inline-video');
    expect(page.url()).toBe(`${base}/`);
    expect(await matches(page, 'iframe.inline-video')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('category chips, gallery sort and Load More Posts work with Enter and keep focus sensible', async () => {
    const { page, errors } = await visit('/services');
    await island(page, 'CategoryFilter');
    await tabTo(page, '.filterbar a');
    while (!(await page.evaluate(() => document.activeElement?.textContent === 'Wedding')))
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/services?category=Wedding`);
    expect(await page.locator('#services-grid > li:not([hidden])').count()).toBe(3);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    await expectFocusRing(page);

    const profile = await visit('/photographer/aarav-mehta');
    await island(profile.page, 'PhotoSort');
    await tabTo(profile.page, 'nav[aria-label="Sort photos"] a:not([aria-current])', { max: 200 });
    const chosen = await profile.page.evaluate(() => document.activeElement?.textContent);
    await profile.page.keyboard.press('Enter');
    await profile.page.waitForURL(/sort=/);
    expect(await profile.page.evaluate(() => document.activeElement?.textContent)).toBe(chosen);
    expect(await profile.page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');

    const blog = await visit('/blogs');
    const before = await blog.page.locator('#post-list > li').count();
    await startAt(blog.page, '#post-list');
    await tabTo(blog.page, '[data-island="LoadMorePosts"] a', { max: 60 });
    await island(blog.page, 'LoadMorePosts');
    await blog.page.keyboard.press('Enter');
    await blog.page.waitForFunction((n) => document.querySelectorAll('#post-list > li').length > n, before);
    // Focus moves to the first new post, so the next Tab continues through the new cards.
    expect(
      await blog.page.evaluate(
        (n) => document.activeElement?.closest('#post-list > li') === document.querySelectorAll('#post-list > li')[n],
        before,
      ),
    ).toBe(true);
    expect([...errors, ...profile.errors, ...blog.errors]).toEqual([]);
  });
});
