import { describe, expect, it } from 'vitest';
import { figuresFromRows, OTHER_SOURCES, spamPercent, spamShare } from './figures';
import { leadRows, type PipelineLead } from '../../../../tests/helpers/report-fixtures';
import { indiaDay } from '../../../shared/india-time';
import { reportWindow } from './window';

// 17:30 in India on 25 November 2026.
const now = new Date('2026-11-25T12:00:00.000Z');
const lead = (received_at: string, over: Partial<PipelineLead> = {}) =>
  leadRows({
    received_at,
    source: 'google',
    medium: 'cpc',
    campaign: 'jaipur-weddings',
    landing_path: '/place/jaipur',
    stage: 'new',
    value: null,
    ...over,
  });

describe('window', () => {
  it('is the last N India days including today, with UTC bounds at India midnight', () => {
    const w = reportWindow(30, now);
    expect(w).toMatchObject({
      from: '2026-10-27',
      to: '2026-11-25',
      since: '2026-10-26T18:30:00.000Z',
      until: '2026-11-25T18:30:00.000Z',
    });
    expect(w.dayKeys).toHaveLength(30);
    expect(reportWindow(90, now)).toMatchObject({ from: '2026-08-28', to: '2026-11-25' });
    // Just after India midnight it is already the next India day.
    expect(reportWindow(30, new Date('2026-11-25T18:30:00.000Z')).to).toBe('2026-11-26');
    expect(indiaDay('2026-11-20T20:00:00.000Z')).toBe('2026-11-21');
  });
});

// No lead quality and no chat taps (these fixtures have neither).
const Q0 = { verified: 0, unverified: 0, spam: 0, taps: 0 };
/** Leads at each stage now: new, contacted, quoted, booked, lost. */
const S = (n: number, c: number, q: number, b: number, l: number) => ({
  stages: { new: n, contacted: c, quoted: q, booked: b, lost: l },
});

describe('figuresFromRows', () => {
  it('counts leads on their India day, within the window only', () => {
    const f = figuresFromRows(
      [
        lead('2026-10-26T18:29:59.999Z'), // 26 Oct 23:59 India: before the window
        lead('2026-10-26T18:30:00.000Z'), // 27 Oct 00:00 India: its first day
        lead('2026-11-20T20:00:00.000Z'), // 20 Nov in UTC, 21 Nov in India
        lead('2026-11-25T18:29:59.999Z'), // 25 Nov 23:59 India: today
        lead('2026-11-25T18:30:00.000Z'), // tomorrow in India
      ].flat(),
      { days: 30, now },
    );
    expect(f).toMatchObject({ days: 30, from: '2026-10-27', to: '2026-11-25' });
    expect(f.total.leads).toBe(3);
    expect(f.perDay).toHaveLength(30);
    const byDay = Object.fromEntries(f.perDay.filter((d) => d.leads).map((d) => [d.day, d.leads]));
    expect(byDay).toEqual({ '2026-10-27': 1, '2026-11-21': 1, '2026-11-25': 1 });
  });

  it('takes 90 days when asked', () => {
    const rows = [
      lead('2026-09-10T06:00:00.000Z'),
      lead('2026-11-01T06:00:00.000Z'),
      lead('2026-08-27T12:00:00.000Z'),
    ].flat();
    expect(figuresFromRows(rows, { days: 30, now }).total.leads).toBe(1);
    const f = figuresFromRows(rows, { days: 90, now });
    expect(f.total.leads).toBe(2);
    expect(f.perDay).toHaveLength(90);
    expect(f.perDay[0]!.day).toBe('2026-08-28');
  });

  it('draws a funnel per campaign and per landing page: reached at least contacted, booked and booked value', () => {
    const at = '2026-11-24T06:00:00.000Z';
    const f = figuresFromRows(
      [
        lead(at),
        lead(at, { stage: 'contacted' }),
        lead(at, { stage: 'quoted' }),
        lead(at, { stage: 'booked', value: 120000 }),
        lead(at, { stage: 'booked', value: 45000, landing_path: '/contact' }),
        lead(at, { stage: 'lost', wasContacted: true }),
        lead(at, { stage: 'lost' }),
        lead(at, {
          source: 'facebook',
          medium: 'paid',
          campaign: '(not set)',
          landing_path: '/contact',
          stage: 'booked',
          value: null,
        }),
      ].flat(),
      { days: 30, now },
    );
    expect(f.total).toEqual({ leads: 8, contacted: 6, booked: 3, bookedValue: 165000, ...Q0, ...S(1, 1, 1, 3, 2) });
    expect(f.campaigns).toEqual([
      {
        source: 'google',
        medium: 'cpc',
        campaign: 'jaipur-weddings',
        leads: 7,
        contacted: 5,
        booked: 2,
        bookedValue: 165000,
        ...Q0,
        ...S(1, 1, 1, 2, 2),
      },
      {
        source: 'facebook',
        medium: 'paid',
        campaign: '(not set)',
        leads: 1,
        contacted: 1,
        booked: 1,
        bookedValue: 0,
        ...Q0,
        ...S(0, 0, 0, 1, 0),
      },
    ]);
    expect(f.landingPages).toEqual([
      {
        landingPath: '/place/jaipur',
        leads: 6,
        contacted: 4,
        booked: 1,
        bookedValue: 120000,
        ...Q0,
        ...S(1, 1, 1, 1, 2),
      },
      { landingPath: '/contact', leads: 2, contacted: 2, booked: 2, bookedValue: 45000, ...Q0, ...S(0, 0, 0, 2, 0) },
    ]);
  });

  it('counts every stage of the funnel, new only for leads still new, the stages adding up to the leads', () => {
    const at = '2026-11-24T06:00:00.000Z';
    const stages = ['new', 'new', 'contacted', 'quoted', 'quoted', 'booked', 'lost', 'lost', 'lost'];
    const f = figuresFromRows(
      stages.flatMap((stage) => lead(at, { stage, value: stage === 'booked' ? 1000 : null })),
      { days: 30, now },
    );
    expect(f.total.stages).toEqual({ new: 2, contacted: 1, quoted: 2, booked: 1, lost: 3 });
    for (const funnel of [f.total, ...f.campaigns, ...f.landingPages])
      expect(Object.values(funnel.stages).reduce((a, b) => a + b, 0)).toBe(funnel.leads);
    // Not every lead: the "New" bar counted all 9 before.
    expect(f.total.stages.new).not.toBe(f.total.leads);
  });

  it('adds grouped rows as their lead counts (the SQL groups them)', () => {
    const group = {
      source: 's',
      medium: 'm',
      campaign: 'c',
      landing_path: '/',
      leads: 3,
      contacted: 2,
      booked: 1,
      value: 9000,
      verified: 2,
      unverified: 1,
      spam: 1,
    };
    const f = figuresFromRows(
      [
        { ...group, by: 'campaign', day: '' },
        { ...group, by: 'page', day: '' },
        { ...group, by: 'day', day: '2026-11-24' },
      ],
      { days: 30, now },
    );
    const quality = { verified: 2, unverified: 1, spam: 1, taps: 0 };
    // Rows without the stage columns (an older caller): what no stage holds is still new.
    expect(f.total).toEqual({ leads: 3, contacted: 2, booked: 1, bookedValue: 9000, ...quality, ...S(2, 0, 0, 1, 0) });
    expect(f.landingPages).toEqual([
      { landingPath: '/', leads: 3, contacted: 2, booked: 1, bookedValue: 9000, ...quality, ...S(2, 0, 0, 1, 0) },
    ]);
    expect(spamShare(f.total)).toBe(0.25);
    expect(f.perDay.find((d) => d.day === '2026-11-24')).toEqual({ day: '2026-11-24', leads: 3, counts: [3] });
  });

  it('keeps spam out of every lead count and counts it apart, with its share, per campaign and page', () => {
    const f = figuresFromRows(
      [
        lead('2026-11-24T06:00:00.000Z', { quality: 'verified', stage: 'booked', value: 50000 }),
        lead('2026-11-24T06:00:00.000Z', { quality: 'unverified', stage: 'contacted' }),
        lead('2026-11-24T06:00:00.000Z', { quality: 'released' }),
        lead('2026-11-24T06:00:00.000Z', {}),
        // Spam, even moved or booked, is no lead: a bot campaign with nothing but spam still shows.
        lead('2026-11-24T06:00:00.000Z', { quality: 'spam', stage: 'booked', value: 1 }),
        ...[1, 2, 3].map(() =>
          lead('2026-11-24T07:00:00.000Z', { quality: 'spam', source: 'bots', campaign: 'cheap' }),
        ),
      ].flat(),
      { days: 30, now },
    );
    expect(f.total).toEqual({
      leads: 4,
      contacted: 2,
      booked: 1,
      bookedValue: 50000,
      verified: 2,
      unverified: 1,
      spam: 4,
      taps: 0,
      ...S(2, 1, 0, 1, 0),
    });
    expect(spamShare(f.total)).toBe(0.5);
    expect(f.campaigns.map((c) => [c.source, c.leads, c.verified, c.unverified, c.spam, spamPercent(c)])).toEqual([
      ['google', 4, 2, 1, 1, '20%'],
      ['bots', 0, 0, 0, 3, '100%'],
    ]);
    // The chart counts leads only: the spam-only source is no series.
    expect(f.series).toEqual(['google']);
    expect(f.perDay.find((d) => d.day === '2026-11-24')).toEqual({ day: '2026-11-24', leads: 4, counts: [4] });
    expect(spamPercent({ leads: 0, spam: 0 })).toBe('0%');
    expect(spamPercent({ leads: 199, spam: 1 })).toBe('<1%');
    expect(spamPercent({ leads: 2, spam: 1 })).toBe('33%');
  });

  it('charts the top five sources per day and the rest as one series', () => {
    const at = (d: number) => `2026-11-${String(d).padStart(2, '0')}T06:00:00.000Z`;
    const rows = [
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].flatMap((s, i) =>
        Array.from({ length: 7 - i }, () => lead(at(20), { source: s })),
      ),
      lead(at(21), { source: 'g' }),
      lead(at(21), { source: 'a' }),
    ].flat();
    const f = figuresFromRows(rows, { days: 30, now });
    expect(f.series).toEqual(['a', 'b', 'c', 'd', 'e', OTHER_SOURCES]);
    expect(f.perDay.find((d) => d.day === '2026-11-20')).toEqual({
      day: '2026-11-20',
      leads: 28,
      counts: [7, 6, 5, 4, 3, 3],
    });
    expect(f.perDay.find((d) => d.day === '2026-11-21')).toEqual({
      day: '2026-11-21',
      leads: 2,
      counts: [1, 0, 0, 0, 0, 1],
    });
    expect(figuresFromRows(rows.slice(0, 21), { days: 30, now }).series).toEqual(['a']);
  });

  it('has every day and no series when there are no leads', () => {
    const f = figuresFromRows([].flat(), { days: 30, now });
    expect(f.series).toEqual([]);
    expect(f.perDay.every((d) => d.leads === 0 && d.counts.length === 0)).toBe(true);
    expect(f.campaigns).toEqual([]);
  });
});
