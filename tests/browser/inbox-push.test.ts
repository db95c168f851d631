import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccessStandIn } from '../helpers/access-standin';
import { axe, inboxInBrowser, signedInContext } from '../helpers/inbox-browser';
import type { worker } from '../helpers/harness';
import { subscription, vapidKeys } from '../helpers/push-standin';

// "Turn on notifications" in Chromium at 360 px (docs/sales.md "Notifications on a phone"): the
// button's script registers the service worker scoped to /admin/, shows the button, and on a tap
// sends the browser's subscription to POST /admin/push; a second tap removes it. Chromium here
// has no push service of its own, so PushManager.subscribe answers a subscription made in the
// test (its endpoint a PUSH_SERVICE_ORIGINS stand-in); the push itself: tests/worker/inbox-push.test.ts.
const ASHA = 'asha@studio.example';
const STANDIN = 'http://127.0.0.1:9';
const vapid = await vapidKeys();
const sub = await subscription(`${STANDIN}/chromium`);
let access: AccessStandIn;
let browser: Browser;
let base: string;
let server: ReturnType<typeof worker>;

inboxInBrowser((site) => ({ access, browser, base, server } = site), {
  vars: {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_SUBJECT: 'mailto:owner@studio.example',
    PUSH_SERVICE_ORIGINS: STANDIN,
  },
  secrets: { VAPID_PRIVATE_KEY: vapid.privateKey },
});

const stored = async () => {
  const env = await server.getWorker().getEnv();
  return (await env.LEADS_DB.prepare('SELECT endpoint, member FROM push_subscriptions').all()).results;
};

describe('turning notifications on in the installed inbox', () => {
  it('registers the service worker for /admin/, sends the subscription, and turns it off again', async () => {
    const context = await signedInContext(browser, access, { email: ASHA, width: 360, height: 740 });
    await context.grantPermissions(['notifications'], { origin: base });
    // Access's cookie, as a signed-in browser has it: the service worker's own fetch carries no page header.
    await context.addCookies([{ name: 'CF_Authorization', value: await access.token({ email: ASHA }), url: base }]);
    await context.addInitScript((json) => {
      let current: unknown = null;
      const made = {
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => ((current = null), true),
      };
      PushManager.prototype.subscribe = async () => ((current = made), made as unknown as PushSubscription);
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    }, sub.json);
    const page = await context.newPage();
    await page.goto(`${base}/admin/`);
    const button = page.locator('#push-toggle');
    await button.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await button.textContent()).toBe('Turn on notifications');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(
      `${base}/admin/`,
    );
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe('Turn off notifications');
    expect(await stored()).toEqual([{ endpoint: sub.json.endpoint, member: ASHA }]);
    expect(await axe(page)).toEqual([]);
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe('Turn on notifications');
    expect(await stored()).toEqual([]);
    await context.close();
  });

  it('without JavaScript the button stays hidden and the inbox works as before', async () => {
    const context = await signedInContext(browser, access, { email: ASHA, width: 360, javaScript: false });
    const page = await context.newPage();
    await page.goto(`${base}/admin/`);
    expect(await page.locator('#push-toggle').isHidden()).toBe(true);
    expect(await page.locator('h1').textContent()).toBeTruthy();
    await context.close();
  });
});
