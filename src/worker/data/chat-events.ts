import { schemaFirst } from './schema';
import { PAID_BOOKING } from './sql-bookings';

/** A chat lead as a Business Messaging event is built from it (conversions/business-messaging.ts). */
export interface ChatEventRow {
  id: string;
  received_at: string;
  /**
   * The ad click the lead is Meta's for (LeadSubmitted): the chat's first message's, else the first
   * ad click recorded on the open chat (whatsapp_ad_clicks); when it happened.
   */
  ctwa_clid: string | null;
  clicked_at: string;
  /** The newest ad click on the chat (a booking's Purchase names it), and when. */
  last_ctwa_clid: string | null;
  last_clicked_at: string;
  stage: string | null;
  value: number | null;
  stage_at: string | null;
  erased: number;
  /** The ledger's marketing consent ('unset' for a Click-to-WhatsApp chat; 'withdrawn' later). */
  consent: string;
  /** lead_quality.outcome (null: no row, 'unchecked'). */
  quality: string | null;
  /** Its paid proposal's id and total before tax in paise (./sql-bookings.ts), null when booked by hand. */
  booking_id?: string | null;
  booking_subtotal?: number | null;
}

export const chatEventRow = schemaFirst(async function chatEventRow(
  db: D1Database,
  id: string,
): Promise<ChatEventRow | null> {
  return db
    .prepare(
      `SELECT l.id, l.received_at, l.consent, p.stage, p.value, p.stage_at,
        (c.lead_id IS NULL) AS erased, q.outcome AS quality,
        COALESCE(w.ctwa_clid, f.ctwa_clid) AS ctwa_clid,
        CASE WHEN w.ctwa_clid IS NULL AND f.at IS NOT NULL THEN f.at ELSE l.received_at END AS clicked_at,
        COALESCE(n.ctwa_clid, w.ctwa_clid) AS last_ctwa_clid,
        COALESCE(n.at, l.received_at) AS last_clicked_at, b.id AS booking_id, b.subtotal AS booking_subtotal
      FROM lead_ledger l
      LEFT JOIN (${PAID_BOOKING}) b ON b.lead_id = l.id
      JOIN whatsapp_chats w ON w.lead_id = l.id
      LEFT JOIN lead_pipeline p ON p.lead_id = l.id
      LEFT JOIN lead_contacts c ON c.lead_id = l.id
      LEFT JOIN lead_quality q ON q.lead_id = l.id
      LEFT JOIN whatsapp_ad_clicks f ON f.wamid = (
        SELECT wamid FROM whatsapp_ad_clicks WHERE lead_id = l.id ORDER BY at, wamid LIMIT 1
      )
      LEFT JOIN whatsapp_ad_clicks n ON n.wamid = (
        SELECT wamid FROM whatsapp_ad_clicks WHERE lead_id = l.id ORDER BY at DESC, wamid DESC LIMIT 1
      )
      WHERE l.id = ?1`,
    )
    .bind(id)
    .first<ChatEventRow>();
});
