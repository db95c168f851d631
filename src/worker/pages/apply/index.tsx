import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { partnerPage } from './PartnerPage';
import { photographerPage } from './PhotographerPage';

/**
 * The application pages (docs/product.md#partner-application,
 * docs/product.md#photographer-application). Their forms post to /api.
 */
export const apply = new Hono<AppEnv>();

apply.get('/become-partner', (c) => partnerPage(c));
apply.get('/become-photographer', (c) => photographerPage(c));
