import { schemaFirst } from './schema';

/**
 * Data rights (DPDP; the inbox's pages: ../inbox/rights.ts): everything kept about one person,
 * found by e-mail or phone (lead_contacts' indexes), downloaded as JSON, or erased in one batch. The erasure
 * itself is recorded in the
 * audit trail without any personal data (who erased how many leads, when).
 */
export interface PersonLead {
  lead_id: string;
  name: string;
  email: string;
  phone: string;
  form: string | null;
  received_at: string | null;
  stage: string | null;
}

/** A person's lookup: a normalised e-mail or phone (../inbox/rights.ts personKey). */
export interface PersonKey {
  column: 'email' | 'phone';
  value: string;
}

export const findPerson = schemaFirst(async function findPerson(db: D1Database, key: PersonKey): Promise<PersonLead[]> {
  const { results } = await db
    .prepare(
      `SELECT c.lead_id, c.name, c.email, c.phone, p.form, p.received_at, p.stage
      FROM lead_contacts c
      LEFT JOIN lead_pipeline p ON p.lead_id = c.lead_id
      WHERE c.${key.column} = ?1
      ORDER BY p.received_at DESC
      LIMIT 200`,
    )
    .bind(key.value)
    .all<PersonLead>();
  return results;
});

const IN_IDS = 'IN (SELECT value FROM json_each(?1))';
/** The chat-button taps that opened these leads' chats (whatsapp_chats.tap_code): the tap and its browser. */
const TAPS = `IN (SELECT tap_code FROM whatsapp_chats WHERE tap_code IS NOT NULL AND lead_id ${IN_IDS})`;
const parse = (s: unknown) => {
  if (typeof s !== 'string') return s ?? null;
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
};

/** Every row about these leads, per lead: the payload, contact, ledger, pipeline, notes, audit, outbox. */
export const exportPerson = schemaFirst(async function exportPerson(
  db: D1Database,
  ids: string[],
): Promise<Array<Record<string, unknown>>> {
  const list = JSON.stringify(ids);
  const tables = [
    ['leads', `SELECT *, id AS lead_id FROM leads WHERE id ${IN_IDS}`],
    ['contact', `SELECT * FROM lead_contacts WHERE lead_id ${IN_IDS}`],
    ['ledger', `SELECT *, id AS lead_id FROM lead_ledger WHERE id ${IN_IDS}`],
    ['pipeline', `SELECT * FROM lead_pipeline WHERE lead_id ${IN_IDS}`],
    ['notes', `SELECT * FROM lead_notes WHERE lead_id ${IN_IDS} ORDER BY created_at`],
    ['audit', `SELECT * FROM lead_audit WHERE lead_id ${IN_IDS} ORDER BY at`],
    ['outbox', `SELECT * FROM outbox WHERE lead_id ${IN_IDS} ORDER BY created_at`],
    ['whatsapp', `SELECT * FROM whatsapp_messages WHERE lead_id ${IN_IDS} ORDER BY at`],
    ['work', `SELECT * FROM lead_work WHERE lead_id ${IN_IDS}`],
    ['calls', `SELECT * FROM lead_calls WHERE lead_id ${IN_IDS} ORDER BY at`],
    ['whatsapp_user', `SELECT * FROM whatsapp_chat_users WHERE lead_id ${IN_IDS}`],
    ['whatsapp_ad_clicks', `SELECT * FROM whatsapp_ad_clicks WHERE lead_id ${IN_IDS} ORDER BY at`],
    // The call time the visitor chose (never the secret's hash).
    ['call_time', `SELECT lead_id, call_at, chosen_at FROM lead_call_times WHERE lead_id ${IN_IDS}`],
    ['quality', `SELECT * FROM lead_quality WHERE lead_id ${IN_IDS}`],
    // The tap on the chat button that opened the chat, and the browser it kept (with consent).
    [
      'chat_tap',
      `SELECT w.lead_id, t.*, b.client_ip, b.user_agent FROM whatsapp_chats w
      JOIN chat_taps t ON t.code = w.tap_code LEFT JOIN chat_tap_browsers b ON b.code = w.tap_code
      WHERE w.lead_id ${IN_IDS}`,
    ],
    ['event_date', `SELECT * FROM lead_event_dates WHERE lead_id ${IN_IDS}`],
  ] as const;
  const results = await db.batch(tables.map(([, sql]) => db.prepare(sql).bind(list)));
  return ids.map((id) => {
    const of = (i: number) => (results[i]!.results as Array<Record<string, unknown>>).filter((r) => r.lead_id === id);
    const relay = of(0)[0];
    const ledger = of(2)[0];
    return {
      id,
      payload: relay ? parse(relay.payload) : null,
      delivery: relay
        ? {
            status: relay.status,
            attempts: relay.attempts,
            last_error: relay.last_error,
            created_at: relay.created_at,
            delivered_at: relay.delivered_at,
          }
        : null,
      contact: of(1)[0] ?? null,
      ledger: ledger
        ? { ...ledger, first_touch: parse(ledger.first_touch), last_touch: parse(ledger.last_touch) }
        : null,
      pipeline: of(3)[0] ?? null,
      notes: of(4),
      audit: of(5),
      outbox: of(6),
      whatsapp: of(7),
      work: of(8)[0] ?? null,
      calls: of(9),
      whatsapp_user: of(10)[0] ?? null,
      whatsapp_ad_clicks: of(11),
      call_time: of(12)[0] ?? null,
      quality: of(13)[0] ?? null,
      chat_tap: of(14)[0] ?? null,
      event_date: (of(15)[0]?.event_date as string | undefined) ?? null,
    };
  });
});

/**
 * Erases these leads everywhere, in one batch: every row of every table that names them (a test
 * reads every table afterwards: tests/unit/erasure-every-table.test.ts), the chat-button tap that
 * opened their chat with the browser it kept, the hand merges of their person, and their proposals
 * with their versions, acceptances, payments, refunds and cancellations (their receipts and refund
 * vouchers kept: decisions 0047, 0050); their audit
 * rows keep who did what and when but lose the values; then one audit row records the erasure
 * (no lead id, no personal data).
 */
export const erasePerson = schemaFirst(async function erasePerson(
  db: D1Database,
  ids: string[],
  actor: string,
  now: Date,
): Promise<number> {
  const list = JSON.stringify(ids);
  const results = await db.batch([
    db.prepare(`DELETE FROM lead_contacts WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM leads WHERE id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_ledger WHERE id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_pipeline WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_notes WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_keys WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM outbox WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_browsers WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM whatsapp_messages WHERE lead_id ${IN_IDS}`).bind(list),
    // Before the chat row that names the tap.
    db.prepare(`DELETE FROM chat_tap_browsers WHERE code ${TAPS}`).bind(list),
    db.prepare(`DELETE FROM chat_taps WHERE code ${TAPS}`).bind(list),
    db.prepare(`DELETE FROM whatsapp_chats WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM whatsapp_chat_users WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM whatsapp_ad_clicks WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_work WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_calls WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_call_times WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_person WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_prefs WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_event_dates WHERE lead_id ${IN_IDS}`).bind(list),
    // Proposals (docs/decisions/0047-gst-place-of-supply-and-receipts.md): marked erased first, the
    // one way their acceptances may be deleted (migrations/0018_proposals.sql); receipts are kept.
    db.prepare(`UPDATE proposals SET erased_at = ?2 WHERE lead_id ${IN_IDS}`).bind(list, now.toISOString()),
    db
      .prepare(
        `DELETE FROM proposal_acceptances WHERE proposal_id IN (SELECT id FROM proposals WHERE lead_id ${IN_IDS})`,
      )
      .bind(list),
    db
      .prepare(`DELETE FROM proposal_versions WHERE proposal_id IN (SELECT id FROM proposals WHERE lead_id ${IN_IDS})`)
      .bind(list),
    db.prepare(`DELETE FROM payments WHERE lead_id ${IN_IDS}`).bind(list),
    // Their refunds and cancellations (migrations/0021_refunds.sql); refund vouchers are kept, as receipts are.
    db.prepare(`DELETE FROM refunds WHERE lead_id ${IN_IDS}`).bind(list),
    // Refunds made in Razorpay's dashboard (migrations/0024_dashboard_refunds.sql): their vouchers are kept too.
    db.prepare(`DELETE FROM dashboard_refunds WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM booking_cancellations WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM proposal_balances WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM proposals WHERE lead_id ${IN_IDS}`).bind(list),
    db.prepare(`DELETE FROM lead_quality WHERE lead_id ${IN_IDS}`).bind(list),
    db
      .prepare(
        `DELETE FROM person_merges WHERE from_person ${IN_IDS} OR into_person ${IN_IDS}
        OR EXISTS (SELECT 1 FROM json_each(person_merges.lead_ids) m WHERE m.value ${IN_IDS})`,
      )
      .bind(list),
    db.prepare(`UPDATE lead_audit SET from_value = NULL, to_value = NULL WHERE lead_id ${IN_IDS}`).bind(list),
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        VALUES (NULL, ?1, 'erased', NULL, ?2, ?3)`,
      )
      .bind(actor, String(ids.length), now.toISOString()),
  ]);
  return results[2]!.meta.changes;
});

/** A download of someone's data is itself recorded (who, when, how many leads; no personal data). */
export const recordExport = schemaFirst(async function recordExport(
  db: D1Database,
  count: number,
  actor: string,
  now: Date,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
      VALUES (NULL, ?1, 'exported', NULL, ?2, ?3)`,
    )
    .bind(actor, String(count), now.toISOString())
    .run();
});
