import { CITY_OPTIONS, SERVICE_OPTIONS } from '../../../shared/site';
import { formatIndiaDateTime } from '../../../shared/india-time';
import type { Member } from '../../data/team';

const labelOf = (options: readonly (readonly [string, string])[], key: string) =>
  options.find(([k]) => k === key)?.[1] ?? key;
const takes = (options: readonly (readonly [string, string])[], keys: string[]) =>
  keys.length ? keys.map((k) => labelOf(options, k)).join(', ') : 'any';

/** The add and edit forms' choice of cities or services: checkboxes folded into a details element (no script). */
function Choices({
  legend,
  name,
  options,
  chosen,
  idPrefix,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [string, string])[];
  chosen: string[];
  idPrefix: string;
}) {
  return (
    <details className="choices">
      <summary>
        {legend}: {takes(options, chosen)}
      </summary>
      <fieldset>
        <legend className="visually-hidden">{legend} (none ticked: any)</legend>
        {options.map(([key, label]) => (
          <label key={key} className="check" htmlFor={`${idPrefix}-${name}-${key}`}>
            <input
              type="checkbox"
              id={`${idPrefix}-${name}-${key}`}
              name={name}
              value={key}
              defaultChecked={chosen.includes(key)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export interface TeamPageProps {
  members: Member[];
  history: Array<{ actor: string; change: string; at: string }>;
  /** The add form's values again after a refusal. */
  draft?: { email: string; name: string };
}

/**
 * The Team page (docs/sales.md "Team"): who gets new leads, in turn. INBOX_TEAM members are shown
 * (marked, not removable here); everyone can be set away, given a name, cities and services.
 */
export function TeamPage({ members, history, draft }: TeamPageProps) {
  return (
    <>
      <p>
        <a href="/admin/team/crews">Crews and dates</a>: how many crews each city has, their calendars and the calendar
        feeds for phones.
      </p>
      <p>
        New leads go in turn to the members who are available: the one given a lead longest ago goes next. A member with
        cities or services set gets the leads that match them first; if no one matches, any available member.
      </p>
      {members.length ? (
        <ul className="list team">
          {members.map((m, i) => (
            <li key={m.email} className="card member">
              <h2>
                {m.name || m.email}{' '}
                {m.away ? <span className="badge away">Away</span> : <span className="badge ok">Available</span>}
              </h2>
              <p className="meta">
                {[
                  m.name ? m.email : '',
                  m.fromSetting ? 'from INBOX_TEAM' : '',
                  m.lastAssignedAt ? `last new lead ${formatIndiaDateTime(m.lastAssignedAt)}` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p>
                Cities: {takes(CITY_OPTIONS, m.cities)}. Services: {takes(SERVICE_OPTIONS, m.services)}.
              </p>
              <div className="actions">
                <form method="post" action="/admin/team/away">
                  <input type="hidden" name="email" value={m.email} />
                  <input type="hidden" name="away" value={m.away ? '0' : '1'} />
                  <button type="submit" className={m.away ? '' : 'secondary'}>
                    {m.away ? 'Back: give leads again' : 'Set away'}
                  </button>
                </form>
                {m.fromSetting ? null : (
                  <form method="post" action="/admin/team/remove">
                    <input type="hidden" name="email" value={m.email} />
                    <button type="submit" className="danger">
                      Remove
                    </button>
                  </form>
                )}
              </div>
              <details className="edit">
                <summary>Change name, cities, services</summary>
                <form method="post" action="/admin/team/save">
                  <input type="hidden" name="email" value={m.email} />
                  <div className="field">
                    <label htmlFor={`m${i}-name`}>Display name</label>
                    <input id={`m${i}-name`} name="name" defaultValue={m.name} maxLength={80} autoComplete="off" />
                  </div>
                  <Choices legend="Cities" name="cities" options={CITY_OPTIONS} chosen={m.cities} idPrefix={`m${i}`} />
                  <Choices
                    legend="Services"
                    name="services"
                    options={SERVICE_OPTIONS}
                    chosen={m.services}
                    idPrefix={`m${i}`}
                  />
                  <button type="submit">Save</button>
                </form>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p className="msg">No members yet: new leads stay unassigned. Add the first one below.</p>
      )}

      <section className="card" aria-labelledby="add-h">
        <h2 id="add-h">Add a member</h2>
        <form method="post" action="/admin/team">
          <div className="field">
            <label htmlFor="add-email">E-mail they sign in with (Cloudflare Access)</label>
            <input
              id="add-email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={draft?.email ?? ''}
            />
          </div>
          <div className="field">
            <label htmlFor="add-name">Display name</label>
            <input
              id="add-name"
              name="name"
              required
              maxLength={80}
              autoComplete="off"
              defaultValue={draft?.name ?? ''}
            />
          </div>
          <Choices legend="Cities" name="cities" options={CITY_OPTIONS} chosen={[]} idPrefix="add" />
          <Choices legend="Services" name="services" options={SERVICE_OPTIONS} chosen={[]} idPrefix="add" />
          <button type="submit">Add member</button>
        </form>
      </section>

      <section className="card" aria-labelledby="team-history-h">
        <h2 id="team-history-h">Changes</h2>
        {history.length ? (
          <ul className="list">
            {history.map((h, i) => (
              <li key={i}>
                <span className="meta">
                  {formatIndiaDateTime(h.at)} · {h.actor}
                </span>
                <br />
                {h.change}
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
