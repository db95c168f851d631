import { afterAll, beforeAll } from 'vitest';
import type { createTestHarness } from 'wrangler';
import { startAccess, type AccessStandIn } from './access-standin';

/**
 * The lead inbox (/admin) as its tests reach it: the worker in-process (tests/helpers/in-process.ts)
 * or in workerd (tests/helpers/harness.ts), both of wrangler's test-harness shape.
 */
type Server = Pick<ReturnType<typeof createTestHarness>, 'fetch' | 'getWorker'>;

/** What a test has once its beforeAll ran: read at each call, so the client can be made at module level. */
export interface InboxSession {
  server: Server;
  /** The Access token sent in `cf-access-jwt-assertion` (none when unset: the owner's own machine). */
  token?: string;
  /** The worker's own origin, sent on POSTs (the same-origin check). */
  origin?: string;
}

/** A form posted as application/x-www-form-urlencoded; an array value repeats its field. */
export type Form = Record<string, string | string[]> | URLSearchParams;

export interface AdminInit {
  /** Overrides the session's token; null sends none. */
  token?: string | null;
  /** Overrides the session's origin on a POST; null sends none. */
  origin?: string | null;
  /** GET, or POST when there is a form. */
  method?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

function encode(form: Form): string {
  if (form instanceof URLSearchParams) return form.toString();
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) for (const one of [v].flat()) params.append(k, one);
  return params.toString();
}

/**
 * `admin(path, form?, init?)`: a request to the inbox, signed in with the session's token, never
 * following a redirect, uncompressed; a form is a POST with the session's origin. `db()` is the
 * LEADS_DB binding and `rows(sql, ...args)` its result rows.
 */
export function inboxClient(session: () => InboxSession, { tokenHeader = 'cf-access-jwt-assertion' } = {}) {
  async function admin(path: string, form?: Form, init: AdminInit = {}) {
    const { server, token, origin } = session();
    const headers: Record<string, string> = { 'accept-encoding': 'identity', ...init.headers };
    const t = init.token === undefined ? token : init.token;
    if (t) headers[tokenHeader] = t;
    if (init.cookie) headers.cookie = init.cookie;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const method = init.method ?? (form ? 'POST' : 'GET');
    const o = init.origin === undefined ? origin : init.origin;
    if (o && method === 'POST') headers.origin = o;
    const res = await server.fetch(path, {
      method,
      headers,
      redirect: 'manual',
      body: form ? encode(form) : undefined,
    });
    return { res, body: await res.text(), location: res.headers.get('location') };
  }
  const db = async () => (await session().server.getWorker().getEnv()).LEADS_DB;
  const rows = async (sql: string, ...args: unknown[]) =>
    (
      await (
        await db()
      )
        .prepare(sql)
        .bind(...args)
        .all()
    ).results as Array<Record<string, unknown>>;
  return { admin, db, rows };
}

/**
 * The worker (`start`: the in-process one or the workerd harness) behind the local Access
 * stand-in, for a test file: before its tests, starts the stand-in and the worker (pointed at it,
 * plus `vars`), serves it on loopback and signs `email` in; hands the four to `ready` (before the
 * file's own beforeAll runs); closes the worker, then the stand-in, afterwards.
 */
export function signedInWorker<S extends { listen(): Promise<{ url: URL }>; close(): Promise<unknown> }>(
  start: (vars: Record<string, string>) => S,
  ready: (session: { access: AccessStandIn; server: S; origin: string; token: string }) => void,
  { email, vars = {} }: { email: string; vars?: Record<string, string> },
): void {
  let access: AccessStandIn | undefined;
  let server: S | undefined;
  beforeAll(async () => {
    access = await startAccess();
    server = start({ ACCESS_TEAM_DOMAIN: access.url, ACCESS_AUD: access.aud, ...vars });
    const origin = (await server.listen()).url.toString().replace(/\/$/, '');
    ready({ access, server, origin, token: await access.token({ email }) });
  });
  afterAll(async () => {
    await server?.close();
    await access?.close();
  });
}
