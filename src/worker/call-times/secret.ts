import { randomBase64url, sha256Hex } from '../crypto/bytes';

/**
 * The per-submission secret that lets the visitor who sent a callback request, and no one else,
 * choose its call time (docs/decisions/0035-call-times-chosen-with-a-per-submission-secret.md):
 * '<handle>.<secret>', both random. The handle finds the row (it is not the lead id, and knowing
 * it gives nothing); only the secret's SHA-256 is stored, compared in constant time.
 */
const HANDLE_BYTES = 12;
const SECRET_BYTES = 32;
const TOKEN = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;
/** How long a secret works after the submission's answer. */
export const SECRET_HOURS = 24;

/** A new secret: the token the answer carries, its handle and its hash (what D1 keeps). */
export async function newSecret(): Promise<{ token: string; handle: string; hash: string }> {
  const handle = randomBase64url(HANDLE_BYTES);
  const secret = randomBase64url(SECRET_BYTES);
  return { token: `${handle}.${secret}`, handle, hash: await sha256Hex(secret) };
}

/** A token's handle and the hash of its secret; null for anything that is not a token. */
export async function readToken(token: unknown): Promise<{ handle: string; hash: string } | null> {
  const m = typeof token === 'string' ? TOKEN.exec(token) : null;
  return m ? { handle: m[1]!, hash: await sha256Hex(m[2]!) } : null;
}

/** Equal strings, compared in time that depends on their length only (both are SHA-256 hex). */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
