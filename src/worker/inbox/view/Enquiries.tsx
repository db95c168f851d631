import { Fragment } from 'react';
import { cleanFields } from '../../../shared/clean-text';
import { formatIndiaDate, formatIndiaDateTime } from '../../../shared/india-time';
import type { Enquiries, Enquiry } from '../../data/people';
import { ordinal } from '../labels';
import { formLabel } from '../../../shared/vocabulary/forms';
import { plural } from '../../../shared/vocabulary/plural';
import { channelOf } from './format';

/**
 * One person, one contact on the lead page (docs/sales.md "Returning people and merging"): the
 * line near the top ("2nd enquiry - first on 25 Nov 2026 from google / cpc", links to the others;
 * on the first: "Also enquired: …"), and the "Same person as…" section (search, merge, undo).
 */
export interface PeopleView {
  enquiries: Enquiries | null;
  /** The "Same person as…" search: what was typed, and the leads found (null: no search). */
  search: { q: string; found: Enquiry[] | null };
}

const href = (id: string) => `/admin/leads/${id}`;
const enquiryText = (e: Enquiry) => `${formatIndiaDate(e.received_at)} · ${formLabel(e.form)}`;

function Links({ leads }: { leads: Enquiry[] }) {
  return (
    <>
      {leads.map((e, i) => (
        <Fragment key={e.lead_id}>
          {i ? ', ' : ''}
          <a href={href(e.lead_id)}>{enquiryText(e)}</a>
        </Fragment>
      ))}
    </>
  );
}

/** The enquiries line: nothing for a person's only enquiry. */
export function EnquiriesLine({ leadId, people }: { leadId: string; people?: PeopleView | null }) {
  const leads = (people?.enquiries?.leads ?? []).map((l) => cleanFields(l));
  const n = leads.findIndex((l) => l.lead_id === leadId) + 1;
  if (n === 0 || leads.length < 2) return null;
  const others = leads.filter((l) => l.lead_id !== leadId);
  const first = leads[0]!;
  return (
    <p className="enquiries" data-enquiry={n}>
      {n === 1 ? (
        <>
          <strong>Also enquired:</strong> <Links leads={others} />
        </>
      ) : (
        <>
          <strong>
            {ordinal(n)} enquiry - first on {formatIndiaDate(first.received_at)} from {channelOf(first)}
          </strong>
          <br />
          <span className="meta">Other enquiries: </span>
          <Links leads={others} />
        </>
      )}
    </p>
  );
}

/** "Same person as…": search by name, phone or e-mail; pick a lead; the merges in force, each with Undo. */
export function SamePerson({ leadId, people }: { leadId: string; people?: PeopleView | null }) {
  if (!people?.enquiries) return null;
  const action = href(leadId);
  const found = people.search.found?.map((l) => cleanFields(l)) ?? null;
  return (
    <section className="card" aria-labelledby="same-h">
      <h2 id="same-h">Same person as…</h2>
      <p className="meta">
        Enquiries with the same phone or e-mail are joined on their own. For the same person with another number or
        address, find their other enquiry and join the two.
      </p>
      <form method="get" action={action} role="search">
        <div className="field">
          <label htmlFor="same">Name, phone or e-mail</label>
          <input id="same" name="same" type="search" defaultValue={people.search.q} maxLength={100} required />
        </div>
        <button type="submit">Find</button>
      </form>
      {found ? (
        found.length ? (
          <ul className="list">
            {found.map((e) => (
              <li key={e.lead_id}>
                <a href={href(e.lead_id)}>{e.name || '(no name)'}</a>{' '}
                <span className="meta">
                  {enquiryText(e)} · {channelOf(e)}
                </span>
                <form method="post" action={`${action}/same-person`} className="inline">
                  <input type="hidden" name="other" value={e.lead_id} />
                  <button type="submit" className="secondary">
                    Same person
                  </button>
                </form>
              </li>
            ))}
          </ul>
        ) : (
          <p>No other enquiry found.</p>
        )
      ) : null}
      {people.enquiries.merges.length ? (
        <>
          <h3>Joined by hand</h3>
          <ul className="list">
            {people.enquiries.merges.map((m) => {
              const moved = (JSON.parse(m.lead_ids) as string[]).length;
              return (
                <li key={m.id}>
                  {plural(moved, 'enquiry', 'enquiries')} joined by {m.actor} on {formatIndiaDateTime(m.at)}
                  <form method="post" action={`${action}/same-person/undo`} className="inline">
                    <input type="hidden" name="merge" value={m.id} />
                    <button type="submit" className="secondary">
                      Undo
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
