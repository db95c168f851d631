import { normalizeEmail } from '../leads/contact';
import { normalizePhone } from '../../shared/vocabulary/phone';
import { containsText } from './contains';
import { schemaFirst } from './schema';

/**
 * One person, one contact (migrations/0010_people.sql; docs/sales.md "Returning people and
 * merging"): each lead's person (lead_person.person_id, the lead id of the person's first lead),
 * linked when the lead is accepted (PERSON_INSERT, in data/leads.ts's batch), merged and unmerged
 * by hand on the lead page, each change audited (lead_audit 'merge', 'unmerge').
 */

/**
 * The lead's person, in the acceptance batch: the person of an earlier lead with the same phone
 * (first) or e-mail, found through lead_contacts' phone and e-mail indexes and lead_person's key;
 * of several, the person whose first lead came first; none: the lead is a person of its own.
 * An INSERT … SELECT without WHERE (data/leads.ts adds its claim guard). Binds ?1 lead id,
 * ?2 phone (normalised, '' for none), ?3 e-mail (normalised, '' for none), ?4 now.
 */
export const PERSON_INSERT = `INSERT INTO lead_person (lead_id, person_id, linked_by, linked_at)
  SELECT ?1, COALESCE(m.person_id, ?1), COALESCE(m.how, 'self'), ?4
  FROM (SELECT 1)
  LEFT JOIN (
    SELECT pp.person_id, x.how
    FROM (
      SELECT c.lead_id, 'phone' AS how, 0 AS rank
      FROM lead_contacts c
      WHERE ?2 <> '' AND c.phone = ?2 AND c.lead_id <> ?1
      UNION ALL
      SELECT c.lead_id, 'email', 1
      FROM lead_contacts c
      WHERE ?3 <> '' AND c.email = ?3 AND c.lead_id <> ?1
    ) x
    JOIN lead_person pp ON pp.lead_id = x.lead_id
    LEFT JOIN lead_pipeline f ON f.lead_id = pp.person_id
    ORDER BY x.rank, f.received_at, pp.person_id
    LIMIT 1
  ) m ON true`;

/** One of a person's enquiries (no personal field but the name, for the merge search). */
export interface Enquiry {
  lead_id: string;
  form: string;
  received_at: string;
  service: string;
  source: string;
  medium: string;
  campaign: string;
  name: string | null;
}

/** A merge by hand still in force (Undo restores exactly its leads). */
export interface Merge {
  id: number;
  from_person: string;
  into_person: string;
  lead_ids: string;
  actor: string;
  at: string;
}

export interface Enquiries {
  personId: string;
  /** The person's enquiries, first first (at most 50). */
  leads: Enquiry[];
  /** Merges into or out of this person not undone, newest first. */
  merges: Merge[];
}

const ENQUIRY_COLUMNS = `p.lead_id, p.form, p.received_at, p.service, p.source, p.medium, p.campaign, c.name`;

/**
 * The person of a lead and their enquiries (the lead page's "2nd enquiry" line); null: no such lead or no
 * person row.
 */
export const enquiriesOf = schemaFirst(async function enquiriesOf(
  db: D1Database,
  leadId: string,
): Promise<Enquiries | null> {
  const person = await db
    .prepare('SELECT person_id FROM lead_person WHERE lead_id = ?1')
    .bind(leadId)
    .first<{ person_id: string }>();
  if (!person) return null;
  const [leads, merges] = await db.batch([
    db
      .prepare(
        `SELECT ${ENQUIRY_COLUMNS}
        FROM lead_person pp
        JOIN lead_pipeline p ON p.lead_id = pp.lead_id
        LEFT JOIN lead_contacts c ON c.lead_id = pp.lead_id
        WHERE pp.person_id = ?1
        ORDER BY p.received_at, p.lead_id
        LIMIT 50`,
      )
      .bind(person.person_id),
    db
      .prepare(
        `SELECT id, from_person, into_person, lead_ids, actor, at
        FROM person_merges
        WHERE (into_person = ?1 OR from_person = ?1) AND undone_at IS NULL
        ORDER BY id DESC
        LIMIT 20`,
      )
      .bind(person.person_id),
  ]);
  return {
    personId: person.person_id,
    leads: leads!.results as unknown as Enquiry[],
    merges: merges!.results as unknown as Merge[],
  };
});

/**
 * Leads that may be the same person, for "Same person as…": by name (contains), phone (any
 * format, normalised) or e-mail; newest first, at most 20, not the person's own leads.
 */
export const mergeCandidates = schemaFirst(async function mergeCandidates(
  db: D1Database,
  q: string,
  personId: string,
): Promise<Enquiry[]> {
  const text = q.trim();
  if (!text) return [];
  const phone = normalizePhone(text);
  const { results } = await db
    .prepare(
      `SELECT ${ENQUIRY_COLUMNS}
      FROM lead_contacts c
      JOIN lead_pipeline p ON p.lead_id = c.lead_id
      LEFT JOIN lead_person pp ON pp.lead_id = c.lead_id
      WHERE (${containsText('c.name', '?1')} OR c.email = ?2 OR (?3 <> '' AND c.phone = ?3))
        AND COALESCE(pp.person_id, '') <> ?4
      ORDER BY p.received_at DESC
      LIMIT 20`,
    )
    .bind(text, normalizeEmail(text), phone, personId)
    .all<Enquiry>();
  return results;
});

export type MergeOutcome = 'merged' | 'same' | 'missing';

/**
 * "Same person as…": the two leads' persons become one. The person whose first enquiry came first
 * keeps its id; every lead of the other moves to it. One batch: the merge row (with the exact
 * list of leads moved), an audit row 'merge' on every lead of both (from: the person merged away,
 * to: the one kept), the move.
 */
export const mergePeople = schemaFirst(async function mergePeople(
  db: D1Database,
  leadId: string,
  otherId: string,
  actor: string,
  now: Date,
): Promise<MergeOutcome> {
  const { results } = await db
    .prepare(
      `SELECT pp.person_id,
        (
          SELECT MIN(p.received_at || ' ' || p.lead_id)
          FROM lead_person e
          JOIN lead_pipeline p ON p.lead_id = e.lead_id
          WHERE e.person_id = pp.person_id
        ) AS first
      FROM lead_person pp
      WHERE pp.lead_id IN (?1, ?2)`,
    )
    .bind(leadId, otherId)
    .all<{ person_id: string; first: string | null }>();
  if (results.length !== 2 && leadId !== otherId) return 'missing';
  const [a, b] = results;
  if (!a || !b || a.person_id === b.person_id) return a ? 'same' : 'missing';
  const [into, from] = (a.first ?? '') <= (b.first ?? '') ? [a, b] : [b, a];
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO person_merges (from_person, into_person, lead_ids, actor, at)
        SELECT ?1, ?2, json_group_array(lead_id), ?3, ?4 FROM lead_person WHERE person_id = ?1`,
      )
      .bind(from.person_id, into.person_id, actor, at),
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        SELECT lead_id, ?3, 'merge', ?1, ?2, ?4 FROM lead_person WHERE person_id IN (?1, ?2)`,
      )
      .bind(from.person_id, into.person_id, actor, at),
    db.prepare('UPDATE lead_person SET person_id = ?2 WHERE person_id = ?1').bind(from.person_id, into.person_id),
  ]);
  return 'merged';
});

export type UnmergeOutcome = 'unmerged' | 'gone' | 'later';

/**
 * Undo of a merge: exactly the leads it moved go back to the person they came from, while every
 * one of them is still where the merge put it (otherwise 'later': a later merge moved them; undo
 * that first). One batch, guarded by the merge row's own update (a second click changes nothing):
 * the merge marked undone, an audit row 'unmerge' on every lead of the merged person, the move back.
 */
export const unmergePeople = schemaFirst(async function unmergePeople(
  db: D1Database,
  mergeId: number,
  actor: string,
  now: Date,
): Promise<UnmergeOutcome> {
  const merge = await db
    .prepare(
      `SELECT m.from_person, m.into_person, m.lead_ids,
        (
          SELECT COUNT(*)
          FROM json_each(m.lead_ids) j
          LEFT JOIN lead_person pp ON pp.lead_id = j.value
          WHERE COALESCE(pp.person_id, m.into_person) <> m.into_person
        ) AS moved
      FROM person_merges m
      WHERE m.id = ?1 AND m.undone_at IS NULL`,
    )
    .bind(mergeId)
    .first<{ from_person: string; into_person: string; lead_ids: string; moved: number }>();
  if (!merge) return 'gone';
  if (merge.moved > 0) return 'later';
  const at = now.toISOString();
  const mine = 'EXISTS (SELECT 1 FROM person_merges WHERE id = ?1 AND undone_at = ?3 AND undone_by = ?2)';
  const [undone] = await db.batch([
    db
      .prepare('UPDATE person_merges SET undone_by = ?2, undone_at = ?3 WHERE id = ?1 AND undone_at IS NULL')
      .bind(mergeId, actor, at),
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        SELECT lead_id, ?2, 'unmerge', ?4, ?5, ?3 FROM lead_person WHERE person_id = ?4 AND ${mine}`,
      )
      .bind(mergeId, actor, at, merge.into_person, merge.from_person),
    db
      .prepare(
        `UPDATE lead_person
        SET person_id = ?5
        WHERE lead_id IN (SELECT value FROM json_each(?6)) AND person_id = ?4 AND ${mine}`,
      )
      .bind(mergeId, actor, at, merge.into_person, merge.from_person, merge.lead_ids),
  ]);
  return undone!.meta.changes === 1 ? 'unmerged' : 'gone';
});
