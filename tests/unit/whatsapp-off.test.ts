import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';

// /api/whatsapp with its settings unset (the default): off, 404, nothing read. (Malformed ones
// turn the concern off the same way: src/worker/settings/settings.test.ts.)
let server: ReturnType<typeof worker>;

beforeAll(async () => {
  server = worker();
  await server.listen();
});
afterAll(async () => {
  await server?.close();
});

describe('the WhatsApp webhook, not set up', () => {
  it('answers 404 to the handshake and to a POST', async () => {
    const get = await server.fetch(
      '/api/whatsapp?hub.mode=subscribe&hub.verify_token=anything-at-all&hub.challenge=42',
    );
    expect(get.status).toBe(404);
    expect(await get.text()).not.toContain('42');
    const post = await server.fetch('/api/whatsapp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      body: '{"object":"whatsapp_business_account","entry":[]}',
    });
    expect(post.status).toBe(404);
  });
});
