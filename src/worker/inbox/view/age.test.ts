import { describe, expect, it } from 'vitest';
import { elapsed, leadAge } from './age';

// A lead's age against the first-response target in business minutes (Monday to Saturday,
// 10am - 7pm India time): in words as well as a colour.
const lead = (received_at: string, extra: Partial<{ first_contact_at: string; stage: string }> = {}) => ({
  received_at,
  first_contact_at: extra.first_contact_at ?? null,
  stage: extra.stage ?? 'new',
});
// Wednesday 25 Nov 2026, 11:00 am IST.
const WED_11 = '2026-11-25T05:30:00.000Z';
const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

describe('leadAge', () => {
  it('is within, near, then past the target, said in words', () => {
    expect(leadAge(lead(WED_11), at(WED_11, 2), 15)).toEqual({ state: 'within', text: '2 min' });
    expect(leadAge(lead(WED_11), at(WED_11, 11), 15)).toEqual({ state: 'near', text: '11 min – due soon' });
    expect(leadAge(lead(WED_11), at(WED_11, 16), 15)).toEqual({ state: 'past', text: '16 min – overdue' });
    expect(leadAge(lead(WED_11), at(WED_11, 3 * 1440), 15)).toEqual({ state: 'past', text: '3 days – overdue' });
  });

  it('counts business minutes only: a lead at 6:50 pm on Saturday is not overdue on Sunday', () => {
    const sat = '2026-11-28T13:20:00.000Z'; // 6:50 pm IST
    expect(leadAge(lead(sat), at(sat, 20 * 60), 15).state).toBe('within');
    // Monday 10:20 am IST is its target; 10:30 is past it.
    expect(leadAge(lead(sat), new Date('2026-11-30T05:00:00.000Z'), 15)).toEqual({
      state: 'past',
      text: '39 h – overdue',
    });
  });

  it('is plain once the lead was contacted or moved on', () => {
    expect(leadAge(lead(WED_11, { first_contact_at: WED_11 }), at(WED_11, 90), 15)).toEqual({
      state: 'answered',
      text: '1 h',
    });
    expect(leadAge(lead(WED_11, { stage: 'quoted' }), at(WED_11, 90), 15).state).toBe('answered');
  });
});

it('says ages as people read them', () => {
  expect(elapsed(20_000)).toBe('just now');
  expect(elapsed(47 * 3_600_000)).toBe('47 h');
  expect(elapsed(49 * 3_600_000)).toBe('2 days');
});

describe('leadAge in the working hours of the settings', () => {
  it('a holiday (BUSINESS_HOLIDAYS) moves the target: Tuesday 6:55 pm is not overdue on a holiday Wednesday', () => {
    const tue = '2026-11-24T13:25:00.000Z'; // 6:55 pm IST
    const wedNoon = new Date('2026-11-25T06:30:00.000Z');
    expect(leadAge(lead(tue), wedNoon, 15).state).toBe('past');
    const hours = { days: [1, 2, 3, 4, 5, 6], open: 10, close: 19, holidays: ['2026-11-25'] };
    expect(leadAge(lead(tue), wedNoon, 15, hours)).toEqual({ state: 'within', text: '17 h' });
  });
});

describe('leadAge from a chosen call time', () => {
  it('counts the target from the call time the visitor chose (start_at), the age from the receipt', () => {
    const chose = { ...lead(WED_11), start_at: at(WED_11, 180).toISOString() }; // a call at 2 pm
    expect(leadAge(chose, at(WED_11, 60), 15)).toEqual({ state: 'within', text: '1 h' });
    expect(leadAge(chose, at(WED_11, 190), 15)).toEqual({ state: 'near', text: '3 h – due soon' });
    expect(leadAge(chose, at(WED_11, 196), 15)).toEqual({ state: 'past', text: '3 h – overdue' });
  });
});
