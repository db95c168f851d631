import { describe, expect, it } from 'vitest';
import { autoplay } from '../helpers/clock';
import {
  keyboardSite,
  HERO,
  TESTIMONIALS,
  island,
  matches,
  inside,
  focusedLabel,
  tabTo,
  startAt,
  expectFocusRing,
  expectTrapped,
  heroSlide,
  testimonialsPage,
  after,
  RIYA,
  dotIndex,
} from '../helpers/keyboard-widgets';

/**
 * Widgets reachable and operable by keyboard alone, in Chromium: the callback modal, the home
 * carousels, the portfolio carousel, photo viewer and video modal. Nothing here clicks: focus moves
 * with Tab / Shift+Tab, widgets are worked with Enter, Space, arrows, Escape. The packages and FAQ
 * accordions, the photographer filters and pager, the ad page's carousel and the other islands:
 * keyboard-filters-accordions.test.ts. The frame (skip link, dropdown, mobile menu, floating
 * buttons): keyboard.test.ts.
 */

let base: string;
const visit = keyboardSite((url) => (base = url));

describe('callback modal', () => {
  it("Enter on a 'Book now' link opens it, focus moves in and is trapped, Escape closes it and focus returns", async () => {
    const { page, errors } = await visit('/packages');
    await tabTo(page, 'a[data-book]');
    await expectFocusRing(page);
    const service = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.service);
    // Outside home the modal loads on this first Enter (src/client/intent.ts): it opens once loaded.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request a Callback' });
    await dialog.waitFor();
    expect(page.url()).toBe(`${base}/packages`); // intercepted, not followed
    expect(await matches(page, '#callback-modal .modal__panel input[name="firstName"]')).toBe(true);
    expect(await page.locator('#callback-modal select[name="service"]').inputValue()).toBe(service);
    // Tab and Shift+Tab go round the dialog's controls, never out of it.
    const forward = await expectTrapped(page, '#callback-modal .modal__panel', 30);
    expect(forward.size).toBeGreaterThanOrEqual(8); // fields, country code, submit, close: it really cycles
    await expectTrapped(page, '#callback-modal .modal__panel', 30, true);
    await expectFocusRing(page);
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.service)).toBe(service);
    expect(await matches(page, 'a[data-book]')).toBe(true);
    // Space does not follow links; Enter again reopens, and the close button works by keyboard.
    await page.keyboard.press('Enter');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await tabTo(page, '#callback-modal .modal__close', { max: 20, back: true });
    await page.keyboard.press('Enter');
    await expect(dialog.count()).resolves.toBe(0);
    expect(await matches(page, 'a[data-book]')).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('home carousels', () => {
  it('hero: Tab reaches the dots, Enter and Space jump, focus pauses it, leaving resumes', async () => {
    const { page, errors } = await visit('/', { clock: true });
    await island(page, 'HeroCarousel');
    await tabTo(page, '.hero .dot');
    await expectFocusRing(page);
    expect(await focusedLabel(page)).toBe('Go to slide 1');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Go to slide 2');
    await page.keyboard.press('Enter');
    await expect.poll(() => heroSlide(page)).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => heroSlide(page)).toBe(2);
    expect(await page.locator('.hero .dot[aria-current="true"]').getAttribute('aria-label')).toBe('Go to slide 3');
    await autoplay(page, HERO, 'off');
    await after(page, 15_000, heroSlide, 2); // focused: paused
    // Shift+Tab back to the active slide's 'Book now' (inactive slides are inert: skipped).
    await tabTo(page, '.hero .btn', { back: true, max: 5 });
    expect(await inside(page, '.carousel__slide--active')).toBe(true);
    await after(page, 15_000, heroSlide, 2);
    // Focus leaves the hero: it moves again.
    await tabTo(page, 'main a:not(.hero a)');
    await autoplay(page, HERO, 'on');
    await after(page, 4900, heroSlide, 2);
    await after(page, 100, heroSlide, 3);
    expect(errors).toEqual([]);
  });

  it('testimonials: Tab reaches the page dots (hydrating on the way), Enter and Space jump, focus pauses it', async () => {
    const { page, errors } = await visit('/', { clock: true });
    await startAt(page, '#home-testimonials');
    expect(await page.locator('[data-island="TestimonialsCarousel"]').getAttribute('data-hydrated')).toBeNull();
    await tabTo(page, '.testimonials .dot', { max: 60 }); // scrolled into view by focus: the island hydrates now
    await island(page, 'TestimonialsCarousel');
    await expectFocusRing(page);
    expect(await focusedLabel(page)).toBe('Show testimonials page 1');
    expect(await testimonialsPage(page)).toBe(0);
    // Focus arrived before hydration: the carousel must still know it is focused.
    await autoplay(page, TESTIMONIALS, 'off');
    await after(page, 25_000, testimonialsPage, 0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => testimonialsPage(page)).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => testimonialsPage(page)).toBe(2);
    await after(page, 25_000, testimonialsPage, 2);
    // The visible page's content is reachable; hidden pages are not.
    await page.keyboard.press('Tab');
    expect(await inside(page, '.testimonials__page[aria-hidden]')).toBe(false);
    await tabTo(page, '.testimonials .dot', { back: true, max: 20 });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(page)).toBe('Show testimonials page 1');
    await page.keyboard.press('Enter');
    await expect.poll(() => testimonialsPage(page)).toBe(0);
    // Focus leaves: it rotates again.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await autoplay(page, TESTIMONIALS, 'on');
    await after(page, 9900, testimonialsPage, 0);
    await after(page, 100, testimonialsPage, 1);
    expect(errors).toEqual([]);
  });
});

describe('portfolio page', () => {
  it('carousel: previous and next by keyboard, focus pauses it', async () => {
    const { page, errors } = await visit(RIYA, { clock: true });
    await tabTo(page, '.carousel__next');
    await island(page, 'PortfolioCarousel');
    await expectFocusRing(page);
    const at = () => dotIndex(page, '[data-island="PortfolioCarousel"]');
    expect(await at()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(at).toBe(2);
    await autoplay(page, '[data-island="PortfolioCarousel"]', 'off');
    await after(page, 20_000, at, 2); // focused: paused
    await page.keyboard.press('Shift+Tab');
    expect(await matches(page, '.carousel__prev')).toBe(true);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe(4); // wrapped backwards
    // The dots are buttons too.
    await tabTo(page, '[data-island="PortfolioCarousel"] .dot', { max: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe(0);
    expect(errors).toEqual([]);
  });

  it('photo viewer: Enter on a tile opens it, arrows move, Tab stays inside, Escape closes and focus returns', async () => {
    const { page, errors } = await visit(RIYA);
    await startAt(page, '#media');
    await tabTo(page, '.gallery__link', { max: 10 });
    await island(page, 'PhotoGallery');
    await page.keyboard.press('Tab'); // the second tile
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.isVisible()).resolves.toBe(true);
    expect(await inside(page, '.viewer')).toBe(true);
    const count = () => page.locator('.viewer__count').textContent();
    expect(await count()).toBe('2 / 12');
    await page.keyboard.press('ArrowRight');
    expect(await count()).toBe('3 / 12');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await count()).toBe('1 / 12');
    await page.keyboard.press('ArrowLeft');
    expect(await count()).toBe('12 / 12');
    const seen = await expectTrapped(page, '.viewer', 8);
    expect([...seen].sort()).toEqual(['BUTTON:Close viewer', 'BUTTON:Next photo', 'BUTTON:Previous photo']);
    await expectTrapped(page, '.viewer', 8, true);
    await expectFocusRing(page);
    // The arrows still work with focus on a button, and the buttons work with Enter.
    await tabTo(page, '.viewer__next', { max: 3 });
    await page.keyboard.press('Enter');
    expect(await count()).toBe('1 / 12');
    await page.keyboard.press('ArrowRight');
    expect(await count()).toBe('2 / 12');
    await page.keyboard.press('Escape');
    await expect(viewer.count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.querySelectorAll('.gallery__link')[1])).toBe(
      true,
    );
    // Reopen, close with Enter on the close button: focus returns again.
    await page.keyboard.press('Enter');
    await expect(viewer.isVisible()).resolves.toBe(true);
    await tabTo(page, '.viewer__close', { max: 4 });
    await page.keyboard.press('Enter');
    await expect(viewer.count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.querySelectorAll('.gallery__link')[1])).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  it('video modal: Enter on a poster opens it, Tab stays inside, Escape closes and focus returns', async () => {
    const { page, errors } = await visit('/portfolio/nandini-sameer-lake-pichola?tab=videos');
    await startAt(page, '#media');
    await tabTo(page, '[data-video]', { max: 10 });
    await island(page, 'VideoGallery');
    await expectFocusRing(page);
    expect(await focusedLabel(page)).toBe('Play video: Save the Date');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save the Date' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(page.url()).toBe(`${base}/portfolio/nandini-sameer-lake-pichola?tab=videos`);
    expect(await inside(page, '.modal__panel')).toBe(true);
    await expectTrapped(page, '.modal__panel', 6);
    await expectTrapped(page, '.modal__panel', 6, true);
    // Keys pressed while focus is in the player go to its own (cross-origin) document, never to
    // the page: Escape is pressed from the dialog's own controls, where a keyboard user has it.
    await tabTo(page, '.modal__close', { max: 10 });
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    expect(await focusedLabel(page)).toBe('Play video: Save the Date');
    // The poster without a usable link is a button: Space opens it, Enter on Close shuts it.
    await tabTo(page, 'button[data-video]', { max: 10 });
    await page.keyboard.press('Space');
    const bad = page.getByRole('dialog', { name: 'Behind the Scenes (broken link)' });
    await expect(bad.getByText('Video not available').isVisible()).resolves.toBe(true);
    expect(await matches(page, '.modal__close')).toBe(true);
    await expectTrapped(page, '.modal__panel', 3);
    await page.keyboard.press('Enter');
    await expect(bad.count()).resolves.toBe(0);
    expect(await focusedLabel(page)).toBe('Play video: Behind the Scenes (broken link)');
    expect(errors).toEqual([]);
  });
});
