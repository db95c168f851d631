import { Hono } from 'hono';
import { settingProblems, type SettingProblem } from '../../data/setting-problems';
import { settingsStatus } from '../../settings';
import type { InboxEnv } from '../guard';
import { page } from '../page';
import { StatusPage } from '../view/StatusPage';

/**
 * The settings' status at /admin/status: each concern on, off (not set) or off (invalid), and the
 * settings a service refused at run time (data/setting-problems.ts; unreadable: none shown).
 */
export const status = new Hono<InboxEnv>();

status.get('/status', async (c) => {
  const seen = await settingProblems(c.env.LEADS_DB).catch((error: unknown): SettingProblem[] => {
    console.error('setting problems not read:', error instanceof Error ? error.message : error);
    return [];
  });
  return page(c, 'Settings', <StatusPage concerns={settingsStatus(c.env)} seen={seen} />, { section: 'status' });
});
