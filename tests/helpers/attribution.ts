import { formatConsent } from '../../src/shared/attribution/consent';

/**
 * Reading the attribution cookies as the worker writes them (src/worker/attribution/cookies.ts):
 * base64url of a JSON array in this order. Tests decode them to check what a visit keeps.
 */
export const TOUCH_FIELDS = [
  'at',
  'landingPage',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
] as const;

export function decodeTouch(value: string): Record<string, string | null> {
  const list = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Array<string | null>;
  return Object.fromEntries(TOUCH_FIELDS.map((f, i) => [f, list[i] ?? null]));
}

export interface SetCookie {
  name: string;
  value: string;
  attrs: string;
}

/** The Set-Cookie lines of a response, parsed. */
export function setCookies(res: { headers: Headers }): SetCookie[] {
  return res.headers.getSetCookie().map((line) => {
    const [pair, ...rest] = line.split(';');
    const i = pair!.indexOf('=');
    return { name: pair!.slice(0, i).trim(), value: pair!.slice(i + 1).trim(), attrs: rest.join(';') };
  });
}

/** A browser's cookie jar, just enough for name=value round trips. */
export class Jar {
  readonly cookies = new Map<string, SetCookie>();
  take(res: { headers: Headers }): SetCookie[] {
    const got = setCookies(res);
    for (const c of got) this.cookies.set(c.name, c);
    return got;
  }
  get header(): string {
    return [...this.cookies.values()].map((c) => `${c.name}=${c.value}`).join('; ');
  }
  touch(name: 'attr_first' | 'attr_last') {
    const c = this.cookies.get(name);
    return c ? decodeTouch(c.value) : null;
  }
}

/** A gclid no cache has seen. */
export const freshGclid = () => `Cj0KCQ${crypto.randomUUID().replace(/-/g, '')}_BwE`;

/**
 * A consent cookie value with the choice made (marketing not allowed), for tests that want the
 * consent element out of the way. Built by the app's own formatter, so it follows the notice version.
 */
export const CHOICE_MADE = () => formatConsent(false);
