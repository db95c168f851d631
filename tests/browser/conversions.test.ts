import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION } from '../../src/worker/graph';
import { freshGclid } from '../helpers/attribution';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { hydrated, launch } from '../helpers/browser';
import { worker } from '../helpers/harness';
import { until } from '../helpers/leads';
import { startCapi, type CapiStandin } from '../helpers/meta-capi-standin';

/**
 * Conversions in Chromium: a visitor from a Meta ad (fbclid, and a gclid) on a /place page accepts in
 * the consent bar and books through the callback dialog: Meta's Conversions API (stand-in) gets
 * the Lead event, hashed. Rejecting instead: the lead still reaches the backend, Meta gets nothing.
 */
const AD = '/place/wedding-photographer-jaipur';
const sha = (v: string) => createHash('sha256').update(v).digest('hex');
let backend: Backend;
let meta: CapiStandin;
let server: ReturnType<typeof worker>;
let browser: Browser;
let base: string;

beforeAll(async () => {
  [backend, meta] = await Promise.all([startBackend(), startCapi()]);
  server = worker(
    {
      BACKEND_URL: backend.url,
      LEAD_RETRY_BASE_SECONDS: '0',
      META_PIXEL_ID: '123456789012345',
      META_GRAPH_URL: meta.url,
    },
    { META_CAPI_TOKEN: 'EAAbrowser-test-token' },
  );
  base = (await server.listen()).url.toString().replace(/\/$/, '');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await Promise.all([backend?.close(), meta?.close()]);
});

const bar = (page: Page) => page.getByRole('region', { name: 'Privacy choices' });
const modal = (page: Page) => page.locator('#callback-modal');
const field = (page: Page, name: string) => modal(page).locator(`[name="${name}"]`);

/** Lands from the ad, makes the choice in the consent bar, books through the dialog; returns the lead id the backend saw. */
async function adVisit(choice: 'Accept' | 'Reject', firstName: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const fbclid = `IwAR${crypto.randomUUID().replace(/-/g, '')}`;
  await page.goto(`${base}${AD}?utm_source=facebook&utm_medium=paid&fbclid=${fbclid}&gclid=${freshGclid()}`);
  await hydrated(page);
  await bar(page).hover();
  await page.waitForSelector('[data-island="ConsentBar"][data-hydrated="true"]', { state: 'attached' });
  await bar(page).getByRole('button', { name: choice }).click();
  await expect.poll(() => bar(page).count()).toBe(0);
  await page.locator('a[data-book]').first().click();
  await modal(page).waitFor();
  await field(page, 'firstName').fill(firstName);
  await field(page, 'lastName').fill('Kapoor');
  await field(page, 'email').fill(' Meera.Kapoor@Example.in ');
  await field(page, 'phone').fill('9812345678');
  const before = backend.requests.length;
  // The event id the form's script sends: the one Meta gets (decision 0044).
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/submit-form') && r.method() === 'POST');
  await modal(page).locator('button[type="submit"]').click();
  const eventId = (JSON.parse((await sent).postData() ?? '{}') as { eventId?: string }).eventId!;
  await backend.waitFor((reqs) => reqs.slice(before).some((r) => JSON.parse(r.body).firstName === firstName), 20_000);
  const id = backend.requests.slice(before).find((r) => JSON.parse(r.body).firstName === firstName)!.headers[
    'idempotency-key'
  ] as string;
  const userAgent = await page.evaluate(() => navigator.userAgent);
  expect(errors).toEqual([]);
  await context.close();
  return { id, eventId, fbclid, userAgent };
}

describe('conversions from an ad page', () => {
  it('accept: Meta gets the Lead event, e-mail and phone hashed, the click as fbc', async () => {
    const { eventId, fbclid, userAgent } = await adVisit('Accept', 'Meera');
    await meta.waitFor(() => meta.events(eventId).length === 1);
    const [{ event, request }] = meta.events(eventId) as [ReturnType<CapiStandin['events']>[0]];
    expect(request.path).toBe(`/${GRAPH_API_VERSION}/123456789012345/events`);
    expect(event).toMatchObject({ event_name: 'Lead', event_id: eventId, action_source: 'website' });
    expect(event.event_source_url.startsWith(`${base}${AD}`)).toBe(true);
    expect(event.user_data).toMatchObject({
      em: [sha('meera.kapoor@example.in')],
      ph: [sha('919812345678')],
      country: [sha('in')],
      fbc: expect.stringMatching(new RegExp(`^fb\\.1\\.\\d{13}\\.${fbclid}$`)),
      client_user_agent: userAgent,
    });
    expect(request.raw).not.toMatch(/meera|9812345678/i);
  });

  it('reject: the lead reaches the backend, nothing reaches Meta', async () => {
    const { id, eventId } = await adVisit('Reject', 'Nikhil');
    const env = await server.getWorker().getEnv();
    await until(
      async () =>
        (
          (await env.LEADS_DB.prepare("SELECT status FROM outbox WHERE key = 'plan:lead:' || ?1").bind(id).first()) as {
            status: string;
          } | null
        )?.status === 'sent',
      20_000,
      'lead planned',
    );
    expect(meta.events(eventId)).toHaveLength(0);
    expect(
      await env.LEADS_DB.prepare("SELECT key FROM outbox WHERE lead_id = ?1 AND kind = 'meta'")
        .bind(id)
        .all()
        .then((r: { results: unknown[] }) => r.results),
    ).toEqual([]);
  });
});
