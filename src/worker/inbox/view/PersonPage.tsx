import { cleanFields } from '../../../shared/clean-text';
import { formatIndiaDateTime } from '../../../shared/india-time';
import type { PersonLead } from '../../data/data-rights';
import { stageLabel } from '../../../shared/vocabulary/stages';
import { formLabel } from '../../../shared/vocabulary/forms';
import { plural } from '../../../shared/vocabulary/plural';

interface Props {
  q: string;
  leads: PersonLead[] | null;
  confirm?: boolean;
}

/**
 * Data rights: find a person by e-mail or phone, download everything kept about them (JSON), or
 * erase it (a second step asks to confirm; the leads erased are the ones listed on that step).
 */
export function PersonPage({ q, leads: stored, confirm }: Props) {
  // A lead's text as the one rule shows it (src/shared/clean-text.ts).
  const leads = stored && cleanFields(stored);
  const ids = leads?.map((l) => l.lead_id).join(',') ?? '';
  return (
    <>
      <form className="card" method="get" action="/admin/person" role="search" aria-label="Find a person">
        <div className="field">
          <label htmlFor="q">E-mail address or phone number</label>
          <input id="q" name="q" type="search" defaultValue={q} maxLength={254} required />
        </div>
        <button type="submit">Find</button>
      </form>
      {leads === null ? null : leads.length === 0 ? (
        <p className="msg">Nothing is kept about {q}.</p>
      ) : (
        <section className="card" aria-labelledby="found-h">
          <h2 id="found-h">
            {plural(leads.length, 'lead', 'leads')} for {q}
          </h2>
          <ul className="list">
            {leads.map((l) => (
              <li key={l.lead_id}>
                <a href={`/admin/leads/${l.lead_id}`}>{l.name || '(no name)'}</a> · {l.email} ·{' '}
                {l.phone ? `+${l.phone}` : '—'}
                <br />
                <span className="meta">
                  {formLabel(l.form ?? '')} · {formatIndiaDateTime(l.received_at)} · {stageLabel(l.stage)}
                </span>
              </li>
            ))}
          </ul>
          <div className="actions">
            <a className="button secondary" href={`/admin/person/export?${new URLSearchParams({ q })}`} download>
              Download everything (JSON)
            </a>
          </div>
          <form method="post" action="/admin/person/erase">
            <input type="hidden" name="q" value={q} />
            <input type="hidden" name="ids" value={ids} />
            {confirm ? (
              <>
                <p className="msg error" role="alert">
                  This deletes {leads.length === 1 ? 'this lead' : `these ${leads.length} leads`} and everything about
                  them, for good. The history keeps only who erased how many, and when.
                </p>
                <input type="hidden" name="confirm" value="yes" />
                <div className="actions">
                  <button type="submit" className="danger">
                    Yes, erase for good
                  </button>
                  <a href={`/admin/person?${new URLSearchParams({ q })}`}>Cancel</a>
                </div>
              </>
            ) : (
              <p>
                <button type="submit" className="danger">
                  Erase everything…
                </button>
              </p>
            )}
          </form>
        </section>
      )}
    </>
  );
}
