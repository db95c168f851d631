import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { BodyTooLarge, readText } from '../http/body';
import { safeRedirect } from '../http/redirect';
import type { AppEnv } from '../app-env';
import { previewConfigured, secretClient } from './client';
import { PREVIEW_COOKIE, PREVIEW_TTL_SECONDS, signPreview } from './cookie';
import { parsePerspective, perspectiveText } from './perspective';

/**
 * /api/draft-mode/enable and /disable, called by the Studio's Presentation tool (previewMode),
 * and /perspective, called by the overlay script when the editor switches perspective.
 * Responses are never cached; none carries the token.
 */
export const draftMode = new Hono<AppEnv>();

// A framed Studio may be on another site: the cookie must travel in a cross-site frame
// (SameSite=None, Secure) and lives in that frame's partition only (Partitioned, CHIPS).
const COOKIE: CookieOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'None', partitioned: true };
/** The Studio's own parameters: they select the preview, they are not part of the page's address. */
const STUDIO_PARAMS = ['sanity-preview-perspective', 'sanity-preview-variant'];
/** `{ "perspective": ... }`: a release list is the longest, and far below this. */
const PERSPECTIVE_BODY_LIMIT = 2048;

draftMode.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
});

draftMode.get('/enable', async (c) => {
  const config = c.get('config');
  if (!previewConfigured(config)) {
    return c.text(
      'Draft preview is not set up on this site: it needs SANITY_PROJECT_ID and the ' +
        'SANITY_READ_TOKEN secret (see docs/editors.md, "Setting up preview").',
      501,
    );
  }
  let result: Awaited<ReturnType<typeof import('@sanity/preview-url-secret').validatePreviewUrl>>;
  try {
    // Reads the Studio's sanity.previewUrlSecret document (perspective raw, token) and checks it is under an hour old.
    // Loaded on the Studio's request only: public isolates never parse it.
    const { validatePreviewUrl } = await import('@sanity/preview-url-secret');
    result = await validatePreviewUrl(await secretClient(config), c.req.url);
  } catch (error) {
    console.error('preview secret check failed:', error instanceof Error ? error.message : 'unknown error');
    return c.text('Could not check the preview link with Sanity. Please try again.', 502);
  }
  if (!result.isValid)
    return c.text('This preview link is invalid or has expired. Open the page again from the Studio.', 401);
  const perspective = parsePerspective(result.studioPreviewPerspective);
  setCookie(c, PREVIEW_COOKIE, await signPreview(config.SANITY_READ_TOKEN!, perspective), {
    ...COOKIE,
    maxAge: PREVIEW_TTL_SECONDS,
  });
  return c.redirect(safeRedirect(result.redirectTo, c.req.url, STUDIO_PARAMS), 307);
});

/**
 * The editor switched perspective in the Studio (published, drafts, a release): the overlay
 * script reports it here, and the page reloads when the cookie changed. Preview only, same origin.
 */
draftMode.post('/perspective', async (c) => {
  const state = c.get('preview');
  if (!state) return c.json({ ok: false, error: 'Not in preview' }, 401);
  if (c.req.header('origin') !== new URL(c.req.url).origin) return c.json({ ok: false, error: 'Forbidden' }, 403);
  let asked: unknown;
  try {
    asked = (JSON.parse(await readText(c.req.raw, PERSPECTIVE_BODY_LIMIT)) as { perspective?: unknown }).perspective;
  } catch (error) {
    if (error instanceof BodyTooLarge) return c.json({ ok: false, error: error.message }, 413);
    asked = undefined;
  }
  if (typeof asked !== 'string' && !(Array.isArray(asked) && asked.every((p) => typeof p === 'string'))) {
    return c.json({ ok: false, error: 'Expected { perspective }' }, 400);
  }
  const perspective = parsePerspective(Array.isArray(asked) ? asked.join(',') : asked);
  if (perspectiveText(perspective) === perspectiveText(state.perspective)) return c.json({ ok: true, changed: false });
  setCookie(c, PREVIEW_COOKIE, await signPreview(c.get('config').SANITY_READ_TOKEN!, perspective), {
    ...COOKIE,
    maxAge: PREVIEW_TTL_SECONDS,
  });
  return c.json({ ok: true, changed: true });
});

draftMode.get('/disable', (c) => {
  deleteCookie(c, PREVIEW_COOKIE, COOKIE);
  return c.redirect(safeRedirect(c.req.query('redirect'), c.req.url, STUDIO_PARAMS), 303);
});
