import type { Hono } from 'hono';
import { enqueue } from '../../data/outbox';
import type { ProposalLead, ProposalView } from '../../data/proposals';
import { proposalEmailJob, runJobsNow } from '../../queue/plugin';
import type { InboxEnv } from '../guard';
import { form, type C } from '../page';
import { notFound } from '../lead/page';
import { randomHex } from '../../crypto/bytes';

/**
 * The proposal's link e-mailed to the lead by the site itself where VISITOR_EMAIL_FROM is set
 * (docs/sales.md#proposals-and-payments), beside its other routes (./routes.tsx hands them in):
 *   POST /admin/leads/:id/proposals/:pid/email   press=…: one outbox job (src/worker/notices/visitor.ts)
 * Without the setting the page offers the salesperson's own mail app (a mailto: link) instead.
 */
type Found = { lead: ProposalLead; view: ProposalView };
interface Deps {
  loaded: (c: C) => Promise<Found | null>;
  savedPage: (c: C, found: Found, notice: string | null, error?: boolean, status?: number) => Promise<Response>;
}

const PRESS = /^[0-9a-f]{16}$/;

/** A page's one-off token for its e-mail button (src/worker/queue/plugin.ts proposalEmailJob). */
export const newPress = () => randomHex(8);

export function mountEmail(app: Hono<InboxEnv>, { loaded, savedPage }: Deps) {
  app.post('/leads/:id/proposals/:pid/email', async (c) => {
    const found = await loaded(c);
    if (!found) return notFound(c);
    const { lead, view } = found;
    const press = (await form(c)).press ?? '';
    if (!c.get('config').VISITOR_EMAIL_FROM || !lead.email || !PRESS.test(press))
      return savedPage(c, found, 'The site cannot e-mail it: use the mailto: link or copy the link.', true, 422);
    const job = proposalEmailJob(view.proposal.id, view.latest.version, press, lead.lead_id);
    await enqueue(c.env.LEADS_DB, [job], new Date());
    await runJobsNow(c.env, lead.lead_id);
    return c.redirect(`/admin/leads/${lead.lead_id}/proposals/${view.proposal.id}?done=emailed`, 303);
  });
}
