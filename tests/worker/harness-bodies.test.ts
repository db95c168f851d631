import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBrowser, worker } from '../helpers/harness';
import { CALLBACK, json, post } from '../helpers/leads';

// The harness's responses stay readable after a garbage collection (held() in tests/helpers/harness.ts):
// miniflare drops the undici response whose body it hands on, and undici cancels the body of a
// collected response nobody reads yet.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** Collections, with turns of the event loop between them for the finalizers to run. */
async function collect() {
  for (let i = 0; i < 5; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const server = worker({ SITE_URL: 'https://photos.example.in' });
beforeAll(() => server.listen());
afterAll(() => server.close());

describe('a response read after a garbage collection', () => {
  it("a lead's answer and a page are still readable", async () => {
    const answer = await post(server, 'submit-form', { ...CALLBACK, firstName: 'Collected' });
    const page = await server.fetch('/faqs', asBrowser);
    await collect();
    expect(answer.status).toBe(202);
    expect((await json(answer)).id).toEqual(expect.any(String));
    expect(await page.text()).toContain('</html>');
  });
});
