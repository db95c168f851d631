import { describe, expect, it } from 'vitest';
import type { Touch } from '../../shared/attribution/schema';
import { sqliteD1 } from '../../../tests/helpers/report-fixtures';
import { deleteOldTaps } from './retention';
import { codeInText, newTapCode, recordTap, TAP_CODE, tapByCode } from './taps';

const touch = (over: Partial<Touch> = {}): Touch => ({
  at: '2026-11-20T10:00:00.000Z',
  landingPage: '/place/jaipur?utm_source=google&utm_campaign=diwali&gclid=Cj0abc',
  referrer: null,
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'diwali',
  utm_term: null,
  utm_content: null,
  gclid: 'Cj0abc',
  gbraid: null,
  wbraid: null,
  fbclid: null,
  ...over,
});

describe('reference codes', () => {
  it('are 6 characters without 0, O, 1 or I, and do not repeat over many taps', () => {
    const codes = Array.from({ length: 1000 }, newTapCode);
    for (const c of codes) expect(c).toMatch(TAP_CODE);
    expect(codes.join('')).not.toMatch(/[01OI]/);
    expect(new Set(codes).size).toBe(1000);
  });

  it('are found at the end of a chat text, in any case; anything else is not a code', () => {
    expect(codeInText('Hello! I have a question about your website. (ref K7Q2MX)')).toBe('K7Q2MX');
    expect(codeInText('hi (ref k7q2mx) thanks')).toBe('K7Q2MX');
    expect(codeInText('Hello (ref K7Q2M0)')).toBeNull();
    expect(codeInText('Hello (ref K7Q2MXY)')).toBeNull();
    expect(codeInText('Hello')).toBeNull();
  });
});

describe('taps in D1', () => {
  it('keep the campaign always and the click id only with marketing consent; tapByCode reads them back', async () => {
    const { db } = sqliteD1();
    for (const [code, consent] of [
      ['AAAAA2', 'granted'],
      ['AAAAA3', 'denied'],
      ['AAAAA4', 'unset'],
    ] as const)
      await recordTap(db, {
        code,
        at: '2026-11-20T10:05:00.000Z',
        pagePath: '/place/jaipur',
        attribution: { first: touch(), last: null },
        consent,
      });
    const granted = await tapByCode(db, 'aaaaa2');
    expect(granted).toMatchObject({
      code: 'AAAAA2',
      tappedAt: '2026-11-20T10:05:00.000Z',
      pagePath: '/place/jaipur',
      source: 'google',
      medium: 'cpc',
      campaign: 'diwali',
      landingPath: '/place/jaipur',
      consent: 'granted',
      lastTouch: null,
    });
    expect(JSON.parse(granted!.firstTouch!)).toEqual(touch());
    expect(granted!.touch).toBe(granted!.firstTouch);
    for (const code of ['AAAAA3', 'AAAAA4']) {
      const t = (await tapByCode(db, code))!;
      expect(t.campaign).toBe('diwali');
      expect(t.firstTouch).not.toContain('Cj0abc');
      expect(JSON.parse(t.firstTouch!)).toEqual(
        touch({ gclid: null, landingPage: '/place/jaipur?utm_source=google&utm_campaign=diwali' }),
      );
    }
    // An auto-tagged click without consent still counts as google / cpc; its id is not kept.
    await recordTap(db, {
      code: 'AAAAA5',
      at: '2026-11-20T10:06:00.000Z',
      pagePath: null,
      attribution: {
        first: null,
        last: touch({ utm_source: null, utm_medium: null, utm_campaign: null, landingPage: '/?gclid=Cj0abc' }),
      },
      consent: 'denied',
    });
    expect(await tapByCode(db, 'AAAAA5')).toMatchObject({ source: 'google', medium: 'cpc', landingPath: '/' });
    expect((await tapByCode(db, 'AAAAA5'))!.lastTouch).not.toContain('Cj0abc');
    expect(await tapByCode(db, 'ZZZZZZ')).toBeNull();
    expect(await tapByCode(db, 'x')).toBeNull();
  });

  it('are deleted past the retention by the cron, newer ones kept', async () => {
    const { db } = sqliteD1();
    const tapAt = (code: string, at: string) =>
      recordTap(db, { code, at, pagePath: '/', attribution: { first: null, last: null }, consent: 'unset' });
    await tapAt('XLDAA2', '2024-11-25T11:59:59.000Z');
    await tapAt('NEWAA2', '2024-11-26T12:00:01.000Z');
    const now = new Date('2026-11-26T12:00:00.000Z');
    expect(await deleteOldTaps(db, now, 24)).toBe(1);
    expect(await tapByCode(db, 'XLDAA2')).toBeNull();
    expect(await tapByCode(db, 'NEWAA2')).not.toBeNull();
    expect(await deleteOldTaps(db, now, 24)).toBe(0);
  });

  it("keep the tapping browser only with marketing consent, and only for Meta's 7 days", async () => {
    const { db } = sqliteD1();
    const browser = { clientIp: '203.0.113.9', userAgent: 'Mozilla/5.0 (Linux; Android 14)' };
    const tapAt = (code: string, at: string, consent: 'granted' | 'denied' | 'unset') =>
      recordTap(db, { code, at, pagePath: '/', attribution: { first: null, last: null }, consent, browser });
    await tapAt('BRWAA2', '2026-11-20T10:00:00.000Z', 'granted');
    await tapAt('BRWAA3', '2026-11-20T10:00:00.000Z', 'denied');
    await tapAt('BRWAA4', '2026-11-20T10:00:00.000Z', 'unset');
    expect(await tapByCode(db, 'BRWAA2')).toMatchObject(browser);
    for (const code of ['BRWAA3', 'BRWAA4'])
      expect(await tapByCode(db, code)).toMatchObject({ clientIp: null, userAgent: null });
    expect((await db.prepare('SELECT code FROM chat_tap_browsers').all()).results).toEqual([{ code: 'BRWAA2' }]);
    await deleteOldTaps(db, new Date('2026-11-27T09:59:59.000Z'), 24);
    expect(await tapByCode(db, 'BRWAA2')).toMatchObject(browser);
    await deleteOldTaps(db, new Date('2026-11-27T10:00:01.000Z'), 24);
    // The tap stays (reports), its browser is gone.
    expect(await tapByCode(db, 'BRWAA2')).toMatchObject({ code: 'BRWAA2', clientIp: null, userAgent: null });
  });
});
