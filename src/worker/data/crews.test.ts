import { describe, expect, it } from 'vitest';
import { sqliteD1 } from '../../../tests/helpers/d1-sqlite';
import { availability, bookDates, dayStatus, holdDates, setCrewsPerCity, statusWord } from './crews';
import { releaseDates, releaseExpired } from './crew-release';

const NOW = new Date('2027-01-10T06:00:00.000Z');
const LATER = '2027-01-17T06:00:00.000Z';
const fresh = () => sqliteD1<D1Database>().db;
const hold = (proposalId: string, dates: string[], over: { city?: string; until?: string } = {}) => ({
  proposalId,
  leadId: `lead-${proposalId}`,
  city: over.city ?? 'jaipur',
  dates,
  until: over.until ?? LATER,
});

describe('crews per city', () => {
  it('a city without its own number has the default; the Team page sets and clears one', async () => {
    const db = fresh();
    expect(await dayStatus(db, 'jaipur', '2027-02-14', { now: NOW })).toEqual({
      crews: 2,
      held: 0,
      booked: 0,
      free: 2,
    });
    expect((await dayStatus(db, 'jaipur', '2027-02-14', { now: NOW, defaultCrews: 5 })).crews).toBe(5);
    await setCrewsPerCity(db, [['jaipur', 3]], 'asha@example.com', { now: NOW });
    expect((await dayStatus(db, 'jaipur', '2027-02-14', { now: NOW, defaultCrews: 5 })).crews).toBe(3);
    expect((await dayStatus(db, 'pune', '2027-02-14', { now: NOW })).crews).toBe(2);
    await setCrewsPerCity(db, [['jaipur', null]], 'asha@example.com', { now: NOW });
    expect((await dayStatus(db, 'jaipur', '2027-02-14', { now: NOW })).crews).toBe(2);
  });
});

describe('holds', () => {
  it('hold every date of a multi-day wedding, each counted on its own date', async () => {
    const db = fresh();
    expect(await holdDates(db, hold('p1', ['2027-02-13', '2027-02-14']), { now: NOW })).toEqual({ ok: true });
    for (const d of ['2027-02-13', '2027-02-14'])
      expect(await dayStatus(db, 'jaipur', d, { now: NOW })).toEqual({ crews: 2, held: 1, booked: 0, free: 1 });
    expect((await dayStatus(db, 'jaipur', '2027-02-15', { now: NOW })).free).toBe(2);
    expect((await dayStatus(db, 'pune', '2027-02-14', { now: NOW })).free).toBe(2);
  });

  it('hold all dates or none: one full date refuses the whole hold and names it', async () => {
    const db = fresh();
    await setCrewsPerCity(db, [['jaipur', 1]], 'a', { now: NOW });
    await holdDates(db, hold('p1', ['2027-02-14']), { now: NOW });
    expect(await holdDates(db, hold('p2', ['2027-02-13', '2027-02-14', '2027-02-15']), { now: NOW })).toEqual({
      ok: false,
      full: ['2027-02-14'],
    });
    // Nothing of p2 was held: its other dates are still free.
    expect((await dayStatus(db, 'jaipur', '2027-02-13', { now: NOW })).free).toBe(1);
    expect((await dayStatus(db, 'jaipur', '2027-02-15', { now: NOW })).free).toBe(1);
  });

  it('force holds past the limit (the team confirmed)', async () => {
    const db = fresh();
    await setCrewsPerCity(db, [['jaipur', 1]], 'a', { now: NOW });
    await holdDates(db, hold('p1', ['2027-02-14']), { now: NOW });
    expect(await holdDates(db, hold('p2', ['2027-02-14']), { now: NOW, force: true })).toEqual({ ok: true });
    expect(await dayStatus(db, 'jaipur', '2027-02-14', { now: NOW })).toEqual({
      crews: 1,
      held: 2,
      booked: 0,
      free: 0,
    });
  });

  it('holding again moves the end and does not count the proposal against itself', async () => {
    const db = fresh();
    await setCrewsPerCity(db, [['jaipur', 1]], 'a', { now: NOW });
    await holdDates(db, hold('p1', ['2027-02-14']), { now: NOW });
    expect(await holdDates(db, hold('p1', ['2027-02-14'], { until: '2027-01-20T00:00:00Z' }), { now: NOW })).toEqual({
      ok: true,
    });
    const late = new Date('2027-01-18T00:00:00Z');
    expect((await dayStatus(db, 'jaipur', '2027-02-14', { now: late })).held).toBe(1);
  });

  it('a hold past its end counts as free without any job; the cron records it as expired', async () => {
    const db = fresh();
    await setCrewsPerCity(db, [['jaipur', 1]], 'a', { now: NOW });
    await holdDates(db, hold('p1', ['2027-02-14']), { now: NOW });
    const atEnd = new Date(LATER);
    expect((await dayStatus(db, 'jaipur', '2027-02-14', { now: new Date(Date.parse(LATER) - 1) })).free).toBe(0);
    expect((await dayStatus(db, 'jaipur', '2027-02-14', { now: atEnd })).free).toBe(1);
    const p2 = hold('p2', ['2027-02-14'], { until: '2027-02-01T00:00:00Z' });
    expect(await holdDates(db, p2, { now: atEnd })).toEqual({ ok: true });
    expect(await releaseExpired(db, { now: atEnd })).toEqual({ released: 1 });
    expect(await releaseExpired(db, { now: atEnd })).toEqual({ released: 0 });
  });

  it('a booking has no end; cancelled, refunded or expired releases the dates', async () => {
    const db = fresh();
    await setCrewsPerCity(db, [['jaipur', 1]], 'a', { now: NOW });
    await holdDates(db, hold('p1', ['2027-02-13', '2027-02-14']), { now: NOW });
    expect(await bookDates(db, 'p1', { now: NOW })).toEqual({ booked: 2 });
    const yearLater = new Date('2028-01-01T00:00:00Z');
    expect(await dayStatus(db, 'jaipur', '2027-02-14', { now: yearLater })).toEqual({
      crews: 1,
      held: 0,
      booked: 1,
      free: 0,
    });
    expect(await releaseExpired(db, { now: yearLater })).toEqual({ released: 0 });
    for (const reason of ['refunded', 'cancelled', 'expired'] as const) {
      const db2 = fresh();
      await holdDates(db2, hold('p9', ['2027-02-14']), { now: NOW });
      if (reason === 'refunded') await bookDates(db2, 'p9');
      expect(await releaseDates(db2, 'p9', reason, { now: NOW })).toEqual({ released: 1 });
      expect((await dayStatus(db2, 'jaipur', '2027-02-14', { now: NOW })).free).toBe(2);
    }
    expect(await releaseDates(db, 'p1', 'refunded', { now: NOW })).toEqual({ released: 2 });
    expect((await dayStatus(db, 'jaipur', '2027-02-14', { now: NOW })).free).toBe(1);
    // Released dates are not booked by a late payment.
    expect(await bookDates(db, 'p1')).toEqual({ booked: 0 });
  });
});

describe("a city's last crew under concurrent holds", () => {
  it('exactly one of many parallel holds gets it, the others are told the date is full', async () => {
    const db = fresh();
    await setCrewsPerCity(db, [['jaipur', 3]], 'a', { now: NOW });
    await holdDates(db, hold('p0', ['2027-02-14']), { now: NOW });
    await holdDates(db, hold('p00', ['2027-02-14']), { now: NOW });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => holdDates(db, hold(`q${i}`, ['2027-02-13', '2027-02-14']), { now: NOW })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok)) expect(r).toEqual({ ok: false, full: ['2027-02-14'] });
    expect(await dayStatus(db, 'jaipur', '2027-02-14', { now: NOW })).toEqual({
      crews: 3,
      held: 3,
      booked: 0,
      free: 0,
    });
    // All or none: the losers hold nothing on the 13th either.
    expect((await dayStatus(db, 'jaipur', '2027-02-13', { now: NOW })).held).toBe(1);
  });
});

describe('availability', () => {
  it('available, a few left (one crew of two or more), full with the nearest free dates each side', async () => {
    const db = fresh();
    expect(await availability(db, 'jaipur', '2027-02-14', { now: NOW })).toEqual({
      status: 'available',
      alternatives: [],
    });
    await holdDates(db, hold('p1', ['2027-02-12', '2027-02-13', '2027-02-14', '2027-02-16']), { now: NOW });
    expect((await availability(db, 'jaipur', '2027-02-14', { now: NOW })).status).toBe('limited');
    await holdDates(db, hold('p2', ['2027-02-13', '2027-02-14', '2027-02-16']), { now: NOW });
    await bookDates(db, 'p2');
    expect(await availability(db, 'jaipur', '2027-02-14', { now: NOW })).toEqual({
      status: 'full',
      alternatives: ['2027-02-12', '2027-02-15'],
    });
    // Not before the earliest date allowed (India today) nor after the latest.
    expect(
      await availability(db, 'jaipur', '2027-02-14', { now: NOW, earliest: '2027-02-13', latest: '2027-02-14' }),
    ).toEqual({ status: 'full', alternatives: [] });
    expect(statusWord({ crews: 1, held: 0, booked: 0, free: 1 })).toBe('available');
  });
});
