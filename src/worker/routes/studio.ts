import { Hono } from 'hono';
import { html } from 'hono/html';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { getConfig } from '../settings';
import { BASELINE_HEADERS } from '../middleware/security';
import type { AppEnv } from '../app-env';

/**
 * The content team's Sanity Studio at /studio (docs/editors.md#setting-up-the-studio), served by this worker so it
 * shares the site's origin and configuration. The Studio's files are static assets (built by
 * `npm run studio:build` into dist/client/studio); navigations reach this route through the
 * assets `run_worker_first` rule (wrangler.toml), hashed files under /studio/static/ do not.
 *
 * The page gets the project and dataset from SANITY_PROJECT_ID / SANITY_DATASET in a JSON data
 * block (read by studio/src/site-config.ts): one place configures worker and Studio alike.
 * Mounted before the site's security middleware: the Studio needs its own CSP (below), while
 * every public page keeps the strict one of middleware/security.ts.
 */
export const studio = new Hono<AppEnv>();

/** Must match studio/src/site-config.ts (the Studio cannot import worker code, nor the reverse). */
const CONFIG_ELEMENT_ID = 'studio-config';
const SHELL_PATH = '/studio/';
const SANITY_API = [
  'https://*.api.sanity.io',
  'wss://*.api.sanity.io',
  'https://*.apicdn.sanity.io',
  'https://api.sanity.io',
];
/** Sanity's "core bridge" script, included by `sanity build` in every Studio page. */
const SANITY_CORE = 'https://core.sanity-cdn.com';
/** Where the Studio's UI loads its Inter web fonts from. */
const SANITY_FONTS = ['https://design-system-static.sanity.io', 'https://studio-static.sanity.io'];

const studioSecurity = secureHeaders({
  ...BASELINE_HEADERS,
  // Sanity's login can open the identity provider in a pop-up window.
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // The page's inline boot script carries the nonce; everything else is the Studio's own chunks.
    scriptSrc: ["'self'", NONCE, SANITY_CORE],
    // The Studio (styled-components) injects <style> elements at runtime.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Uploaded images, image previews being uploaded (blob:), editors' avatars.
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      'https://cdn.sanity.io',
      'https://*.sanity.io',
      'https://lh3.googleusercontent.com',
      'https://avatars.githubusercontent.com',
    ],
    mediaSrc: ["'self'", 'blob:', 'https://cdn.sanity.io'],
    fontSrc: ["'self'", 'data:', ...SANITY_FONTS],
    connectSrc: ["'self'", ...SANITY_API, 'https://cdn.sanity.io', SANITY_CORE],
    workerSrc: ["'self'", 'blob:'],
    // Same-origin frames only (the site itself, e.g. a preview pane).
    frameSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
});

const NOINDEX = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-cache' };

studio.use('*', studioSecurity, async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(NOINDEX)) c.res.headers.set(name, value);
});

// A missing hashed file must not answer with the Studio's page.
studio.get('/static/*', (c) => c.text('Not found', 404));

studio.get('*', async (c) => {
  const config = getConfig(c.env);
  if (!config.SANITY_PROJECT_ID) return c.html(notConnectedPage(config.siteUrl), 200);

  const shell = await c.env.ASSETS.fetch(new URL(SHELL_PATH, c.req.url));
  if (!shell.ok) return c.html(notBuiltPage(), 503);

  const nonce = c.get('secureHeadersNonce') ?? '';
  // JSON in a data block: escape '<' so no value can close the element.
  const data = JSON.stringify({ projectId: config.SANITY_PROJECT_ID, dataset: config.SANITY_DATASET }).replace(
    /</g,
    '\\u003c',
  );
  const page = new HTMLRewriter()
    .on('script', { element: (el) => void el.setAttribute('nonce', nonce) })
    // `sanity build` links its icons at /static/ whatever the base path; they live under /studio/static/.
    .on('link[href^="/static/"]', {
      element: (el) => void el.setAttribute('href', `/studio${el.getAttribute('href')}`),
    })
    .on('head', {
      element: (el) =>
        void el.append(`<script type="application/json" id="${CONFIG_ELEMENT_ID}">${data}</script>`, { html: true }),
    })
    .transform(new Response(shell.body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
  return new Response(page.body, { status: 200, headers: page.headers });
});

const screen = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<style>
body{font:16px/1.6 system-ui,sans-serif;max-width:42rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
code{background:#f2f2f2;padding:.1em .3em;border-radius:3px}
li{margin:.5rem 0}
</style>
</head>
<body><main><h1>${title}</h1>${body}</main></body>
</html>`;

/** One screen telling the site owner how to connect a Sanity project (docs/editors.md#setting-up-the-studio). */
function notConnectedPage(siteUrl: string) {
  return screen(
    'Connect the Studio to a Sanity project',
    html`<p>The site is running on its built-in demo content, so there is no Sanity project to edit yet.
To edit content here:</p>
<ol>
<li>Create a free project at <a href="https://www.sanity.io/manage">sanity.io/manage</a>
(or, in <code>studio/</code>, run <code>npx sanity login</code>
then <code>npx sanity projects create --dataset production --dataset-visibility public</code>)
and note its <strong>project ID</strong>.</li>
<li>Set the worker's variables <code>SANITY_PROJECT_ID</code> (that ID) and <code>SANITY_DATASET</code>
(e.g. <code>production</code>) in <code>wrangler.toml</code> under <code>[vars]</code>,
then deploy again (<code>npm run deploy</code>).</li>
<li>Allow this site to sign in to the project: in sanity.io/manage → API → CORS origins,
add <code>${siteUrl}</code> with <em>Allow credentials</em> on
(or run <code>npx sanity cors add ${siteUrl} --credentials</code> in <code>studio/</code>:
the command reads the project from the same variables).</li>
<li>Import the demo content if you want a starting point (see docs/editors.md, "Demo content").</li>
<li>Reload this page and sign in.</li>
</ol>`,
  );
}

function notBuiltPage() {
  return screen(
    'The Studio has not been built',
    html`<p>This deployment does not include the Studio's files. Run <code>npm run build</code>
(or <code>npm run studio:build</code> before <code>vite build</code>) and deploy again.</p>`,
  );
}
