import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreview } from '../../src/worker/preview/cookie';
import { sanityVars, worker } from '../helpers/in-process';
import { postHuge } from '../helpers/huge-body';

/**
 * Every endpoint that reads a body caps it before reading: a declared 10 MB is answered
 * 413 while most of it has not even been sent; a body without a length, by the bytes read.
 */
const TOKEN = 'skViewerTokenForLimits0123456789abcd';
let server: ReturnType<typeof worker>;
let base: URL;
let n = 0;

beforeAll(async () => {
  // A Sanity project (never called here) and a read token: draft preview is on, so its perspective endpoint is reachable.
  server = worker(sanityVars('http://127.0.0.1:9'), { SANITY_READ_TOKEN: TOKEN });
  base = (await server.listen()).url;
});
afterAll(() => server?.close());

const json = { 'content-type': 'application/json' };
const ENDPOINTS: [string, () => Promise<Record<string, string>>][] = [
  ['/api/submit-form', async () => ({ ...json, 'cf-connecting-ip': `10.9.0.${++n}` })],
  ['/api/submit-partner-form', async () => ({ ...json, 'cf-connecting-ip': `10.9.0.${++n}` })],
  ['/api/submit-photographer-form', async () => ({ ...json, 'cf-connecting-ip': `10.9.0.${++n}` })],
  ['/consent', async () => ({ 'content-type': 'application/x-www-form-urlencoded' })],
  [
    '/api/revalidate',
    async () => ({ ...json, 'sanity-webhook-signature': await encodeSignatureHeader('{}', Date.now(), 'test-secret') }),
  ],
  [
    '/api/draft-mode/perspective',
    async () => ({ ...json, origin: base.origin, cookie: `__Host-preview=${await signPreview(TOKEN, 'drafts')}` }),
  ],
];

// Declared 10 MB: refused on the header while only 256 KB of it has been sent. Streamed without a
// length (512 KB, above every limit): refused by the bytes read. Not 10 MB streamed: the local
// harness's proxy loses the next request after a body is cancelled mid-stream, which the
// declared case already shows the endpoints do.
const MODES = [
  { name: 'Content-Length: 10 MB, 256 KB sent', declare: true, send: 256 * 1024 },
  { name: '512 KB streamed without a length', declare: false, send: 512 * 1024 },
];

describe('oversized bodies are refused with 413, a declared 10 MB before it is sent', () => {
  for (const mode of MODES) {
    for (const [path, headers] of ENDPOINTS) {
      it(`${path}, ${mode.name}`, async () => {
        const res = await postHuge(new URL(path, base), await headers(), mode);
        expect(res.status, res.body).toBe(413);
        expect(JSON.parse(res.body)).toMatchObject({
          ok: false,
          error: expect.stringMatching(/^Request body is too large \(limit \d+ KB\)$/),
        });
      });
    }
  }
});
