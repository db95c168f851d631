/**
 * The editors' Studio at /studio (docs/decisions/0016-studio-served-by-the-worker.md): served by
 * the same worker with its own CSP and noindex, the project injected from the worker's vars, deep
 * links answered with the Studio's page, and public pages' CSP untouched. Needs `npm run build` (studio + worker).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBrowser, worker } from '../helpers/harness';

const csp = (res: { headers: Headers }) => res.headers.get('content-security-policy') ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

/** Today's public-page CSP (middleware/security.ts), with the per-response nonce as NONCE. */
const PUBLIC_CSP =
  "default-src 'self'; script-src 'self' 'nonce-NONCE'; style-src 'self'; img-src 'self' data: https://cdn.sanity.io https://i.ytimg.com; font-src 'self'; connect-src 'self'; frame-src https://www.youtube-nocookie.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

describe('/studio with a Sanity project configured', () => {
  const server = worker({
    SITE_URL: 'https://photos.example.in',
    SANITY_PROJECT_ID: 'fake1234',
    SANITY_DATASET: 'staging',
  });
  beforeAll(() => server.listen());
  afterAll(() => server.close());

  it.each(['/studio', '/studio/', '/studio/structure/post', '/studio/structure/heroCarousel;heroCarousel'])(
    '%s answers with the Studio page, the project from the worker vars, noindex and the Studio CSP',
    async (path) => {
      const res = await server.fetch(path, asBrowser);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await res.text();
      const block = html.match(/<script type="application\/json" id="studio-config">(.*?)<\/script>/);
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ projectId: 'fake1234', dataset: 'staging' });
      // The Studio's module entry under the base path, and its icons moved under it too.
      expect(html).toMatch(/<script src="\/studio\/static\/sanity-[\w-]+\.js" type="module"/);
      expect(html).not.toMatch(/href="\/static\//);

      const policy = csp(res);
      const nonce = directive(policy, 'script-src').match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      // Every executable script carries this response's nonce.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1]!)
        .filter((a) => !a.includes('application/json'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
      expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
      expect(directive(policy, 'script-src')).not.toContain('unsafe');
      expect(directive(policy, 'connect-src')).toContain('https://*.api.sanity.io');
      expect(directive(policy, 'connect-src')).toContain('wss://*.api.sanity.io');
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    },
  );

  it("serves the Studio's hashed files as static assets, noindex, and 404 for a missing one", async () => {
    const page = await (await server.fetch('/studio', asBrowser)).text();
    const entry = page.match(/src="(\/studio\/static\/sanity-[\w-]+\.js)"/)![1]!;
    const js = await server.fetch(entry, asBrowser);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const missing = await server.fetch('/studio/static/missing-abc123.js', asBrowser);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('studio-config');
  });

  it('keeps the strict public CSP, byte for byte, on public pages', async () => {
    for (const path of ['/', '/services', '/studios', '/robots.txt', '/nope']) {
      const res = await server.fetch(path, asBrowser);
      expect(csp(res).replace(/'nonce-[^']+'/, "'nonce-NONCE'"), path).toBe(PUBLIC_CSP);
      expect(res.headers.get('x-robots-tag'), path).toBeNull();
    }
  });
});

describe('/studio without a Sanity project (demo content)', () => {
  const server = worker({ SITE_URL: 'https://photos.example.in' });
  beforeAll(() => server.listen());
  afterAll(() => server.close());

  it.each(['/studio', '/studio/structure/post'])('%s explains in one screen how to connect a project', async (path) => {
    const res = await server.fetch(path, asBrowser);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await res.text();
    expect(html).toContain('<h1>Connect the Studio to a Sanity project</h1>');
    for (const step of [
      'SANITY_PROJECT_ID',
      'SANITY_DATASET',
      'CORS origins',
      'https://photos.example.in',
      'npx sanity cors add',
    ]) {
      expect(html).toContain(step);
    }
    // Each command works as written: the CLI reads the project from the same variables (studio/sanity.cli.ts).
    expect(html).toContain('<code>npx sanity cors add https://photos.example.in --credentials</code>');
    expect(html).toContain('<code>npx sanity projects create --dataset production --dataset-visibility public</code>');
    expect(html).not.toMatch(/ -p | --project\b/);
    // No Studio is booted against a placeholder project.
    expect(html).not.toContain('/studio/static/');
    expect(html).not.toMatch(/<script/);
  });
});
