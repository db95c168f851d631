import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/context';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages/en';
import { slots as hiSlots } from '../i18n/messages/hi/slots';
import { translator } from '../i18n/translate';
import { CallTimes, type CallTimesProps } from './CallTimes';
import { byDay, slotDateTime } from './format';

// The call times in the page's language (docs/product.md#choosing-a-call-time), under the
// I18nProvider: the whole catalogue (the server) or the `slots.*` area alone (the client chunk,
// src/shared/call-times/Panel.tsx). Times are India time whatever the machine's zone.
const SLOTS = ['2030-01-05T18:30:00+05:30', '2030-01-07T10:00:00+05:30', '2030-01-07T10:30:00+05:30'];
const render = (locale: Locale, props: Partial<CallTimesProps> = {}, t = translate(locale)) =>
  renderToStaticMarkup(
    <I18nProvider locale={locale} t={t}>
      <CallTimes token="h.s" slots={SLOTS} {...props} />
    </I18nProvider>,
  );

describe('CallTimes', () => {
  it('in English: a form posting to /api/call-time, a button per slot whose value is its start (+05:30)', () => {
    const html = render('en');
    expect(html).toContain('action="/api/call-time"');
    expect(html).toContain('When should we call you?');
    expect(html).toContain('<input type="hidden" name="token" value="h.s"/>');
    expect(html).toContain('<input type="hidden" name="locale" value="en"/>');
    expect(html.match(/name="time"/g)).toHaveLength(3);
    expect(html).toContain('value="2030-01-07T10:00:00+05:30"');
    expect(html).toContain('Saturday, 5 January');
    expect(html).toMatch(/>6:30 pm</i);
    expect(html).toContain('aria-label="Call times on Monday, 7 January"');
  });

  it('in Hindi, with the slots area alone as the client loads it, and a refusal in Hindi', () => {
    const html = render('hi', { errorStatus: 410 }, translator('hi', hiSlots as unknown as Messages));
    expect(html).toContain('हम आपको कब कॉल करें?');
    expect(html).toContain('सोमवार');
    expect(html).toContain(hiSlots['slots.error.expired']);
    expect(html).toContain('<input type="hidden" name="locale" value="hi"/>');
  });

  it('a chosen time is confirmed in the page language', () => {
    expect(render('en', { chosen: SLOTS[1] })).toContain(`Your call is set for ${slotDateTime(SLOTS[1]!, 'en')}.`);
    expect(slotDateTime(SLOTS[1]!, 'en')).toMatch(/Monday, 7 January at 10:00\s?am/i);
    expect(render('hi', { chosen: SLOTS[1] })).toContain('आपकी कॉल');
  });

  it('groups slots by their India day', () => {
    expect(byDay(SLOTS).map(([d, s]) => [d, s.length])).toEqual([
      ['2030-01-05', 1],
      ['2030-01-07', 2],
    ]);
  });
});
