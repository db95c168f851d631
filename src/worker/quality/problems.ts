import { clearSettingProblem, recordSettingProblem } from '../data/setting-problems';

/**
 * The Turnstile secret as siteverify sees it (docs/operators.md "Turnstile: verified humans"): a
 * refusal of the site's own request (turnstile.ts SITE_ERRORS) is remembered in D1 with its time,
 * so /admin/status names TURNSTILE_SECRET_KEY whichever isolate saw it. Written at most once a
 * minute per isolate while it lasts; the first verified token an isolate sees clears it (a fixed
 * secret is redeployed, so new isolates start the check again). Never awaited on the visitor's
 * time beyond one D1 write, and never a reason to lose the lead: a failure is logged.
 */
export const SECRET_SETTING = 'TURNSTILE_SECRET_KEY';
const REWRITE_MS = 60_000;

let writtenAt = 0;
let clearedIn: D1Database | null = null;

export async function secretRefused(db: D1Database | undefined, code: string, now = new Date()): Promise<void> {
  clearedIn = null;
  if (!db || now.getTime() - writtenAt < REWRITE_MS) return;
  writtenAt = now.getTime();
  console.error(`${SECRET_SETTING} refused by siteverify (${code}): leads are kept unverified until it is fixed`);
  await recordSettingProblem(db, SECRET_SETTING, `refused by siteverify (${code})`, now).catch((error: unknown) =>
    console.error('setting problem not recorded:', error instanceof Error ? error.message : error),
  );
}

export async function secretAccepted(db: D1Database | undefined): Promise<void> {
  if (!db || clearedIn === db) return;
  clearedIn = db;
  writtenAt = 0;
  await clearSettingProblem(db, SECRET_SETTING).catch((error: unknown) =>
    console.error('setting problem not cleared:', error instanceof Error ? error.message : error),
  );
}
