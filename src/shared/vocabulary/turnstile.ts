/** Turnstile is on when both its keys are set (docs/operators.md#turnstile-verified-humans); off otherwise. */
export const turnstileOn = (s: {
  TURNSTILE_SITE_KEY?: string | undefined;
  TURNSTILE_SECRET_KEY?: string | undefined;
}) => !!(s.TURNSTILE_SITE_KEY && s.TURNSTILE_SECRET_KEY);
