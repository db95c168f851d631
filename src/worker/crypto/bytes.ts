/**
 * Bytes as text, random bytes and SHA-256, the one copy of each for the worker's tokens, ids and
 * hashes (a proposal's id and link, a call-time secret, a feed token, the `leads` cookie's secret,
 * the inbox's one-off press tokens, the hashed identifiers for ad platforms, the content cache's
 * keys). Web Crypto only, with explicit .ts imports, so Node runs it too (scripts/leads.mjs through
 * src/worker/leads/hash.ts).
 */

/** Lower-case hex, two characters a byte. */
export const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** base64url without padding (RFC 4648 section 5): safe in a URL path, a query and a cookie. */
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));

/** `n` bytes from the platform's CSPRNG as hex: 2n characters. */
export const randomHex = (n: number): string => hex(random(n));

/** `n` bytes from the platform's CSPRNG as base64url: ceil(4n / 3) characters. */
export const randomBase64url = (n: number): string => base64url(random(n));

/** SHA-256 of the text's UTF-8, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}
