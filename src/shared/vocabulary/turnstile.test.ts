import { expect, it } from 'vitest';
import { turnstileOn } from './turnstile';

it('turns Turnstile on only when both keys are set', () => {
  expect(turnstileOn({ TURNSTILE_SITE_KEY: 'site-key-1', TURNSTILE_SECRET_KEY: 'secret-key' })).toBe(true);
  expect(turnstileOn({ TURNSTILE_SITE_KEY: 'site-key-1' })).toBe(false);
  expect(turnstileOn({ TURNSTILE_SECRET_KEY: 'secret-key' })).toBe(false);
  expect(turnstileOn({ TURNSTILE_SITE_KEY: '', TURNSTILE_SECRET_KEY: '' })).toBe(false);
});
