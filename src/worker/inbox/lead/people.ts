import { Hono } from 'hono';
import { enquiriesOf, mergeCandidates, mergePeople, unmergePeople } from '../data/people';
import { isLeadId } from './forms';
import type { InboxEnv } from './guard';
import type { PeopleView } from './view/Enquiries';

/**
 * One person, one contact in the inbox (docs/sales.md "Returning people and merging"): what the
 * lead page shows of the person (peopleView), and the two changes, each POST → 303 back to the
 * lead page with a notice code (app.tsx NOTICES):
 *   POST /admin/leads/:id/same-person       other=<lead id>  the two leads' persons become one
 *   POST /admin/leads/:id/same-person/undo  merge=<merge id> exactly what that merge moved goes back
 */
export const people = new Hono<InboxEnv>();

/** The lead page's people data: the person's enquiries and merges, and the "Same person as…" search (`same`). */
export async function peopleView(db: D1Database, id: string, same: string | undefined): Promise<PeopleView> {
  const enquiries = await enquiriesOf(db, id);
  const q = (same ?? '').trim().slice(0, 100);
  return {
    enquiries,
    search: { q, found: q && enquiries ? await mergeCandidates(db, q, enquiries.personId) : null },
  };
}

const field = async (req: Request, name: string) => {
  const v = (await req.formData().catch(() => new FormData())).get(name);
  return typeof v === 'string' ? v.trim() : '';
};

people.post('/leads/:id/same-person', async (c) => {
  const id = c.req.param('id');
  const other = await field(c.req.raw, 'other');
  if (!isLeadId(id) || !isLeadId(other))
    return c.redirect(`/admin/leads/${isLeadId(id) ? id : ''}?done=merge-missing`, 303);
  const outcome = await mergePeople(c.env.LEADS_DB, id, other, c.get('actor'), new Date());
  return c.redirect(`/admin/leads/${id}?done=${outcome === 'merged' ? 'merged' : `merge-${outcome}`}`, 303);
});

people.post('/leads/:id/same-person/undo', async (c) => {
  const id = c.req.param('id');
  const merge = Number(await field(c.req.raw, 'merge'));
  if (!isLeadId(id)) return c.redirect('/admin', 303);
  const outcome = Number.isSafeInteger(merge)
    ? await unmergePeople(c.env.LEADS_DB, merge, c.get('actor'), new Date())
    : 'gone';
  return c.redirect(`/admin/leads/${id}?done=${outcome === 'unmerged' ? 'unmerged' : `unmerge-${outcome}`}`, 303);
});
