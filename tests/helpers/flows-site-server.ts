import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startAccess, type AccessStandIn } from './access-standin';
import { handled } from './handled';
import { worker } from './harness';

/**
 * One site for the `browser-flows` files that need no vars of their own (the project's globalSetup in
 * vitest.config.ts): the built worker behind the Access stand-in, as `inboxInBrowser()`
 * (tests/helpers/inbox-browser.ts) starts it, begun when a file first asks (`flowsSiteInBrowser()`,
 * tests/helpers/flows-site.ts) and kept for the run. Each of those files started its own: a workerd
 * start is about 3 CPU-seconds and several seconds of waiting on the run's serial path (docs/testing.md
 * "Browser flows files (2026-12-03)"). The files run in the run's test process, the site in this one:
 * a loopback control server hands them its base URL, signs their Access tokens and runs their D1
 * statements. The files share its D1, so each finds its own rows by its ids, names or campaigns.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared flows site's control server; unset outside the `browser-flows` project. */
    flowsSiteControl?: string;
  }
}

interface Site {
  access: AccessStandIn;
  server: ReturnType<typeof worker>;
  base: string;
}

let site: Promise<Site> | undefined;
let control: Server | undefined;
// What has been started so far, for teardown: a start that failed half-way (its rejection answers
// every file's asking) still leaves these to close.
let access: AccessStandIn | undefined;
let server: ReturnType<typeof worker> | undefined;

const started = () =>
  (site ??= (async () => {
    access = await startAccess();
    server = worker({ ACCESS_TEAM_DOMAIN: access.url, ACCESS_AUD: access.aud });
    const base = (await server.listen()).url.toString().replace(/\/$/, '');
    return { access, server, base };
  })());

type D1Method = 'first' | 'all' | 'run';

/** What each control path answers, from the request's JSON body. */
const ROUTES: Record<string, (body: any) => Promise<unknown>> = {
  '/site': async () => ({ base: (await started()).base }),
  '/token': async ({ claims, opts }) => ({ token: await (await started()).access.token(claims, opts) }),
  '/d1': async ({ sql, params, method }: { sql: string; params: unknown[]; method: D1Method }) => {
    const db = (await (await started()).server.getWorker().getEnv()).LEADS_DB;
    const statement = db.prepare(sql).bind(...params);
    return { result: await statement[method]() };
  },
};

export async function setup(project: TestProject): Promise<void> {
  control = createServer(
    handled(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      try {
        const route = ROUTES[req.url ?? ''];
        if (!route) return void res.writeHead(404).end();
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(await route(JSON.parse(body || '{}'))));
      } catch (e) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String((e as Error).stack ?? e));
      }
    }),
  );
  await new Promise<void>((resolve) => control!.listen(0, '127.0.0.1', resolve));
  project.provide('flowsSiteControl', `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()));
  await server?.close();
  await access?.close();
}
