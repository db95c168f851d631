import { describe, expect, it } from 'vitest';
import { sqliteD1 } from '../../../tests/helpers/d1-sqlite';
import { recordWith } from '../../../tests/helpers/record-lead';
import { recordLead } from './leads';
import { enquiriesOf } from './people';

const record = recordWith(recordLead);

// One person, one contact at the data level (migrations/0010_people.sql): a chat lead joins the
// person by its number. The report rule's people: src/worker/inbox/reports/people.test.ts; the
// inbox's side: tests/unit/inbox-people.test.ts.

describe('a chat lead', () => {
  it('is the same person as a form lead with its number', async () => {
    const { db } = sqliteD1<D1Database>();
    const form = await record(
      'submit-form',
      {
        firstName: 'Sana',
        lastName: 'Khan',
        email: 'sana@example.in',
        phone: '+919812300001',
        service: 'wedding',
        city: 'pune',
      },
      '2026-11-20T06:00:00.000Z',
      null,
      db,
    );
    const chat = await record(
      'whatsapp',
      { name: 'Sana', phone: '919812300001', message: 'Hi' },
      '2026-11-21T06:00:00.000Z',
      null,
      db,
    );
    const other = await record(
      'whatsapp',
      { name: 'Ravi', phone: '919812300002', message: 'Hi' },
      '2026-11-21T07:00:00.000Z',
      null,
      db,
    );
    const e = await enquiriesOf(db, chat);
    expect(e?.personId).toBe(form);
    expect(e?.leads.map((l) => l.lead_id)).toEqual([form, chat]);
    expect((await enquiriesOf(db, other))?.leads.map((l) => l.lead_id)).toEqual([other]);
  });
});
