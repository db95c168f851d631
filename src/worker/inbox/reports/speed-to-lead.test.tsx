import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { SpeedToLead } from '../view/SpeedToLead';
import { speedFromRows } from './speed-to-lead';

// 2030-01-08 is a Tuesday; 2030-01-06 a Sunday. Target 15 business minutes.
const ist = (wall: string) => new Date(Date.parse(`${wall}:00Z`) - 330 * 60_000).toISOString();
const row = (start: string, answer: string | null, contact: string | null, chose: number | null = null) => ({
  start_at: ist(start),
  first_answer_at: answer && ist(answer),
  first_contact_at: contact && ist(contact),
  chose_time: chose,
});
const now = new Date(ist('2030-01-10T12:00'));

describe('speed to lead', () => {
  const rows = [
    row('2030-01-08T11:00', '2030-01-08T11:01', '2030-01-08T11:10'), // Tue 11 am: 1 min, 10 min, in time
    row('2030-01-08T11:30', '2030-01-08T11:31', '2030-01-08T12:00'), // Tue 11 am: 30 min, late
    row('2030-01-06T22:40', '2030-01-06T22:41', '2030-01-07T10:05'), // Sun 10 pm: answered at once, 5 business min
    row('2030-01-08T18:00', null, null), // Tue 6 pm: never contacted, past its target
    row('2030-01-10T11:55', null, null), // Thu: not due yet, not measured
  ];

  it('by weekday and hour: median minutes to the automatic answer and to first contact, share within target', () => {
    const f = speedFromRows(rows, { target: 15, now });
    expect(f.total).toEqual({
      label: 'All leads',
      leads: 5,
      answered: 3,
      medianAnswer: 1,
      contacted: 3,
      medianContact: 10,
      measured: 4,
      withinTarget: 2,
    });
    expect(f.byWeekday.map((g) => [g.label, g.leads, g.medianContact, g.withinTarget, g.measured])).toEqual([
      ['Tuesday', 3, 20, 1, 3],
      ['Thursday', 1, null, 0, 0],
      ['Sunday', 1, 5, 1, 1],
    ]);
    expect(f.byHour.map((g) => [g.label, g.leads, g.medianAnswer])).toEqual([
      ['11 am', 3, 1],
      ['6 pm', 1, null],
      ['10 pm', 1, 1],
    ]);
    expect(f.choseTime).toBeNull();
  });

  it('the share that chose a call time, once recorded; "not recorded" for what the site does not record', () => {
    const chose = speedFromRows([row('2030-01-08T11:00', null, null, 1), row('2030-01-08T12:00', null, null, 0)], {
      target: 15,
      now,
      automatic: false,
    });
    expect(chose.choseTime).toEqual({ chose: 1, of: 2 });
    const html = renderToStaticMarkup(<SpeedToLead figures={chose} />);
    expect(html).toContain('Chose a call time: 50% (1 of 2).');
    expect(html).toContain('<td data-label="Automatic answer">not recorded</td>');
    expect(renderToStaticMarkup(<SpeedToLead figures={speedFromRows(rows, { target: 15, now })} />)).toContain(
      'Chose a call time: not recorded.',
    );
  });
});
