import { flowsSiteInBrowser, type FlowsSite } from '../helpers/flows-site';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, newTabTo } from '../helpers/browser';
import { signedInContext } from '../helpers/inbox-browser';
import { until } from '../helpers/leads';

/**
 * The chat button in Chromium (docs/marketing.md "Chat taps"): a visitor lands from an ad, taps
 * the chat button, and the new tab is sent to WhatsApp with the greeting and a reference code (the
 * address it asked for: wa.me does not load here, tests/helpers/browser.ts newTabTo); the inbox's report
 * then counts the tap under the campaign.
 * With and without JavaScript.
 */
const AD = '/place/wedding-photographer-jaipur';
const GREETING = 'Hello! I have a question about your website.';
let access: FlowsSite['access'];
let server: FlowsSite['server'];
let browser: Browser;
let base: string;

flowsSiteInBrowser((site) => ({ access, server, browser, base } = site));

async function tapsOf(campaign: string): Promise<number> {
  const env = await server.getWorker().getEnv();
  const row = (await env.LEADS_DB.prepare('SELECT COUNT(*) AS n FROM chat_taps WHERE campaign = ?1')
    .bind(campaign)
    .first()) as { n: number } | null;
  return row?.n ?? 0;
}

describe.each([{ javaScript: true }, { javaScript: false }])(
  'the chat button (JavaScript $javaScript)',
  ({ javaScript }) => {
    it('opens WhatsApp with the greeting and a reference code; the report counts the tap under the campaign', async () => {
      const campaign = `chat-taps-${javaScript ? 'js' : 'nojs'}`;
      const context = await browser.newContext({
        viewport: { width: 390, height: 800 },
        javaScriptEnabled: javaScript,
      });
      const page = await context.newPage();
      await page.goto(`${base}${AD}?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
      if (javaScript) await hydrated(page);
      // A choice in the consent element first (it sits over the floating buttons until then).
      await page
        .getByRole('region', { name: 'Privacy choices' })
        .getByRole('button', { name: javaScript ? 'Accept' : 'Reject' })
        .click();
      await page.getByRole('region', { name: 'Privacy choices' }).waitFor({ state: 'detached' });
      const button = page.getByRole('link', { name: 'Chat with us' });
      expect(await button.getAttribute('href')).toBe(`/go/whatsapp?from=${AD}`);
      const { url } = await newTabTo(context, 'https://wa.me', () => button.click());
      expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
      const text = url.searchParams.get('text')!;
      expect(text).toMatch(/^Hello! I have a question about your website\. \(ref [2-9A-HJ-NP-Z]{6}\)$/);
      expect(text.startsWith(GREETING)).toBe(true);
      await until(async () => (await tapsOf(campaign)) === 1, 15_000, 'the tap recorded');
      await context.close();

      // The inbox's report: one tap under the campaign, beside its (no) leads.
      const inbox = await signedInContext(browser, access, { email: 'sales@studio.example', javaScript });
      const report = await inbox.newPage();
      await report.goto(`${base}/admin/reports`);
      const row = report
        .locator('table')
        .filter({ has: report.locator('caption', { hasText: 'Funnel per campaign' }) })
        .locator('tr', { has: report.locator('th', { hasText: `google / cpc / ${campaign}` }) });
      // Leads, then each stage (new, contacted, quoted, booked, lost), the booked value, the taps.
      expect(await row.locator('td').allTextContents()).toEqual(['0', '0', '0', '0', '0', '0', '₹0', '1']);
      expect(
        await report.locator('thead th', { hasText: 'Chat taps' }).count(),
        'a Chat taps column per funnel table',
      ).toBe(2);
      await inbox.close();
    });
  },
);
