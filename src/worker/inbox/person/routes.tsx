import { Hono } from 'hono';
import { erasePerson, exportPerson, findPerson, recordExport } from '../../data/data-rights';
import { eraseSchema, firstMessage, personSchema } from '../forms';
import type { InboxEnv } from '../guard';
import { form, page, type C } from '../page';
import { personKey } from '../rights';
import { PersonPage } from '../view/PersonPage';

/** Data rights at /admin/person (docs/sales.md): find a person's leads, download them, erase them. */
export const person = new Hono<InboxEnv>();

const DATA_RIGHTS = 'Data rights: find, download, erase';

async function personLookup(c: C, q: string) {
  const key = personKey(q);
  return key ? { key, leads: await findPerson(c.env.LEADS_DB, key) } : null;
}
const badPerson = (c: C, q: string, text: string, status = 400) =>
  page(c, DATA_RIGHTS, <PersonPage q={q} leads={null} />, {
    section: 'person',
    notice: { kind: 'error', text },
    status,
  });
const NOT_A_PERSON = 'Enter an e-mail address or a phone number.';

person.get('/person', async (c) => {
  const parsed = personSchema.safeParse(c.req.query());
  if (!parsed.success) return badPerson(c, '', firstMessage(parsed.error));
  const q = parsed.data.q;
  if (!q) return page(c, DATA_RIGHTS, <PersonPage q="" leads={null} />, { section: 'person' });
  const found = await personLookup(c, q);
  if (!found) return badPerson(c, q, NOT_A_PERSON);
  const erased = c.req.query('done') === 'erased';
  return page(c, DATA_RIGHTS, <PersonPage q={q} leads={found.leads} />, {
    section: 'person',
    notice: erased ? { kind: 'ok', text: 'Erased.' } : null,
  });
});

person.get('/person/export', async (c) => {
  const parsed = personSchema.safeParse(c.req.query());
  const found = parsed.success && parsed.data.q ? await personLookup(c, parsed.data.q) : null;
  if (!found) return badPerson(c, '', NOT_A_PERSON);
  const now = new Date();
  const leads = await exportPerson(
    c.env.LEADS_DB,
    found.leads.map((l) => l.lead_id),
  );
  await recordExport(c.env.LEADS_DB, leads.length, c.get('actor'), now);
  const body = JSON.stringify(
    { person: found.key, exportedAt: now.toISOString(), exportedBy: c.get('actor'), leads },
    null,
    2,
  );
  return c.body(body, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': 'attachment; filename="person-data.json"',
  });
});

person.post('/person/erase', async (c) => {
  const parsed = eraseSchema.safeParse(await form(c));
  if (!parsed.success) return badPerson(c, '', firstMessage(parsed.error), 422);
  const { q, ids, confirm } = parsed.data;
  const found = await personLookup(c, q);
  if (!found) return badPerson(c, q, NOT_A_PERSON, 422);
  // Only leads that still match the person and were listed on the page the team confirmed.
  const listed = new Set(ids);
  const leads = found.leads.filter((l) => listed.has(l.lead_id));
  if (!leads.length)
    return page(c, DATA_RIGHTS, <PersonPage q={q} leads={found.leads} />, {
      section: 'person',
      notice: { kind: 'error', text: 'Nothing to erase: these leads are gone already.' },
      status: 409,
    });
  if (confirm !== 'yes') return page(c, DATA_RIGHTS, <PersonPage q={q} leads={leads} confirm />, { section: 'person' });
  await erasePerson(
    c.env.LEADS_DB,
    leads.map((l) => l.lead_id),
    c.get('actor'),
    new Date(),
  );
  return c.redirect(`/admin/person?${new URLSearchParams({ q, done: 'erased' })}`, 303);
});
