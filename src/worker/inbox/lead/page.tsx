import { cleanText } from '../../../shared/clean-text';
import { replyMode } from '../../chats/reply';
import { chatOf } from '../../data/chats';
import { leadDetail } from '../../data/lead-detail';
import { proposalsOfLead } from '../../data/proposals';
import { leadWork } from '../../data/work';
import { chosenCallTime } from '../../data/call-times';
import { page, type C } from '../page';
import type { Notice } from '../view/Layout';
import { LeadPage } from '../view/LeadPage';
import { ProposalsCard } from '../proposal/view';
import { ownerProps } from './owner';
import { peopleView } from './people';
import { quickRepliesOf } from './quick-replies';

/** A lead's page (view/LeadPage.tsx), with a notice; and the page for a lead that is not there. */
export const notFound = (c: C) =>
  page(
    c,
    'No such lead',
    <p>
      There is no such lead (it may have been erased). <a href="/admin">Back to the leads</a>
    </p>,
    { section: 'leads', status: 404 },
  );

export async function leadPage(c: C, id: string, notice: Notice | null, status = 200) {
  const [lead, chat, owner, person, work, call, proposals] = await Promise.all([
    leadDetail(c.env.LEADS_DB, id),
    chatOf(c.env.LEADS_DB, id),
    ownerProps(c, id),
    peopleView(c.env.LEADS_DB, id, c.req.query('same')),
    leadWork(c.env.LEADS_DB, id),
    chosenCallTime(c.env.LEADS_DB, id),
    proposalsOfLead(c.env.LEADS_DB, id),
  ]);
  if (!lead) return notFound(c);
  const reply = chat ? replyMode(chat, c.get('config'), c.env, new Date()) : null;
  const quick = await quickRepliesOf(c, lead, {
    fillsReplyBox: reply?.mode === 'text',
    draftId: c.req.query('reply'),
  });
  const conversation = chat && reply ? { chat, reply, draft: quick.draft } : null;
  return page(
    c,
    lead.name ? `Lead: ${cleanText(lead.name)}` : 'Lead',
    <>
      <LeadPage
        lead={lead}
        siteName={c.get('config').SITE_NAME}
        conversation={conversation}
        quickReplies={quick.props}
        owner={owner}
        people={person}
        work={{ ...work, now: new Date(), chosenCallAt: call?.call_at ?? null }}
      />
      <ProposalsCard leadId={id} proposals={proposals} />
    </>,
    { section: 'leads', notice, status },
  );
}
