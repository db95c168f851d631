import type { ReactNode } from 'react';
// The node build's web-stream renderer (works in workerd under nodejs_compat): it copies each string
// into a 4 KB buffer with encodeInto, where the edge build allocates a Uint8Array per attribute and
// text node, which was a third of the home page's render time. Same markup.
import { renderToReadableStream } from 'react-dom/server.node';
import { withoutMarketingParams } from '../../shared/attribution/params';
import { publicConfig } from '../settings';
import type { AppContext } from '../app-env';
import { previewHtml, previewMeta } from '../preview';
import { Document, type PageEnv } from './Document';
import type { Meta } from './meta';
import { FRAGMENT_HEADER } from './fragment';
import { within } from '../../shared/within';

/** How long a visitor's response waits for slow blocks before streaming them behind fallbacks. */
export const SETTLE_MS = 300;

export interface PageResult {
  meta: Meta;
  body: ReactNode;
  status?: 200 | 404 | 500 | 503;
  /** The page's largest paint (e.g. the first hero image), preloaded from <head>. */
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
  /** The page shows this visitor's own state: never stored by the page memo, never cached. */
  private?: boolean;
}

/**
 * A rendered page's headers. Islands ask for page regions with X-Fragment (./fragment.tsx), and a
 * page may be answered compressed, so both vary it. A page showing this visitor's own state is never
 * kept by any cache.
 */
const pageHeaders = (personal: boolean) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': personal ? 'private, no-store' : 'private, no-cache',
  Vary: `${FRAGMENT_HEADER}, Accept-Encoding`,
});

export function pageEnv(c: AppContext): PageEnv {
  return {
    site: publicConfig(c.get('config')),
    path: c.get('path'),
    search: withoutMarketingParams(new URL(c.req.url).search),
    locale: c.get('locale'),
    nonce: c.get('secureHeadersNonce') ?? '',
    // A choice made under the current notice hides the consent element (the page memo keys on it too).
    consentChosen: c.get('consent') !== null,
    preview: !!c.get('preview'),
  };
}

/**
 * THE settle window, the one rule for "wait briefly for data so the page works without JavaScript":
 * crawlers wait for `data` in full, visitors at most SETTLE_MS (then `undefined`). renderPage waits
 * for the whole document this way; a page awaits head data through it (e.g. JSON-LD built from a list).
 */
export function settleWindow<T>(c: AppContext, data: Promise<T>): Promise<T | undefined> {
  return c.get('bot') ? data : within(data, SETTLE_MS);
}

/**
 * Streams the page: the shell (head, header) flushes within SETTLE_MS and each slower Suspense
 * block follows when its data arrives. Crawlers get the complete document in one piece. The answer
 * says what it is (`rendered`: settled or not, personal or not) and nothing more: whatever keeps
 * pages (the page memo, ./page-cache.ts) wraps this answer; the renderer knows nothing of it.
 */
export async function renderPage(c: AppContext, page: PageResult): Promise<Response> {
  const env = pageEnv(c);
  const stream = await renderToReadableStream(
    <Document env={env} meta={previewMeta(c, page.meta)} preloadImage={page.preloadImage}>
      {page.body}
    </Document>,
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
  const settled =
    (await settleWindow(
      c,
      stream.allReady.then(() => true),
    )) === true;
  // Only a settled page may be kept: a streamed one carries this response's nonce in React's scripts.
  const personal = page.private === true;
  c.set('rendered', { settled, personal });
  return c.body(previewHtml(c, stream), (page.status ?? 200) as 200, pageHeaders(personal));
}
