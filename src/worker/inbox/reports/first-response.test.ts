import { describe, expect, it } from 'vitest';
import { afterBusinessMinutes, businessMinutesBetween } from '../../../shared/india-time';
import { BUSINESS_HOURS } from '../../../shared/site';
import { firstResponseFromRows, minutesText, shareText, UNASSIGNED } from './first-response';

// 2030-01-08 is a Tuesday; 2030-01-05 a Saturday.
const ist = (wall: string) => new Date(Date.parse(`${wall}:00Z`) - 330 * 60_000).toISOString();

describe('businessMinutesBetween', () => {
  it.each([
    ['2030-01-08T11:00', '2030-01-08T11:12', 12],
    ['2030-01-08T08:00', '2030-01-08T10:30', 30], // before opening does not count
    ['2030-01-08T18:50', '2030-01-09T10:05', 15], // overnight
    ['2030-01-05T18:50', '2030-01-07T10:20', 30], // Saturday evening to Monday, Sunday skipped
    ['2030-01-08T12:00', '2030-01-08T11:00', 0],
  ])('%s → %s: %d', (from, to, minutes) => {
    expect(businessMinutesBetween(new Date(ist(from)), new Date(ist(to)), BUSINESS_HOURS)).toBe(minutes);
  });
  it('is the inverse of afterBusinessMinutes', () => {
    for (const start of ['2030-01-05T18:50', '2030-01-08T09:00', '2030-01-08T16:10']) {
      for (const m of [1, 15, 30, 600, 1440]) {
        const s = new Date(ist(start));
        expect(businessMinutesBetween(s, afterBusinessMinutes(s, m, BUSINESS_HOURS), BUSINESS_HOURS)).toBe(m);
      }
    }
  });
});

describe('time to first contact', () => {
  const now = new Date(ist('2030-01-09T18:00'));
  const f = firstResponseFromRows(
    [
      // Ravi: 5 and 40 business minutes; Asha: 10 (overnight: 18:55 → 10:05 next day); one unassigned never contacted.
      { received_at: ist('2030-01-08T11:00'), first_contact_at: ist('2030-01-08T11:05'), owner: 'ravi@studio.example' },
      { received_at: ist('2030-01-08T12:00'), first_contact_at: ist('2030-01-08T12:40'), owner: 'ravi@studio.example' },
      { received_at: ist('2030-01-08T18:55'), first_contact_at: ist('2030-01-09T10:05'), owner: 'asha@studio.example' },
      { received_at: ist('2030-01-07T11:00'), first_contact_at: null, owner: null }, // Monday: past its target
      { received_at: ist('2030-01-09T17:50'), first_contact_at: null, owner: null }, // target not passed yet
    ],
    { target: 15, now },
  );
  it('median business minutes and the share within target, in all', () => {
    expect(f.total).toEqual({ label: 'All leads', leads: 5, contacted: 3, median: 10, measured: 4, withinTarget: 2 });
    expect(shareText(f.total)).toBe('50% (2 of 4)');
  });
  it('per person (the unassigned last) and per week (Monday to Sunday, India time)', () => {
    expect(f.byOwner.map((r) => [r.label, r.contacted, r.median, shareText(r)])).toEqual([
      ['asha@studio.example', 1, 10, '100% (1 of 1)'],
      ['ravi@studio.example', 2, 23, '50% (1 of 2)'],
      [UNASSIGNED, 0, null, '0% (0 of 1)'],
    ]);
    expect(f.byWeek.map((r) => [r.label, r.leads])).toEqual([['Week of 7 Jan 2030', 5]]);
  });
  it('reads as time', () => {
    expect([minutesText(null), minutesText(12), minutesText(60), minutesText(125)]).toEqual([
      '—',
      '12 min',
      '1 h',
      '2 h 5 min',
    ]);
  });
});

describe('time to first contact from a chosen call time, in the working hours of the settings', () => {
  it('counts from the chosen time (start_at) and skips the holidays', () => {
    const now = new Date(ist('2030-01-11T18:00'));
    const rows = [
      // Chose 3 pm; called 3:10 pm: 10 minutes, in time (not 4 h 10 min from its arrival).
      {
        received_at: ist('2030-01-08T11:00'),
        start_at: ist('2030-01-08T15:00'),
        first_contact_at: ist('2030-01-08T15:10'),
        owner: null,
      },
      // Tuesday 6:55 pm, called Thursday 10:05 am with Wednesday a holiday: 10 business minutes.
      { received_at: ist('2030-01-08T18:55'), first_contact_at: ist('2030-01-10T10:05'), owner: null },
    ];
    const hours = { ...BUSINESS_HOURS, holidays: ['2030-01-09'] };
    expect(firstResponseFromRows(rows, { target: 15, now, hours }).total).toMatchObject({
      median: 10,
      withinTarget: 2,
    });
    expect(firstResponseFromRows(rows, { target: 15, now }).total).toMatchObject({ withinTarget: 1 });
  });
});
