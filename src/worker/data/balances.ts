import type { EventDate } from './proposals';
import { schemaFirst } from './schema';

/**
 * The balance of a paid proposal (migrations/0022_balances.sql,
 * docs/decisions/0051-the-balance-and-the-visitors-messages.md): the cron's candidates, its
 * reminder and its link each planned once (a conditional write the caller checks), and the link a
 * payment came through. The payment that settles it is recorded in data/payments.ts's batch.
 */
export interface BalanceRow {
  proposal_id: string;
  lead_id: string;
  amount: number;
  due_on: string;
  reminded_at: string | null;
  method: string | null;
  link_id: string | null;
  link_url: string | null;
  linked_at: string | null;
  payment_id: string | null;
  paid_at: string | null;
}

/** A paid proposal whose balance link is not made yet: what the cron looks at. */
export interface BalanceCandidate {
  id: string;
  lead_id: string;
  token: string;
  language: string;
  dates: EventDate[];
  total: number;
  reminded_at: string | null;
}

export const balanceCandidates = schemaFirst(async function balanceCandidates(
  db: D1Database,
): Promise<BalanceCandidate[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.lead_id, p.token, p.language, v.dates, v.total, b.reminded_at
      FROM proposals p
      JOIN proposal_versions v ON v.proposal_id = p.id AND v.version = p.version
      LEFT JOIN proposal_balances b ON b.proposal_id = p.id
      WHERE p.status = 'paid' AND p.erased_at IS NULL AND b.linked_at IS NULL
      ORDER BY p.updated_at LIMIT 200`,
    )
    .all<Omit<BalanceCandidate, 'dates'> & { dates: string }>();
  return results.map((r) => ({ ...r, dates: JSON.parse(r.dates) as EventDate[] }));
});

const upsert = `INSERT INTO proposal_balances (proposal_id, lead_id, amount, due_on, created_at, updated_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?5) ON CONFLICT (proposal_id) DO NOTHING`;

/** The balance's row, made if not there yet (a payment recorded by hand before the cron planned it). */
export const ensureBalance = schemaFirst(async function ensureBalance(
  db: D1Database,
  b: { proposalId: string; leadId: string; amount: number; dueOn: string },
  now: Date,
): Promise<void> {
  await db.prepare(upsert).bind(b.proposalId, b.leadId, b.amount, b.dueOn, now.toISOString()).run();
});

/** The reminder a day before: true once, for the call that marks it (then it plans the messages). */
export const markReminded = schemaFirst(async function markReminded(
  db: D1Database,
  b: { proposalId: string; leadId: string; amount: number; dueOn: string },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const [, r] = await db.batch([
    db.prepare(upsert).bind(b.proposalId, b.leadId, b.amount, b.dueOn, at),
    db
      .prepare(
        `UPDATE proposal_balances SET reminded_at = ?2, amount = ?3, updated_at = ?2
        WHERE proposal_id = ?1 AND reminded_at IS NULL AND linked_at IS NULL`,
      )
      .bind(b.proposalId, at, b.amount),
  ]);
  return r!.meta.changes === 1;
});

/** The cron about to make the link claims it (true); another cron's claim under 10 minutes old stands. */
export const claimBalance = schemaFirst(async function claimBalance(
  db: D1Database,
  b: { proposalId: string; leadId: string; amount: number; dueOn: string },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - 10 * 60_000).toISOString();
  const [, r] = await db.batch([
    db.prepare(upsert).bind(b.proposalId, b.leadId, b.amount, b.dueOn, at),
    db
      .prepare(
        `UPDATE proposal_balances SET claimed_at = ?2, amount = ?3, updated_at = ?2
        WHERE proposal_id = ?1 AND linked_at IS NULL AND (claimed_at IS NULL OR claimed_at < ?4)`,
      )
      .bind(b.proposalId, at, b.amount, stale),
  ]);
  return r!.meta.changes === 1;
});

/** The link made (or the way to pay without one): recorded once. */
export const setBalanceLink = schemaFirst(async function setBalanceLink(
  db: D1Database,
  proposalId: string,
  link: { method: 'razorpay' | 'upi' | 'call' | 'settled'; id: string | null; url: string | null },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const r = await db
    .prepare(
      `UPDATE proposal_balances SET method = ?2, link_id = ?3, link_url = ?4, linked_at = ?5, updated_at = ?5
      WHERE proposal_id = ?1 AND linked_at IS NULL`,
    )
    .bind(proposalId, link.method, link.id, link.url, at)
    .run();
  return r.meta.changes === 1;
});

const COLUMNS = `proposal_id, lead_id, amount, due_on, reminded_at, method, link_id, link_url, linked_at,
  payment_id, paid_at`;

export const balanceOf = schemaFirst(async function balanceOf(
  db: D1Database,
  proposalId: string,
): Promise<BalanceRow | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM proposal_balances WHERE proposal_id = ?1`)
    .bind(proposalId)
    .first<BalanceRow>();
});

/** The balance a Razorpay payment link was made for (the webhook's second look-up). */
export const balanceByLink = schemaFirst(async function balanceByLink(
  db: D1Database,
  linkId: string,
): Promise<BalanceRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM proposal_balances WHERE link_id = ?1`).bind(linkId).first<BalanceRow>();
});

/** The balance a payment settled, if it settled one (the team's notice then says "Balance"). */
export const balanceOfPayment = schemaFirst(async function balanceOfPayment(
  db: D1Database,
  paymentId: string,
): Promise<BalanceRow | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM proposal_balances WHERE payment_id = ?1`)
    .bind(paymentId)
    .first<BalanceRow>();
});
