import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { placePage } from './page';

/**
 * Targeted ad landing pages (docs/product.md#ad-landing-pages). /a/{slug} is the URL form used in search
 * metadata: it answers with the same page, whose canonical is /place/{slug}.
 */
export const place = new Hono<AppEnv>();

place.get('/place/:slug', placePage);
place.get('/a/:slug', placePage);
