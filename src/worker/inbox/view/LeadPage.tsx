import { cleanFields, cleanText } from '../../../shared/clean-text';
import { formatIndiaDateTime } from '../../../shared/india-time';
import { channel } from '../../../shared/attribution/channel';
import { NOTE_MAX } from '../forms';
import { StageFields } from './StageFields';
import type { LeadDetail } from '../../data/lead-detail';
import type { Chat } from '../../data/chats';
import type { ReplyMode } from '../../chats/reply';
import { Conversation } from './Conversation';
import { channelOf, contactLinks } from './format';
import { formatRupees, formatNumber } from '../../../shared/vocabulary/money';
import { stageLabel } from '../../../shared/vocabulary/stages';
import { crmLine } from '../labels';
import { cityLabel, serviceValue } from '../../../shared/vocabulary/services';
import { EnquiriesLine, SamePerson, type PeopleView } from './Enquiries';
import { FormFields, FormRows } from './LeadFields';
import { eventDateText } from './EventDate';
import { QualityRow } from './Quality';
import { LanguageRows } from './Language';
import { OwnerForm, type OwnerProps } from './OwnerForm';
import { QuickReplies, type QuickRepliesProps } from './QuickReplies';
import { auditValue, CallForm, ContactButtons, type WorkProp } from './CallForm';

/**
 * A stored touch (JSON) as one line: source / medium · campaign (the reports' channel rule), clicks,
 * landing page, time.
 */
function touchLine(json: string | null): string {
  if (!json) return '(none)';
  try {
    const t = JSON.parse(json) as Record<string, string | null>;
    const parts = [
      channelOf(channel(t)),
      t.gclid || t.gbraid || t.wbraid ? 'Google Ads click' : null,
      t.fbclid ? 'Meta ad click' : null,
      t.landingPage ? `landed on ${t.landingPage}` : null,
      formatIndiaDateTime(t.at),
    ];
    return cleanText(parts.filter(Boolean).join(' · '));
  } catch {
    return '(unreadable)';
  }
}

const ACTIONS: Record<string, string> = {
  stage: 'Status',
  value: 'Booking value',
  lost_reason: 'Reason lost',
  note: 'Note added',
  quality: 'Sender',
  owner: 'Owner',
  merge: 'Joined as one person with another enquiry',
  unmerge: 'Join with another enquiry undone',
  quote: 'Quoted amount',
  call: 'Call',
  follow_up: 'Next follow-up',
  first_contact: 'First contact',
};

export function LeadPage({
  lead: stored,
  siteName,
  conversation = null,
  owner,
  quickReplies = null,
  people = null,
  work = null,
}: {
  lead: LeadDetail;
  siteName: string;
  conversation?: { chat: Chat; reply: ReplyMode; draft?: string | null } | null;
  /** The owner line and its forms (inbox/lead/owner.ts ownerProps). */
  owner?: OwnerProps;
  quickReplies?: QuickRepliesProps | null;
  /** The person's other enquiries and the "Same person as…" search (inbox/lead/people.ts). */
  people?: PeopleView | null;
  work?: WorkProp | null;
}) {
  // A lead's text as the one rule shows it (src/shared/clean-text.ts): no bidi or zero-width characters.
  const lead = cleanFields(stored);
  const links = contactLinks(lead, siteName);
  const action = `/admin/leads/${lead.lead_id}`;
  // One set of contact buttons: at the top of the call form when there is one, else under the name.
  const contact = {
    phone: links.tel ? lead.phone : null,
    hasWhatsapp: !!links.whatsapp,
    email: links.mail ? lead.email : null,
  };
  return (
    <>
      {/* Who this is before the call form: status, what they asked for, when, a returning person. */}
      <div className="lead-head">
        <p>
          <span className={`badge stage-${lead.stage}`}>{stageLabel(lead.stage)}</span>{' '}
          {[lead.service && serviceValue(lead.form, lead.service), lead.city && cityLabel(lead.city)]
            .filter(Boolean)
            .join(', ')}
          {lead.event_date ? ` · ${eventDateText(lead.event_date)}` : null}
          <span className="meta"> · received {formatIndiaDateTime(lead.received_at)}</span>
        </p>
        <EnquiriesLine leadId={lead.lead_id} people={people} />
      </div>
      {work ? <CallForm action={action} stage={lead.stage} value={lead.value} contact={contact} work={work} /> : null}
      <section className="card" aria-labelledby="who">
        <h2 id="who">{lead.name || '(no name)'}</h2>
        {work ? null : <ContactButtons action={action} {...contact} />}
        {owner ? <OwnerForm {...owner} action={action} /> : null}
        {quickReplies ? <QuickReplies {...quickReplies} /> : null}
        <dl>
          <dt>Status</dt>
          <dd>
            <span className={`badge stage-${lead.stage}`}>{stageLabel(lead.stage)}</span>
            {lead.stage === 'booked' && lead.value ? ` ${formatRupees(lead.value)}` : ''}
            {lead.stage === 'lost' && lead.lost_reason ? ` (${lead.lost_reason})` : ''}
            {lead.stage_at ? <span className="meta"> since {formatIndiaDateTime(lead.stage_at)}</span> : null}
          </dd>
          <QualityRow
            action={action}
            quality={lead.quality}
            reason={lead.quality_reason}
            releasedBy={lead.released_by}
            releasedAt={lead.released_at}
          />
          <FormRows form={lead.form} service={lead.service} city={lead.city} eventDate={lead.event_date} />
          {lead.form === 'whatsapp' ? null : (
            <LanguageRows language={lead.language} optIn={lead.whatsapp_opt_in} optInText={lead.opt_in_text} />
          )}
          <dt>Received</dt>
          <dd>{formatIndiaDateTime(lead.received_at)}</dd>
          <dt>CRM</dt>
          <dd>
            {crmLine(lead)}
            {lead.relay_error ? ` · last error: ${lead.relay_error}` : ''}
          </dd>
          <dt>Last touch</dt>
          <dd>
            {channelOf(lead)} · {touchLine(lead.last_touch)}
          </dd>
          <dt>First touch</dt>
          <dd>{touchLine(lead.first_touch)}</dd>
          <dt>Consent</dt>
          <dd>
            {lead.consent ?? 'unset'}
            {lead.consent_version ? ` (notice ${lead.consent_version})` : ''}
          </dd>
          <dt>Form page</dt>
          <dd>{lead.page_url ?? '—'}</dd>
          <FormFields form={lead.form} payload={lead.payload} />
        </dl>
      </section>

      <div className="grid2">
        <section className="card" aria-labelledby="stage-h">
          <h2 id="stage-h">Change status</h2>
          <form method="post" action={`${action}/stage`}>
            <input type="hidden" name="from" value={lead.stage} />
            <StageFields
              label="New status"
              stage={lead.stage}
              value={lead.value ?? ''}
              reason={lead.lost_reason ?? ''}
            />
            <button type="submit">Save status</button>
          </form>
        </section>

        <section className="card" aria-labelledby="note-h">
          <h2 id="note-h">Add a note</h2>
          <form method="post" action={`${action}/notes`}>
            <div className="field">
              <label htmlFor="body">Note (at most {formatNumber(NOTE_MAX)} characters)</label>
              <textarea id="body" name="body" maxLength={NOTE_MAX} required />
            </div>
            <button type="submit">Add note</button>
          </form>
        </section>
      </div>

      <SamePerson leadId={lead.lead_id} people={people} />

      {conversation ? (
        <Conversation chat={conversation.chat} reply={conversation.reply} action={action} draft={conversation.draft} />
      ) : null}

      <section className="card" aria-labelledby="notes-h">
        <h2 id="notes-h">Notes</h2>
        {lead.notes.length ? (
          <ul className="list">
            {lead.notes.map((n) => (
              <li key={n.id}>
                <p className="meta">
                  {n.author} · {formatIndiaDateTime(n.created_at)}
                </p>
                <pre>{n.body}</pre>
              </li>
            ))}
          </ul>
        ) : (
          <p>No notes yet.</p>
        )}
      </section>

      <section className="card" aria-labelledby="out-h">
        <h2 id="out-h">Notices and conversions</h2>
        {lead.outbox.length ? (
          <div className="scroll">
            <table className="data stack">
              <thead>
                <tr>
                  <th scope="col">Kind</th>
                  <th scope="col">Channel</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Answer</th>
                </tr>
              </thead>
              <tbody>
                {lead.outbox.map((o) => (
                  <tr key={o.key}>
                    <td>{o.kind}</td>
                    <td>{o.channel}</td>
                    <td>{o.status}</td>
                    <td>{o.attempts}</td>
                    <td>{formatIndiaDateTime(o.sent_at) || '—'}</td>
                    <td>{o.last_error ?? '—'}</td>
                    <td>{o.response ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>Nothing sent for this lead.</p>
        )}
      </section>

      <section className="card" aria-labelledby="audit-h">
        <h2 id="audit-h">History</h2>
        {lead.audit.length ? (
          <ul className="list">
            {lead.audit.map((a) => (
              <li key={a.id}>
                <span className="meta">
                  {formatIndiaDateTime(a.at)} · {a.actor}
                </span>
                <br />
                {ACTIONS[a.action] ?? a.action}
                {['note', 'merge', 'unmerge'].includes(a.action)
                  ? ''
                  : `: ${auditValue(a.action, a.from_value)} → ${auditValue(a.action, a.to_value)}`}
              </li>
            ))}
          </ul>
        ) : (
          <p>No changes yet.</p>
        )}
      </section>
    </>
  );
}
