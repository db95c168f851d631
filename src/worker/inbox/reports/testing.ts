/**
 * Test helpers (imported by the co-located *.test.ts only): one fixture lead written as the CLI's
 * lead_ledger row and as the inbox's lead_pipeline row, by the same rule recordLead uses, and a
 * D1 stand-in over node:sqlite so the reports' SQL runs on real SQLite.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { channel, landingPath, type JsonTouch } from '../../../shared/attribution/channel';
import type { LedgerRow } from '../../leads/report';
import type { PipelineLead } from './figures';

export interface FixtureLead {
  id: string;
  receivedAt: string;
  first?: JsonTouch | null;
  last?: JsonTouch | null;
  stage?: string;
  value?: number | null;
  /** Lost after contacted: the inbox's audit trail shows a move to contacted. */
  wasContacted?: boolean;
}

export const ledgerRow = (l: FixtureLead): LedgerRow => ({
  id: l.id,
  event_id: null,
  form: 'callback',
  received_at: l.receivedAt,
  status: 'delivered',
  delivered_at: l.receivedAt,
  first_touch: l.first ? JSON.stringify(l.first) : null,
  last_touch: l.last ? JSON.stringify(l.last) : null,
  consent: 'granted',
  consent_version: null,
  consent_at: null,
});

export function pipelineLead(l: FixtureLead): PipelineLead & { lead_id: string } {
  const last = l.last ?? l.first ?? null;
  const ch = channel(last);
  return {
    lead_id: l.id,
    received_at: l.receivedAt,
    source: ch.source,
    medium: ch.medium,
    campaign: ch.campaign,
    landing_path: landingPath(last),
    stage: l.stage ?? 'new',
    value: l.value ?? null,
    wasContacted: l.wasContacted,
  };
}

/** The D1 calls the reports and ensureSchema make (prepare, bind, all, batch), over an in-memory SQLite. */
export function sqliteD1(): { db: D1Database; sqlite: DatabaseSync } {
  const sqlite = new DatabaseSync(':memory:');
  const statement = (sql: string, values: SQLInputValue[] = []) => ({
    bind: (...v: SQLInputValue[]) => statement(sql, v),
    all: async () => ({ results: sqlite.prepare(sql).all(...values), success: true, meta: {} }),
    run: async () => ({ results: [], success: true, meta: sqlite.prepare(sql).run(...values) }),
  });
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: Array<ReturnType<typeof statement>>) => {
      sqlite.exec('BEGIN');
      try {
        const out = [];
        for (const s of statements) out.push(await s.all());
        sqlite.exec('COMMIT');
        return out;
      } catch (error) {
        sqlite.exec('ROLLBACK');
        throw error;
      }
    },
  };
  return { db: db as unknown as D1Database, sqlite };
}

/** Inserts fixture leads into lead_pipeline (and a stage audit row for lost-after-contacted ones). */
export function insertLeads(sqlite: DatabaseSync, leads: FixtureLead[]): void {
  const pipe =
    sqlite.prepare(`INSERT INTO lead_pipeline (lead_id, form, received_at, source, medium, campaign, landing_path, stage, value, updated_at)
    VALUES (?, 'callback', ?, ?, ?, ?, ?, ?, ?, ?)`);
  const audit = sqlite.prepare(
    `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at) VALUES (?, 'sales@example.com', 'stage', ?, ?, ?)`,
  );
  sqlite.exec('BEGIN');
  for (const l of leads) {
    const p = pipelineLead(l);
    pipe.run(p.lead_id, p.received_at, p.source, p.medium, p.campaign, p.landing_path, p.stage, p.value, p.received_at);
    if (l.wasContacted) {
      audit.run(l.id, 'new', 'contacted', l.receivedAt);
      audit.run(l.id, 'contacted', 'lost', l.receivedAt);
    }
  }
  sqlite.exec('COMMIT');
}
