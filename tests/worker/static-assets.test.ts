import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET_PATH } from '../../src/worker/content/demo/dataset';
import { asBrowser, worker } from '../helpers/harness';

// The build's static assets through the worker (wrangler.toml [assets]): what the in-process level
// (tests/unit/page-frame.test.ts) cannot serve.
const server = worker({ SITE_URL: 'https://photos.example.in' });
beforeAll(() => server.listen());
afterAll(() => server.close());

describe('page frame on every route (demo dataset)', () => {
  it('serves the built client assets and generated demo images', async () => {
    const js = await server.fetch('/assets/client.js', asBrowser);
    expect(js.status).toBe(200);
    expect(await js.text()).toContain('data-island');
    const css = await server.fetch('/assets/site.css', asBrowser);
    expect(css.status).toBe(200);
    const img = await server.fetch('/demo-img/wedding1a2b3c-1600x1067.svg?w=400&h=300&fit=crop', asBrowser);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await img.text();
    expect(svg).toMatch(/^<svg[^>]*width="400"[^>]*height="300"/);
  });
});

describe('assets only the worker reads (vite.config.ts, workerAsset)', () => {
  it('the demo dataset: its public URL answers 404, while the worker reads it (a demo page shows its content)', async () => {
    const res = await server.fetch(DEMO_DATASET_PATH, asBrowser);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body).not.toContain('"_id"');
    expect(body).not.toContain('DRAFT');
    const page = await server.fetch('/photographers', asBrowser);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Aarav Mehta');
    expect(html).not.toContain('DRAFT — should never show');
  });
});

describe('the client entry (src/worker/render/assets.ts loads it as /assets/client.js?v=<build>)', () => {
  it('no chunk imports it: a chunk importing ./client.js would run a second copy of the entry', () => {
    const dir = 'dist/client/assets';
    const importers = readdirSync(dir)
      .filter((f) => f.endsWith('.js') && f !== 'client.js')
      .filter((f) =>
        /from\s*["']\.\/client\.js["']|import\(["']\.\/client\.js["']\)/.test(readFileSync(`${dir}/${f}`, 'utf8')),
      );
    expect(importers).toEqual([]);
  });
});
