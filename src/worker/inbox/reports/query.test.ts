import { describe, expect, it } from 'vitest';
import { REPORT_SQL, TAP_REPORT_SQL } from '../../data/sql';
import { figuresFromRows } from './figures';
import { reportFigures } from './query';
import { insertLeads, leadRows, pipelineLead, sqliteD1, type FixtureLead } from './testing';

// SQLite is what D1 runs: the reports' SQL on node:sqlite, over the schema from migrations/*.sql.
const now = new Date('2026-11-25T12:00:00.000Z');
const google = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'jaipur-weddings',
  landingPage: '/place/jaipur?utm_source=google',
};

describe('reportFigures on SQLite', () => {
  it('agrees with figuresFromRows over single leads: India days, window bounds, funnel, the audit trail of lost leads', async () => {
    const { db, sqlite } = sqliteD1();
    await reportFigures(db, { days: 30, now }); // creates the schema (ensureSchema)
    const leads: FixtureLead[] = [
      { id: 'before', receivedAt: '2026-10-26T18:29:59.999Z', first: google },
      { id: 'first-day', receivedAt: '2026-10-26T18:30:00.000Z', first: google },
      { id: 'india-next-day', receivedAt: '2026-11-20T20:00:00.000Z', first: google, stage: 'booked', value: 150000 },
      { id: 'booked', receivedAt: '2026-11-21T05:00:00.000Z', first: google, stage: 'booked', value: 50000 },
      {
        id: 'lost-contacted',
        receivedAt: '2026-11-21T05:00:00.000Z',
        first: google,
        stage: 'lost',
        wasContacted: true,
      },
      { id: 'lost', receivedAt: '2026-11-21T05:00:00.000Z', stage: 'lost' },
      {
        id: 'today',
        receivedAt: '2026-11-25T18:29:59.999Z',
        first: { referrer: 'https://www.instagram.com', landingPage: '/contact' },
      },
      { id: 'tomorrow', receivedAt: '2026-11-25T18:30:00.000Z', first: google },
    ];
    insertLeads(sqlite, leads);
    const f = await reportFigures(db, { days: 30, now });
    expect(f).toEqual(
      figuresFromRows(
        leads.flatMap((l) => leadRows(pipelineLead(l))),
        { days: 30, now },
      ),
    );
    expect(f.total).toEqual({ leads: 6, contacted: 3, booked: 2, bookedValue: 200000, taps: 0 });
    expect(f.perDay.filter((d) => d.leads).map((d) => [d.day, d.leads])).toEqual([
      ['2026-10-27', 1],
      ['2026-11-21', 4],
      ['2026-11-25', 1],
    ]);
    expect(f.series).toEqual(['google', '(direct)', 'www.instagram.com']);
  });

  it('scans the received_at index over the window and is fast with 10,000 leads', async () => {
    const { db, sqlite } = sqliteD1();
    await reportFigures(db, { days: 90, now });
    const sources = ['google', 'facebook', 'instagram.com', 'newsletter', 'bing', 'partner-a', 'partner-b', '(direct)'];
    const stages = ['new', 'contacted', 'quoted', 'booked', 'lost'];
    const leads: FixtureLead[] = Array.from({ length: 12_000 }, (_, i) => ({
      id: `lead-${i}`,
      // 10,000 within the last 90 India days, 2,000 older.
      receivedAt: new Date(
        now.getTime() - (i < 10_000 ? (i * 89 * 86_400_000) / 10_000 : (100 + i / 100) * 86_400_000),
      ).toISOString(),
      first: {
        utm_source: sources[i % 8]!,
        utm_medium: 'cpc',
        utm_campaign: `campaign-${i % 13}`,
        landingPage: `/place/city-${i % 17}`,
      },
      stage: stages[i % 5]!,
      value: i % 5 === 3 ? 10_000 + (i % 7) * 1000 : null,
      wasContacted: i % 10 === 4,
    }));
    insertLeads(sqlite, leads);
    const started = performance.now();
    const f = await reportFigures(db, { days: 90, now });
    const ms = performance.now() - started;
    expect(f.total.leads).toBe(10_000);
    expect(f.campaigns.reduce((n, c) => n + c.leads, 0)).toBe(10_000);
    console.log(`reportFigures, 10,000 leads in 90 days (12,000 stored), node:sqlite: ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(1000);
    const plan = sqlite
      .prepare(`EXPLAIN QUERY PLAN ${REPORT_SQL}`)
      .all('a', 'b')
      .map((r) => String(r.detail));
    expect(plan.filter((d) => /lead_pipeline/.test(d) || /^SCAN p\b/.test(d))).toEqual(
      Array(3).fill('SEARCH p USING INDEX lead_pipeline_received (received_at>? AND received_at<?)'),
    );
    // The chat taps' groups: their own table, by its time index.
    const tapPlan = sqlite
      .prepare(`EXPLAIN QUERY PLAN ${TAP_REPORT_SQL}`)
      .all('a', 'b')
      .map((r) => String(r.detail));
    expect(tapPlan.filter((d) => /chat_taps/.test(d))).toEqual(
      Array(2).fill('SEARCH chat_taps USING INDEX chat_taps_tapped_at (tapped_at>? AND tapped_at<?)'),
    );
  });
});
