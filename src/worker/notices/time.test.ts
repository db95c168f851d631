import { describe, expect, it } from 'vitest';
import { BUSINESS_HOURS, CONTACT_HOURS } from '../../shared/site';
import { afterBusinessMinutes, dayLabel, formatIst, istDay, istDayRange } from './time';

// India = UTC+5:30. 2026-11-23 is a Monday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
const ist = (wall: string) => new Date(Date.parse(`${wall}Z`) - 330 * 60_000);

describe('business minutes (Monday to Saturday, 10am - 7pm India time)', () => {
  it('the contact page says the hours the reminders count', () => {
    expect(CONTACT_HOURS).toBe('available Monday to Saturday, 10am - 7pm');
    expect(BUSINESS_HOURS).toMatchObject({ open: 10, close: 19, days: [1, 2, 3, 4, 5, 6] });
  });

  it.each([
    ['inside hours', '2026-11-24T11:00:00', '2026-11-24T11:30:00'],
    ['before opening: from 10am', '2026-11-24T07:15:00', '2026-11-24T10:30:00'],
    ['across closing: the rest next morning', '2026-11-24T18:50:00', '2026-11-25T10:20:00'],
    ['at closing', '2026-11-24T19:00:00', '2026-11-25T10:30:00'],
    ['Saturday evening: Monday morning', '2026-11-28T18:50:00', '2026-11-30T10:20:00'],
    ['Sunday: Monday', '2026-11-29T12:00:00', '2026-11-30T10:30:00'],
    ['late at night: next morning', '2026-11-24T23:59:00', '2026-11-25T10:30:00'],
    ['ends exactly at closing', '2026-11-24T18:30:00', '2026-11-24T19:00:00'],
  ])('%s', (_, from, due) => {
    expect(afterBusinessMinutes(ist(from), 30)).toEqual(ist(due));
  });

  it('many minutes span several days', () => {
    expect(afterBusinessMinutes(ist('2026-11-27T18:00:00'), 600)).toEqual(ist('2026-11-28T19:00:00'));
    expect(afterBusinessMinutes(ist('2026-11-27T18:00:00'), 601)).toEqual(ist('2026-11-30T10:01:00'));
  });
});

describe('India time', () => {
  it('formats instants and days', () => {
    expect(formatIst('2026-11-24T09:34:00.000Z')).toBe('24 Nov 2026, 3:04 pm IST');
    expect(formatIst('2026-11-23T18:45:00.000Z')).toBe('24 Nov 2026, 12:15 am IST');
    expect(formatIst('nonsense')).toBe('unknown time');
    expect(istDay(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(istDay(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(dayLabel('2026-11-24')).toBe('Tue 24 Nov 2026');
    expect(istDayRange('2026-11-24')).toEqual(['2026-11-23T18:30:00.000Z', '2026-11-24T18:30:00.000Z']);
  });
});
