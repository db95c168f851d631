import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/harness';
import { CALLBACK, json, post, qualityOf } from '../helpers/leads';
import { startSiteverify, type SiteverifyStandIn } from '../helpers/turnstile-standin';

/**
 * Lead quality's rate limits (docs/marketing.md "Lead quality") with the Workers Rate Limiting
 * bindings as local workerd enforces them (wrangler.toml's RATE_LIMITER and RATE_LIMIT_CONTACT),
 * Turnstile on. The rest of lead quality end to end (each outcome's path, "Not spam", Turnstile
 * off) is the worker's own code: in-process, tests/unit/quality.test.ts. A lead here is the callback
 * form alone: what a limit counts is the submission, its client address and its contact, not the
 * visit or the consent before it, nor the relay and notices after it.
 */
const HOST = 'photos.example.in';

let server: ReturnType<typeof worker>;
let verify: SiteverifyStandIn;

beforeAll(async () => {
  verify = await startSiteverify(HOST);
  server = worker(
    {
      SITE_URL: `https://${HOST}`,
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_VERIFY_URL: verify.url,
      RATE_LIMIT_CONTACT_OVER: 'spam',
    },
    { TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' },
  );
  await server.listen();
});
afterAll(async () => {
  await server?.close();
  await verify?.close();
});

let seq = 0;
/** A callback request without a Turnstile token, each with its own phone and e-mail unless `over` names them. */
async function lead(over: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const n = ++seq;
  const body = {
    ...CALLBACK,
    email: `guest${n}.${Date.now() % 100000}@example.in`,
    phone: `9${String(Date.now() % 1e5).padStart(5, '0')}${String(n).padStart(4, '0')}`,
    eventId: crypto.randomUUID(),
    ...over,
  };
  const res = await post(server, 'submit-form', body, headers);
  return { res, id: res.status === 202 ? ((await json(res)).id as string) : '' };
}
const quality = (id: string) => qualityOf(server, id);

describe('rate limits (the Workers Rate Limiting bindings, enforced by local workerd)', () => {
  // The local limiter counts in windows aligned to the wall clock (every minute on the minute), so a
  // burst may straddle one boundary: it then gets up to twice the budget. Each test sends until the
  // limit bites (at most two windows' worth and one), whatever the time.
  it('per client address across the forms: past 10 in a minute, 429 with a message a person understands', async () => {
    const ip = '10.55.0.7';
    const statuses: number[] = [];
    let over: Awaited<ReturnType<typeof lead>> | undefined;
    for (let i = 0; i < 21 && !over; i++) {
      const l = await lead({}, { 'cf-connecting-ip': ip });
      statuses.push(l.res.status);
      if (l.res.status === 429) over = l;
    }
    expect(over, `statuses: ${statuses.join(' ')}`).toBeDefined();
    expect(statuses.filter((s) => s === 202).length).toBeGreaterThanOrEqual(10);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(over!.res.headers.get('retry-after')).toBe('60');
    expect((await json(over!.res)).error).toBe('Too many submissions. Please wait a minute and try again.');
  });

  it('an IPv6 client by its /64: other addresses of the prefix share the budget, another prefix does not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21 && statuses.at(-1) !== 429; i++)
      statuses.push((await lead({}, { 'cf-connecting-ip': `2001:db8:77:1:${i.toString(16)}::${i + 1}` })).res.status);
    expect(statuses.at(-1), statuses.join(' ')).toBe(429);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect((await lead({}, { 'cf-connecting-ip': '2001:db8:77:2::1' })).res.status).toBe(202);
  });

  it('per phone number from many addresses: past 3 a minute the rest are kept as spam, answered as any lead', async () => {
    const phone = '9988776655';
    const leads = [];
    for (let i = 0; i < 7; i++) leads.push(await lead({ phone }));
    expect(leads.map((l) => l.res.status)).toEqual(Array(7).fill(202));
    const outcomes = await Promise.all(leads.map(async (l) => (await quality(l.id))!.outcome));
    // Three a window, and seven straddle at most one window boundary.
    expect(outcomes.slice(0, 3)).toEqual(['unverified', 'unverified', 'unverified']);
    const spam = leads.filter((_, i) => outcomes[i] === 'spam');
    expect(spam.length, outcomes.join(' ')).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((o) => o === 'unverified').length).toBeLessThanOrEqual(6);
    expect((await quality(spam[0]!.id))!.reason).toBe('rate: same phone number, many submissions');
  });
});
