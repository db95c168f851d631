import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRAPH_API_VERSION, graphOrigin, graphPost, graphUrl, isPermanent } from './client';

const TOKEN = 'EAAsecret-token-0123';
const GRAPH = { META_GRAPH_URL: 'http://127.0.0.1:9/graph/' };

interface Seen {
  url: string;
  init: RequestInit;
}

/** fetch stood in: answers `status` with `body` (an object is sent as JSON), recording each request. */
function stubFetch(status: number, body: unknown = {}): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('graphOrigin / graphUrl', () => {
  it("is Meta's unless META_GRAPH_URL says otherwise (raw or from the env)", () => {
    expect(graphOrigin(undefined)).toBe('https://graph.facebook.com');
    expect(graphOrigin({ META_GRAPH_URL: ' ' })).toBe('https://graph.facebook.com');
    expect(graphOrigin('http://127.0.0.1:8/x/')).toBe('http://127.0.0.1:8/x');
    expect(graphUrl(GRAPH, '/123/events')).toBe(`http://127.0.0.1:9/graph/${GRAPH_API_VERSION}/123/events`);
    expect(() => graphOrigin('graph')).toThrow('META_GRAPH_URL is not a URL');
    expect(() => graphOrigin('ftp://graph.example')).toThrow('META_GRAPH_URL must be an http(s) URL');
  });
});

describe('graphPost', () => {
  it('2xx: ok, with the answer; the token in the header only (default), never in the URL', async () => {
    const seen = stubFetch(200, { messages: [{ id: 'wamid.1' }] });
    const r = await graphPost(GRAPH, '55/messages', TOKEN, { to: '91' });
    expect(r).toEqual({ ok: true, status: 200, answer: { messages: [{ id: 'wamid.1' }] }, response: 'HTTP 200' });
    expect(seen[0]!.url).toBe(`http://127.0.0.1:9/graph/${GRAPH_API_VERSION}/55/messages`);
    expect(seen[0]!.init.method).toBe('POST');
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(seen[0]!.init.body as string)).toEqual({ to: '91' });
  });

  it("tokenIn 'body': the token as the JSON body's access_token, last, and no Authorization header", async () => {
    const seen = stubFetch(200, { events_received: 1 });
    await graphPost(GRAPH, '1/events', TOKEN, { data: [] }, { tokenIn: 'body' });
    expect(seen[0]!.init.body).toBe(`{"data":[],"access_token":"${TOKEN}"}`);
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(seen[0]!.url).not.toContain(TOKEN);
  });

  it('400 naming bad data: failed at once (permanent), described with code, subcode and fbtrace_id', async () => {
    stubFetch(400, {
      error: {
        message: 'Invalid parameter',
        code: 100,
        error_subcode: 2804003,
        error_user_msg: 'Bad time.',
        fbtrace_id: 'T1',
      },
    });
    expect(await graphPost(GRAPH, 'p', TOKEN, {})).toMatchObject({
      ok: false,
      status: 400,
      permanent: true,
      error: 'HTTP 400: Bad time. (code 100/2804003, fbtrace_id T1)',
      response: 'HTTP 400: Bad time. (code 100/2804003, fbtrace_id T1)',
    });
    stubFetch(400, { error: { message: 'Template name does not exist', code: 132001, error_data: { details: 'x' } } });
    expect(await graphPost(GRAPH, 'p', TOKEN, {})).toMatchObject({
      permanent: true,
      error: 'HTTP 400: Template name does not exist (x) (code 132001)',
    });
  });

  it.each([
    ['429', 429, {}],
    ['500', 500, { error: { message: 'An unknown error occurred', code: 2 } }],
    ['503 without JSON', 503, '<html>busy</html>'],
    ['401', 401, { error: { message: 'bad token', code: 190 } }],
    ['403', 403, {}],
    ['408', 408, {}],
    ['400 throttled (code 4)', 400, { error: { code: 4 } }],
    ['400 throttled (code 17)', 400, { error: { code: 17 } }],
    ['400 throttled (code 32)', 400, { error: { code: 32 } }],
    ['400 throttled (code 613)', 400, { error: { code: 613 } }],
    ['400 token expired (code 190)', 400, { error: { code: 190 } }],
    ['400 permission (code 200)', 400, { error: { code: 200 } }],
    ['400 WhatsApp pair rate limit (code 131056)', 400, { error: { code: 131056 } }],
  ])('%s: transient, retried', async (_, status, body) => {
    stubFetch(status, body);
    expect(await graphPost(GRAPH, 'p', TOKEN, {})).toMatchObject({ ok: false, status, permanent: false });
  });

  it('an answer that is not JSON is described by its status', async () => {
    stubFetch(502, 'Bad gateway');
    expect(await graphPost(GRAPH, 'p', TOKEN, {})).toMatchObject({
      error: 'HTTP 502: no answer Meta documents',
      answer: null,
    });
  });

  it('timeout: transient, saying how long it waited', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    expect(await graphPost(GRAPH, 'p', TOKEN, {}, { timeoutMs: 5 })).toEqual({
      ok: false,
      status: null,
      error: 'Meta unreachable: no answer in 0.005 s',
      permanent: false,
      answer: null,
    });
  });

  it('network error or an unusable META_GRAPH_URL: transient (a fixed setting is picked up on the retry)', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await graphPost(GRAPH, 'p', TOKEN, {})).toMatchObject({
      ok: false,
      error: 'Meta unreachable: fetch failed',
      permanent: false,
    });
    expect(await graphPost({ META_GRAPH_URL: 'not-a-url' }, 'p', TOKEN, {})).toMatchObject({
      ok: false,
      error: 'Meta unreachable: META_GRAPH_URL is not a URL',
      permanent: false,
    });
  });

  it('never returns the token, whatever the answer or the error quotes', async () => {
    stubFetch(400, { error: { message: `bad token ${TOKEN}`, code: 190, fbtrace_id: TOKEN } });
    const failed = await graphPost(GRAPH, 'p', TOKEN, {});
    expect(JSON.stringify(failed)).not.toContain(TOKEN);
    expect(failed).toMatchObject({ error: 'HTTP 400: bad token [token] (code 190, fbtrace_id [token])' });

    stubFetch(200, { echo: TOKEN });
    const sent = await graphPost(GRAPH, 'p', TOKEN, {});
    expect(JSON.stringify(sent)).not.toContain(TOKEN);

    vi.stubGlobal('fetch', async () => {
      throw new Error(`connect refused, auth ${TOKEN}`);
    });
    const thrown = await graphPost(GRAPH, 'p', TOKEN, {});
    expect(JSON.stringify(thrown)).not.toContain(TOKEN);
  });
});

describe('isPermanent', () => {
  it('is a 4xx naming bad data only', () => {
    expect([200, 400, 404, 422, 500, 502].map((s) => isPermanent(s))).toEqual([false, true, true, true, false, false]);
    expect([401, 403, 408, 429].some((s) => isPermanent(s))).toBe(false);
    expect(isPermanent(400, 100)).toBe(true);
    expect(isPermanent(400, 4)).toBe(false);
  });
});
