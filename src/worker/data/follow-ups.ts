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
 * When a lead's first-response clock starts (docs/sales.md "First response"): its arrival, or the
 * call time the visitor chose (lead_call_times, ./call-times.ts chooseCallTime) when there is one.
 * The one place the escalation, the reassignment and the reports read it. `p` is a lead_pipeline
 * alias, `w` its lead_work (unused: the choice is its own row).
 */
export const FIRST_RESPONSE_FROM = (p: string, _w: string) =>
  `COALESCE((SELECT ct.call_at FROM lead_call_times ct WHERE ct.lead_id = ${p}.lead_id), ${p}.received_at)`;

/** The audit's actor of a reassignment at twice the first-response target (data/round-robin.ts reassignNext). */
export const OVERDUE_REASSIGN = 'first-response target';

/**
 * Leads whose first-response clock started in [since, until], still new with no first contact and
 * never reassigned for it, oldest first (at most 200): candidates for the reassignment at twice the
 * target (team/index.ts).
 */
export const leadsPastTarget = schemaFirst(async function leadsPastTarget(
  db: D1Database,
  since: string,
  until: string,
): Promise<Array<{ lead_id: string; start_at: string; owner: string | null }>> {
  const start = FIRST_RESPONSE_FROM('p', 'w');
  const { results } = await db
    .prepare(
      `SELECT p.lead_id, ${start} AS start_at, w.owner
      FROM lead_pipeline p
      JOIN lead_work w ON w.lead_id = p.lead_id
      WHERE p.stage = 'new' AND ${start} >= ?1 AND ${start} <= ?2 AND w.first_contact_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM lead_audit a WHERE a.lead_id = p.lead_id AND a.actor = ?3 AND a.action = 'owner')
        AND ${NOT_SPAM('p')}
      ORDER BY start_at LIMIT 200`,
    )
    .bind(since, until, OVERDUE_REASSIGN)
    .all<{ lead_id: string; start_at: string; owner: string | null }>();
  return results;
});

/** The subject of the new owner's notice of a reassignment (no ':' in a job key). */
export const reassignedSubject = (leadId: string) => `${leadId}@reassigned`;

/**
 * Leads reassigned at twice the target since `since` whose new owner has no notice planned yet
 * (notices/followups.ts), with that owner.
 */
export const reassignedUntold = schemaFirst(async function reassignedUntold(
  db: D1Database,
  since: string,
): Promise<Array<{ lead_id: string; owner: string | null }>> {
  const { results } = await db
    .prepare(
      `SELECT a.lead_id, w.owner
      FROM lead_audit a
      JOIN lead_work w ON w.lead_id = a.lead_id
      WHERE a.actor = ?1 AND a.action = 'owner' AND a.at >= ?2
        AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = a.lead_id AND o.kind = 'escalation'
          AND instr(o.key, ':' || a.lead_id || '@reassigned') > 0)
      ORDER BY a.at LIMIT 200`,
    )
    .bind(OVERDUE_REASSIGN, since)
    .all<{ lead_id: string; owner: string | null }>();
  return results;
});

/**
 * Leads whose first-response clock (FIRST_RESPONSE_FROM, as `received_at`) started in [since, until], still
 * new with no first contact and no escalation planned, oldest first (at most 200).
 */
export const leadsAwaitingFirstContact = schemaFirst(async function leadsAwaitingFirstContact(
  db: D1Database,
  since: string,
  until: string,
): Promise<Array<{ lead_id: string; received_at: string; owner: string | null }>> {
  const { results } = await db
    .prepare(
      `SELECT p.lead_id, ${FIRST_RESPONSE_FROM('p', 'w')} AS received_at, w.owner
      FROM lead_pipeline p
      LEFT JOIN lead_work w ON w.lead_id = p.lead_id
      WHERE p.stage = 'new' AND ${FIRST_RESPONSE_FROM('p', 'w')} >= ?1 AND ${FIRST_RESPONSE_FROM('p', 'w')} <= ?2
        AND w.first_contact_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = p.lead_id AND o.kind IN ('escalation', 'reminder'))
        AND ${NOT_SPAM('p')}
      ORDER BY received_at LIMIT 200`,
    )
    .bind(since, until)
    .all<{ lead_id: string; received_at: string; owner: string | null }>();
  return results;
});

/** The follow-up subject of a reminder job: the lead and its follow-up's minute (no ':' in a job key). */
export const followUpSubject = (leadId: string, followUpAt: string) =>
  `${leadId}@${followUpAt.slice(0, 16).replace(/[-:]/g, '')}`;
