import { describe, expect, it } from 'vitest';
import { formatIndiaDateTime } from '../../shared/india-time';
import { choiceAt, defaultFollowUp, indiaLocal, indiaLocalValue } from './follow-up';

// 2030-01-08 is a Tuesday, 2030-01-11 a Friday, 2030-01-12 a Saturday.
const ist = (wall: string) => new Date(Date.parse(`${wall}:00Z`) - 330 * 60_000);
const shown = (d: Date | null) => (d ? formatIndiaDateTime(d) : null);

describe('follow-up times (India time)', () => {
  it('quick choices: in 2 hours, tomorrow 11 am, in 3 days 11 am (a Sunday moves to Monday)', () => {
    expect(shown(choiceAt('2h', ist('2030-01-08T16:30')))).toBe('8 Jan 2030, 6:30 pm IST');
    expect(shown(choiceAt('tomorrow', ist('2030-01-08T23:50')))).toBe('9 Jan 2030, 11:00 am IST');
    expect(shown(choiceAt('3d', ist('2030-01-08T10:00')))).toBe('11 Jan 2030, 11:00 am IST');
    expect(shown(choiceAt('3d', ist('2030-01-10T10:00')))).toBe('14 Jan 2030, 11:00 am IST'); // Sunday 13 → Monday
  });
  it(
    'the default by outcome: reached in 3 days, no answer / busy / wrong number the next business day, ' +
      'call back none',
    () => {
      const friday = ist('2030-01-11T12:00');
      expect(shown(defaultFollowUp('reached', friday))).toBe('14 Jan 2030, 11:00 am IST');
      expect(shown(defaultFollowUp('no-answer', friday))).toBe('12 Jan 2030, 11:00 am IST');
      // Saturday → Monday
      expect(shown(defaultFollowUp('busy', ist('2030-01-12T18:00')))).toBe('14 Jan 2030, 11:00 am IST');
      expect(shown(defaultFollowUp('wrong-number', friday))).toBe('12 Jan 2030, 11:00 am IST');
      expect(defaultFollowUp('call-back', friday)).toBeNull();
    },
  );
  it('reads a datetime-local value as India time, and writes one', () => {
    expect(indiaLocal('2030-01-08T15:30')?.toISOString()).toBe('2030-01-08T10:00:00.000Z');
    expect(indiaLocal('2030-02-30T15:30')).toBeNull();
    expect(indiaLocal('tomorrow')).toBeNull();
    expect(indiaLocalValue(new Date('2030-01-08T10:00:00Z'))).toBe('2030-01-08T15:30');
  });
});
