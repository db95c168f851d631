import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { worker } from '../helpers/in-process';
import { CALLBACK, PARTNER, PHOTOGRAPHER, ip, json, post as postTo } from '../helpers/leads';

/**
 * Lead capture's refusals (docs/developers.md#the-lead-api): every refusal (400, 403, 413, 415, 422,
 * 429), each a clear JSON message. The endpoints themselves: lead-endpoints.test.ts.
 * The outage path (DLQ → D1 → cron) and the never-202 guarantee: leads-relay.test.ts.
 */

const SITE = 'https://photos.example.in';

let backend: Backend;
let server: ReturnType<typeof worker>;
let base: string;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postTo(server, path, body, headers);

beforeAll(async () => {
  backend = await startBackend();
  server = worker({ SITE_URL: SITE, BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' });
  base = (await server.listen()).url.toString().replace(/\/$/, '');
  await server.getWorker().applyD1Migrations('LEADS_DB');
});
afterAll(async () => {
  await server?.close();
  await backend?.close();
});

describe('refusals: each a clear JSON message, never a stack', () => {
  it('400 for malformed JSON and for JSON that is not an object', async () => {
    for (const [body, error] of [
      ['{"firstName": "Priya",', 'Malformed JSON body'],
      ['', 'Malformed JSON body'],
      ['[1,2]', 'Request body must be a JSON object'],
      ['"text"', 'Request body must be a JSON object'],
      ['null', 'Request body must be a JSON object'],
    ]) {
      const res = await post('submit-form', body!);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ ok: false, error });
    }
    const bad = await server.fetch('/api/submit-partner-form', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip() },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toBe('Request body must be UTF-8 text');
  });

  it('413 over 16 KB: by Content-Length, and by the bytes actually read when there is none', async () => {
    const huge = JSON.stringify({ ...CALLBACK, message: 'x'.repeat(17 * 1024) });
    const res = await post('submit-form', huge);
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ ok: false, error: 'Request body is too large (limit 16 KB)' });

    const chunk = new TextEncoder().encode(`{"message":"${'y'.repeat(4096)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fetch(`${base}/api/submit-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error).toBe('Request body is too large (limit 16 KB)');

    // Just under the limit is fine.
    const near = JSON.stringify({ ...CALLBACK, message: 'z'.repeat(15 * 1024) });
    expect((await post('submit-form', near)).status).toBe(202);
  });

  it('415 for other content types', async () => {
    for (const type of ['text/plain', 'application/xml', '']) {
      const res = await server.fetch('/api/submit-photographer-form', {
        method: 'POST',
        headers: { ...(type ? { 'content-type': type } : {}), 'cf-connecting-ip': ip() },
        body: JSON.stringify(PHOTOGRAPHER),
      });
      expect(res.status).toBe(415);
      expect((await json(res)).error).toBe(
        'Unsupported content type: send application/json, application/x-www-form-urlencoded or multipart/form-data',
      );
    }
  });

  it("403 for a foreign Origin; the site's own origin and the request's own origin pass", async () => {
    for (const origin of [
      'https://evil.example',
      'http://photos.example.in',
      'https://photos.example.in.evil.example',
      'null',
    ]) {
      const res = await post('submit-form', CALLBACK, { origin });
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ ok: false, error: 'Cross-origin requests are not allowed' });
    }
    expect((await post('submit-form', CALLBACK, { origin: SITE })).status).toBe(202);
    expect((await post('submit-form', CALLBACK, { origin: base })).status).toBe(202);
  });

  it('429 past 10 a minute per IP across the forms (the RATE_LIMITER binding is enforced by local workerd)', async () => {
    const client = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('submit-form', { firstName: '' }, { 'cf-connecting-ip': client })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
    const limited = await post('submit-form', CALLBACK, { 'cf-connecting-ip': client });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await json(limited)).toEqual({
      ok: false,
      error: 'Too many submissions. Please wait a minute and try again.',
    });
    // The budget is the client's across the three forms (docs/operators.md "Rate limits"); another IP still passes.
    expect((await post('submit-partner-form', PARTNER, { 'cf-connecting-ip': client })).status).toBe(429);
    expect((await post('submit-form', CALLBACK)).status).toBe(202);
  });

  it('405 JSON for other methods', async () => {
    const res = await server.fetch('/api/submit-form');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await json(res)).ok).toBe(false);
  });
});
