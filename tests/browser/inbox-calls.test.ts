import { flowsSiteInBrowser, type FlowsSite } from '../helpers/flows-site';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInContext } from '../helpers/inbox-browser';
import { CALLBACK, post } from '../helpers/leads';

// Logging a call on a 360 px phone (docs/sales.md "Logging a call"), with and without JavaScript:
// one submit with "2.5L" quoted, then the queue's next lead; the history reads ₹2,50,000.
let access: FlowsSite['access'];
let server: FlowsSite['server'];
let browser: Browser;
let base: string;

flowsSiteInBrowser((site) => ({ access, server, browser, base } = site));

async function submit(firstName: string, phone: string): Promise<string> {
  const res = await post(server, 'submit-form', {
    ...CALLBACK,
    firstName,
    lastName: 'Calls',
    email: `${firstName.toLowerCase()}@example.in`,
    phone,
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

describe.each([{ javaScript: true }, { javaScript: false }])('at 360 px (JavaScript $javaScript)', ({ javaScript }) => {
  it('logs a call with "2.5L" quoted in one submit and lands on the next lead of the queue', async () => {
    const db = (await server.getWorker().getEnv()).LEADS_DB;
    const first = await submit(javaScript ? 'Anika' : 'Bhavna', javaScript ? '9811100001' : '9811100003');
    const second = await submit(javaScript ? 'Chirag' : 'Divya', javaScript ? '9811100002' : '9811100004');
    const queued = async () =>
      (
        await db
          .prepare('SELECT lead_id FROM lead_work WHERE next_at IS NOT NULL AND lead_id IN (?1, ?2)')
          .bind(first, second)
          .all()
      ).results.length;
    await expect.poll(queued, { timeout: 10_000 }).toBe(2);
    // This run's two leads are the queue.
    await db.prepare('UPDATE lead_work SET next_at = NULL WHERE lead_id NOT IN (?1, ?2)').bind(first, second).run();

    const context = await signedInContext(browser, access, { email: 'sales@studio.example', width: 360, javaScript });
    const page = await context.newPage();
    await page.goto(`${base}/admin/leads/${first}`);
    // The call form is the first thing on the page, on the first screen.
    const form = page.locator('section.callform');
    expect((await form.boundingBox())!.y).toBeLessThan(300);

    await form.getByLabel('Reached').check();
    await page.fill('#call-note', 'Liked the packages; sends dates tonight');
    await page.selectOption('#call-stage', 'quoted');
    await page.fill('#call-value', '2.5L');
    await form.getByLabel(/Tomorrow, 11 am/).check();
    await Promise.all([page.waitForURL(/done=call/), page.click('button:has-text("Save call, next lead")')]);

    expect(new URL(page.url()).pathname).toBe(`/admin/leads/${second}`);
    expect(await page.locator('[role=status]').textContent()).toBe('Call saved. This is the next lead of the queue.');
    if (javaScript)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto(`${base}/admin/leads/${first}`);
    const history = (await page.locator('#audit-h + ul').textContent()) ?? '';
    expect(history).toContain('Quoted amount: — → ₹2,50,000');
    expect(history).toContain('Call: — → Reached');
    expect(history).toContain('Status: new → quoted');
    expect(await page.locator('#call-facts').textContent()).toContain('Quoted ₹2,50,000');
    await context.close();
  });
});
