/**
 * Meta's webhook signature: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed
 * with the app secret>`. Checked with crypto.subtle.verify, which compares in constant time, so
 * the check leaks nothing of the expected signature through its timing.
 */
const HEADER = /^sha256=([0-9a-f]{64})$/i;

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export async function validSignature(
  header: string | null,
  body: Uint8Array<ArrayBuffer>,
  appSecret: string,
): Promise<boolean> {
  const m = header ? HEADER.exec(header.trim()) : null;
  if (!m) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(appSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify('HMAC', key, hexBytes(m[1]!), body);
}
