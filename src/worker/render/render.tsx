import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { getCookie } from 'hono/cookie';
import { publicConfig } from '../config';
import type { AppContext } from '../types';
import { Document, type PageEnv } from './Document';
import type { Meta } from './meta';

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
 * Streams the page: the shell (head, header) flushes at once and each Suspense block follows
 * when its data arrives. Crawlers get the complete document in one piece (no fallbacks).
 */
export async function renderPage(c: AppContext, page: PageResult): Promise<Response> {
  const env = pageEnv(c);
  const bot = isbot(c.req.header('user-agent') ?? '');
  const stream = await renderToReadableStream(
    <Document env={env} meta={page.meta} preloadImage={page.preloadImage}>{page.body}</Document>,
    {
      nonce: env.nonce,
      // React outlines completed blocks once a flush passes this many bytes; a crawler waits for
      // everything anyway, so it gets every block inline (no fallbacks, no reveal scripts).
      ...(bot ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
      onError(error) {
        console.error('render error:', error instanceof Error ? error.message : error);
      },
    },
  );
  if (bot) await stream.allReady;
  return c.body(stream, page.status ?? 200, {
    'Content-Type': 'text/html; charset=utf-8',
    // Every page carries a per-response CSP nonce: never stored by shared caches.
    'Cache-Control': 'private, no-cache',
  });
}
