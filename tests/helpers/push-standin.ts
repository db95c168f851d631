import { createDecipheriv, createHmac, webcrypto } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handled } from './handled';

/**
 * Web Push in tests (docs/sales.md "Notifications on a phone"): a loopback push service (on plain
 * http, allowed by PUSH_SERVICE_ORIGINS), browsers' subscriptions whose keys the test holds, the
 * decryption of a pushed body as a browser does it (RFC 8291 aes128gcm, written here from the RFC,
 * independent of the library the worker sends with), and the VAPID JWT checked (RFC 8292).
 */
const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const hmac = (key: Uint8Array, ...data: Uint8Array[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return new Uint8Array(h.digest());
};

/** A VAPID key pair as `npm run vapid:keys` prints it (scripts/vapid-keys.mjs). */
export async function vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', pair.publicKey));
  return { publicKey: b64u(raw), privateKey: (await webcrypto.subtle.exportKey('jwk', pair.privateKey)).d! };
}

export interface Subscription {
  /** PushSubscription.toJSON() as the browser sends it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The plaintext of a pushed aes128gcm body (throws when it does not decrypt with these keys). */
  decrypt(body: Uint8Array): Promise<string>;
}

/** A browser's subscription at `endpoint`: a fresh P-256 key pair and a 16-byte auth secret. */
export async function subscription(endpoint: string): Promise<Subscription> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const uaPublic = new Uint8Array(await webcrypto.subtle.exportKey('raw', pair.publicKey));
  const auth = webcrypto.getRandomValues(new Uint8Array(16));
  return {
    json: { endpoint, expirationTime: null, keys: { p256dh: b64u(uaPublic), auth: b64u(auth) } },
    async decrypt(body) {
      // RFC 8188 section 2.1 header: salt (16), record size (4), key id length (1), key id (the sender's public key).
      const salt = body.slice(0, 16);
      const idLength = body[20]!;
      const asPublic = body.slice(21, 21 + idLength);
      const record = body.slice(21 + idLength);
      const key = await webcrypto.subtle.importKey('raw', asPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
      const ecdh = new Uint8Array(
        await webcrypto.subtle.deriveBits({ name: 'ECDH', public: key }, pair.privateKey, 256),
      );
      // RFC 8291 section 3.3, section 3.4: the input keying material from the ECDH secret and the auth secret.
      const info = new Uint8Array([...Buffer.from('WebPush: info\0'), ...uaPublic, ...asPublic]);
      const ikm = hmac(hmac(auth, ecdh), info, new Uint8Array([1]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), new Uint8Array([1])).slice(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), new Uint8Array([1])).slice(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.slice(-16));
      const padded = Buffer.concat([decipher.update(record.slice(0, -16)), decipher.final()]);
      // The last record: its content, then the delimiter 0x02, then zeros (RFC 8188 section 2).
      const end = padded.lastIndexOf(2);
      if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error('bad padding');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The VAPID header's JWT verified against `publicKey`; its claims (throws when the signature is wrong). */
export async function vapidClaims(authorization: string, publicKey: string): Promise<Record<string, unknown>> {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!m || m[2] !== publicKey) throw new Error(`not a VAPID header for this key: ${authorization.slice(0, 40)}`);
  const [header, payload, signature] = m[1]!.split('.');
  const key = await webcrypto.subtle.importKey(
    'raw',
    Buffer.from(publicKey, 'base64url'),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const ok = await webcrypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    Buffer.from(signature!, 'base64url'),
    Buffer.from(`${header}.${payload}`),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface Pushed {
  path: string;
  headers: IncomingHttpHeaders;
  body: Uint8Array;
}

export interface PushService {
  origin: string;
  pushes: Pushed[];
  /** The status (and headers: a 429's Retry-After) the service answers for a path (201 unless set: 410 says gone). */
  answer(path: string, status: number, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const pushes: Pushed[] = [];
  const statuses = new Map<string, [number, Record<string, string>]>();
  const server: Server = createServer(
    handled(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const path = req.url ?? '';
      pushes.push({ path, headers: req.headers, body: new Uint8Array(Buffer.concat(chunks)) });
      const [status, headers] = statuses.get(path) ?? [201, {}];
      res.writeHead(status, headers).end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    pushes,
    answer: (path, status, headers = {}) => void statuses.set(path, [status, headers]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
