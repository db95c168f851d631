import { NOT_SPAM } from './sql';
import { schemaFirst } from './schema';

/**
 * The cron's questions about the sales team's next steps (notices/followups.ts): follow-ups fallen
 * due, and new leads still waiting for a first contact. The rows they read are written by work.ts.
 */

/**
 * Open leads whose follow-up fell due in [since, now], with no reminder planned for that follow-up yet (at
 * most 200).
 */
export const followUpsDue = schemaFirst(async function followUpsDue(
  db: D1Database,
  since: string,
  now: string,
): Promise<Array<{ lead_id: string; follow_up_at: string; owner: string | null }>> {
  const { results } = await db
    .prepare(
      `SELECT w.lead_id, w.follow_up_at, w.owner
      FROM lead_work w
      WHERE w.follow_up_at >= ?1 AND w.follow_up_at <= ?2 AND w.next_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = w.lead_id AND o.kind = 'follow-up'
          AND instr(o.key, ':' || w.lead_id || '@' || strftime('%Y%m%dT%H%M', w.follow_up_at)) > 0)
      ORDER BY w.follow_up_at LIMIT 200`,
    )
    .bind(since, now)
    .all<{ lead_id: string; follow_up_at: string; owner: string | null }>();
  return results;
});

/**
 * Leads received in [since, until] still new with no first contact and no escalation planned, oldest first
 * (at most 200).
 */
export const leadsAwaitingFirstContact = schemaFirst(async function leadsAwaitingFirstContact(
  db: D1Database,
  since: string,
  until: string,
): Promise<Array<{ lead_id: string; received_at: string; owner: string | null }>> {
  const { results } = await db
    .prepare(
      `SELECT p.lead_id, p.received_at, w.owner
      FROM lead_pipeline p
      LEFT JOIN lead_work w ON w.lead_id = p.lead_id
      WHERE p.stage = 'new' AND p.received_at >= ?1 AND p.received_at <= ?2 AND w.first_contact_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = p.lead_id AND o.kind IN ('escalation', 'reminder'))
        AND ${NOT_SPAM('p')}
      ORDER BY p.received_at LIMIT 200`,
    )
    .bind(since, until)
    .all<{ lead_id: string; received_at: string; owner: string | null }>();
  return results;
});

/** The follow-up subject of a reminder job: the lead and its follow-up's minute (no ':' in a job key). */
export const followUpSubject = (leadId: string, followUpAt: string) =>
  `${leadId}@${followUpAt.slice(0, 16).replace(/[-:]/g, '')}`;
