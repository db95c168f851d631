import type { createTestHarness } from 'wrangler';

type Server = Pick<ReturnType<typeof createTestHarness>, 'fetch'>;
export interface VisitInit {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A visitor of the proposal pages (/p/{token}) and the payment callbacks, as the proposal and payment
 * tests reach them (tests/unit/proposals-*.test.ts, razorpay-webhook, booking-conversions): from the
 * address `address()` gives at each request (the pages are rate-limited per address), uncompressed,
 * never following a redirect; `post` sends a form.
 */
export function proposalVisitor(server: () => Server, address: () => string) {
  const visit = (path: string, init: VisitInit = {}) =>
    server().fetch(path, {
      redirect: 'manual',
      ...init,
      headers: { 'accept-encoding': 'identity', 'cf-connecting-ip': address(), ...init.headers },
    });
  const post = (path: string, form: Record<string, string>) =>
    visit(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  return { visit, post };
}
