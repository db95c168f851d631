import { CLICK_ID_PARAMS } from '../../shared/attribution/params';
import { schemaFirst } from './schema';

/**
 * Retention (DPDP; docs/sales.md#retention): a lead older than LEAD_RETENTION_MONTHS keeps what the
 * reports need and loses everything that identifies the person. Run by the cron (queue/index.ts);
 * pure D1, so the cron never loads the inbox. Per old lead, in one batch:
 *   lead_contacts  deleted (name, e-mail, phone, page, IP, browser)
 *   leads          payload (the payload JSON) becomes '{}'; a lead the backend never took becomes
 *                  'expired' (nothing left to send), a delivered one stays delivered
 *   lead_notes     bodies become '[removed]' (author and time stay: who worked the lead)
 *   lead_keys      deleted (the idempotency claim holds a hash of the body)
 *   lead_browsers  deleted (the hash of the browser's secret that sent it)
 *   whatsapp_messages, whatsapp_chats, whatsapp_chat_users, whatsapp_ad_clicks  deleted (the
 *                  chat's words, number, WhatsApp user id and ad clicks)
 *   lead_ledger    click ids (gclid, gbraid, wbraid, fbclid) removed from both touches: they point
 *                  at one person's ad click; source, medium, campaign and landing page stay
 *   lead_pipeline, lead_audit, outbox: kept as they are (no personal field: stage, value,
 *                  channel, status; the reports read them)
 * Bounded per run (`limit` leads); the cron every 5 minutes works through any backlog.
 */
export const REMOVED_NOTE = '[removed]';
const CLICK_IDS = CLICK_ID_PARAMS.map((p) => `$.${p}`);
/** A ledger row `g` whose touches still carry a click id: OR branches of the query below. */
const CLICK_ID_KEPT = ['first_touch', 'last_touch']
  .flatMap((col) => CLICK_IDS.map((p) => `OR json_extract(g.${col}, '${p}') IS NOT NULL`))
  .join(' ');

/** The cut-off: `months` calendar months before `now` (UTC). */
export function retentionCutoff(now: Date, months: number): string {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
}

/** Anonymises up to `limit` leads received before the cut-off that still hold personal data; returns how many. */
export const anonymiseOld = schemaFirst(async function anonymiseOld(
  db: D1Database,
  now: Date,
  months: number,
  limit = 200,
): Promise<number> {
  const cutoff = retentionCutoff(now, months);
  // Old leads with anything personal left (each branch uses an index or a primary key).
  const { results } = await db
    .prepare(
      `SELECT g.id
      FROM lead_ledger g
      WHERE g.received_at < ?1 AND (
        EXISTS (SELECT 1 FROM lead_contacts c WHERE c.lead_id = g.id)
        OR EXISTS (SELECT 1 FROM leads l WHERE l.id = g.id AND l.payload <> '{}')
        OR EXISTS (SELECT 1 FROM lead_keys k WHERE k.lead_id = g.id)
        OR EXISTS (SELECT 1 FROM lead_notes n WHERE n.lead_id = g.id AND n.body <> '${REMOVED_NOTE}')
        ${CLICK_ID_KEPT}
      )
      ORDER BY g.received_at
      LIMIT ?2`,
    )
    .bind(cutoff, limit)
    .all<{ id: string }>();
  if (!results.length) return 0;
  const ids = JSON.stringify(results.map((r) => r.id));
  const inIds = 'IN (SELECT value FROM json_each(?1))';
  const at = now.toISOString();
  const strip = (col: string) =>
    `CASE WHEN ${col} IS NULL THEN NULL ELSE json_remove(${col}, ${CLICK_IDS.map((p) => `'${p}'`).join(', ')}) END`;
  await db.batch([
    db.prepare(`DELETE FROM lead_contacts WHERE lead_id ${inIds}`).bind(ids),
    db
      .prepare(
        `UPDATE leads
        SET payload = '{}', status = CASE WHEN status = 'delivered' THEN status ELSE 'expired' END, updated_at = ?2
        WHERE id ${inIds} AND payload <> '{}'`,
      )
      .bind(ids, at),
    db.prepare(`UPDATE lead_notes SET body = '${REMOVED_NOTE}' WHERE lead_id ${inIds}`).bind(ids),
    db.prepare(`DELETE FROM lead_keys WHERE lead_id ${inIds}`).bind(ids),
    db.prepare(`DELETE FROM lead_browsers WHERE lead_id ${inIds}`).bind(ids),
    db.prepare(`DELETE FROM whatsapp_messages WHERE lead_id ${inIds}`).bind(ids),
    db.prepare(`DELETE FROM whatsapp_chats WHERE lead_id ${inIds}`).bind(ids),
    db.prepare(`DELETE FROM whatsapp_chat_users WHERE lead_id ${inIds}`).bind(ids),
    db.prepare(`DELETE FROM whatsapp_ad_clicks WHERE lead_id ${inIds}`).bind(ids),
    db.prepare(`UPDATE lead_calls SET note = NULL WHERE lead_id ${inIds} AND note IS NOT NULL`).bind(ids),
    db.prepare(`UPDATE lead_work SET follow_up_note = NULL WHERE lead_id ${inIds}`).bind(ids),
    db
      .prepare(
        `UPDATE lead_ledger
        SET first_touch = ${strip('first_touch')}, last_touch = ${strip('last_touch')}, updated_at = ?2
        WHERE id ${inIds}`,
      )
      .bind(ids, at),
  ]);
  return results.length;
});

/** A tapping browser (chat_tap_browsers) is kept this long: Meta takes a website event up to 7 days late. */
export const TAP_BROWSER_DAYS = 7;

/**
 * Taps on the chat button (chat_taps) older than the cut-off are deleted outright: what a chat lead
 * needed from one it took when the chat arrived, and the reports count taps inside their window.
 * Their browsers (chat_tap_browsers, with consent only) go after TAP_BROWSER_DAYS.
 * Bounded per run like anonymiseOld (the tapped_at index); returns how many taps went.
 */
export const deleteOldTaps = schemaFirst(async function deleteOldTaps(
  db: D1Database,
  now: Date,
  months: number,
  limit = 1000,
): Promise<number> {
  await db
    .prepare(
      `DELETE FROM chat_tap_browsers
      WHERE code IN (
        SELECT b.code
        FROM chat_tap_browsers b
        LEFT JOIN chat_taps t ON t.code = b.code
        WHERE t.code IS NULL OR t.tapped_at < ?1
        LIMIT ?2
      )`,
    )
    .bind(new Date(now.getTime() - TAP_BROWSER_DAYS * 86_400_000).toISOString(), limit)
    .run();
  const { meta } = await db
    .prepare(
      `DELETE
      FROM chat_taps
      WHERE code IN (SELECT code FROM chat_taps WHERE tapped_at < ?1 ORDER BY tapped_at LIMIT ?2)`,
    )
    .bind(retentionCutoff(now, months), limit)
    .run();
  return meta.changes ?? 0;
});
