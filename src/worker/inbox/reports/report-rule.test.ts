import { describe, expect, it } from 'vitest';
import { reportSql, tapReportSql, type ReportRow, type TapReportRow } from '../../data/sql';
import { campaignLabel, funnels, spamPercent, type Funnel } from './figures';
import { reportFigures } from './query';
import { reportText } from './text';
import { sqliteD1 } from '../../../../tests/helpers/d1-sqlite';
import { insertLeads, insertTaps, type FixtureLead, type FixtureTap } from '../../../../tests/helpers/report-fixtures';
import { reportWindow } from './window';

// The report's one rule (src/worker/data/sql.ts): the inbox runs it through the binding
// (reportFigures), `npm run leads -- --report` as text with its bounds in it (reportSql, through
// `wrangler d1 execute`) and prints the funnels (reportText). One fixture list on SQLite, both ways.
const now = new Date('2026-11-25T12:00:00.000Z');
const at = (d: string) => ({ at: `${d}T09:00:00.000Z` });
const leads: FixtureLead[] = [
  {
    id: 'utm',
    receivedAt: '2026-11-20T10:00:00.000Z',
    quality: 'verified',
    first: {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'jaipur-weddings',
      landingPage: '/place/jaipur?utm_source=google',
      ...at('2026-11-20'),
    },
  },
  {
    id: 'last-wins',
    receivedAt: '2026-11-21T10:00:00.000Z',
    first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'jaipur-weddings', landingPage: '/place/jaipur' },
    last: {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'winter',
      landingPage: '/offers/winter?utm_source=newsletter',
    },
    stage: 'booked',
    value: 90000,
    quality: 'verified',
  },
  {
    id: 'gclid',
    receivedAt: '2026-11-22T10:00:00.000Z',
    first: { gclid: 'Cj0', landingPage: '/place/jaipur?gclid=Cj0' },
    stage: 'contacted',
  },
  { id: 'fbclid', receivedAt: '2026-11-22T11:00:00.000Z', last: { fbclid: 'Fb1', landingPage: '/' } },
  {
    id: 'referral',
    receivedAt: '2026-11-23T10:00:00.000Z',
    first: { referrer: 'https://www.instagram.com', landingPage: '/contact' },
    stage: 'lost',
    wasContacted: true,
  },
  { id: 'direct', receivedAt: '2026-11-24T10:00:00.000Z' },
  {
    id: 'first-day',
    receivedAt: '2026-10-26T18:30:00.000Z',
    quality: 'unverified',
    first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'jaipur-weddings', landingPage: '/place/jaipur' },
  },
  {
    id: 'last-moment',
    receivedAt: '2026-11-25T18:29:59.999Z',
    first: { utm_source: 'bing', utm_medium: 'cpc', utm_campaign: '(not set)', landingPage: '/place/delhi' },
  },
  {
    id: 'too-early',
    receivedAt: '2026-10-26T18:29:59.999Z',
    first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'old' },
  },
  {
    id: 'too-late',
    receivedAt: '2026-11-25T18:30:00.000Z',
    first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'new' },
  },
  // Lead quality (lead_quality): spam, even booked, is never a lead; a campaign of bots only.
  {
    id: 'spam-google',
    receivedAt: '2026-11-23T11:00:00.000Z',
    first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'jaipur-weddings' },
    quality: 'spam',
    stage: 'booked',
    value: 5,
  },
  ...[1, 2].map((i): FixtureLead => ({
    id: `bot-${i}`,
    receivedAt: '2026-11-23T12:00:00.000Z',
    first: { utm_source: 'bots', utm_medium: 'cpc', utm_campaign: 'cheap', landingPage: '/place/delhi' },
    quality: 'spam',
  })),
  // 90 days only.
  {
    id: 'september',
    receivedAt: '2026-09-15T10:00:00.000Z',
    first: { utm_source: 'facebook', utm_medium: 'paid', utm_campaign: 'autumn', landingPage: '/place/udaipur' },
  },
];
// Taps on the chat button, counted beside the leads by the same windows and attribution rule.
const jaipur = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'jaipur-weddings',
  landingPage: '/place/jaipur',
};
const taps: FixtureTap[] = [
  { code: 'TAPAAA', at: '2026-11-20T10:05:00.000Z', last: jaipur },
  { code: 'TAPBBB', at: '2026-11-24T10:05:00.000Z', last: jaipur },
  {
    code: 'TAPCCC',
    at: '2026-11-23T10:05:00.000Z',
    last: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'chats-only', landingPage: '/place/pune?gclid=x' },
  },
  { code: 'TAPDDD', at: '2026-10-26T18:29:59.999Z', last: jaipur }, // the day before the 30-day window
  { code: 'TAPEEE', at: '2026-11-25T18:30:00.000Z', last: jaipur }, // tomorrow in India
];

/**
 * The CLI's two tables as { key → [leads, contacted, booked, booked INR, verified, unverified,
 * spam, 'spam %', chat taps] }.
 */
function cliCounts(out: string) {
  const [head = '', campaigns = '', pages = ''] = out.split('\n\n');
  const table = (block: string) =>
    Object.fromEntries(
      block
        .split('\n')
        .slice(1)
        .map((line) => {
          const m = line.match(/^(.*?)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(<?\d+%)\s+(\d+)$/)!;
          return [m[1]!, [...[2, 3, 4, 5, 6, 7, 8].map((i) => Number(m[i])), m[9], Number(m[10])]];
        }),
    );
  return { head, total: Number(head.split(' ')[0]), campaigns: table(campaigns), pages: table(pages) };
}

async function fixture() {
  const { db, sqlite } = sqliteD1<D1Database>();
  await reportFigures(db, { days: 30, now }); // creates the schema
  insertLeads(sqlite, leads);
  insertTaps(sqlite, taps);
  return { db, sqlite };
}

describe('the report rule, as the inbox and `npm run leads -- --report` run it', () => {
  for (const days of [30, 90] as const) {
    it(`counts the same funnels per source / medium / campaign and landing page over ${days} India days`, async () => {
      const { db, sqlite } = await fixture();
      const inbox = await reportFigures(db, { days, now });
      // The CLI's --days: since = the window's start, --until inclusive = the last millisecond before its end.
      const win = reportWindow(days, now);
      const range = { since: win.since, until: new Date(Date.parse(win.until) - 1).toISOString() };
      const rows = sqlite.prepare(reportSql(range)).all() as unknown as ReportRow[];
      const tapRows = sqlite.prepare(tapReportSql(range)).all() as unknown as TapReportRow[];
      const cli = cliCounts(reportText(funnels(rows, tapRows), range));
      expect(cli.total).toBe(inbox.total.leads);
      const row = (f: Funnel) => [
        f.leads,
        f.contacted,
        f.booked,
        f.bookedValue,
        f.verified,
        f.unverified,
        f.spam,
        spamPercent(f),
        f.taps,
      ];
      expect(cli.campaigns).toEqual(Object.fromEntries(inbox.campaigns.map((c) => [campaignLabel(c), row(c)])));
      expect(cli.pages).toEqual(Object.fromEntries(inbox.landingPages.map((p) => [p.landingPath, row(p)])));
      const quality = { verified: 2, unverified: 1, spam: 3 };
      // Every stage: a contacted, a booked and a lost lead; the rest still new (they add up).
      const stages = (n: number) => ({ stages: { new: n, contacted: 1, quoted: 0, booked: 1, lost: 1 } });
      expect(inbox.total).toEqual(
        days === 30
          ? { leads: 8, contacted: 3, booked: 1, bookedValue: 90000, ...quality, taps: 3, ...stages(5) }
          : { leads: 10, contacted: 3, booked: 1, bookedValue: 90000, ...quality, taps: 4, ...stages(7) },
      );
      // The last touch wins; a lost lead that was contacted counts as contacted.
      expect(cli.campaigns['newsletter / email / winter']).toEqual([1, 1, 1, 90000, 1, 0, 0, '0%', 0]);
      expect(cli.campaigns['www.instagram.com / referral / (not set)']).toEqual([1, 1, 0, 0, 0, 0, 0, '0%', 0]);
      expect(cli.pages['/offers/winter']).toEqual([1, 1, 1, 90000, 1, 0, 0, '0%', 0]);
      // Spam counts apart: the campaign that buys bots shows its share; spam is in no lead count.
      // Chat taps beside the leads: per campaign and landing page, a campaign with taps only too.
      expect(cli.campaigns['google / cpc / jaipur-weddings']).toEqual([
        2,
        0,
        0,
        0,
        1,
        1,
        1,
        '33%',
        days === 30 ? 2 : 3,
      ]);
      expect(cli.campaigns['bots / cpc / cheap']).toEqual([0, 0, 0, 0, 0, 0, 2, '100%', 0]);
      expect(cli.campaigns['google / cpc / chats-only']).toEqual([0, 0, 0, 0, 0, 0, 0, '0%', 1]);
      expect(cli.pages['/place/pune']).toEqual([0, 0, 0, 0, 0, 0, 0, '0%', 1]);
      expect(cli.head).toContain(`; 3 spam kept apart (${days === 30 ? '27' : '23'}% of all sent)`);
      expect(cli.head).toMatch(days === 30 ? /^8 leads received from .*; 3 chat taps \(/ : /; 4 chat taps \(/);
    });
  }

  it('prints the span in India time for --days, as given for dates; all leads without a range', async () => {
    const { sqlite } = await fixture();
    const text = (range: { since?: string; until?: string }) =>
      reportText(
        funnels(
          sqlite.prepare(reportSql(range)).all() as unknown as ReportRow[],
          sqlite.prepare(tapReportSql(range)).all() as unknown as TapReportRow[],
        ),
        range,
      );
    expect(text({ since: '2026-10-26T18:30:00.000Z', until: '2026-11-25T18:29:59.999Z' }).split('\n')[0]).toBe(
      '8 leads received from 27 Oct 2026, 12:00 am IST to 25 Nov 2026, 11:59 pm IST; 3 chat taps ' +
        '(attributed to the last touch); 3 spam kept apart (27% of all sent)',
    );
    // --until as a date includes that whole (UTC) day.
    expect(text({ since: '2026-11-22', until: '2026-11-22' }).split('\n')[0]).toBe(
      '2 leads received from 2026-11-22 to 2026-11-22 (attributed to the last touch)',
    );
    expect(cliCounts(text({})).total).toBe(leads.length - 3);
    expect(text({ since: '2030-01-01' })).toBe(
      '0 leads received from 2030-01-01 to now (attributed to the last touch)',
    );
    expect(() => reportSql({ since: "2026-01-01' OR 1=1 --" })).toThrow();
  });
});
