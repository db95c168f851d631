import { Hono } from 'hono';
import { COPY_SCRIPT } from './copy-script';
import type { InboxEnv } from './guard';
import css from './inbox.css?raw';

/**
 * The inbox's stylesheet at /admin/inbox.css (view/Layout.tsx CSS_PATH), served as written, and the
 * proposal page's copy script at /admin/copy.js (./copy-script.ts).
 */
export const assets = new Hono<InboxEnv>();

assets.get('/inbox.css', (c) => c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
assets.get('/copy.js', (c) => c.body(COPY_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
