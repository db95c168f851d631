import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sqliteD1 } from '../../../../tests/helpers/d1-sqlite';
import { recordWith } from '../../../../tests/helpers/record-lead';
import { recordLead } from '../../data/leads';
import { anonymiseOld } from '../../data/retention';
import { reportSql } from '../../data/sql';
import { reportFigures } from '.';
import { funnels, peopleFigures } from './figures';
import { reportText } from './text';

const record = recordWith(recordLead);

// People apart from leads in the report rule (migrations/0010_people.sql): a person counted once
// under their first touch, the same in the inbox and the CLI, after retention too; the migration
// backfills older leads. The data level: src/worker/data/people.test.ts.

describe('people apart from leads in the report rule', () => {
  it('counts a person once under their first touch, in the inbox and the CLI, and after retention', async () => {
    const { db: d1, sqlite } = sqliteD1<D1Database>();
    const now = new Date('2026-11-25T12:00:00.000Z');
    await reportFigures(d1, { days: 30, now }); // the schema
    const google = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'jaipur', landingPage: '/place/jaipur' };
    const meta = { utm_source: 'facebook', utm_medium: 'paid', utm_campaign: 'reels', landingPage: '/lp/reels' };
    const person = { firstName: 'Neha', lastName: 'Gupta', email: 'neha@example.in', service: 'wedding', city: 'pune' };
    await record('submit-form', { ...person, phone: '+919877700006' }, '2026-11-10T06:00:00.000Z', google, d1);
    await record('submit-form', { ...person, phone: '+919877700006' }, '2026-11-20T06:00:00.000Z', meta, d1);
    await record('whatsapp', { name: 'Neha', phone: '919877700006' }, '2026-11-21T06:00:00.000Z', meta, d1);
    await record(
      'submit-form',
      { ...person, email: 'om@example.in', phone: '+919877700007' },
      '2026-11-22T06:00:00.000Z',
      meta,
      d1,
    );

    const f = await reportFigures(d1, { days: 30, now });
    expect(f.total.leads).toBe(4);
    expect(f.people.total).toBe(2);
    expect(f.people.campaigns).toEqual([
      { source: 'facebook', medium: 'paid', campaign: 'reels', people: 1 },
      { source: 'google', medium: 'cpc', campaign: 'jaipur', people: 1 },
    ]);
    expect(f.campaigns.map((c) => [c.source, c.leads])).toEqual([
      ['facebook', 3],
      ['google', 1],
    ]);
    expect(f.people.landingPages).toEqual([
      { landingPath: '/lp/reels', people: 1 },
      { landingPath: '/place/jaipur', people: 1 },
    ]);

    // The CLI runs the same text (no bound parameters) and prints the people apart.
    const cliRows = sqlite.prepare(reportSql({ since: '2026-11-01', until: '2026-11-30' })).all() as never[];
    const out = reportText({ ...funnels(cliRows), people: peopleFigures(cliRows) });
    expect(out).toMatch(/^4 leads received/);
    expect(out).toContain('People: 2 sent the 4 leads');
    expect(out).toMatch(/google \/ cpc \/ jaipur\s+1/);

    // A later window (the first lead outside it) still credits the person's first touch.
    const late = await reportFigures(d1, { days: 30, now: new Date('2026-12-15T12:00:00.000Z') });
    expect(late.total.leads).toBe(3);
    expect(late.people.campaigns).toContainEqual({ source: 'google', medium: 'cpc', campaign: 'jaipur', people: 1 });

    // Retention strips the contact; the people stay counted.
    expect(await anonymiseOld(d1, new Date('2027-12-01T00:00:00.000Z'), 12)).toBe(4);
    expect(sqlite.prepare('SELECT COUNT(*) AS n FROM lead_contacts').get()).toEqual({ n: 0 });
    expect((await reportFigures(d1, { days: 30, now })).people.total).toBe(2);
  });

  it('backfills older leads (the migration, idempotent) and cleans their service and city', async () => {
    const { db: d1, sqlite } = sqliteD1<D1Database>();
    await reportFigures(d1, { days: 30, now: new Date() }); // the schema
    const lead = sqlite.prepare(
      `INSERT INTO lead_pipeline (lead_id, form, received_at, service, city, updated_at) VALUES ` +
        `(?, 'callback', ?, ?, ?, ?)`,
    );
    const contact = sqlite.prepare(`INSERT INTO lead_contacts (lead_id, name, email, phone) VALUES (?, 'X', ?, ?)`);
    for (const [id, at, service, city, email, phone] of [
      ['a', '2026-01-01T00:00:00.000Z', 'Wedding Photography', 'Delhi NCR', 'x@example.in', '919800000001'],
      ['b', '2026-02-01T00:00:00.000Z', 'wedding', 'BENGALURU', 'y@example.in', '919800000001'],
      ['c', '2026-03-01T00:00:00.000Z', 'Destination wedding', 'Goa', 'x@example.in', '919800000002'],
      ['d', '2026-04-01T00:00:00.000Z', 'baby', 'pune', 'z@example.in', ''],
    ] as const) {
      lead.run(id, at, service, city, at);
      contact.run(id, email, phone);
    }
    const migration = readFileSync(new URL('../../../../migrations/0010_people.sql', import.meta.url), 'utf8');
    sqlite.exec(migration);
    sqlite.exec(migration);
    expect(sqlite.prepare('SELECT lead_id, person_id FROM lead_person ORDER BY lead_id').all()).toEqual([
      { lead_id: 'a', person_id: 'a' },
      { lead_id: 'b', person_id: 'a' },
      { lead_id: 'c', person_id: 'a' },
      { lead_id: 'd', person_id: 'd' },
    ]);
    expect(sqlite.prepare('SELECT service, city FROM lead_pipeline ORDER BY lead_id').all()).toEqual([
      { service: 'wedding', city: 'delhi-ncr' },
      { service: 'wedding', city: 'bangalore' },
      { service: 'Destination wedding', city: 'Goa' },
      { service: 'baby', city: 'pune' },
    ]);
  });
});
