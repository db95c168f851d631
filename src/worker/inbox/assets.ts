import { Hono } from 'hono';
import type { InboxEnv } from './guard';
import css from './inbox.css?raw';

/** The inbox's stylesheet at /admin/inbox.css (view/Layout.tsx CSS_PATH), served as written. */
export const assets = new Hono<InboxEnv>();

assets.get('/inbox.css', (c) => c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
