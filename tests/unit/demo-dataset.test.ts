import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_DATASET_PATH } from '../../src/worker/content/demo/dataset';
import { BLOCKS } from '../helpers/home-errors';
import { text } from '../helpers/html';
import { asBot, asBrowser, worker } from '../helpers/in-process';

/**
 * The demo dataset is a static asset the worker reads through ASSETS on its first demo query
 * (src/worker/content/demo/dataset.ts), not part of its upload: one read per isolate, shared by
 * concurrent first queries; an unreadable dataset fails the queries (their pages fall back as for
 * any failing query) and is read again by the next one.
 */
type Server = ReturnType<typeof worker>;
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** A fresh isolate (no dataset read yet) whose ASSETS binding counts reads and may answer `assets`. */
async function freshWorker(assets?: (req: Request) => Promise<Response> | undefined) {
  const server = worker();
  servers.push(server);
  await server.listen(); // its logs are captured from here on
  const env = (await server.getWorker().getEnv()) as unknown as Record<
    string,
    { fetch(r: Request): Promise<Response> }
  >;
  const real = env.ASSETS!;
  const reads: string[] = [];
  env.ASSETS = {
    fetch: async (req: Request) => {
      reads.push(new URL(req.url).pathname);
      return (await assets?.(req)) ?? real.fetch(req);
    },
  };
  return { server, reads };
}

describe('the demo dataset, read from the static assets on the first demo query', () => {
  it('pages asked at once share one read; later pages read nothing', async () => {
    const { server, reads } = await freshWorker();
    const paths = ['/', '/about', '/photographers', '/services', '/blogs', '/faqs', '/', '/hi'];
    const answers = await Promise.all(paths.map((p) => server.fetch(p, asBrowser)));
    expect(answers.map((r) => r.status)).toEqual(paths.map(() => 200));
    expect(text(await answers[0]!.text())).toContain('Aarav Mehta');
    expect((await server.fetch('/city/jaipur', asBrowser)).status).toBe(200);
    expect(reads).toEqual([DEMO_DATASET_PATH]);
  });

  it('no drafts reach a page (the build leaves them out of the asset)', async () => {
    const { server } = await freshWorker();
    const html = await (await server.fetch('/photographers', asBrowser)).text();
    expect(text(html)).toContain('Aarav Mehta');
    expect(html).not.toContain('DRAFT — should never show');
  });

  it('unreadable: the home page shows its blocks’ error texts (200), and the next request reads it again', async () => {
    let broken = true;
    const { server, reads } = await freshWorker((req) =>
      broken && new URL(req.url).pathname === DEMO_DATASET_PATH
        ? Promise.resolve(new Response('Not found', { status: 404 }))
        : undefined,
    );
    const first = await Promise.all([server.fetch('/', asBot), server.fetch('/', asBot)]);
    expect(first.map((r) => r.status)).toEqual([200, 200]);
    const html = text(await first[0]!.text());
    for (const block of BLOCKS) expect(html, block.name).toContain(block.error);
    expect(html).toContain('Creating Memories Since 2020'); // the frame
    broken = false;
    const again = await server.fetch('/', { headers: { ...asBot.headers, 'cache-control': 'no-cache' } });
    expect(again.status).toBe(200);
    const healthy = text(await again.text());
    for (const block of BLOCKS) expect(healthy, block.name).toContain(block.shows);
    expect(reads.filter((p) => p === DEMO_DATASET_PATH).length).toBeGreaterThanOrEqual(2);
  });
});
