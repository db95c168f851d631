import type { Page } from 'playwright-core';

/**
 * Timer tests on Playwright's page clock, independent of when an island hydrates:
 *  - the clock is installed and paused BEFORE the page loads, so no page time passes while the
 *    machine is busy (hydration, effects, round trips): time moves only on `runFor`;
 *  - auto-advancing widgets mark their root data-autoplay="on" in the same task that arms their
 *    timer (useAutoAdvance's armAutoAdvance), "off" once live but still. Waiting for the mark
 *    (or for a slide, which is shown in that same task) means the full interval starts at the
 *    clock's current reading.
 */

export const T0 = new Date('2026-03-01T10:00:00Z').getTime();

/**
 * Installs the page clock at `time`, paused a minute later; call before `goto` (no page timer
 * exists yet, so the jump fires nothing). The clock runs in real time between the two calls, and
 * a busy machine once took over a second there: pauseAt then refused a time already past.
 */
export async function pausedClock(page: Page, time = T0): Promise<void> {
  await page.clock.install({ time });
  await page.clock.pauseAt(time + 60_000);
}

/** Waits (real time) until the auto-advancing widget in `scope` reports `state`. */
export async function autoplay(page: Page, scope: string, state: 'on' | 'off', timeout = 15_000): Promise<void> {
  await page
    .locator(`${scope}[data-autoplay="${state}"], ${scope} [data-autoplay="${state}"]`)
    .first()
    .waitFor({ state: 'attached', timeout });
}
