import { expect } from 'vitest';
import { inboxClient, type InboxSession } from './inbox';
import { post } from './leads';

// The set-up shared by the inbox's unit test files (tests/unit/inbox*.test.ts): the signed-in
// owner's address, a client over the session their signedInWorker hooks fill in, and the checks
// every admin response gets.
export const EMAIL = 'asha@studio.example';

type Init = {
  token?: string | null;
  cookie?: string;
  method?: string;
  form?: Record<string, string>;
  origin?: string | null;
  headers?: Record<string, string>;
};

/** An inbox client over `session` (read at each call), with GET by default and a lead submitter. */
export function inboxUnit(session: () => InboxSession) {
  const inbox = inboxClient(session);
  const admin = (path: string, { form, ...init }: Init = {}) =>
    inbox.admin(path, form, { ...init, method: init.method ?? 'GET' });
  async function submit(body: Record<string, string>, endpoint = 'submit-form'): Promise<string> {
    const res = await post(session().server, endpoint, body);
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    return id;
  }
  return { inbox, db: inbox.db, rows: inbox.rows, admin, submit };
}

/** An admin response is private: not cached, not indexed, not framed, no inline code. */
export function expectPrivate(res: { headers: Headers }) {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
}
