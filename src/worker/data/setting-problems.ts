import { schemaFirst } from './schema';

/**
 * Settings a service refused at run time (migrations/0020_setting_problems.sql): written by the
 * concern that saw it (quality/problems.ts), read by /admin/status (inbox/status/routes.tsx).
 */
export interface SettingProblem {
  setting: string;
  /** What was seen, without the value: "refused by siteverify (invalid-input-secret)". */
  problem: string;
  /** ISO time it was last seen. */
  seen_at: string;
}

export const recordSettingProblem = schemaFirst(async function recordSettingProblem(
  db: D1Database,
  setting: string,
  problem: string,
  at: Date,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO setting_problems (setting, problem, seen_at) VALUES (?1, ?2, ?3)
  ON CONFLICT (setting) DO UPDATE SET problem = excluded.problem, seen_at = excluded.seen_at`,
    )
    .bind(setting, problem, at.toISOString())
    .run();
});

export const clearSettingProblem = schemaFirst(async function clearSettingProblem(
  db: D1Database,
  setting: string,
): Promise<void> {
  await db.prepare('DELETE FROM setting_problems WHERE setting = ?1').bind(setting).run();
});

export const settingProblems = schemaFirst(async function settingProblems(db: D1Database): Promise<SettingProblem[]> {
  const { results } = await db
    .prepare('SELECT setting, problem, seen_at FROM setting_problems ORDER BY setting')
    .all<SettingProblem>();
  return results;
});
