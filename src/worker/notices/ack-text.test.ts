import { describe, expect, it } from 'vitest';
import { BUSINESS_HOURS } from '../../shared/site';
import { settingsStatus } from '../settings';
import { readGroup } from '../settings/zod';
import { ackLanguage, ackParams, askedFor, callTime, chosenTime } from './ack-text';
import { ackSettings } from './settings';
import type { NoticeLead } from './lead';

// The acknowledgement's words (./ack.ts): the call time on an injected clock, business hours of
// src/shared/site.ts (Monday to Saturday, 10am to 7pm India time), in English and Hindi.
const ist = (wall: string) => new Date(Date.parse(`${wall}:00Z`) - 330 * 60_000);

describe('when the team will call', () => {
  it.each([
    ['2026-11-27T11:00', 'by 11:15 am today', 'आज सुबह 11:15 बजे तक'], // a Friday morning
    ['2026-11-27T14:02', 'by 2:20 pm today', 'आज दोपहर 2:20 बजे तक'], // rounded up to 5 minutes
    ['2026-11-27T18:55', 'by 10:10 am tomorrow', 'कल सुबह 10:10 बजे तक'], // Friday evening → Saturday
    ['2026-11-28T18:50', 'by 10:05 am on Monday', 'सोमवार सुबह 10:05 बजे तक'], // Saturday evening → Monday
    ['2026-11-29T09:00', 'by 10:15 am tomorrow', 'कल सुबह 10:15 बजे तक'], // Sunday → Monday
    ['2026-11-27T16:30', 'by 4:45 pm today', 'आज शाम 4:45 बजे तक'],
  ])('%s IST: "%s" / "%s"', (wall, en, hi) => {
    expect(callTime(ist(wall), 15, 'en')).toBe(en);
    expect(callTime(ist(wall), 15, 'hi')).toBe(hi);
  });
});

describe('what they asked for', () => {
  it('a callback by its service in the language; the applications by what they applied for', () => {
    expect(askedFor({ form: 'callback', service: 'wedding' }, 'en')).toBe('wedding photography');
    expect(askedFor({ form: 'callback', service: 'wedding' }, 'hi')).toBe('वेडिंग फ़ोटोग्राफ़ी');
    expect(askedFor({ form: 'callback', service: 'prewedding' }, 'en')).toBe('pre-wedding photography');
    expect(askedFor({ form: 'callback', service: 'other' }, 'hi')).toBe('फ़ोटोग्राफ़ी');
    expect(askedFor({ form: 'callback', service: 'Wedding Packages - Gold' }, 'en')).toBe('wedding photography');
    expect(askedFor({ form: 'callback', service: 'Drone reel' }, 'en')).toBe('Drone reel');
    expect(askedFor({ form: 'partner', service: 'Hotel' }, 'hi')).toBe('हमारे साथ साझेदारी');
    expect(askedFor({ form: 'photographer', service: 'Expert (5+ years)' }, 'en')).toBe('joining us as a photographer');
    expect(askedFor({ form: 'partner', service: 'Hotel' }, 'en')).toBe('a partnership with us');
    const joining = 'हमारे साथ फ़ोटोग्राफ़र के रूप में जुड़ने';
    expect(askedFor({ form: 'photographer', service: 'Beginner' }, 'hi')).toBe(joining);
    expect(askedFor({ form: 'callback', service: '' }, 'en')).toBe('photography');
    expect(askedFor({ form: 'whatsapp', service: '' }, 'hi')).toBe('फ़ोटोग्राफ़ी');
  });

  it('three parameters, each one line as Meta takes it', () => {
    const lead = { form: 'callback', service: 'baby', firstName: 'Priya\n\tR' } as NoticeLead;
    expect(ackParams(lead, 'hi', ist('2026-11-27T11:00'), 30)).toEqual([
      'Priya R',
      'बेबी फ़ोटोग्राफ़ी',
      'आज सुबह 11:30 बजे तक',
    ]);
  });
});

describe('the working hours of the settings and a chosen call time', () => {
  it('a holiday moves "when": Saturday evening → Tuesday when Monday is a holiday', () => {
    const hours = { ...BUSINESS_HOURS, holidays: ['2026-11-30'] };
    expect(callTime(ist('2026-11-28T18:50'), 15, 'en', hours)).toBe('by 10:05 am on Tuesday');
    expect(callTime(ist('2026-11-28T18:50'), 15, 'hi', hours)).toBe('मंगलवार सुबह 10:05 बजे तक');
    expect(
      ackParams({ form: 'callback', service: 'baby' } as NoticeLead, 'en', ist('2026-11-28T18:50'), 15, { hours })[2],
    ).toBe('by 10:05 am on Tuesday');
  });

  it('a chosen time is said as the time itself, in the language', () => {
    const now = ist('2026-11-27T11:00');
    expect(chosenTime(ist('2026-11-27T16:30'), now, 'en')).toBe('at 4:30 pm today');
    expect(chosenTime(ist('2026-11-28T10:00'), now, 'hi')).toBe('कल सुबह 10:00 बजे');
    expect(chosenTime(ist('2026-11-30T12:30'), now, 'en')).toBe('at 12:30 pm on Monday');
    const lead = { form: 'callback', service: 'wedding', firstName: 'Priya' } as NoticeLead;
    expect(ackParams(lead, 'hi', now, 15, { callAt: ist('2026-11-27T16:30') })).toEqual([
      'Priya',
      'वेडिंग फ़ोटोग्राफ़ी',
      'आज शाम 4:30 बजे',
    ]);
  });
});

describe('the languages the template is approved in (WHATSAPP_ACK_LANGUAGES)', () => {
  const languages = (v?: string) => {
    const r = readGroup(ackSettings, {
      WHATSAPP_ACK_TEMPLATE: 'lead_ack',
      ...(v === undefined ? {} : { WHATSAPP_ACK_LANGUAGES: v }),
    });
    return r.ok ? r.value.WHATSAPP_ACK_LANGUAGES : r.problem;
  };
  it('unset (or blank): English and Hindi; a lead in either gets its own, any other English', () => {
    expect(languages()).toEqual(['en', 'hi']);
    expect(languages(' ')).toEqual(['en', 'hi']);
    expect(['en', 'hi', 'mr'].map((l) => ackLanguage(l, languages() as string[]))).toEqual(['en', 'hi', 'en']);
  });
  it('"en" alone: a Hindi lead gets English (the Hindi template not approved yet)', () => {
    expect(languages('en')).toEqual(['en']);
    expect(ackLanguage('hi', ['en'])).toBe('en');
    // A language approved but not written here (no texts in ./ack-text.ts) is English too.
    expect(ackLanguage('mr', ['en', 'mr'])).toBe('en');
  });
  it.each([['hi'], ['en,hindi'], ['en;hi']])('%s is malformed: off, named on /admin/status', (v) => {
    expect(typeof languages(v)).toBe('string');
    const status = settingsStatus({ WHATSAPP_ACK_TEMPLATE: 'lead_ack', WHATSAPP_ACK_LANGUAGES: v });
    expect(status.find((s) => s.id === 'notices-ack')).toMatchObject({
      state: 'invalid',
      problem: expect.stringContaining('WHATSAPP_ACK_LANGUAGES'),
    });
  });
});
