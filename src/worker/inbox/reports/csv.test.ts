import { describe, expect, it } from 'vitest';
import { reportCsv, REPORT_CSV_HEADER, reportCsvFilename } from './csv';
import { figuresFromRows } from './figures';
import { leadRows, type PipelineLead } from '../../../../tests/helpers/report-fixtures';

const now = new Date('2026-11-25T12:00:00.000Z');
const lead = (over: Partial<PipelineLead> = {}) =>
  leadRows({
    received_at: '2026-11-24T06:00:00.000Z',
    source: 'google',
    medium: 'cpc',
    campaign: 'jaipur',
    landing_path: '/place/jaipur',
    stage: 'new',
    value: null,
    ...over,
  });

describe('reportCsv', () => {
  const figures = figuresFromRows(
    [
      lead({ stage: 'booked', value: 120000, quality: 'verified' }),
      lead({ quality: 'spam' }),
      lead({ source: '=HYPERLINK("http://x")', campaign: 'winter, "sale"', landing_path: '/a\nb' }),
    ].flat(),
    {
      days: 30,
      now,
      taps: [
        { by: 'campaign', source: 'google', medium: 'cpc', campaign: 'jaipur', landing_path: '', taps: 3 },
        { by: 'campaign', source: 'facebook', medium: 'paid', campaign: 'chats', landing_path: '', taps: 1 },
        { by: 'page', source: '', medium: '', campaign: '', landing_path: '/place/jaipur', taps: 4 },
      ],
    },
  );
  const lines = reportCsv(figures).split('\r\n');

  it('is one table with a header, the total, every day per charted source, the funnels; CRLF lines', () => {
    expect(lines[0]).toBe(REPORT_CSV_HEADER);
    expect(REPORT_CSV_HEADER).toBe(
      'table,day,source,medium,campaign,landing_page,leads,contacted,booked,booked_value_inr,' +
        'verified,unverified,spam,spam_percent,chat_taps',
    );
    expect(lines[1]).toBe('total,2026-10-27/2026-11-25,,,,,2,1,1,120000,1,0,1,33.3,4');
    expect(lines.filter((l) => l.startsWith('day,'))).toHaveLength(60);
    expect(lines).toContain('day,2026-11-24,google,,,,1,,,,,,,,');
    expect(lines).toContain('day,2026-11-23,google,,,,0,,,,,,,,');
    expect(lines).toContain('campaign,,google,cpc,jaipur,,1,1,1,120000,1,0,1,50,3');
    expect(lines).toContain('landing_page,,,,,/place/jaipur,1,1,1,120000,1,0,1,50,4');
    // Chat taps beside the funnel: a campaign with taps only is a row of its own.
    expect(lines).toContain('campaign,,facebook,paid,chats,,0,0,0,0,0,0,0,0,1');
    expect(lines.at(-1)).toBe('');
    expect(reportCsvFilename(figures)).toBe('leads-report-2026-10-27-to-2026-11-25.csv');
  });

  it('quotes per RFC 4180 and defuses spreadsheet formulas', () => {
    const csv = reportCsv(figures);
    expect(csv).toContain(`campaign,,"'=HYPERLINK(""http://x"")",cpc,"winter, ""sale""",,1,0,0,0,0,0,0,0,0`);
    expect(csv).toContain(`landing_page,,,,,"/a\nb",1,0,0,0,0,0,0,0,0`);
    expect(csv).toContain(`day,2026-11-24,"'=HYPERLINK(""http://x"")",,,,1,,,,,,,,`);
  });

  it('shows campaign names by the one text rule: bidi and zero-width characters dropped, formulas defused', () => {
    const csv = reportCsv(
      figuresFromRows(lead({ source: '\u200B=cmd()', campaign: 'diwali\u202E-sale\u2066' }), { days: 30, now }),
    );
    expect(csv).toContain(`campaign,,'=cmd(),cpc,diwali-sale,,1,0,0,0,0,0,0,0,0`);
    expect(csv).not.toMatch(/[\u200B\u202E\u2066]/);
  });
});
