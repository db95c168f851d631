import { describe, expect, it } from 'vitest';
import { report } from '../../leads/report';
import { campaignLabel, figuresFromRows, leadRows } from './figures';
import { ledgerRow, pipelineLead, type FixtureLead } from './testing';
import { reportWindow } from './window';

// `npm run leads -- --report` reads lead_ledger (the touches as JSON); the inbox reads lead_pipeline
// (the last touch's channel, written by recordLead). One fixture list, both rows, the same window.
const now = new Date('2026-11-25T12:00:00.000Z');
const at = (d: string) => ({ at: `${d}T09:00:00.000Z` });
const leads: FixtureLead[] = [
  {
    id: 'utm',
    receivedAt: '2026-11-20T10:00:00.000Z',
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
  // 90 days only.
  {
    id: 'september',
    receivedAt: '2026-09-15T10:00:00.000Z',
    first: { utm_source: 'facebook', utm_medium: 'paid', utm_campaign: 'autumn', landingPage: '/place/udaipur' },
  },
];

/** The CLI's two tables as { key → leads }. */
function cliCounts(out: string): { total: number; campaigns: Record<string, number>; pages: Record<string, number> } {
  const [head = '', campaigns = '', pages = ''] = out.split('\n\n');
  const table = (block: string) =>
    Object.fromEntries(
      block
        .split('\n')
        .slice(1)
        .map((line) => {
          const m = line.match(/^(.*?)\s+(\d+)\s+(\d+)\s+(\d+)$/)!;
          return [m[1]!, Number(m[2])];
        }),
    );
  return { total: Number(head.split(' ')[0]), campaigns: table(campaigns), pages: table(pages) };
}

describe('the inbox reports agree with `npm run leads -- --report`', () => {
  for (const days of [30, 90] as const) {
    it(`counts the same leads per source / medium / campaign and per landing page over the last ${days} India days`, () => {
      const win = reportWindow(days, now);
      // The CLI's --until is inclusive: the last millisecond before the window's end.
      const out = report(leads.map(ledgerRow), {
        since: win.since,
        until: new Date(Date.parse(win.until) - 1).toISOString(),
      });
      const cli = cliCounts(out);
      const f = figuresFromRows(
        leads.flatMap((l) => leadRows(pipelineLead(l))),
        { days, now },
      );
      expect(cli.total).toBe(f.total.leads);
      expect(cli.campaigns).toEqual(Object.fromEntries(f.campaigns.map((c) => [campaignLabel(c), c.leads])));
      expect(cli.pages).toEqual(Object.fromEntries(f.landingPages.map((p) => [p.landingPath, p.leads])));
      expect(f.total.leads).toBe(days === 30 ? 8 : 10);
      expect(cli.campaigns['newsletter / email / winter']).toBe(1);
      expect(cli.pages['/offers/winter']).toBe(1);
    });
  }
});
