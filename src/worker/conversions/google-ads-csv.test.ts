import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exportRow, touch } from '../../../tests/helpers/export-row';
import { googleEmail, googleEmailForm, googlePhone } from '../leads/hash';
import { exportSql, type ExportRow } from '../data/sql';
import {
  DEFAULT_BOOKING_CONVERSION_NAME,
  DEFAULT_CONTACTED_CONVERSION_NAME,
  DEFAULT_QUOTED_CONVERSION_NAME,
  defaultSince,
  googleAdsCsv,
  GOOGLE_ADS_HEADER,
  indiaTime,
} from './google-ads-csv';

const row = exportRow;

describe('--export google-ads', () => {
  // Independent of hash.ts: Google's normal forms written out by hand, hashed with node:crypto.
  const sha = (v: string) => createHash('sha256').update(v).digest('hex');
  const contact = { email: 'priya.sharma@example.in', phone: '919876543210' };
  const EMAIL = sha('priya.sharma@example.in');
  const PHONE = sha('+919876543210');

  it("uses the columns of Google's template for conversions from clicks with enhanced conversions for leads", () => {
    expect(GOOGLE_ADS_HEADER).toBe(
      'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion ' +
        'Currency,Email,Phone Number,Order ID',
    );
  });

  it('writes consented leads only, in India time, with the e-mail and phone hashed (never plain)', async () => {
    const rows: ExportRow[] = [
      row({ id: 'yes', ...contact }),
      row({ id: 'denied', consent: 'denied', ...contact }),
      row({ id: 'unset', consent: 'unset', ...contact }),
      row({ id: 'withdrawn', consent: 'withdrawn', ...contact }),
      row({
        id: 'last-wins',
        last_touch: touch({ gclid: 'LATEST_click' }),
        received_at: '2026-11-21T20:00:00.000Z',
        ...contact,
      }),
    ];
    const out = await googleAdsCsv(rows);
    expect(out.split('\n')).toEqual([
      GOOGLE_ADS_HEADER,
      `Cj0KCQ_abc-123,,,Website lead,2026-11-20 15:35:00+0530,,INR,${EMAIL},${PHONE},yes:lead`,
      `LATEST_click,,,Website lead,2026-11-22 01:30:00+0530,,INR,${EMAIL},${PHONE},last-wins:lead`,
    ]);
    expect(out).not.toMatch(/priya|9876543210\b/);
  });

  it('keeps a lead whose click id was lost if it has an e-mail or phone to match on; drops one without', async () => {
    const lines = (
      await googleAdsCsv([
        row({ id: 'no-click', first_touch: touch({ utm_source: 'newsletter' }), ...contact }),
        row({ id: 'nothing', first_touch: null, email: '', phone: '' }),
      ])
    ).split('\n');
    expect(lines).toEqual([
      GOOGLE_ADS_HEADER,
      `,,,Website lead,2026-11-20 15:35:00+0530,,INR,${EMAIL},${PHONE},no-click:lead`,
    ]);
  });

  it('names the click in the column it came as: gbraid or wbraid when there is no gclid', async () => {
    const lines = (
      await googleAdsCsv([
        row({ id: 'ios-app', first_touch: touch({ gbraid: 'GB_1' }), email: '', phone: '' }),
        row({ id: 'ios-web', first_touch: touch({ wbraid: 'WB_1' }), email: '', phone: '' }),
      ])
    ).split('\n');
    expect(lines.slice(1)).toEqual([
      ',GB_1,,Website lead,2026-11-20 15:35:00+0530,,INR,,,ios-app:lead',
      ',,WB_1,Website lead,2026-11-20 15:35:00+0530,,INR,,,ios-web:lead',
    ]);
  });

  // Google Ads API, ClickConversion: user identifiers beside a gbraid or wbraid are refused
  // (VALUE_MUST_BE_UNSET), so a row that carried both was never counted.
  it('sends a GBRAID or WBRAID row without the e-mail and phone, even when the lead has them', async () => {
    const booked = { stage: 'booked', value: 9000, stage_at: '2026-11-21T06:30:00.000Z' };
    const out = await googleAdsCsv([
      row({ id: 'ios-app', first_touch: touch({ gbraid: 'GB_1' }), ...contact, ...booked }),
      row({ id: 'ios-web', first_touch: touch({ wbraid: 'WB_1' }), ...contact }),
    ]);
    expect(out.split('\n').slice(1)).toEqual([
      ',GB_1,,Website lead,2026-11-20 15:35:00+0530,,INR,,,ios-app:lead',
      ',GB_1,,Website booking,2026-11-21 12:00:00+0530,9000,INR,,,ios-app:booked',
      ',,WB_1,Website lead,2026-11-20 15:35:00+0530,,INR,,,ios-web:lead',
    ]);
    expect(out).not.toContain(EMAIL);
    expect(out).not.toContain(PHONE);
  });

  it("gives every row a stable Order ID: the lead's id and what it counts, the same in every export", async () => {
    const lead = row({
      id: 'lead-1',
      ...contact,
      stage: 'booked',
      value: 1000,
      contacted_at: '2026-11-21T04:30:00.000Z',
      quoted_at: '2026-11-22T05:00:00.000Z',
      stage_at: '2026-11-23T06:00:00.000Z',
    });
    const ids = (await googleAdsCsv([lead])).split('\n').map((l) => l.split(',').at(-1));
    expect(ids).toEqual(['Order ID', 'lead-1:lead', 'lead-1:contacted', 'lead-1:quoted', 'lead-1:booked']);
    expect(await googleAdsCsv([lead])).toBe(await googleAdsCsv([lead]));
  });

  it("normalises as Google asks: e-mail trimmed, lower-cased, gmail dots dropped; phone E.164 with '+'", async () => {
    expect(googleEmailForm('  Priya.Sharma@GMail.com ')).toBe('priyasharma@gmail.com');
    expect(googleEmailForm('Priya.Sharma@Example.in')).toBe('priya.sharma@example.in');
    expect(await googlePhone('919876543210')).toBe(PHONE);
    expect(await googleEmail('PRIYA.SHARMA@example.in')).toBe(EMAIL);
    expect(await googlePhone('')).toBe('');
  });

  it('adds a booking row per booked lead: the booking conversion, its value in INR, at the booking time', async () => {
    const booked = row({ id: 'b', ...contact, stage: 'booked', value: 85000, stage_at: '2026-11-25T06:30:00.000Z' });
    const lines = (
      await googleAdsCsv([booked, row({ id: 'q', ...contact, stage: 'quoted', value: 40000 })], {
        bookingConversionName: 'Booking',
      })
    ).split('\n');
    expect(lines).toEqual([
      GOOGLE_ADS_HEADER,
      `Cj0KCQ_abc-123,,,Website lead,2026-11-20 15:35:00+0530,,INR,${EMAIL},${PHONE},b:lead`,
      `Cj0KCQ_abc-123,,,Booking,2026-11-25 12:00:00+0530,85000,INR,${EMAIL},${PHONE},b:booked`,
      `Cj0KCQ_abc-123,,,Website lead,2026-11-20 15:35:00+0530,,INR,${EMAIL},${PHONE},q:lead`,
    ]);
    expect(DEFAULT_BOOKING_CONVERSION_NAME).toBe('Website booking');
  });

  it('adds a row per stage the inbox moved the lead to (contacted, quoted, by name), at the first move', async () => {
    const lead = row({
      id: 's',
      ...contact,
      stage: 'booked',
      value: 60000,
      contacted_at: '2026-11-21T04:30:00.000Z',
      quoted_at: '2026-11-22T05:00:00.000Z',
      stage_at: '2026-11-23T06:00:00.000Z',
    });
    const quotedOnly = row({ id: 'q', ...contact, stage: 'lost', quoted_at: '2026-11-22T05:00:00.000Z' });
    expect((await googleAdsCsv([lead, quotedOnly])).split('\n')).toEqual([
      GOOGLE_ADS_HEADER,
      `Cj0KCQ_abc-123,,,Website lead,2026-11-20 15:35:00+0530,,INR,${EMAIL},${PHONE},s:lead`,
      `Cj0KCQ_abc-123,,,Website lead contacted,2026-11-21 10:00:00+0530,,INR,${EMAIL},${PHONE},s:contacted`,
      `Cj0KCQ_abc-123,,,Website lead quoted,2026-11-22 10:30:00+0530,,INR,${EMAIL},${PHONE},s:quoted`,
      `Cj0KCQ_abc-123,,,Website booking,2026-11-23 11:30:00+0530,60000,INR,${EMAIL},${PHONE},s:booked`,
      // Lost after a quote: the lead and its quote (the move happened), no booking.
      `Cj0KCQ_abc-123,,,Website lead,2026-11-20 15:35:00+0530,,INR,${EMAIL},${PHONE},q:lead`,
      `Cj0KCQ_abc-123,,,Website lead quoted,2026-11-22 10:30:00+0530,,INR,${EMAIL},${PHONE},q:quoted`,
    ]);
    const named = await googleAdsCsv([lead], {
      contactedConversionName: 'Reached',
      quotedConversionName: 'Quote sent',
    });
    expect(named.split('\n').map((l) => l.split(',')[3])).toEqual([
      'Conversion Name',
      'Website lead',
      'Reached',
      'Quote sent',
      'Website booking',
    ]);
    expect([DEFAULT_CONTACTED_CONVERSION_NAME, DEFAULT_QUOTED_CONVERSION_NAME]).toEqual([
      'Website lead contacted',
      'Website lead quoted',
    ]);
  });

  it("keeps each row within Google's 90 days of the click (the touch's time; with no click, the lead's)", async () => {
    // Clicked 2026-11-20 10:00 UTC: 90 days later is 2027-02-18 10:00 UTC.
    const lead = row({
      id: 'late',
      ...contact,
      stage: 'booked',
      value: 1000,
      contacted_at: '2027-02-18T10:00:00.000Z',
      quoted_at: '2027-02-18T10:00:00.001Z',
      stage_at: '2027-03-01T00:00:00.000Z',
    });
    expect((await googleAdsCsv([lead])).split('\n').map((l) => l.split(',')[3])).toEqual([
      'Conversion Name',
      'Website lead',
      'Website lead contacted',
    ]);
    const noClick = row({
      id: 'no-click',
      ...contact,
      first_touch: touch({ utm_source: 'newsletter', at: '2026-01-01T00:00:00.000Z' }),
      contacted_at: '2027-02-18T10:05:00.000Z',
      quoted_at: '2027-02-18T10:05:00.001Z',
    });
    expect((await googleAdsCsv([noClick])).split('\n').map((l) => l.split(',')[3])).toEqual([
      'Conversion Name',
      'Website lead',
      'Website lead contacted',
    ]);
  });

  it('sends nothing of spam; of an unverified lead only once a person moved it past new', async () => {
    const moved = { stage: 'contacted', contacted_at: '2026-11-21T04:30:00.000Z' };
    const lines = (
      await googleAdsCsv([
        row({ id: 'spam', ...contact, quality: 'spam', ...moved }),
        row({ id: 'unverified-new', ...contact, quality: 'unverified' }),
        row({ id: 'unverified-lost', ...contact, quality: 'unverified', stage: 'lost' }),
        row({ id: 'moved', ...contact, quality: 'unverified', ...moved }),
        row({ id: 'released', ...contact, quality: 'released' }),
        row({ id: 'verified', ...contact, quality: 'verified' }),
      ])
    ).split('\n');
    expect(lines).toEqual([
      GOOGLE_ADS_HEADER,
      `Cj0KCQ_abc-123,,,Website lead,2026-11-20 15:35:00+0530,,INR,${EMAIL},${PHONE},moved:lead`,
      `Cj0KCQ_abc-123,,,Website lead contacted,2026-11-21 10:00:00+0530,,INR,${EMAIL},${PHONE},moved:contacted`,
      `Cj0KCQ_abc-123,,,Website lead,2026-11-20 15:35:00+0530,,INR,${EMAIL},${PHONE},released:lead`,
      `Cj0KCQ_abc-123,,,Website lead,2026-11-20 15:35:00+0530,,INR,${EMAIL},${PHONE},verified:lead`,
    ]);
  });

  it('takes a conversion name and value, quoting and defusing what a spreadsheet would misread', async () => {
    const out = (await googleAdsCsv([row({})], { conversionName: '=Lead, "callback"', value: '500' })).split('\n')[1];
    expect(out).toBe(`Cj0KCQ_abc-123,,,"'=Lead, ""callback""",2026-11-20 15:35:00+0530,500,INR,,,lead-1:lead`);
  });

  // Google's help page on the upload file ("Import conversions from ad clicks into Google Ads using
  // files"): a time zone on each Conversion Time is a time zone ID or a GMT offset written '+' or
  // '-' and four digits (-0500 for New York); '+05:30' is the Google Ads API's form, not the file's.
  it("formats times as yyyy-mm-dd hh:mm:ss+0530: the file format's four-digit offset, no Parameters row", async () => {
    expect(indiaTime('2026-12-31T18:30:00.000Z')).toBe('2027-01-01 00:00:00+0530');
    const out = await googleAdsCsv([row({})]);
    expect(out.split('\n')[0]).toBe(GOOGLE_ADS_HEADER);
    expect(out).not.toMatch(/[+-]\d\d:\d\d(,|$)/m);
    expect(out.split('\n')[1]!.split(',')[4]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d[+-]\d{4}$/);
  });

  it('reads the last 90 days by default, one query for the CLI and the upload URL, consented, never spam', () => {
    expect(defaultSince(new Date('2026-11-25T23:59:00Z'))).toBe('2026-08-27');
    // The statement is written over several lines: compared with its whitespace collapsed.
    const sql = exportSql({ since: '2026-08-27', until: '2026-11-30' }).replace(/\s+/g, ' ');
    expect(sql).toContain(
      "WHERE l.consent = 'granted' AND COALESCE(q.outcome, '') != 'spam' " +
        "AND NOT (COALESCE(q.outcome, '') = 'unverified' AND COALESCE(p.stage, 'new') = 'new')",
    );
    expect(sql).toContain("AND l.received_at >= '2026-08-27' AND l.received_at <= '2026-11-30T23:59:59.999Z'");
    expect(sql).toMatch(/JOIN lead_contacts .* JOIN lead_pipeline/);
    expect(() => exportSql({ since: "2026-01-01' OR 1=1 --" })).toThrow();
  });
});
