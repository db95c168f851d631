import { formatIndiaDateTime, formatIndiaWeekdayDate } from '../../../shared/india-time';
import { cityLabel } from '../../../shared/vocabulary/services';
import type { CrewDay } from '../../data/crew-feeds';

/**
 * Crews and dates in the inbox (docs/sales.md#crews-and-dates): how many crews each city has, the
 * calendar feeds' addresses, and a city's calendar a month at a time. No script
 * (docs/decisions/0011-inbox-without-client-javascript.md); a list of days, not a grid, so a
 * phone at 360 px reads it.
 */

export interface CrewsPageProps {
  cities: ReadonlyArray<readonly [string, string]>;
  /** Each city's own number (a city not listed has the default). */
  own: Map<string, number>;
  defaultCrews: number;
  /** Feed addresses: a city's value (or 'all') → its .ics URL. */
  feeds: Map<string, string>;
  /** The India month shown in the calendar links ('YYYY-MM'). */
  month: string;
}

export function CrewsPage({ cities, own, defaultCrews, feeds, month }: CrewsPageProps) {
  return (
    <>
      <p>
        How many crews can shoot on one day in each city. A sent proposal holds a crew on each of its dates until its
        hold ends; a paid one books it. A city left blank has {defaultCrews} (DEFAULT_CREWS_PER_CITY).
      </p>
      <form method="post" action="/admin/team/crews" className="card">
        <div className="crew-numbers">
          {cities.map(([value, label]) => (
            <div key={value} className="field">
              <label htmlFor={`crews-${value}`}>{label}</label>
              <input
                id={`crews-${value}`}
                name={`crews-${value}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={50}
                placeholder={String(defaultCrews)}
                defaultValue={own.has(value) ? String(own.get(value)) : ''}
              />
              <a href={`/admin/team/crews/${value}?month=${month}`}>Calendar</a>
            </div>
          ))}
        </div>
        <button type="submit">Save crews</button>
      </form>
      <h2>Calendar feeds</h2>
      <p>
        Subscribe to one in Google Calendar (Other calendars, From URL) or on an iPhone (Settings, Calendar, Accounts,
        Add Subscribed Calendar). Anyone with an address sees the leads' names and phones on it: replace it when a phone
        is lost or someone leaves, and the old address stops working.
      </p>
      <ul className="list">
        {[['all', 'All cities'] as const, ...cities].map(([scope, label]) => (
          <li key={scope}>
            <strong>{label}</strong>
            <br />
            <code className="feed">{feeds.get(scope) ?? ''}</code>
            <form method="post" action="/admin/team/crews/feed" className="inline">
              <input type="hidden" name="scope" value={scope} />
              <button type="submit" className="secondary">
                Replace address
              </button>
            </form>
          </li>
        ))}
      </ul>
    </>
  );
}

export interface CalendarProps {
  city: string;
  month: string;
  prev: string;
  next: string;
  /** Every date of the month with its crews and live rows. */
  days: Array<{ day: string; crews: number; rows: CrewDay[] }>;
}

/** One city's month: each date's crews, holds (with their end, India time) and bookings, each linking to its lead. */
export function CrewCalendar({ city, month, prev, next, days }: CalendarProps) {
  return (
    <>
      <nav className="pager" aria-label="Months">
        <a href={`/admin/team/crews/${city}?month=${prev}`}>← {prev}</a>
        <strong>{month}</strong>
        <a href={`/admin/team/crews/${city}?month=${next}`}>{next} →</a>
      </nav>
      <p>
        <a href="/admin/team/crews">All cities and feeds</a>
      </p>
      <ol className="list crew-days">
        {days.map(({ day, crews, rows }) => {
          const free = Math.max(0, crews - rows.length);
          return (
            <li key={day} id={day}>
              <strong>{formatIndiaWeekdayDate(`${day}T12:00:00+05:30`)}</strong>{' '}
              <span className={`badge ${free ? 'ok' : 'away'}`}>
                {free} of {crews} free
              </span>
              {rows.length ? (
                <ul className="crew-rows">
                  {rows.map((r) => (
                    <li key={r.proposalId}>
                      {r.kind === 'booked' ? 'Booked' : `Held until ${formatIndiaDateTime(r.holdUntil)}`}:{' '}
                      <a href={`/admin/leads/${encodeURIComponent(r.leadId)}`}>{r.name || r.leadId}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="meta">{cityLabel(city)}: holds past their end are free and not shown.</p>
    </>
  );
}
