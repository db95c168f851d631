import { useEffect, useRef } from 'react';

/**
 * Cloudflare Turnstile in the lead forms (docs/operators.md#turnstile-verified-humans): nothing on page load.
 * When a visitor first presses (taps, clicks) or types in a form, the island asks the worker whether Turnstile
 * is on (GET TURNSTILE_CONFIG_PATH: the site key and the script's URL, or 204), then loads the
 * widget's script and renders it in managed mode, shown only if Turnstile needs the visitor
 * (appearance: interaction-only), with the form's name as its action. The token goes with the
 * submission as `cf-turnstile-response`. Whatever fails (script blocked, no answer), the form
 * still submits, without a token: the lead is then 'unverified', never lost.
 */
import { onFirstTouch } from './first-touch';
import { TOKEN_FIELD, TURNSTILE_CONFIG_PATH } from './turnstile-field';

export { TOKEN_FIELD, TURNSTILE_CONFIG_PATH };
/** How long a submit waits for a token still being issued. */
export const TOKEN_WAIT_MS = 5000;
/**
 * A token is good for five minutes (Cloudflare's docs), then siteverify answers
 * timeout-or-duplicate: the widget renews it a minute before, and a submit never sends an older one
 * (a background tab's timers may run late), so a person who takes their time sends a fresh token.
 */
export const TOKEN_RENEW_MS = 4 * 60_000;

interface TurnstileConfig {
  siteKey: string;
  scriptUrl: string;
}

interface TurnstileApi {
  render(el: HTMLElement, options: Record<string, unknown>): string | undefined;
  reset(id?: string): void;
  remove(id?: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let config: Promise<TurnstileConfig | null> | undefined;
let script: Promise<TurnstileApi | null> | undefined;

const loadConfig = () =>
  (config ??= fetch(TURNSTILE_CONFIG_PATH, { credentials: 'same-origin' })
    .then((r) => (r.status === 200 ? (r.json() as Promise<TurnstileConfig>) : null))
    .then((c) => (c && typeof c.siteKey === 'string' && typeof c.scriptUrl === 'string' ? c : null))
    .catch(() => null));

const loadScript = (url: string) =>
  (script ??= new Promise<TurnstileApi | null>((resolve) => {
    if (window.turnstile) return resolve(window.turnstile);
    const el = document.createElement('script');
    el.src = url;
    el.async = true;
    el.onload = () => resolve(window.turnstile ?? null);
    el.onerror = () => resolve(null);
    document.head.appendChild(el);
  }));

/** One form's widget: started by the visitor's first press or keystroke in the form; token() waits briefly for one. */
class Widget {
  private started: Promise<void> | undefined;
  private token = '';
  /** When the current token was issued (Date.now()). */
  private issuedAt = 0;
  private renewal: ReturnType<typeof setTimeout> | undefined;
  private failed = false;
  private waiters: Array<(t: string) => void> = [];
  private api: TurnstileApi | null = null;
  private id: string | undefined;
  private slot: HTMLElement | null = null;
  /** Stops waiting for the visitor's first touch of the form, which starts the widget. */
  private readonly unlisten: () => void;

  constructor(
    readonly form: HTMLFormElement,
    private readonly action: string,
  ) {
    this.unlisten = onFirstTouch(form, () => void this.start());
  }

  private settle(token: string) {
    this.token = token;
    this.issuedAt = Date.now();
    clearTimeout(this.renewal);
    if (token) this.renewal = setTimeout(() => this.renew(), TOKEN_RENEW_MS);
    for (const w of this.waiters.splice(0)) w(token);
  }

  /** Asks the widget for a new token (the callback brings it); until then there is none. */
  private renew() {
    clearTimeout(this.renewal);
    this.token = '';
    if (this.api && this.id !== undefined) this.api.reset(this.id);
  }

  start = (): Promise<void> =>
    (this.started ??= (async () => {
      const cfg = await loadConfig();
      const api = cfg && (await loadScript(cfg.scriptUrl));
      if (!cfg || !api || !this.form.isConnected) {
        this.failed = true;
        return this.settle('');
      }
      this.api = api;
      this.slot = document.createElement('div');
      this.slot.className = 'form__turnstile';
      this.form.appendChild(this.slot);
      try {
        this.id = api.render(this.slot, {
          sitekey: cfg.siteKey,
          action: this.action,
          appearance: 'interaction-only',
          callback: (t: string) => this.settle(t),
          // Renewed before it expires (TOKEN_RENEW_MS); should that be late, Turnstile's own refresh.
          'refresh-expired': 'auto',
          'refresh-timeout': 'auto',
          'expired-callback': () => this.renew(),
          'error-callback': () => {
            this.failed = true;
            this.settle('');
          },
        });
      } catch {
        this.failed = true;
        this.settle('');
      }
    })());

  /** The current token, waiting up to TOKEN_WAIT_MS for one being issued; '' when there is none. */
  async get(): Promise<string> {
    void this.start();
    if (this.token && Date.now() - this.issuedAt >= TOKEN_RENEW_MS) this.renew();
    if (this.token) return this.token;
    await this.started;
    if (this.token || this.failed) return this.token;
    return new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve(''), TOKEN_WAIT_MS);
      this.waiters.push((t) => {
        clearTimeout(timer);
        resolve(t);
      });
    });
  }

  /** A token verifies once: after a submission the widget issues a new one for the next. */
  spent() {
    this.renew();
  }

  detach() {
    this.unlisten();
    clearTimeout(this.renewal);
    if (this.api && this.id !== undefined) this.api.remove(this.id);
    this.slot?.remove();
  }
}

/**
 * The form's Turnstile, for its submit handler: `token()` before posting (''. no token), then
 * `spent()`. Follows the form element (an application form is re-created after its success screen).
 */
export function useTurnstile(form: { current: HTMLFormElement | null }, action: string) {
  const widget = useRef<Widget | null>(null);
  useEffect(() => {
    if (form.current && widget.current?.form !== form.current) {
      widget.current?.detach();
      widget.current = new Widget(form.current, action);
    }
  });
  useEffect(() => () => widget.current?.detach(), []);
  return {
    token: () => widget.current?.get() ?? Promise.resolve(''),
    spent: () => widget.current?.spent(),
  };
}
