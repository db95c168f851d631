import { createHmac, randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccessStandIn } from '../helpers/access-standin';
import { hydrated, newTabTo } from '../helpers/browser';
import { inboxInBrowser, signedInContext, type InboxSite } from '../helpers/inbox-browser';
import { until } from '../helpers/leads';

/**
 * A chat from an ad, end to end (docs/marketing.md "Chat taps", docs/operators.md "WhatsApp chats"):
 * a visitor lands on an ad's page with a campaign, taps the chat button, and the new tab is sent to
 * WhatsApp with the greeting and a reference code (tests/helpers/browser.ts newTabTo); the visitor sends that text,
 * which Meta delivers to /api/whatsapp as a signed webhook (posted here from Node, with an app
 * secret made here); the inbox then lists the chat lead under the campaign, with the landing page
 * and the message. A chat whose code matches no tap stays without the campaign.
 */
const AD = '/place/wedding-photographer-jaipur';
const APP_SECRET = randomBytes(16).toString('hex');
const VERIFY_TOKEN = `verify-${randomBytes(12).toString('hex')}`;
const CAMPAIGN = `chat-lead-${randomBytes(4).toString('hex')}`;
let access: AccessStandIn;
let server: InboxSite['server'];
let browser: Browser;
let base: string;

inboxInBrowser((site) => ({ access, server, browser, base } = site), {
  secrets: { WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN, WHATSAPP_APP_SECRET: APP_SECRET },
});

/** A text message as the Cloud API delivers it (tests/unit/whatsapp.test.ts has the full shape). */
function inbound(from: string, name: string, wamid: string, text: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102030405060',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919876543210', phone_number_id: '1234567890' },
              contacts: [{ profile: { name }, wa_id: from }],
              messages: [
                {
                  from,
                  id: wamid,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** Meta's POST: the body signed with the app secret (X-Hub-Signature-256). */
async function deliver(body: string): Promise<number> {
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body, 'utf8').digest('hex')}`;
  const res = await fetch(`${base}/api/whatsapp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    body,
  });
  await res.body?.cancel();
  return res.status;
}

/** Whether the tap of that code is stored (chat_taps). */
async function tapped(code: string): Promise<boolean> {
  const db = (await server.getWorker().getEnv()).LEADS_DB;
  return !!(await db.prepare('SELECT 1 FROM chat_taps WHERE code = ?1').bind(code).first());
}

describe('a chat from an ad', () => {
  it('the tap’s code in the chat makes a lead the inbox shows under the campaign, with the landing page and the message', async () => {
    // The visitor: lands from the ad, makes the consent choice, taps the chat button.
    const visit = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await visit.newPage();
    const landing = `${AD}?utm_source=google&utm_medium=cpc&utm_campaign=${CAMPAIGN}`;
    await page.goto(`${base}${landing}`);
    await hydrated(page);
    await page.getByRole('region', { name: 'Privacy choices' }).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('region', { name: 'Privacy choices' }).waitFor({ state: 'detached' });
    const { url } = await newTabTo(visit, 'https://wa.me', () =>
      page.getByRole('link', { name: 'Chat with us' }).click(),
    );
    const text = url.searchParams.get('text')!;
    const code = /^Hello! I have a question about your website\. \(ref ([2-9A-HJ-NP-Z]{6})\)$/.exec(text)?.[1];
    expect(code, `a greeting with a reference code: ${text}`).toBeTruthy();
    await visit.close();
    // The tap is stored after the redirect (waitUntil, src/worker/routes/chat-tap.ts); a person then
    // takes a while to press send. Here: wait for the row, so the chat never outruns its tap.
    await until(() => tapped(code!), 15_000, 'the tap recorded');

    // The visitor sends the prefilled text; Meta delivers it. A second chat names a code no tap has.
    expect(await deliver(inbound('919812300001', 'Meera Iyer', `wamid.lead-${CAMPAIGN}`, text))).toBe(200);
    const stray = `Hello! I have a question about your website. (ref ${code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ'})`;
    expect(await deliver(inbound('919812300002', 'Kabir Shah', `wamid.stray-${CAMPAIGN}`, stray))).toBe(200);

    // The salesperson's inbox: the chat lead listed under the campaign.
    const inbox = await signedInContext(browser, access, { email: 'sales@studio.example' });
    const list = await inbox.newPage();
    await list.goto(`${base}/admin`);
    const row = list.locator('table.leads tbody tr', {
      has: list.getByRole('link', { name: 'Meera Iyer', exact: true }),
    });
    // The webhook answered 200 once the lead was stored: the first load lists it.
    expect(await row.count()).toBe(1);
    expect(await row.locator('td.name .meta').first().textContent()).toBe('WhatsApp chat');
    expect(await row.locator('td[data-label="Source"]').textContent()).toBe(`google / cpc · ${CAMPAIGN}`);
    const strayRow = list.locator('table.leads tbody tr', {
      has: list.getByRole('link', { name: 'Kabir Shah', exact: true }),
    });
    expect(await strayRow.count()).toBe(1);
    expect(await strayRow.locator('td[data-label="Source"]').textContent()).toBe('(direct) / (none)');

    // Its page: the campaign and landing page as the tap had them, and the conversation with the message.
    await row.getByRole('link', { name: 'Meera Iyer', exact: true }).click();
    await list.getByRole('heading', { level: 2, name: 'Meera Iyer' }).waitFor();
    const detail = (term: string) => list.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    const lastTouch = await detail('Last touch').textContent();
    expect(lastTouch).toContain(`google / cpc · ${CAMPAIGN}`);
    expect(lastTouch).toContain(`landed on ${landing}`);
    expect(await detail('Form page').textContent()).toMatch(new RegExp(`${AD}$`));
    expect(await detail('Consent').textContent()).toBe('granted');
    const chat = list.getByRole('region', { name: 'WhatsApp conversation' });
    expect(await chat.locator('p.meta').first().textContent()).toBe(
      `+919812300001 · from the chat button (ref ${code})`,
    );
    expect(await chat.locator('ol li pre').allTextContents()).toEqual([text]);
    await inbox.close();
  });
});
