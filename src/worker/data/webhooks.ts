import { schemaFirst } from './schema';

/**
 * Content webhook calls already handled (routes/system.ts, POST /api/revalidate): each valid
 * signature is kept until its window closes (migrations/0005_webhook_signatures.sql), so a replay
 * purges nothing. In D1 rather than KV: the insert is atomic, so two copies arriving at once
 * purge once.
 */

/**
 * Remembers `signature` until `expiresAt` (ms); false when it was there already (a replay). Expired rows go
 * on the way.
 */
export const rememberSignature = schemaFirst(async function rememberSignature(
  db: D1Database,
  signature: string,
  expiresAt: number,
  now: number,
): Promise<boolean> {
  const [, insert] = await db.batch([
    db.prepare('DELETE FROM webhook_signatures WHERE expires_at < ?1').bind(now),
    db
      .prepare('INSERT OR IGNORE INTO webhook_signatures (signature, expires_at) VALUES (?1, ?2)')
      .bind(signature, expiresAt),
  ]);
  return insert!.meta.changes === 1;
});

/** Forgets `signature` (its purge failed, so a retry of the same call purges). */
export const forgetSignature = schemaFirst(async function forgetSignature(
  db: D1Database,
  signature: string,
): Promise<void> {
  await db.prepare('DELETE FROM webhook_signatures WHERE signature = ?1').bind(signature).run();
});
