import { describe, expect, it } from 'vitest';
import { afterBusinessMinutes, businessMinutesBetween } from '../../shared/india-time';
import { BUSINESS_HOURS } from '../../shared/site';
import { readGroup } from '../settings/zod';
import { newSecret, readToken, sameHash } from './secret';
import { callTimesSettings } from './settings';
import { indiaIso, offeredSlots, parseSlot, slotStarts, type SlotRules } from './slots';

// The call times offered after a callback request (docs/product.md#choosing-a-call-time), on an
// injected clock. 2030-01-05 is a Saturday, 2030-01-06 a Sunday, 2030-01-07 a Monday.
const ist = (wall: string) => new Date(Date.parse(`${wall}:00Z`) - 330 * 60_000);
const RULES: SlotRules = { hours: { days: [1, 2, 3, 4, 5, 6], open: 10, close: 19 }, slotMinutes: 30 };
const values = (now: Date, rules = RULES) => slotStarts(now, rules).map((d) => indiaIso(d));
const days = (slots: string[]) => [...new Set(slots.map((s) => s.slice(0, 10)))];

describe('slots: business hours, India time, the next three working days', () => {
  it('at 10:40 pm on a Saturday: Monday to Wednesday, 10am to 6:30pm, each value ISO 8601 with +05:30', () => {
    const slots = values(ist('2030-01-05T22:40'));
    expect(days(slots)).toEqual(['2030-01-07', '2030-01-08', '2030-01-09']);
    expect(slots).toHaveLength(3 * 18);
    expect(slots[0]).toBe('2030-01-07T10:00:00+05:30');
    expect(slots.at(-1)).toBe('2030-01-09T18:30:00+05:30');
    expect(new Date(slots[0]!).toISOString()).toBe('2030-01-07T04:30:00.000Z');
  });

  it('none sooner than 15 minutes from now: a day with a slot left counts as one of the three', () => {
    expect(values(ist('2030-01-05T18:15'))[0]).toBe('2030-01-05T18:30:00+05:30');
    expect(days(values(ist('2030-01-05T18:15')))).toEqual(['2030-01-05', '2030-01-07', '2030-01-08']);
    expect(days(values(ist('2030-01-05T18:16')))).toEqual(['2030-01-07', '2030-01-08', '2030-01-09']);
    expect(values(ist('2030-01-08T10:45'))[0]).toBe('2030-01-08T11:00:00+05:30');
    expect(values(ist('2030-01-08T10:46'))[0]).toBe('2030-01-08T11:30:00+05:30');
    // Before opening: the whole day.
    expect(values(ist('2030-01-08T07:00'))[0]).toBe('2030-01-08T10:00:00+05:30');
  });

  it('skips holidays and uses the configured days, hours and slot length', () => {
    const holiday = { ...RULES, hours: { ...RULES.hours, holidays: ['2030-01-07', '2030-01-09'] } };
    expect(days(values(ist('2030-01-05T22:40'), holiday))).toEqual(['2030-01-08', '2030-01-10', '2030-01-11']);
    const weekdays = { hours: { days: [1, 2, 3, 4, 5], open: 9, close: 12 }, slotMinutes: 60 };
    expect(values(ist('2030-01-04T11:50'), weekdays)).toEqual([
      ...['09', '10', '11'].map((h) => `2030-01-07T${h}:00:00+05:30`),
      ...['09', '10', '11'].map((h) => `2030-01-08T${h}:00:00+05:30`),
      ...['09', '10', '11'].map((h) => `2030-01-09T${h}:00:00+05:30`),
    ]);
  });

  it('capacity: a slot as many leads chose as the team has members is not offered', () => {
    const now = ist('2030-01-05T22:40');
    const taken = new Map([
      [ist('2030-01-07T10:00').toISOString(), 2],
      [ist('2030-01-07T10:30').toISOString(), 1],
    ]);
    expect(offeredSlots(now, RULES, taken, 2).slice(0, 2)).toEqual([
      '2030-01-07T10:30:00+05:30',
      '2030-01-07T11:00:00+05:30',
    ]);
    expect(offeredSlots(now, RULES, taken, 1)[0]).toBe('2030-01-07T11:00:00+05:30');
    expect(offeredSlots(now, RULES, taken, 3)[0]).toBe('2030-01-07T10:00:00+05:30');
  });

  it('reads a slot value back: offsets or Z, whole minutes; anything else is null', () => {
    expect(parseSlot('2030-01-07T10:00:00+05:30')?.toISOString()).toBe('2030-01-07T04:30:00.000Z');
    expect(parseSlot('2030-01-07T04:30:00Z')?.toISOString()).toBe('2030-01-07T04:30:00.000Z');
    for (const bad of ['2030-01-07', '2030-01-07T10:00:30+05:30', 'soon', 42, null, '2030-13-07T10:00:00+05:30'])
      expect(parseSlot(bad)).toBeNull();
  });
});

describe('holidays in the business-minute clock (src/shared/india-time.ts)', () => {
  it('a holiday counts no business minutes; without holidays nothing changes', () => {
    const hours = { ...BUSINESS_HOURS, holidays: ['2030-01-07'] };
    expect(afterBusinessMinutes(ist('2030-01-05T18:50'), 30, BUSINESS_HOURS)).toEqual(ist('2030-01-07T10:20'));
    expect(afterBusinessMinutes(ist('2030-01-05T18:50'), 30, hours)).toEqual(ist('2030-01-08T10:20'));
    expect(businessMinutesBetween(ist('2030-01-05T18:50'), ist('2030-01-08T10:20'), hours)).toBe(30);
  });
});

describe('the business hours settings (docs/operators.md#business-hours-and-call-times)', () => {
  const read = (env: Record<string, string>) => readGroup(callTimesSettings, env);
  it('default to the contact page: Monday to Saturday, 10am - 7pm, no holidays, 30-minute slots', () => {
    expect(read({}).value).toEqual({
      BUSINESS_DAYS: [1, 2, 3, 4, 5, 6],
      BUSINESS_HOURS: { open: 10, close: 19 },
      BUSINESS_HOLIDAYS: [],
      CALL_SLOT_MINUTES: 30,
    });
    expect(read({}).value.BUSINESS_HOURS).toMatchObject({ open: BUSINESS_HOURS.open, close: BUSINESS_HOURS.close });
  });
  it('reads days, hours, holidays and the slot length; a malformed one is named, never its value', () => {
    const r = read({
      BUSINESS_DAYS: 'Mon, tue,WED',
      BUSINESS_HOURS: '9-18',
      BUSINESS_HOLIDAYS: '2030-01-26, 2030-08-15',
      CALL_SLOT_MINUTES: '60',
    });
    expect(r).toMatchObject({ ok: true, on: true });
    expect(r.value).toEqual({
      BUSINESS_DAYS: [1, 2, 3],
      BUSINESS_HOURS: { open: 9, close: 18 },
      BUSINESS_HOLIDAYS: ['2030-01-26', '2030-08-15'],
      CALL_SLOT_MINUTES: 60,
    });
    for (const [name, bad] of [
      ['BUSINESS_DAYS', 'monday'],
      ['BUSINESS_HOURS', '19-10'],
      ['BUSINESS_HOURS', '10-25'],
      ['BUSINESS_HOLIDAYS', '26/01/2030'],
      ['CALL_SLOT_MINUTES', '45'],
    ]) {
      const bent = read({ [name!]: bad! });
      expect(bent.ok, `${name}=${bad}`).toBe(false);
      if (!bent.ok) expect(bent.problem).toMatch(new RegExp(`^${name}`));
      expect(bent.value.BUSINESS_HOURS).toEqual({ open: 10, close: 19 });
    }
  });
});

describe('the per-submission secret', () => {
  it('is a random handle and secret; only the secret hash is kept; anything else reads as no token', async () => {
    const a = await newSecret();
    const b = await newSecret();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.token).not.toContain(a.hash);
    const read = await readToken(a.token);
    expect(read).toEqual({ handle: a.handle, hash: a.hash });
    expect(sameHash(read!.hash, a.hash)).toBe(true);
    expect(sameHash(read!.hash, b.hash)).toBe(false);
    expect(sameHash(a.hash, a.hash.slice(1))).toBe(false);
    for (const bad of ['', 'x', `${a.handle}.`, `${a.token}x`, 7, null, undefined])
      expect(await readToken(bad)).toBeNull();
  });
});
