import { describe, expect, it } from 'vitest';
import { REPORT_SQL, TAP_REPORT_SQL } from '../../data/sql';
import { figuresFromRows } from './figures';
import { reportFigures } from './query';
import { sqliteD1 } from '../../../../tests/helpers/d1-sqlite';
import { insertLeads, leadRows, pipelineLead, type FixtureLead } from '../../../../tests/helpers/report-fixtures';

// SQLite is what D1 runs: the reports' SQL on node:sqlite, over the schema from migrations/*.sql.
const now = new Date('2026-11-25T12:00:00.000Z');
const google = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'jaipur-weddings',
  landingPage: '/place/jaipur?utm_source=google',
};
const bots = { utm_source: 'bots', utm_medium: 'cpc', utm_campaign: 'cheap', landingPage: '/place/delhi' };

describe('reportFigures on SQLite', () => {
  it("agrees with figuresFromRows over single leads: India days, window bounds, funnel, lost leads' log", async () => {
    const { db, sqlite } = sqliteD1<D1Database>();
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
      // Lead quality: spam (even booked) counts apart, never as a lead.
      {
        id: 'verified',
        receivedAt: '2026-11-22T05:00:00.000Z',
        first: google,
        quality: 'verified',
        stage: 'contacted',
      },
      { id: 'unverified', receivedAt: '2026-11-22T05:00:00.000Z', first: google, quality: 'unverified' },
      { id: 'released', receivedAt: '2026-11-22T05:00:00.000Z', first: google, quality: 'released' },
      { id: 'spam', receivedAt: '2026-11-22T05:00:00.000Z', first: google, quality: 'spam', stage: 'booked', value: 9 },
      { id: 'spam-only', receivedAt: '2026-11-22T05:00:00.000Z', first: bots, quality: 'spam' },
    ];
    insertLeads(sqlite, leads);
    const f = await reportFigures(db, { days: 30, now });
    expect(f).toEqual(
      figuresFromRows(
        leads.flatMap((l) => leadRows(pipelineLead(l))),
        { days: 30, now },
      ),
    );
    expect(f.total).toEqual({
      leads: 9,
      contacted: 4,
      booked: 2,
      bookedValue: 200000,
      verified: 2,
      unverified: 1,
      spam: 2,
      taps: 0,
      stages: { new: 4, contacted: 1, quoted: 0, booked: 2, lost: 2 },
    });
    expect(f.perDay.filter((d) => d.leads).map((d) => [d.day, d.leads])).toEqual([
      ['2026-10-27', 1],
      ['2026-11-21', 4],
      ['2026-11-22', 3],
      ['2026-11-25', 1],
    ]);
    expect(f.campaigns.find((c) => c.source === 'bots')).toMatchObject({ leads: 0, spam: 1 });
    expect(f.series).toEqual(['google', '(direct)', 'www.instagram.com']);
  });

  it('scans the received_at index over the window with 10,000 leads', async () => {
    const { db, sqlite } = sqliteD1<D1Database>();
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
    // Printed, not asserted (docs/testing.md: no timed assertions, a loaded machine misses any budget);
    // what keeps it fast is the plan below: one range scan of the received_at index.
    console.log(`reportFigures, 10,000 leads in 90 days (12,000 stored), node:sqlite: ${ms.toFixed(1)} ms`);
    const plan = sqlite
      .prepare(`EXPLAIN QUERY PLAN ${REPORT_SQL}`)
      .all('a', 'b')
      .map((r) => String(r.detail));
    expect(plan.filter((d) => /lead_pipeline/.test(d) || /^SCAN p\b/.test(d))).toEqual(
      // One range scan, materialised for every GROUP BY (day, campaign, page, the chat-only two, each
      // by the lead's touch and by the person's first); the person's first lead by its key.
      [
        'SEARCH p USING INDEX lead_pipeline_received (received_at>? AND received_at<?)',
        'SEARCH f USING INDEX sqlite_autoindex_lead_pipeline_1 (lead_id=?) LEFT-JOIN',
      ],
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

  it('counts chat leads (form whatsapp) per campaign and landing page beside all leads, by the same rule', async () => {
    const { db, sqlite } = sqliteD1<D1Database>();
    await reportFigures(db, { days: 30, now });
    const tap = {
      utm_source: 'instagram',
      utm_medium: 'paid_social',
      utm_campaign: 'diwali',
      landingPage: '/lp/diwali',
    };
    const ctwa = {
      utm_source: 'meta',
      utm_medium: 'click_to_whatsapp',
      utm_campaign: 'Maternity shoots',
      landingPage: '/(click-to-whatsapp)',
    };
    const leads: FixtureLead[] = [
      { id: 'form', receivedAt: '2026-11-20T05:00:00.000Z', first: tap },
      {
        id: 'chat-tap',
        receivedAt: '2026-11-21T05:00:00.000Z',
        first: tap,
        form: 'whatsapp',
        stage: 'booked',
        value: 40000,
      },
      { id: 'chat-ad', receivedAt: '2026-11-22T05:00:00.000Z', first: ctwa, form: 'whatsapp', stage: 'contacted' },
    ];
    insertLeads(sqlite, leads);
    const f = await reportFigures(db, { days: 30, now });
    expect(f).toEqual(figuresFromRows(leads.map(pipelineLead).flatMap(leadRows), { days: 30, now }));
    expect(f.total).toEqual({
      leads: 3,
      contacted: 2,
      booked: 1,
      bookedValue: 40000,
      verified: 0,
      unverified: 0,
      spam: 0,
      taps: 0,
      stages: { new: 1, contacted: 1, quoted: 0, booked: 1, lost: 0 },
    });
    expect(f.campaigns.find((c) => c.campaign === 'diwali')).toMatchObject({ leads: 2, booked: 1 });
    expect(f.chats.total).toEqual({
      leads: 2,
      contacted: 2,
      booked: 1,
      bookedValue: 40000,
      verified: 0,
      unverified: 0,
      spam: 0,
      taps: 0,
      stages: { new: 0, contacted: 1, quoted: 0, booked: 1, lost: 0 },
    });
    expect(f.chats.campaigns.map((c) => [c.source, c.campaign, c.leads, c.booked])).toEqual([
      ['instagram', 'diwali', 1, 1],
      ['meta', 'Maternity shoots', 1, 0],
    ]);
    expect(f.chats.landingPages.map((p) => [p.landingPath, p.leads])).toEqual([
      ['/(click-to-whatsapp)', 1],
      ['/lp/diwali', 1],
    ]);
  });
});
