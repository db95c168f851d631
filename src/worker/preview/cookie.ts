import type { Config } from '../settings';
import { perspectiveFromText, perspectiveText, type PreviewPerspective } from './perspective';
import type { PreviewState } from './state';

/**
 * The preview cookie: `v1.<expiry>.<perspective>.<HMAC>`. The HMAC key is derived (HKDF) from
 * the server-only SANITY_READ_TOKEN, so no further secret needs configuring, the token itself
 * never leaves the server, and rotating the token ends every open preview.
 * `__Host-`: Secure, Path=/ and no Domain, so no other host can plant it.
 */
export const PREVIEW_COOKIE = '__Host-preview';
/** An editor's working day; the Studio enables preview again whenever it opens a page. */
export const PREVIEW_TTL_SECONDS = 8 * 3600;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function signingKey(token: string): Promise<CryptoKey> {
  let key = keys.get(token);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(token), 'HKDF', false, ['deriveKey']).then((base) =>
      crypto.subtle.deriveKey(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: new Uint8Array(0),
          info: encoder.encode('photo-site preview cookie v1'),
        },
        base,
        { name: 'HMAC', hash: 'SHA-256', length: 256 },
        false,
        ['sign', 'verify'],
      ),
    );
    keys.set(token, key);
  }
  return key;
}

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromB64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=');
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}

/** The cookie value for a preview in `perspective` from `now` (ms) on. */
export async function signPreview(token: string, perspective: PreviewPerspective, now = Date.now()): Promise<string> {
  const payload = `v1.${Math.floor(now / 1000) + PREVIEW_TTL_SECONDS}.${perspectiveText(perspective)}`;
  const mac = await crypto.subtle.sign('HMAC', await signingKey(token), encoder.encode(payload));
  return `${payload}.${b64url(mac)}`;
}

/** The preview a cookie grants, or null when it is malformed, forged, expired or preview is off. */
export async function verifyPreview(
  config: Config,
  value: string | undefined,
  now = Date.now(),
): Promise<PreviewState | null> {
  const token = config.SANITY_READ_TOKEN;
  if (!value || !token || config.demo || value.length > 1024) return null;
  const match = /^(v1\.(\d{1,12})\.([A-Za-z0-9_~-]{1,700}))\.([A-Za-z0-9_-]+)$/.exec(value);
  if (!match) return null;
  const [, payload, expiry, perspective, mac] = match;
  const signature = fromB64url(mac!);
  if (!signature) return null;
  const ok = await crypto.subtle.verify('HMAC', await signingKey(token), signature, encoder.encode(payload!));
  if (!ok || Number(expiry) * 1000 <= now) return null;
  return { perspective: perspectiveFromText(perspective!), expires: Number(expiry) };
}
