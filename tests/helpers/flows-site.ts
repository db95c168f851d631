import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { AccessStandIn } from './access-standin';
import { launch } from './browser';
import type { Harness } from './leads';

/** A D1 statement run on the shared site's LEADS_DB (tests/helpers/flows-site-server.ts), read as D1's own. */
export interface SharedStatement {
  bind(...params: unknown[]): SharedStatement;
  first(): Promise<Record<string, unknown> | null>;
  all(): Promise<{ results: Array<Record<string, unknown>> }>;
  run(): Promise<unknown>;
}

/** The shared site as a file sees it: requests to it, and its D1 through the control server. */
export interface FlowsSite {
  access: Pick<AccessStandIn, 'token'>;
  server: Pick<Harness, 'fetch'> & {
    getWorker(): { getEnv(): Promise<{ LEADS_DB: { prepare(sql: string): SharedStatement } }> };
  };
  browser: Browser;
  /** The site's own origin, no trailing slash. */
  base: string;
}

/**
 * The `browser-flows` project's one site (tests/helpers/flows-site-server.ts: the built worker behind
 * the Access stand-in, no vars of a file's own) and a connection to the run's Chromium, for a test
 * file: what `inboxInBrowser()` (tests/helpers/inbox-browser.ts) hands over, without a workerd start
 * of the file's own. The site's D1 is the run's: a file finds its rows by its own ids, names or campaigns.
 */
export function flowsSiteInBrowser(ready: (site: FlowsSite) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const control = inject('flowsSiteControl');
    if (!control) throw new Error('no shared flows site: the browser-flows project starts it (vitest.config.ts)');
    const call = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${control}${path}`, { method: 'POST', body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`shared flows site ${path}: ${await res.text()}`);
      return (await res.json()) as T;
    };
    const { base } = await call<{ base: string }>('/site', {});
    const statement = (sql: string, params: unknown[]): SharedStatement => ({
      bind: (...more) => statement(sql, more),
      first: async () =>
        (await call<{ result: Record<string, unknown> | null }>('/d1', { sql, params, method: 'first' })).result,
      all: async () =>
        (await call<{ result: { results: Array<Record<string, unknown>> } }>('/d1', { sql, params, method: 'all' }))
          .result,
      run: async () => (await call<{ result: unknown }>('/d1', { sql, params, method: 'run' })).result,
    });
    const LEADS_DB = { prepare: (sql: string) => statement(sql, []) };
    // Requests as the harness's fetch takes them: a path on the site, or a whole URL.
    const fetchSite = (input: string | URL, init?: RequestInit) => fetch(new URL(String(input), base), init);
    browser = await launch();
    ready({
      access: { token: async (claims, opts) => (await call<{ token: string }>('/token', { claims, opts })).token },
      server: {
        fetch: fetchSite as unknown as Harness['fetch'],
        getWorker: () => ({ getEnv: async () => ({ LEADS_DB }) }),
      },
      browser,
      base,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
}
