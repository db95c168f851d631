import { describe, expect, it } from 'vitest';
import { channel, googleAdsCsv, GOOGLE_ADS_HEADER, indiaTime, jsonLines, report, type LedgerRow } from './report';

const touch = (over: Record<string, string | null>) => JSON.stringify({ landingPage: '/place/wedding-photographer-jaipur?utm_source=google', referrer: null, at: '2026-11-20T10:00:00.000Z', ...over });
const row = (over: Partial<LedgerRow>): LedgerRow => ({
  id: 'lead-1', event_id: '0b0a6a3e-0c1d-4d6e-9f3a-2b1c0d9e8f7a', form: 'callback', received_at: '2026-11-20T10:05:00.000Z', status: 'delivered',
  delivered_at: '2026-11-20T10:05:02.000Z', first_touch: touch({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'jaipur-weddings', gclid: 'Cj0KCQ_abc-123' }),
  last_touch: null, consent: 'granted', consent_version: '2026-11-23', consent_at: '2026-11-20T10:01:00.000Z', ...over,
});

describe('--json', () => {
  it('prints one lead per line with both touches holding every parameter name', () => {
    const lines = jsonLines([row({}), row({ id: 'lead-2', first_touch: null, status: 'waiting', delivered_at: null })]).split('\n');
    expect(lines).toHaveLength(2);
    const lead = JSON.parse(lines[0]!);
    expect(lead).toMatchObject({ id: 'lead-1', form: 'callback', status: 'delivered', receivedAt: '2026-11-20T10:05:00.000Z' });
    expect(Object.keys(lead.attribution.first)).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'landingPage', 'referrer', 'at']);
    expect(lead.attribution.first).toMatchObject({ utm_campaign: 'jaipur-weddings', utm_term: null, gclid: 'Cj0KCQ_abc-123' });
    expect(lead.attribution.last).toBeNull();
    expect(JSON.parse(lines[1]!).attribution).toEqual({ first: null, last: null });
  });
});

describe('--report', () => {
  it('counts leads per source / medium / campaign and per landing page, delivered and waiting, within the range', () => {
    const rows = [
      row({ id: 'a' }),
      row({ id: 'b', status: 'waiting', delivered_at: null }),
      row({ id: 'c', first_touch: touch({ landingPage: '/contact', referrer: 'https://www.instagram.com' }) }),
      row({ id: 'd', received_at: '2026-10-01T00:00:00.000Z' }),
    ];
    const out = report(rows, { since: '2026-11-01', until: '2026-11-30' }, 'first');
    expect(out).toContain('3 leads received from 2026-11-01 to 2026-11-30 (attributed to the first touch)');
    expect(out).toMatch(/google \/ cpc \/ jaipur-weddings\s+2\s+1\s+1/);
    expect(out).toMatch(/www\.instagram\.com \/ referral \/ \(not set\)\s+1\s+1\s+0/);
    expect(out).toMatch(/\/place\/wedding-photographer-jaipur\s+2\s+1\s+1/);
    expect(out).toMatch(/\/contact\s+1\s+1\s+0/);
  });

  it('attributes to the last touch by default, the first when a lead has no other', () => {
    const out = report([row({ last_touch: touch({ utm_source: 'bing', utm_medium: 'cpc', utm_campaign: 'winter' }) }), row({ id: 'b' })]);
    expect(out).toMatch(/bing \/ cpc \/ winter\s+1/);
    expect(out).toMatch(/google \/ cpc \/ jaipur-weddings\s+1/);
  });

  it('names auto-tagged clicks and direct visits', () => {
    expect(channel({ gclid: 'x' } as never)).toEqual({ source: 'google', medium: 'cpc', campaign: '(not set)' });
    expect(channel({ fbclid: 'x' } as never)).toMatchObject({ source: 'facebook', medium: 'paid' });
    expect(channel(null)).toEqual({ source: '(direct)', medium: '(none)', campaign: '(not set)' });
  });
});

describe('--export google-ads', () => {
  it('writes the offline conversion CSV for consented leads with a gclid only, in India time', () => {
    const rows = [
      row({ id: 'yes' }),
      row({ id: 'denied', consent: 'denied' }),
      row({ id: 'unset', consent: 'unset' }),
      row({ id: 'no-gclid', first_touch: touch({ utm_source: 'newsletter' }) }),
      row({ id: 'last-wins', last_touch: touch({ gclid: 'LATEST_click' }), received_at: '2026-11-21T20:00:00.000Z' }),
    ];
    expect(googleAdsCsv(rows).split('\n')).toEqual([
      GOOGLE_ADS_HEADER,
      'Cj0KCQ_abc-123,Website lead,2026-11-20 15:35:00+05:30,,INR',
      'LATEST_click,Website lead,2026-11-22 01:30:00+05:30,,INR',
    ]);
    expect(GOOGLE_ADS_HEADER).toBe('Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency');
  });

  it('takes a conversion name and value, quoting and defusing what a spreadsheet would misread', () => {
    const out = googleAdsCsv([row({})], { conversionName: '=Lead, "callback"', value: '500' }).split('\n')[1];
    expect(out).toBe(`Cj0KCQ_abc-123,"'=Lead, ""callback""",2026-11-20 15:35:00+05:30,500,INR`);
  });

  it('formats times as yyyy-mm-dd hh:mm:ss+05:30', () => {
    expect(indiaTime('2026-12-31T18:30:00.000Z')).toBe('2027-01-01 00:00:00+05:30');
  });
});
