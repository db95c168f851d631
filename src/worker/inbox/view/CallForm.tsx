import { formatIndiaDateTime } from '../../../shared/india-time';
import type { CallRow, LeadWork } from '../../data/work';
import { formatRupees } from '../../../shared/vocabulary/money';
import { NOTE_MAX } from '../forms';
import { choiceAt, DEFAULT_FOLLOW_UP_TEXT, FOLLOW_UP_CHOICES, followUpText, indiaLocalValue } from '../follow-up';
import { displayPhone } from '../../../shared/vocabulary/phone';
import { StageFields } from './StageFields';

/**
 * The top of the lead page (docs/sales.md "Logging a call"): where the lead stands (next
 * follow-up, quoted amount, first contact), and one form for a call: outcome, note, status,
 * amount, next follow-up. Saving it opens the queue's next lead. A plain POST form, no script.
 */
export const OUTCOME_LABELS: Record<string, string> = {
  reached: 'Reached',
  'no-answer': 'No answer',
  busy: 'Busy',
  'wrong-number': 'Wrong number',
  'call-back': 'Call back at…',
};
const VIA_LABELS: Record<string, string> = {
  call: 'a logged call',
  phone: 'the Call button',
  whatsapp: 'the WhatsApp button',
  email: 'the E-mail button',
  stage: 'a status change',
  reply: 'a WhatsApp reply',
};

/** The lead page's extra data for this section (app.tsx fetches it with the lead). */
export interface WorkProp {
  work: LeadWork;
  calls: CallRow[];
  now: Date;
  /** The call time the visitor chose after their request (UTC ISO; docs/sales.md#call-times-the-visitor-chose). */
  chosenCallAt?: string | null;
}

/** An audit row's value as the history shows it: amounts in ₹, follow-ups in India time, outcomes by name. */
export function auditValue(action: string, v: string | null): string {
  if (v === null || v === '') return '—';
  if ((action === 'value' || action === 'quote') && /^\d+$/.test(v)) return formatRupees(Number(v));
  if (action === 'follow_up') return formatIndiaDateTime(v) || v;
  if (action === 'call') return OUTCOME_LABELS[v] ?? v;
  if (action === 'first_contact') return VIA_LABELS[v] ?? v;
  return v;
}

/** Call, WhatsApp, E-mail: forms posting to the contact route (the first contact is recorded, then the app opens). */
export function ContactButtons({
  action,
  phone,
  hasWhatsapp,
  email,
}: {
  action: string;
  phone: string | null;
  hasWhatsapp: boolean;
  email: string | null;
}) {
  const button = (via: string, label: string, className?: string) => (
    <form method="post" action={`${action}/contact`}>
      <input type="hidden" name="via" value={via} />
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
  return (
    <div className="contact">
      {/* The number as dialled at home, as the list shows it ('+91 98765 01234'), on one line. */}
      {phone ? button('phone', `Call ${displayPhone(phone)}`, 'tel') : null}
      {hasWhatsapp ? button('whatsapp', 'WhatsApp') : null}
      {email ? button('email', `E-mail ${email}`, 'secondary') : null}
    </div>
  );
}

export function CallForm({
  action,
  stage,
  value,
  contact = null,
  work: w,
}: {
  action: string;
  stage: string;
  value: number | null;
  /** The contact buttons (Call, WhatsApp, E-mail) above the form, so calling and logging share the first screen. */
  contact?: { phone: string | null; hasWhatsapp: boolean; email: string | null } | null;
  work: WorkProp;
}) {
  const { work, calls, now } = w;
  const open = stage !== 'booked' && stage !== 'lost';
  const facts = [
    w.chosenCallAt ? `Call time chosen by the visitor: ${formatIndiaDateTime(w.chosenCallAt)}` : null,
    open && work.follow_up_at
      ? `Next follow-up: ${followUpText(work.follow_up_at)}` +
        (work.follow_up_note ? ` (${work.follow_up_note.split('\n')[0]!.slice(0, 80)})` : '')
      : open
        ? 'No follow-up set'
        : null,
    work.quote_value ? `Quoted ${formatRupees(work.quote_value)}` : null,
    stage === 'booked' && value ? `Booked ${formatRupees(value)}` : null,
    work.first_contact_at
      ? `First contact ${formatIndiaDateTime(work.first_contact_at)}` +
        (work.first_contact_by ? ` by ${work.first_contact_by}` : '')
      : 'Not contacted yet',
  ].filter(Boolean);
  return (
    <section className="card callform" aria-labelledby="call-h">
      <h2 id="call-h">Log a call</h2>
      <p className="meta" id="call-facts">
        {facts.join(' · ')}
      </p>
      {contact ? <ContactButtons action={action} {...contact} /> : null}
      <form method="post" action={`${action}/call`}>
        <input type="hidden" name="from" value={stage} />
        <fieldset>
          <legend>How did it go?</legend>
          <div className="choices">
            {Object.entries(OUTCOME_LABELS).map(([k, label]) => (
              <label key={k}>
                <input type="radio" name="outcome" value={k} required />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="call-note">Note</label>
          <textarea id="call-note" name="note" maxLength={NOTE_MAX} rows={2} />
        </div>
        <StageFields id="call-" label="Status" stage={stage} />
        <fieldset>
          <legend>Next follow-up (not for Booked or Lost)</legend>
          <div className="choices stacked">
            <label>
              <input type="radio" name="when" value="" defaultChecked aria-describedby="call-default" />
              Default
            </label>
            {FOLLOW_UP_CHOICES.map((c) => (
              <label key={c.value}>
                <input type="radio" name="when" value={c.value} />
                <span>
                  {c.label} <span className="meta">({followUpText(choiceAt(c.value, now))})</span>
                </span>
              </label>
            ))}
            <label>
              <input type="radio" name="when" value="custom" />
              At this time (India time):
            </label>
          </div>
          <div className="field">
            <label htmlFor="call-at">Date and time</label>
            <input id="call-at" name="follow_at" type="datetime-local" min={indiaLocalValue(now)} />
          </div>
          <p className="meta" id="call-default">
            {DEFAULT_FOLLOW_UP_TEXT}
          </p>
        </fieldset>
        <button type="submit">Save call, next lead</button>
      </form>
      {calls.length ? (
        <ul className="list calls" aria-label="Latest calls">
          {calls.map((call) => (
            <li key={call.id}>
              <span className="meta">
                {formatIndiaDateTime(call.at)} · {call.actor}
              </span>
              <br />
              {OUTCOME_LABELS[call.outcome] ?? call.outcome}
              {call.note ? `: ${call.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
