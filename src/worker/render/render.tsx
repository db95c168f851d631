import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { getCookie } from 'hono/cookie';
import { publicConfig } from '../config';
import type { AppContext } from '../types';
import { Document, type PageEnv } from './Document';
import type { Meta } from './meta';
import { storeWhileStreaming } from './page-cache';

/** How long a visitor's response waits for slow blocks before streaming them behind fallbacks. */
export const SETTLE_MS = 300;

export interface PageResult {
  meta: Meta;
  body: ReactNode;
  status?: 200 | 404 | 500;
  /** The page's largest paint (e.g. the first hero image), preloaded from <head>. */
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
}

export function pageEnv(c: AppContext): PageEnv {
  return {
    site: publicConfig(c.get('config')),
    path: new URL(c.req.url).pathname,
    nonce: c.get('secureHeadersNonce') ?? '',
    consented: getCookie(c, 'consent') === '1',
  };
}

/**
 * Streams the page: the shell (head, header) flushes within SETTLE_MS and each slower Suspense
 * block follows when its data arrives. Crawlers get the complete document in one piece.
 */
export async function renderPage(c: AppContext, page: PageResult): Promise<Response> {
  const env = pageEnv(c);
  const bot = isbot(c.req.header('user-agent') ?? '');
  const stream = await renderToReadableStream(
    <Document env={env} meta={page.meta} preloadImage={page.preloadImage}>{page.body}</Document>,
    {
      nonce: env.nonce,
      // Finished blocks always go inline where they belong, however large (React would otherwise
      // outline one over ~12.8 kB as a hidden segment that only a script moves into place).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        console.error('render error:', error instanceof Error ? error.message : error);
      },
    },
  );
  // Crawlers always get the finished document. Visitors get it too when every block is ready
  // within SETTLE_MS (cached content: always), so the page works without JavaScript; only
  // slower blocks stream in behind their fallback after the shell.
  await (bot ? stream.allReady : Promise.race([stream.allReady, new Promise((r) => setTimeout(r, SETTLE_MS))]));
  // Every page carries a per-response CSP nonce, so shared caches never store it (private).
  return storeWhileStreaming(c, stream, page.status ?? 200, env.nonce);
}
