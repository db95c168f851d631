// Makes a VAPID key pair for Web Push (docs/operators.md#web-push): a P-256 key, its public half as
// the 65-byte uncompressed point and its private half as the 32-byte scalar, both base64url, as the
// settings VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY take them (src/worker/notices/settings.ts).
// `npm run vapid:keys` prints the two lines; keep the private key as a secret (`wrangler secret put`).
// Made once per site: a new pair silently ends every device's notifications until it is turned on again.
import { pathToFileURL } from 'node:url';

/** A fresh key pair: { publicKey, privateKey }, base64url without padding. */
export async function vapidKeyPair() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicKey: Buffer.from(raw).toString('base64url'), privateKey: jwk.d };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { publicKey, privateKey } = await vapidKeyPair();
  console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
  console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
  console.log('# and VAPID_SUBJECT=mailto:<an address the push services can reach you at>');
}
