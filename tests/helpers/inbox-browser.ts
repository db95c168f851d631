import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAccess, type AccessStandIn } from './access-standin';
import { launch } from './browser';
import { worker } from './harness';

/** The built worker in workerd behind the local Access stand-in, and one Chromium, for a test file. */
export interface InboxSite {
  access: AccessStandIn;
  server: ReturnType<typeof worker>;
  browser: Browser;
  /** The worker's own origin, no trailing slash. */
  base: string;
}

/**
 * Starts the Access stand-in, the worker (pointed at it, plus `vars` and `secrets`) and Chromium
 * before the file's tests, hands them to `ready` (before the file's own beforeAll runs), and closes
 * them afterwards: Chromium, then the worker, then the stand-in.
 */
export function inboxInBrowser(
  ready: (site: InboxSite) => void,
  { vars = {}, secrets = {} }: { vars?: Record<string, string>; secrets?: Record<string, string> } = {},
): void {
  let site: Partial<InboxSite> = {};
  beforeAll(async () => {
    const access = await startAccess();
    site.access = access;
    const server = worker({ ACCESS_TEAM_DOMAIN: access.url, ACCESS_AUD: access.aud, ...vars }, secrets);
    site.server = server;
    const base = (await server.listen()).url.toString().replace(/\/$/, '');
    site = { access, server, base, browser: await launch() };
    ready(site as InboxSite);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
    await site.access?.close();
  });
}

/**
 * A browser context signed in as `email`: the stand-in's token in Access's header on every request.
 * `width` sets the viewport (`height` 800 unless given); `javaScript` false turns scripts off.
 */
export async function signedInContext(
  browser: Browser,
  access: Pick<AccessStandIn, 'token'>,
  {
    email,
    width,
    height = 800,
    javaScript,
    ...options
  }: { email: string; width?: number; height?: number; javaScript?: boolean } & BrowserContextOptions,
): Promise<BrowserContext> {
  return browser.newContext({
    ...(width === undefined ? {} : { viewport: { width, height } }),
    ...(javaScript === undefined ? {} : { javaScriptEnabled: javaScript }),
    ...options,
    extraHTTPHeaders: { 'Cf-Access-Jwt-Assertion': await access.token({ email }) },
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is: each rule's id and its first three targets. */
export async function axe(page: Page): Promise<Array<{ id: string; nodes: string[] }>> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: any) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')) }));
  });
}
