import type { AppContext } from '../app-env';
import { BodyTooLarge, drain, readBody } from '../http/body';
import { take } from './inbound';
import { validSignature } from './signature';
import { logError } from '../http/log-text';

/**
 * The WhatsApp Cloud API webhook (docs/operators.md "WhatsApp chats"):
 *   GET   Meta's verification handshake: hub.mode=subscribe and hub.verify_token equal to
 *         WHATSAPP_VERIFY_TOKEN → 200 with hub.challenge as text/plain; anything else 403.
 *   POST  only a body (at most BODY_LIMIT) whose X-Hub-Signature-256 is the HMAC-SHA256 of the
 *         raw bytes with WHATSAPP_APP_SECRET (constant-time check); else 401 (no signature),
 *         403 (wrong one) or 413, and nothing stored.
 * Each message is stored before the answer: a number with no open lead starts one (form
 * 'whatsapp', the same durable path as a form's lead: D1 rows, then the queue: relay, notices,
 * conversions), later ones join its conversation. wamid makes every delivery idempotent. If D1
 * cannot store a message the answer is 500, so Meta delivers it again. Off (404) until set.
 */
export const BODY_LIMIT = 256 * 1024;
const NO_STORE = { 'Cache-Control': 'no-store' };

export async function whatsappWebhook(c: AppContext): Promise<Response> {
  const config = c.get('config');
  const secret = config.WHATSAPP_APP_SECRET;
  const verify = config.WHATSAPP_VERIFY_TOKEN;
  if (!secret || !verify || config.invalid.chats) {
    await drain(c.req.raw);
    return c.text('Not found', 404, NO_STORE);
  }
  if (c.req.method === 'GET') {
    const q = c.req.query();
    if (q['hub.mode'] === 'subscribe' && q['hub.verify_token'] === verify && q['hub.challenge'])
      return c.text(q['hub.challenge'], 200, NO_STORE);
    return c.text('Forbidden', 403, NO_STORE);
  }
  if (c.req.method !== 'POST') {
    await drain(c.req.raw);
    return c.text('Method not allowed', 405, { Allow: 'GET, POST', ...NO_STORE });
  }
  const signature = c.req.header('x-hub-signature-256') ?? null;
  if (!signature) {
    await drain(c.req.raw);
    return c.text('Signature required', 401, NO_STORE);
  }
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = await readBody(c.req.raw, BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLarge) return c.text(error.message, 413, NO_STORE);
    throw error;
  }
  if (!(await validSignature(signature, raw, secret))) return c.text('Bad signature', 403, NO_STORE);
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    // Signed by Meta yet not JSON: nothing to store, and a retry would not change it.
    return c.text('Not JSON', 400, NO_STORE);
  }
  try {
    await take(c.env, config, payload);
  } catch (error) {
    console.error(`whatsapp webhook: not stored, Meta retries: ${logError(error)}`);
    return c.text('Not stored; please retry', 500, NO_STORE);
  }
  return c.text('OK', 200, NO_STORE);
}
