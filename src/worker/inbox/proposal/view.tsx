import { formatIndiaDateTime } from '../../../shared/india-time';
import { CITY_OPTIONS } from '../../../shared/site';
import { LANGUAGE_TABLE } from '../../../shared/i18n/language-table';
import { formatRupees, formatPrice } from '../../../shared/vocabulary/money';
import type { PaymentRow, ReceiptRow } from '../../data/payments';
import type { ProposalLead, ProposalRow, ProposalView } from '../../data/proposals';
import type { SendWays } from '../../proposals/send';
import { mailtoLink } from '../reply-templates';
import type { Draft } from './form';

/**
 * The proposal form and a saved proposal's page in the inbox (docs/sales.md#proposals-and-payments):
 * plain forms, no JavaScript (docs/decisions/0011), one column at 360 px.
 */
const rupees = (paise: number) => formatPrice(paise);

export function ProposalForm({
  lead,
  draft,
  action,
  proposalId,
  suggestions,
  full = [],
}: {
  lead: ProposalLead;
  draft: Draft;
  action: string;
  proposalId: string | null;
  suggestions: string[];
  /** Dates with no crew free (src/worker/data/crews.ts): saving them asks for a tick. */
  full?: string[];
}) {
  return (
    <form method="post" action={action} className="card stack-form">
      <h2>{proposalId ? 'Change the proposal (a new version, same link)' : 'New proposal'}</h2>
      <p>For {lead.name || lead.lead_id}. Amounts in rupees before tax, typed as in the call log (1.5L, 1,50,000).</p>
      <input type="hidden" name="lines" value={draft.lines.length} />
      <input type="hidden" name="dates" value={draft.dates.length} />
      {proposalId ? <input type="hidden" name="p" value={proposalId} /> : null}
      <datalist id="items">
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <fieldset>
        <legend>Lines</legend>
        {draft.lines.map((l, i) => (
          <div key={i} className="row">
            <label>
              Item {i + 1}
              <input name={`item_${i}`} defaultValue={l.item} list="items" maxLength={200} />
            </label>
            <label>
              Amount {i + 1} (₹, before tax)
              <input name={`amount_${i}`} defaultValue={l.amount} inputMode="decimal" maxLength={40} />
            </label>
          </div>
        ))}
        <button type="submit" name="add" value="line" formNoValidate>
          Add a line
        </button>
      </fieldset>
      <fieldset>
        <legend>Event dates</legend>
        {draft.dates.map((d, i) => (
          <div key={i} className="row">
            <label>
              Date {i + 1}
              <input type="date" name={`date_${i}`} defaultValue={d.date} />
            </label>
            <label>
              Label {i + 1} (optional: Haldi, Wedding)
              <input name={`label_${i}`} defaultValue={d.label} maxLength={60} />
            </label>
          </div>
        ))}
        <button type="submit" name="add" value="date" formNoValidate>
          Add a date
        </button>
      </fieldset>
      <label>
        City
        <input name="city" defaultValue={draft.city} list="cities" maxLength={80} />
      </label>
      <datalist id="cities">
        {CITY_OPTIONS.filter(([k]) => k !== 'other').map(([k, label]) => (
          <option key={k} value={label} />
        ))}
      </datalist>
      <label>
        Advance (₹, tax included; empty: the usual percent of the total)
        <input name="advance" defaultValue={draft.advance} inputMode="decimal" maxLength={40} />
      </label>
      <label>
        Hold the dates for (hours)
        <input name="hold" type="number" min={1} max={1440} defaultValue={draft.hold} />
      </label>
      <label>
        Language of the proposal
        <select name="language" defaultValue={draft.language}>
          {LANGUAGE_TABLE.map((l) => (
            <option key={l.code} value={l.code}>
              {l.english}
            </option>
          ))}
        </select>
      </label>
      {full.length ? (
        <label>
          <input type="checkbox" name="confirm" value="1" /> Hold the dates anyway (no crew free on {full.join(', ')})
        </label>
      ) : null}
      <button type="submit" name="save" value="1">
        Save the proposal
      </button>
    </form>
  );
}

export function SavedProposal({
  view,
  ways,
  payments,
  receipts,
  leadId,
  press,
}: {
  view: ProposalView;
  ways: SendWays;
  payments: PaymentRow[];
  receipts: ReceiptRow[];
  leadId: string;
  /** This page's one-off token for the e-mail button (src/worker/queue/plugin.ts proposalEmailJob). */
  press: string;
}) {
  const { proposal, latest } = view;
  const base = `/admin/leads/${leadId}/proposals/${proposal.id}`;
  return (
    <>
      <section className="card" aria-labelledby="link-h">
        <h2 id="link-h">
          Proposal {proposal.id}, version {latest.version} ({proposal.status})
        </h2>
        <p>
          Total {rupees(latest.total)} (before tax {rupees(latest.subtotal)}), advance {rupees(latest.advance)}; dates
          held until {formatIndiaDateTime(proposal.hold_until)}.
        </p>
        <p>
          {view.acceptance
            ? `Accepted by ${view.acceptance.name} on ${formatIndiaDateTime(view.acceptance.accepted_at)} ` +
              `(version ${view.acceptance.version}).`
            : 'Not accepted yet.'}
        </p>
        {/* Its button is shown by src/worker/inbox/copy-script.ts; without it, the link is copied by hand. */}
        <p className="copy-row">
          <label htmlFor="proposal-link">The proposal’s link</label>
          <input id="proposal-link" readOnly value={ways.link} />
          <button type="button" data-copy="proposal-link" hidden>
            Copy link
          </button>
          <span id="proposal-link-status" role="status" />
        </p>
        <h3>Send it</h3>
        {ways.whatsapp?.via === 'api' ? (
          <form method="post" action={`${base}/whatsapp`}>
            <p>{ways.whatsapp.why}</p>
            <button type="submit">Send on WhatsApp</button>
          </form>
        ) : ways.whatsapp ? (
          <p>
            <a href={ways.whatsapp.href}>Open WhatsApp with the message</a>
          </p>
        ) : (
          <p>No phone number: send the link another way.</p>
        )}
        {ways.email && ways.emailsItself ? (
          <form method="post" action={`${base}/email`}>
            <input type="hidden" name="press" value={press} />
            <button type="submit">E-mail it to {ways.email}</button>
          </form>
        ) : ways.email ? (
          <p>
            <a href={mailtoLink(ways.email, ways.subject, ways.text)}>E-mail it to {ways.email}</a>
          </p>
        ) : null}
        <p>
          <a href={`/admin/leads/${leadId}/proposal?p=${proposal.id}`}>Change it</a> ·{' '}
          <a href={`/admin/leads/${leadId}`}>Back to the lead</a>
        </p>
      </section>
      <section className="card" aria-labelledby="pay-h">
        <h2 id="pay-h">Payments</h2>
        {payments.length ? (
          <ul className="list">
            {payments.map((p) => (
              <li key={p.id}>
                {p.method === 'upi'
                  ? `UPI ${p.reference}`
                  : p.method === 'manual'
                    ? `By hand ${p.reference}`
                    : `Razorpay ${p.id}`}
                : {rupees(p.amount)}, {p.status}
                {p.status === 'claimed' ? (
                  <form method="post" action={`${base}/confirm`}>
                    <input type="hidden" name="payment" value={p.id} />
                    <button type="submit">Confirm: the money is in the account</button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>No payment yet.</p>
        )}
        {receipts.map((r) => (
          <p key={r.number}>
            Receipt {r.number}: {formatRupees(Math.floor(r.amount / 100))}
          </p>
        ))}
      </section>
    </>
  );
}

/** The lead page's card: its proposals and the way to make one. */
export function ProposalsCard({
  leadId,
  proposals,
}: {
  leadId: string;
  proposals: Array<ProposalRow & { balance_left: number }>;
}) {
  return (
    <section className="card" aria-labelledby="proposals-h">
      <h2 id="proposals-h">Proposals</h2>
      {proposals.length ? (
        <ul className="list">
          {proposals.map((p) => (
            <li key={p.id}>
              <a href={`/admin/leads/${leadId}/proposals/${p.id}`}>
                {p.id}, version {p.version}: {p.status}
              </a>
              {p.status === 'paid' ? (
                <>
                  {' '}
                  · {p.balance_left <= 0 ? 'paid in full' : `balance ${rupees(p.balance_left)} due`} ·{' '}
                  <a href={`/admin/leads/${leadId}/proposals/${p.id}#cancel`}>Cancel booking</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <a href={`/admin/leads/${leadId}/proposal`}>Proposal</a>
      </p>
    </section>
  );
}
