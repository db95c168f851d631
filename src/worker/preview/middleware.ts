import { stegaClean } from '@sanity/client/stega';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { getConfig, type Config } from '../settings';
import type { AppContext, AppEnv } from '../app-env';
import { PREVIEW_COOKIE, verifyPreview } from './cookie';
import { cleanHtml } from './stega';

/**
 * Draft preview detection, outermost middleware. A public visitor costs one substring test on
 * the Cookie header. A request with a valid signed cookie gets `preview` set (content, page memo
 * and renderer read it) and, after everything else (the security headers included), its
 * response is made private and uncacheable, unindexed, and frameable by the Studio only.
 * A forged, tampered or expired cookie is ignored: the visitor sees the public page.
 */
export const preview: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.header('cookie')?.includes(`${PREVIEW_COOKIE}=`)) return next();
  const config = getConfig(c.env);
  const state = await verifyPreview(config, getCookie(c, PREVIEW_COOKIE));
  if (!state) return next();
  c.set('preview', state);
  await next();
  previewHeaders(c.res.headers, config, new URL(c.req.url).origin);
};

/** The Studio's origin, when it is not this site's own (SANITY_STUDIO_URL is a path by default). */
export function studioOrigin(config: Config, self: string): string | null {
  try {
    const origin = new URL(config.SANITY_STUDIO_URL, self).origin;
    return origin === self ? null : origin;
  } catch {
    return null;
  }
}

export function previewHeaders(headers: Headers, config: Config, self: string): void {
  headers.set('Cache-Control', 'private, no-store');
  headers.set('X-Robots-Tag', 'noindex');
  headers.delete('X-Frame-Options');
  const csp = headers.get('Content-Security-Policy');
  if (csp) {
    const studio = studioOrigin(config, self);
    headers.set(
      'Content-Security-Policy',
      csp
        .replace(/frame-ancestors [^;]*/, `frame-ancestors 'self'${studio ? ` ${studio}` : ''}`)
        // The overlays (@sanity/visual-editing) inject their styles at runtime.
        .replace(/style-src ([^;]*)/, (all, list: string) =>
          list.includes("'unsafe-inline'") ? all : `style-src ${list} 'unsafe-inline'`,
        ),
    );
  }
}

/** Preview pages: metadata and JSON-LD without stega, and the HTML cleaned outside visible text. */
export const previewMeta = <M>(c: AppContext, meta: M): M => (c.get('preview') ? (stegaClean(meta) as M) : meta);
export const previewHtml = (
  c: AppContext,
  html: ReadableStream<Uint8Array>,
  document = true,
): ReadableStream<Uint8Array> => (c.get('preview') ? html.pipeThrough(cleanHtml({ document })) : html);
