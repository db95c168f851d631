import { Hono } from 'hono';
import type { InboxEnv } from './guard';
import { icon192, icon512, maskable512 } from './icons';

/**
 * The inbox as an installable web app (docs/sales.md "The queue", "On the home screen"): a
 * manifest scoped to /admin/ and its icons, served behind Access like every inbox page (private,
 * never cached publicly: the inbox's headers middleware). Only the inbox's Layout links it;
 * public pages carry nothing of it.
 */
export const MANIFEST_PATH = '/admin/manifest.webmanifest';
export const THEME_COLOUR = '#9a4a1c';
const ICONS = {
  'icon-192.png': icon192,
  'icon-512.png': icon512,
  'icon-maskable-512.png': maskable512,
} as const;

export function webManifest(siteName: string) {
  return {
    name: `${siteName} leads inbox`,
    short_name: 'Leads',
    description: 'The sales team’s queue of leads: call, WhatsApp, assign, follow up.',
    id: '/admin/',
    start_url: '/admin/',
    scope: '/admin/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#faf7f2',
    theme_color: THEME_COLOUR,
    icons: [
      { src: '/admin/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/admin/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/admin/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export const manifest = new Hono<InboxEnv>();

manifest.get('/manifest.webmanifest', (c) =>
  c.body(JSON.stringify(webManifest(c.get('config').SITE_NAME)), 200, {
    'Content-Type': 'application/manifest+json; charset=utf-8',
  }),
);

for (const [file, base64] of Object.entries(ICONS)) {
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  manifest.get(`/${file}`, (c) => c.body(bytes, 200, { 'Content-Type': 'image/png' }));
}
