/**
 * Test helpers for the reports (imported by the tests of src/worker/inbox/reports/ and
 * data/taps.test.ts): one fixture lead written as the inbox's lead_pipeline row, by the same rule
 * recordLead uses, over the D1 stand-in on node:sqlite (tests/helpers/d1-sqlite.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { channel, landingPath, type JsonTouch } from '../../src/shared/attribution/channel';
import { REACHED_CONTACTED, type ReportRow } from '../../src/worker/data/sql';
import { indiaDay } from '../../src/shared/india-time';

export interface FixtureLead {
  id: string;
  receivedAt: string;
  first?: JsonTouch | null;
  last?: JsonTouch | null;
  stage?: string;
  value?: number | null;
  /** Lost after contacted: the inbox's audit trail shows a move to contacted. */
  wasContacted?: boolean;
  /** lead_pipeline.form (default 'callback'; 'whatsapp' for a chat lead). */
  form?: string;
  /** lead_quality's outcome (none: no row, unchecked). */
  quality?: 'verified' | 'unverified' | 'spam' | 'released';
}

const reached = new Set<string>(REACHED_CONTACTED);

/** A lead_pipeline row (lead_audit's word on lost leads given as wasContacted). */
export interface PipelineLead {
  received_at: string;
  source: string;
  medium: string;
  campaign: string;
  landing_path: string;
  stage: string;
  value: number | null;
  /** Lost after reaching contacted (lead_audit), when known. */
  wasContacted?: boolean;
  form?: string;
  quality?: string;
}

/**
 * One lead's grouped rows, to feed figuresFromRows a handful of leads without SQLite: the
 * report's rule (src/worker/data/sql.ts) lead by lead; query.test.ts checks the two agree.
 */
export function leadRows(p: PipelineLead): ReportRow[] {
  const spam = p.quality === 'spam';
  const booked = !spam && p.stage === 'booked';
  const base = {
    day: indiaDay(p.received_at),
    source: p.source,
    medium: p.medium,
    campaign: p.campaign,
    landing_path: p.landing_path,
    leads: spam ? 0 : 1,
    contacted: !spam && (reached.has(p.stage) || (p.stage === 'lost' && p.wasContacted)) ? 1 : 0,
    booked: booked ? 1 : 0,
    value: booked ? p.value : null,
    now_new: !spam && !['contacted', 'quoted', 'booked', 'lost'].includes(p.stage) ? 1 : 0,
    now_contacted: !spam && p.stage === 'contacted' ? 1 : 0,
    now_quoted: !spam && p.stage === 'quoted' ? 1 : 0,
    now_lost: !spam && p.stage === 'lost' ? 1 : 0,
    verified: p.quality === 'verified' || p.quality === 'released' ? 1 : 0,
    unverified: p.quality === 'unverified' ? 1 : 0,
    spam: spam ? 1 : 0,
    // A fixture lead has no lead_person row: a person of its own, its first touch its own.
    people: spam ? 0 : 1,
  };
  return [
    { ...base, by: 'day', medium: '', campaign: '', landing_path: '', people: 0 },
    { ...base, by: 'campaign', landing_path: '' },
    { ...base, by: 'page', source: '', medium: '', campaign: '' },
    ...(p.form === 'whatsapp'
      ? [
          { ...base, by: 'chat-campaign' as const, landing_path: '' },
          { ...base, by: 'chat-page' as const, source: '', medium: '', campaign: '' },
        ]
      : []),
  ];
}

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
    form: l.form ?? 'callback',
    quality: l.quality,
  };
}

/**
 * Inserts fixture leads into lead_pipeline (a stage audit row for lost-after-contacted ones, a
 * lead_quality row when given).
 */
export function insertLeads(sqlite: DatabaseSync, leads: FixtureLead[]): void {
  const pipe = sqlite.prepare(
    `INSERT INTO lead_pipeline (
      lead_id, form, received_at, source, medium, campaign, landing_path, stage, value, updated_at
    )
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const audit = sqlite.prepare(
    `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
    VALUES (?, 'sales@example.com', 'stage', ?, ?, ?)`,
  );
  const quality = sqlite.prepare(`INSERT INTO lead_quality (lead_id, outcome, checked_at) VALUES (?, ?, ?)`);
  sqlite.exec('BEGIN');
  for (const l of leads) {
    const p = pipelineLead(l);
    if (l.quality) quality.run(l.id, l.quality, l.receivedAt);
    pipe.run(
      p.lead_id,
      p.form!,
      p.received_at,
      p.source,
      p.medium,
      p.campaign,
      p.landing_path,
      p.stage,
      p.value,
      p.received_at,
    );
    if (l.wasContacted) {
      audit.run(l.id, 'new', 'contacted', l.receivedAt);
      audit.run(l.id, 'contacted', 'lost', l.receivedAt);
    }
  }
  sqlite.exec('COMMIT');
}

/** A fixture tap on the chat button, as recordTap stores one (src/worker/data/taps.ts). */
export interface FixtureTap {
  code: string;
  at: string;
  last?: JsonTouch | null;
}

/** Inserts fixture taps into chat_taps (channel and landing page by the leads' rule). */
export function insertTaps(sqlite: DatabaseSync, taps: FixtureTap[]): void {
  const insert = sqlite.prepare(
    `INSERT INTO chat_taps (
      code, tapped_at, page_path, first_touch, last_touch, consent, source, medium, campaign, landing_path
    )
    VALUES (?, ?, NULL, NULL, ?, 'unset', ?, ?, ?, ?)`,
  );
  for (const t of taps) {
    const ch = channel(t.last);
    insert.run(
      t.code,
      t.at,
      t.last ? JSON.stringify(t.last) : null,
      ch.source,
      ch.medium,
      ch.campaign,
      landingPath(t.last),
    );
  }
}
