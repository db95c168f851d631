import { schemaFirst } from './schema';

/**
 * Chat-button taps (migrations/0007_chat_taps.sql). The tap side (GET /go/whatsapp) writes them;
 * the chat webhook reads one back by the reference code a chat's first message carries.
 */
export interface TapAttribution {
  code: string;
  tappedAt: string;
  /** The page the chat button was tapped on. */
  pagePath: string | null;
  /** JSON text, as lead_ledger stores first_touch / last_touch (null when none). */
  firstTouch: string | null;
  lastTouch: string | null;
  /** The touch the tap counts for (the last, else the first). */
  touch: string | null;
  consent: string;
}

/** The tap with this reference code, or null. */
export const tapByCode = schemaFirst(async function tapByCode(
  db: D1Database,
  code: string,
): Promise<TapAttribution | null> {
  const row = await db
    .prepare('SELECT code, tapped_at, page_path, touch, consent FROM chat_taps WHERE code = ?1')
    .bind(code)
    .first<{ code: string; tapped_at: string; page_path: string | null; touch: string | null; consent: string }>();
  return row
    ? {
        code: row.code,
        tappedAt: row.tapped_at,
        pagePath: row.page_path,
        firstTouch: row.touch,
        lastTouch: row.touch,
        touch: row.touch,
        consent: row.consent,
      }
    : null;
});
