import { describe, expect, it, vi } from 'vitest';
import { judge } from './index';

// The disposable-domain list failing to load (as the dev server once refused to serve it).
const failingRules = () => Promise.reject(new Error('list not loaded'));

describe('judge', () => {
  it('keeps a lead whose spam rules could not run: judged as if no rule matched, never thrown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const judged = await judge(
      {
        form: 'partner',
        endpoint: 'submit-partner-form',
        payload: { name: 'Aarav Mehta', email: 'aarav@travel.example' },
        token: undefined,
        trapped: false,
        overContactRate: null,
        eventId: crypto.randomUUID(),
        remoteIp: null,
        hostname: 'photos.example.in',
      },
      {} as never,
      undefined,
      failingRules,
    );
    expect(judged).toEqual({ quality: 'unchecked', reason: null });
    expect(error).toHaveBeenCalledWith('spam rules not run:', 'list not loaded');
    error.mockRestore();
  });
});

describe('judge with Turnstile on', () => {
  const settings = {
    TURNSTILE_SITE_KEY: 'site',
    TURNSTILE_SECRET_KEY: 'secret',
    TURNSTILE_VERIFY_URL: 'https://siteverify.test/',
    TURNSTILE_TIMEOUT_MS: 2000,
  };
  const answering = (answer: object) => (async () => Response.json(answer)) as unknown as typeof fetch;
  const submission = {
    form: 'callback' as const,
    endpoint: 'submit-form' as const,
    payload: { firstName: 'Priya', email: 'priya@example.in', message: 'A wedding in Jaipur' },
    token: 'a-token',
    trapped: false,
    overContactRate: null,
    eventId: crypto.randomUUID(),
    remoteIp: null,
    hostname: 'photos.example.in',
  };
  const noRules = async () => null;

  it('an expired or spent token (timeout-or-duplicate) makes the lead unverified, not spam', async () => {
    const fetcher = answering({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(await judge(submission, settings, fetcher, noRules)).toEqual({
      quality: 'unverified',
      reason: 'turnstile: timeout-or-duplicate',
    });
  });

  it('a forged token is spam, however old; a good one is verified', async () => {
    const forged = answering({ success: false, 'error-codes': ['invalid-input-response', 'timeout-or-duplicate'] });
    expect(await judge(submission, settings, forged, noRules)).toMatchObject({ quality: 'spam' });
    const good = answering({ success: true, hostname: 'photos.example.in', action: 'callback' });
    expect(await judge(submission, settings, good, noRules)).toEqual({ quality: 'verified', reason: null });
  });
});
