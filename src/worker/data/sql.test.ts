import { describe, expect, it } from 'vitest';
import { sqliteD1 } from '../../../tests/helpers/d1-sqlite';
import { relaySql } from './sql';

// `npm run leads` (scripts/leads.mjs) lists the relay's rows with each lead's event date
// (migrations/0023_lead_event_dates.sql), kept beside the payload and never in it.
describe('relaySql', () => {
  it('gives each waiting lead its event date, NULL without one, and the delivered ones only with --all', async () => {
    const { db, migrate } = sqliteD1<D1Database>();
    migrate();
    const at = '2026-12-02T10:00:00.000Z';
    const lead = (id: string, status: string) =>
      db
        .prepare(
          `INSERT INTO leads (id, endpoint, payload, status, attempts, created_at, updated_at)
          VALUES (?1, 'callback-request', '{}', ?2, 0, ?3, ?3)`,
        )
        .bind(id, status, at);
    await db.batch([
      lead('with-date', 'kept'),
      lead('without-date', 'pending'),
      lead('delivered', 'delivered'),
      db.prepare('INSERT INTO lead_event_dates (lead_id, event_date) VALUES (?1, ?2)').bind('with-date', '2027-02-14'),
      db.prepare('INSERT INTO lead_event_dates (lead_id, event_date) VALUES (?1, ?2)').bind('delivered', '2027-03-01'),
    ]);
    const listed = async (all: boolean) =>
      (await db.prepare(relaySql(all)).all<{ id: string; event_date: string | null }>()).results
        .map((r) => [r.id, r.event_date])
        .sort();
    expect(await listed(false)).toEqual([
      ['with-date', '2027-02-14'],
      ['without-date', null],
    ]);
    expect(await listed(true)).toEqual([
      ['delivered', '2027-03-01'],
      ['with-date', '2027-02-14'],
      ['without-date', null],
    ]);
  });
});
