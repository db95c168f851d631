import { Hono } from 'hono';
import { settingsStatus } from '../../settings';
import type { InboxEnv } from '../guard';
import { page } from '../page';
import { StatusPage } from '../view/StatusPage';

/** The settings' status at /admin/status: each concern on, off (not set) or off (invalid). */
export const status = new Hono<InboxEnv>();

status.get('/status', (c) =>
  page(c, 'Settings', <StatusPage concerns={settingsStatus(c.env)} />, { section: 'status' }),
);
