import { enquiriesOf, mergeCandidates } from '../../data/people';
import type { PeopleView } from '../view/Enquiries';

/**
 * One person, one contact in the inbox (docs/sales.md "Returning people and merging"): what the
 * lead page shows of the person (peopleView); the two changes are lead/routes.tsx's
 * POST /admin/leads/:id/same-person and /same-person/undo.
 */

/** The lead page's people data: the person's enquiries and merges, and the "Same person as…" search (`same`). */
export async function peopleView(db: D1Database, id: string, same: string | undefined): Promise<PeopleView> {
  const enquiries = await enquiriesOf(db, id);
  const q = (same ?? '').trim().slice(0, 100);
  return {
    enquiries,
    search: { q, found: q && enquiries ? await mergeCandidates(db, q, enquiries.personId) : null },
  };
}
