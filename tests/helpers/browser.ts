import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium-server';
import { worker } from './harness';

/**
 * Debian's Chromium, headless, with the flags this offline machine needs: the run's one Chromium
 * where the project starts it (tests/helpers/chromium-server.ts), connected to; otherwise its own.
 * `close()` ends this connection and its contexts, not a shared Chromium.
 */
export function launch(): Promise<Browser> {
  const shared = inject('chromiumEndpoint');
  return shared ? chromium.connect(shared) : chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions and CSP violations seen so far. */
  errors: string[];
}

/**
 * A page that records every console error, page error and CSP violation. The home page's callback
 * modal opens by itself after 5 s; it is kept shut (as after a submit) unless `autoModal` is set.
 */
export async function open(browser: Browser, url: string, opts: OpenOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    javaScriptEnabled: opts.javaScript ?? true,
    reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
  });
  return watched(await context.newPage(), url, opts);
}

/** `open()`'s options; in a shared context (`sharedContext`) all but `javaScript`, which is the context's. */
export interface OpenOptions {
  width?: number;
  height?: number;
  javaScript?: boolean;
  reducedMotion?: boolean;
  autoModal?: boolean;
}

/** What `open()` does once it has its page: the watching, the modal kept shut, the load. */
async function watched(page: Page, url: string, opts: OpenOptions): Promise<WatchedPage> {
  const errors: string[] = [];
  page.on('console', (m) => {
    // External hosts (video thumbnails, cdn.sanity.io) cannot load offline: not the page's fault.
    if (m.type() === 'error' && !/net::ERR_|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  if (!opts.autoModal)
    await page.addInitScript(() => {
      try {
        sessionStorage.setItem('callback-submitted', '1');
      } catch {}
    });
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors };
}

/**
 * `open()` for a file's cases that need no browser context of their own: each page a new page of
 * one context the file shares, with the viewport and reduced motion set on the page, which is what
 * the context's own settings do for each of its pages: a context fewer a case, and its pages closed
 * after it (a page left open goes on rendering until the file ends;
 * docs/testing.md#browser-pages-files-2026-12-03). What the context holds is shared, so a case that
 * needs its own belongs in a context of its own: its cookies and storage (a consent choice made or
 * withdrawn, a session), Playwright's page clock (a page's `clock` is its context's) and
 * permissions. `cookies` are added once, before the first page. The context is made on first use
 * and closed after the file; each case's pages after it, unless `concurrent` (cases side by side,
 * `describe.concurrent`: an afterEach would close the pages of the cases still running), where each
 * case closes its own.
 */
export function sharedContext(
  browser: () => Browser,
  {
    javaScript = true,
    cookies = () => [],
    concurrent = false,
  }: { javaScript?: boolean; cookies?: () => Parameters<BrowserContext['addCookies']>[0]; concurrent?: boolean } = {},
): (url: string, opts?: Omit<OpenOptions, 'javaScript'>) => Promise<WatchedPage> {
  let context: Promise<BrowserContext> | undefined;
  const pages: Page[] = [];
  if (!concurrent)
    afterEach(async () => {
      await Promise.all(pages.splice(0).map((p) => p.close()));
    });
  afterAll(async () => {
    await (await context)?.close();
  });
  return async (url, opts = {}) => {
    context ??= browser()
      .newContext({
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled: javaScript,
        reducedMotion: 'no-preference',
      })
      .then(async (c) => {
        await c.addCookies(cookies());
        return c;
      });
    const page = await (await context).newPage();
    if (!concurrent) pages.push(page);
    if (opts.width !== undefined || opts.height !== undefined)
      await page.setViewportSize({ width: opts.width ?? 1280, height: opts.height ?? 900 });
    if (opts.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
    return watched(page, url, opts);
  };
}

/**
 * Clicks what opens a new tab off the site and answers that tab and the address it was sent to at
 * `origin` (its navigation, as the context saw it). No route can stand in for the other site: the
 * headless shell applies none to a new tab's redirect (src/worker/routes/chat-tap.ts answers one),
 * and no host but loopback resolves (CHROMIUM_ARGS), so the tab ends on Chromium's error page.
 */
export async function newTabTo(
  context: BrowserContext,
  origin: string,
  click: () => Promise<void>,
): Promise<{ tab: Page; url: URL }> {
  const [tab, request] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('request', (r) => r.isNavigationRequest() && r.url().startsWith(`${origin}/`)),
    click(),
  ]);
  if (request.frame().page() !== tab) throw new Error(`${request.url()} was not asked for by the new tab`);
  return { tab, url: new URL(request.url()) };
}

/**
 * Waits until every island that hydrates by itself has hydrated: not those waiting to be
 * scrolled into view, nor those loaded only on interaction or intent (the header's menu; the
 * callback modal outside home).
 */
export async function hydrated(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '[data-island]:not([data-hydrate="visible"]):not([data-hydrate="interaction"]):not([data-hydrate="intent"])',
        ),
      ].every((el) => el.dataset.hydrated === 'true'),
    undefined,
    { timeout },
  );
}

/**
 * The built site in workerd plus one Chromium for a test file: hands over the browser and the site's
 * base URL before the file's tests and closes what it opened afterwards. Without `vars`, in the
 * `browser` project, the site is the run's shared one (tests/helpers/site-server.ts); otherwise the
 * file's own.
 */
export function siteInBrowser(
  ready: (browser: Browser, base: string) => void,
  vars: Record<string, string> = {},
): void {
  const shared = Object.keys(vars).length === 0 ? inject('siteBase') : undefined;
  const server = shared ? undefined : worker(vars);
  let browser: Browser | undefined;
  beforeAll(async () => {
    const base = shared ?? (await server!.listen()).url.toString().replace(/\/$/, '');
    browser = await launch();
    ready(browser, base);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}
