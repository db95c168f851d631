import { describe, expect, it } from 'vitest';
import {
  afterBusinessMinutes,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaTime,
  formatIndiaWeekdayDate,
  INDIA_ISO_OFFSET,
  INDIA_OFFSET_MS,
  INDIA_SQL_MODIFIER,
  indiaClock,
  indiaClockTime,
  INDIA_TIME_ZONE,
  indiaDay,
  indiaDayRange,
  indiaDayStart,
  indiaHour,
  indiaTimestamp,
  weekdayName,
} from './india-time';
import { BUSINESS_HOURS, CONTACT_HOURS } from './site';

// India = UTC+5:30. 2026-11-23 is a Monday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
const ist = (wall: string) => new Date(Date.parse(`${wall}Z`) - 330 * 60_000);

describe('the offset', () => {
  it('is +05:30, written the same way for ISO and for SQLite', () => {
    expect(INDIA_OFFSET_MS).toBe(19_800_000);
    expect(INDIA_ISO_OFFSET).toBe('+05:30');
    expect(INDIA_SQL_MODIFIER).toBe('+330 minutes');
    // The ISO suffix names the same instant as the shift.
    expect(Date.parse(`2026-11-24T00:00:00${INDIA_ISO_OFFSET}`)).toBe(Date.parse(indiaDayStart('2026-11-24')));
  });

  it('is the same all year (India keeps no daylight saving)', () => {
    for (const month of ['01', '03', '04', '06', '07', '10', '11', '12'])
      expect(indiaTimestamp(new Date(`2026-${month}-15T06:30:00Z`))).toBe(`2026-${month}-15T12:00:00`);
  });
});

describe('the India day and clock', () => {
  it('turns at India midnight, 18:30 UTC the day before', () => {
    expect(indiaDay(new Date('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23');
    expect(indiaDay(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(indiaDay('2026-11-24T18:29:59.999Z')).toBe('2026-11-24');
    // Across a year and a leap day.
    expect(indiaDay('2026-12-31T18:30:00.000Z')).toBe('2027-01-01');
    expect(indiaDay('2028-02-28T18:30:00.000Z')).toBe('2028-02-29');
  });

  it('gives the start and range of an India day as UTC instants', () => {
    expect(indiaDayStart('2026-11-24')).toBe('2026-11-23T18:30:00.000Z');
    expect(indiaDayStart('2026-11-24', 1)).toBe('2026-11-24T18:30:00.000Z');
    expect(indiaDayRange('2026-11-24')).toEqual(['2026-11-23T18:30:00.000Z', '2026-11-24T18:30:00.000Z']);
    expect(indiaDayStart('2027-01-01')).toBe('2026-12-31T18:30:00.000Z');
  });

  it('reads the wall clock', () => {
    expect(indiaClock('2026-11-24T09:34:05.000Z')).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      weekday: 2,
      hour: 15,
      minute: 4,
      second: 5,
    });
    expect(indiaClock('nonsense')).toBeNull();
    expect(indiaHour(new Date('2026-11-23T18:29:00Z'))).toBe(23);
    expect(indiaHour(new Date('2026-11-23T18:30:00Z'))).toBe(0);
    expect(indiaTimestamp(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02T01:30:00');
  });
});

describe('the one date format and the one time format', () => {
  it('shows instants in India time', () => {
    expect(formatIndiaDateTime('2026-11-24T09:34:00.000Z')).toBe('24 Nov 2026, 3:04 pm IST');
    expect(formatIndiaDateTime('2026-11-23T18:45:00.000Z')).toBe('24 Nov 2026, 12:15 am IST');
    expect(formatIndiaDateTime(new Date('2026-11-24T06:30:00Z'))).toBe('24 Nov 2026, 12:00 pm IST');
    expect(formatIndiaTime('2026-11-24T13:29:00.000Z')).toBe('6:59 pm IST');
    expect(formatIndiaDate('2026-11-23T18:30:00.000Z')).toBe('24 Nov 2026');
  });

  it('shows an India day as it is, not shifted', () => {
    expect(formatIndiaDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatIndiaDate('2026-10-07')).toBe('7 Oct 2026');
    expect(formatIndiaWeekdayDate('2026-11-24')).toBe('Tue 24 Nov 2026');
    expect(formatIndiaWeekdayDate('2026-11-23T18:30:00.000Z')).toBe('Tue 24 Nov 2026');
  });

  it('shows nothing for no time or a time that is not one', () => {
    for (const v of [null, undefined, '', 'nonsense'])
      expect([formatIndiaDate(v), formatIndiaTime(v), formatIndiaDateTime(v), formatIndiaWeekdayDate(v)]).toEqual([
        '',
        '',
        '',
        '',
      ]);
  });
});

describe("words in a language: Intl's, India time", () => {
  it('names the weekdays from Sunday (0), in English and Hindi', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName(d))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(weekdayName(1, 'hi-IN')).toBe('सोमवार');
  });

  it("says India's 12-hour clock time without its day period, whatever the runtime's zone", () => {
    expect(indiaClockTime('2026-11-25T10:34:00Z')).toBe('4:04');
    expect(indiaClockTime('2026-11-25T18:45:00Z', 'hi-IN')).toBe('12:15');
    // The offset above and the zone Intl is given agree.
    const at = new Date('2026-11-25T10:34:00Z');
    const hour = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', hourCycle: 'h23', timeZone: INDIA_TIME_ZONE });
    expect(Number(hour.format(at))).toBe(indiaClock(at)!.hour);
  });
});

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
    ['Saturday evening: Monday morning, across the Sunday', '2026-11-28T18:50:00', '2026-11-30T10:20:00'],
    ['Sunday: Monday', '2026-11-29T12:00:00', '2026-11-30T10:30:00'],
    ['late at night: next morning', '2026-11-24T23:59:00', '2026-11-25T10:30:00'],
    ['just after India midnight (still the previous day in UTC)', '2026-11-25T00:10:00', '2026-11-25T10:30:00'],
    ['ends exactly at closing', '2026-11-24T18:30:00', '2026-11-24T19:00:00'],
  ])('%s', (_, from, due) => {
    expect(afterBusinessMinutes(ist(from), 30, BUSINESS_HOURS)).toEqual(ist(due));
  });

  it('many minutes span several days, skipping the Sunday', () => {
    expect(afterBusinessMinutes(ist('2026-11-27T18:00:00'), 600, BUSINESS_HOURS)).toEqual(ist('2026-11-28T19:00:00'));
    expect(afterBusinessMinutes(ist('2026-11-27T18:00:00'), 601, BUSINESS_HOURS)).toEqual(ist('2026-11-30T10:01:00'));
    // A full working week: Monday 10am + 6 × 540 minutes ends Saturday 7pm; one more, Monday 10:01.
    expect(afterBusinessMinutes(ist('2026-11-23T10:00:00'), 6 * 540 + 1, BUSINESS_HOURS)).toEqual(
      ist('2026-11-30T10:01:00'),
    );
  });
});
