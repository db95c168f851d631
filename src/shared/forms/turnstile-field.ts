/** The form field (and JSON key) a Turnstile token travels in, as the widget itself names it. */
export const TOKEN_FIELD = 'cf-turnstile-response';
/**
 * Where an island asks whether Turnstile is on (src/worker/api/index.ts): the site key and the
 * script's URL, or 204.
 */
export const TURNSTILE_CONFIG_PATH = '/api/turnstile';
