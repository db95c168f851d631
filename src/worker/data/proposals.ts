import { leftOf, paidOfProposal } from './paid';
import { schemaFirst } from './schema';
import { EVENT_DATE } from './event-dates';

/**
 * Proposals, their versions and acceptances (migrations/0018_proposals.sql,
 * docs/sales.md#proposals-and-payments). A proposal's link (its token) stays while its versions
 * change; an acceptance names the version accepted and is never changed.
 */

export interface Line {
  item: string;
  /** Paise, before tax. */
  amount: number;
}
export interface EventDate {
  date: string;
  label: string;
}

/** One version as the team made it; the tax is the proposals module's (src/worker/proposals/tax.ts). */
export interface VersionInput {
  lines: Line[];
  dates: EventDate[];
  city: string;
  subtotal: number;
  tax: unknown;
  total: number;
  advance: number;
  createdBy: string;
}

export interface ProposalRow {
  id: string;
  token: string;
  lead_id: string;
  status: 'open' | 'paid' | 'expired' | 'cancelled';
  language: string;
  city: string;
  version: number;
  hold_until: string;
  link_id: string | null;
  link_url: string | null;
  link_amount: number | null;
  erased_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface VersionRow {
  version: number;
  lines: Line[];
  dates: EventDate[];
  city: string;
  subtotal: number;
  tax: unknown;
  total: number;
  advance: number;
  created_by: string;
  created_at: string;
}

export interface AcceptanceRow {
  version: number;
  name: string;
  accepted_at: string;
}

/** What the proposal page and the lead page show of one proposal. */
export interface ProposalView {
  proposal: ProposalRow;
  latest: VersionRow;
  acceptance: AcceptanceRow | null;
  /** The lead's name, phone and e-mail ('' once erased). */
  contact: { name: string; phone: string; email: string };
  stage: string | null;
}

const versionOf = (r: Record<string, unknown>): VersionRow => ({
  version: r.version as number,
  lines: JSON.parse(r.lines as string) as Line[],
  dates: JSON.parse(r.dates as string) as EventDate[],
  city: r.city as string,
  subtotal: r.subtotal as number,
  tax: JSON.parse(r.tax as string) as unknown,
  total: r.total as number,
  advance: r.advance as number,
  created_by: r.created_by as string,
  created_at: r.created_at as string,
});

const INSERT_VERSION = `INSERT INTO proposal_versions
  (proposal_id, version, lines, dates, city, subtotal, tax, total, advance, created_by, created_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`;

const versionValues = (id: string, n: number, v: VersionInput, at: string) =>
  [id, n, JSON.stringify(v.lines), JSON.stringify(v.dates), v.city, v.subtotal, JSON.stringify(v.tax)]
    .concat([v.total, v.advance, v.createdBy, at])
    .map((x) => x as string | number);

/** A new proposal and its first version, one batch. */
export const createProposal = schemaFirst(async function createProposal(
  db: D1Database,
  p: { id: string; token: string; leadId: string; language: string; holdUntil: string; version: VersionInput },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO proposals (id, token, lead_id, status, language, city, version, hold_until, created_at, updated_at)
        VALUES (?1, ?2, ?3, 'open', ?4, ?5, 1, ?6, ?7, ?7)`,
      )
      .bind(p.id, p.token, p.leadId, p.language, p.version.city, p.holdUntil, at),
    db.prepare(INSERT_VERSION).bind(...versionValues(p.id, 1, p.version, at)),
  ]);
});

/**
 * A changed proposal: its next version and the proposal row pointing at it, one batch, only while
 * it is open (a paid, expired or cancelled one keeps what it had). False when it was not open.
 */
export const addVersion = schemaFirst(async function addVersion(
  db: D1Database,
  id: string,
  holdUntil: string,
  v: VersionInput,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE proposals SET version = version + 1, city = ?2, hold_until = ?3, updated_at = ?4
        WHERE id = ?1 AND status = 'open'`,
      )
      .bind(id, v.city, holdUntil, at),
    db
      .prepare(
        `INSERT INTO proposal_versions
        (proposal_id, version, lines, dates, city, subtotal, tax, total, advance, created_by, created_at)
        SELECT ?1, version, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 FROM proposals
        WHERE id = ?1 AND status = 'open' AND updated_at = ?10`,
      )
      .bind(...versionValues(id, 0, v, at).filter((_, i) => i !== 1)),
  ]);
  return update!.meta.changes === 1;
});

async function viewWhere(db: D1Database, where: string, value: string): Promise<ProposalView | null> {
  const proposal = await db.prepare(`SELECT * FROM proposals WHERE ${where} = ?1`).bind(value).first<ProposalRow>();
  if (!proposal) return null;
  const [versions, acceptance, contact, stage] = await db.batch([
    db
      .prepare('SELECT * FROM proposal_versions WHERE proposal_id = ?1 AND version = ?2')
      .bind(proposal.id, proposal.version),
    db
      .prepare(
        `SELECT version, name, accepted_at FROM proposal_acceptances WHERE proposal_id = ?1
        ORDER BY version DESC LIMIT 1`,
      )
      .bind(proposal.id),
    db.prepare('SELECT name, phone, email FROM lead_contacts WHERE lead_id = ?1').bind(proposal.lead_id),
    db.prepare('SELECT stage FROM lead_pipeline WHERE lead_id = ?1').bind(proposal.lead_id),
  ]);
  const latest = versions!.results[0] as Record<string, unknown> | undefined;
  if (!latest) return null;
  return {
    proposal,
    latest: versionOf(latest),
    acceptance: (acceptance!.results[0] as AcceptanceRow | undefined) ?? null,
    contact: (contact!.results[0] as ProposalView['contact'] | undefined) ?? { name: '', phone: '', email: '' },
    stage: (stage!.results[0] as { stage: string } | undefined)?.stage ?? null,
  };
}

/** The proposal a public link names (null: unknown, or its lead erased). */
export const proposalByToken = schemaFirst(async function proposalByToken(db: D1Database, token: string) {
  const view = await viewWhere(db, 'token', token);
  return view && !view.proposal.erased_at ? view : null;
});

export const proposalById = schemaFirst(async function proposalById(db: D1Database, id: string) {
  return viewWhere(db, 'id', id);
});

/** The proposal a Razorpay payment link was made for. */
export const proposalByLink = schemaFirst(async function proposalByLink(db: D1Database, linkId: string) {
  return viewWhere(db, 'link_id', linkId);
});

/** A lead's proposals, newest first, each with what stays to pay of it (paise, net of refunds: ./paid.ts). */
export const proposalsOfLead = schemaFirst(async function proposalsOfLead(
  db: D1Database,
  leadId: string,
): Promise<Array<ProposalRow & { balance_left: number }>> {
  const { results } = await db
    .prepare(
      `SELECT p.*, v.total FROM proposals p JOIN proposal_versions v ON v.proposal_id = p.id AND v.version = p.version
      WHERE p.lead_id = ?1 AND p.erased_at IS NULL ORDER BY p.created_at DESC`,
    )
    .bind(leadId)
    .all<ProposalRow & { total: number }>();
  return Promise.all(
    results.map(async ({ total, ...p }) => ({ ...p, balance_left: leftOf(total, await paidOfProposal(db, p.id)) })),
  );
});

/** The visitor accepts one version: recorded once (a second accept of it changes nothing). */
export const acceptProposal = schemaFirst(async function acceptProposal(
  db: D1Database,
  a: { id: string; version: number; name: string; clientIp: string | null; userAgent: string | null },
  now: Date,
): Promise<boolean> {
  const r = await db
    .prepare(
      `INSERT INTO proposal_acceptances (proposal_id, version, name, accepted_at, client_ip, user_agent)
      SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM proposals WHERE id = ?1 AND version = ?2)
      ON CONFLICT (proposal_id, version) DO NOTHING`,
    )
    .bind(a.id, a.version, a.name, now.toISOString(), a.clientIp, a.userAgent)
    .run();
  return r.meta.changes === 1;
});

/** The Razorpay payment link made for a proposal (kept to send the visitor back to it). */
export const setPaymentLink = schemaFirst(async function setPaymentLink(
  db: D1Database,
  id: string,
  link: { id: string; url: string; amount: number },
  now: Date,
): Promise<void> {
  await db
    .prepare('UPDATE proposals SET link_id = ?2, link_url = ?3, link_amount = ?4, updated_at = ?5 WHERE id = ?1')
    .bind(id, link.id, link.url, link.amount, now.toISOString())
    .run();
});

/** A proposal's status from Razorpay's link (cancelled, expired), only while it is open. */
export const closeProposal = schemaFirst(async function closeProposal(
  db: D1Database,
  id: string,
  status: 'expired' | 'cancelled',
  now: Date,
): Promise<boolean> {
  const r = await db
    .prepare(`UPDATE proposals SET status = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'open'`)
    .bind(id, status, now.toISOString())
    .run();
  return r.meta.changes === 1;
});

/** What a proposal form starts from: the lead's name, contact, city, service, language and stage. */
export interface ProposalLead {
  lead_id: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  service: string;
  stage: string;
  language: string;
  whatsapp_opt_in: number;
  /** The event date the lead's form asked for, 'YYYY-MM-DD' (./event-dates.ts): the form's first date. */
  event_date: string | null;
}

export const proposalLead = schemaFirst(async function proposalLead(
  db: D1Database,
  leadId: string,
): Promise<ProposalLead | null> {
  return db
    .prepare(
      `SELECT p.lead_id, coalesce(c.name, '') AS name, coalesce(c.phone, '') AS phone,
        coalesce(c.email, '') AS email, p.city, p.service, p.stage, coalesce(f.language, 'en') AS language,
        coalesce(f.whatsapp_opt_in, 0) AS whatsapp_opt_in, ${EVENT_DATE('p.lead_id')} AS event_date
      FROM lead_pipeline p LEFT JOIN lead_contacts c ON c.lead_id = p.lead_id
      LEFT JOIN lead_prefs f ON f.lead_id = p.lead_id
      WHERE p.lead_id = ?1`,
    )
    .bind(leadId)
    .first<ProposalLead>();
});

/** Open proposals whose hold has ended (the cron expires them: src/worker/payments/expire.ts). */
export const heldPast = schemaFirst(async function heldPast(db: D1Database, now: Date): Promise<ProposalRow[]> {
  const { results } = await db
    .prepare(`SELECT * FROM proposals WHERE status = 'open' AND hold_until <= ?1 ORDER BY hold_until LIMIT 100`)
    .bind(now.toISOString())
    .all<ProposalRow>();
  return results;
});
