import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { byKey, CALLBACK, json, post, qualityOf, until } from '../helpers/leads';
import { startSiteverify, type SiteverifyStandIn } from '../helpers/turnstile-standin';

// A Turnstile secret siteverify refuses is the site's configuration, not the visitor
// (docs/operators.md "Turnstile: verified humans"): the lead is kept unverified and delivered, as
// when siteverify is unreachable, and /admin/status names the setting with the time it was seen.
// Before, every real lead was spam (kept in D1 only) while the visitor was told it was received.
const HOST = 'photos.example.in';
const EMAIL = 'asha@studio.example';
const RIGHT = '1x0000000000000000000000000000000AA';
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let backend: Backend;
let verify: SiteverifyStandIn;

beforeAll(async () => {
  [backend, verify] = await Promise.all([startBackend(), startSiteverify(HOST, { secret: RIGHT })]);
});
signedInWorker(
  (vars) =>
    worker(
      {
        ...vars,
        SITE_URL: `https://${HOST}`,
        BACKEND_URL: backend.url,
        LEAD_RETRY_BASE_SECONDS: '0',
        TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
        TURNSTILE_VERIFY_URL: verify.url,
        TURNSTILE_TIMEOUT_MS: '2000',
        NOTIFY_REMINDERS: 'off',
        NOTIFY_DIGEST: 'off',
      },
      // Another widget's secret: it parses, and siteverify refuses it.
      { TURNSTILE_SECRET_KEY: '0x4AAAAAAAwrongwidgetsecret' },
    ),
  (s) => ({ server, origin, token } = s),
  { email: EMAIL },
);
afterAll(async () => {
  await Promise.all([backend?.close(), verify?.close()]);
});

const { admin } = inboxClient(() => ({ server, token, origin }));

describe('a Turnstile secret siteverify refuses', () => {
  it('keeps a real lead unverified and delivers it, and /admin/status names TURNSTILE_SECRET_KEY', async () => {
    const before = Date.now();
    const res = await post(server, 'submit-form', {
      ...CALLBACK,
      phone: '9876512345',
      'cf-turnstile-response': 'pass:callback:1',
    });
    expect(res.status).toBe(202);
    const { id } = (await json(res)) as { id: string };
    expect(verify.calls.at(-1)?.response).toBe('pass:callback:1');
    expect(await qualityOf(server, id)).toEqual({
      outcome: 'unverified',
      reason: 'turnstile: invalid-input-secret',
    });
    // Delivered as any lead is: a spam lead never reaches the backend.
    await until(async () => backend.requests.some(byKey(id)), 25_000, 'the lead at the backend');

    const { res: page, body } = await admin('/admin/status');
    expect(page.status).toBe(200);
    const line =
      /TURNSTILE_SECRET_KEY refused by siteverify \(invalid-input-secret\) at (\d+ \w+ \d{4}, \d+:\d\d [ap]m IST)/.exec(
        body,
      );
    expect(line, body).not.toBeNull();
    // The time it was seen, to the minute (India time): between the readings before and after.
    const [d, mon, y, h, m, ap] = line![1]!.split(/[ ,:]+/);
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(mon!);
    const hour = (Number(h) % 12) + (ap === 'pm' ? 12 : 0);
    const seen = Date.UTC(Number(y), month, Number(d), hour, Number(m)) - 330 * 60_000;
    expect(seen).toBeGreaterThanOrEqual(Math.floor(before / 60_000) * 60_000);
    expect(seen).toBeLessThanOrEqual(Date.now());
    // The secret itself is never shown.
    expect(body).not.toContain('wrongwidgetsecret');
  });
});
