import { cleanFields } from '../../../shared/clean-text';
import { formatIndiaDateTime, type WorkingHours } from '../../../shared/india-time';
import { CITY_OPTIONS, SERVICE_OPTIONS } from '../../../shared/site';
import { BULK_STAGES, LOST_REASONS, type Filters } from '../forms';
import type { ListRow, View, ViewCounts } from '../../data/inbox';
import { leadAge } from './age';
import { displayPhone } from '../../../shared/vocabulary/phone';
import { channelOf, contactLinks } from './format';
import { formatRupees } from '../../../shared/vocabulary/money';
import { STAGE_LABELS, stageLabel, STAGES } from '../../../shared/vocabulary/stages';
import { FORM_LABELS, FORMS, formLabel } from '../../../shared/vocabulary/forms';
import { WhereAndWhen } from './EventDate';
import { QualityBadge } from './Quality';
import { LanguageBadge, LanguageChoice } from './Language';
import { Choice, pairs, Text } from './FilterFields';
import { ContactButton } from './ContactButton';
import { CAPTIONS, TABS } from './list-tabs';

export interface Member {
  email: string;
  name: string;
}

interface Props {
  filters: Filters;
  raw: Record<string, string>;
  /** The tab shown: the one asked for, else Due now (All once a filter or search is set). */
  view: View;
  counts: ViewCounts | null;
  rows: ListRow[] | null;
  more: boolean;
  siteName: string;
  members: Member[];
  now: Date;
  /** INBOX_FIRST_RESPONSE_MINUTES. */
  target: number;
  /** The working hours of the settings (src/worker/call-times/index.ts workingHours). */
  hours: WorkingHours;
}

const FILTER_FIELDS = 'stage form service city source campaign owner language from to'.split(' ') as (keyof Filters)[];

/** The list's query string without `page` and the notice (empty values left out). */
function query(raw: Record<string, string>, page = 1): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) if (v && k !== 'page') params.set(k, v);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}
const listHref = (raw: Record<string, string>, page: number) => {
  const s = query(raw, page);
  return s ? `/admin/?${s}` : '/admin/';
};

const ownerLabel = (r: ListRow) => (r.owner ? r.owner_name || r.owner.split('@')[0]! : 'Unassigned');

/**
 * The queue (docs/sales.md "The queue"): tabs with counts, a search and the filters folded away
 * (GET forms: the URL is the state, no JavaScript), one compact card per lead on a phone (a table
 * row from 56rem) with its age against the first-response target and Call and WhatsApp, then the
 * bulk actions on the ticked leads (one POST form the checkboxes belong to) and the CSV export.
 */
export function ListPage(props: Props) {
  const { filters, raw, view, counts, rows: stored, more, siteName, members, now, target, hours } = props;
  // A lead's text as the one rule shows it (src/shared/clean-text.ts): no bidi or zero-width characters.
  const rows = stored && cleanFields(stored);
  const f = (k: keyof Filters) => (raw[k] ?? '').slice(0, 100);
  const spamView = filters.quality === 'spam';
  const set = FILTER_FIELDS.filter((k) => f(k)).length;
  const owners = [['-', 'Unassigned'] as const, ...members.map((m) => [m.email, m.name || m.email] as const)];
  const exportQuery = query({ ...raw, view });
  return (
    <>
      <nav className="tabs" aria-label="Queue">
        {TABS.map((t) => (
          <a
            key={t.view}
            href={t.view === 'due' ? '/admin/' : `/admin/?view=${t.view}`}
            aria-current={!spamView && view === t.view ? 'page' : undefined}
          >
            {t.label} {counts ? <span className="count">{counts[t.view]}</span> : null}
          </a>
        ))}
        <a href="/admin/?quality=spam" aria-current={spamView ? 'page' : undefined}>
          Spam
        </a>
      </nav>
      {spamView ? (
        <p className="meta">
          Kept apart and never passed on: no notice, no CRM, no ad platform, not in the reports. Open one and press "Not
          spam" to send a real enquiry on its way.
        </p>
      ) : null}
      <form className="search" method="get" action="/admin/" role="search" aria-label="Search and filter leads">
        {filters.quality ? <input type="hidden" name="quality" value={filters.quality} /> : null}
        {raw.view ? <input type="hidden" name="view" value={view} /> : null}
        <div className="search-row">
          <label htmlFor="f-q" className="visually-hidden">
            Name, e-mail or phone
          </label>
          <input
            id="f-q"
            name="q"
            type="search"
            defaultValue={f('q')}
            maxLength={100}
            placeholder="Name, e-mail or phone"
          />
          <button type="submit">Search</button>
        </div>
        <details className="filters" open={set > 0 || undefined}>
          <summary>Filters{set ? ` (${set} set)` : ''}</summary>
          <div className="filter-grid">
            <Choice name="stage" label="Status" value={f('stage')} options={pairs(STAGES, STAGE_LABELS)} />
            <Choice name="service" label="Service" value={f('service')} options={SERVICE_OPTIONS} />
            <Choice name="city" label="City" value={f('city')} options={CITY_OPTIONS} />
            <Choice name="owner" label="Owner" value={f('owner')} options={owners} all="Anyone" />
            <Choice name="form" label="Form" value={f('form')} options={pairs(FORMS, FORM_LABELS)} />
            <LanguageChoice value={f('language')} />
            <Text name="source" label="Source" value={f('source')} />
            <Text name="campaign" label="Campaign" value={f('campaign')} />
            <Text name="from" label="Received from" value={f('from')} type="date" />
            <Text name="to" label="Received to" value={f('to')} type="date" />
            <div className="actions">
              <button type="submit">Filter</button>
              <a href={view === 'due' ? '/admin/' : `/admin/?view=${view}`}>Clear filters</a>
            </div>
          </div>
        </details>
      </form>
      {rows === null ? null : rows.length === 0 ? (
        <p className="msg">{filters.page > 1 ? 'No more leads.' : 'No leads match.'}</p>
      ) : (
        <table className="leads">
          <caption className="meta">
            {spamView ? 'Spam: newest first' : CAPTIONS[view]}, page {filters.page}
          </caption>
          <thead>
            <tr>
              <th scope="col">Lead</th>
              <th scope="col">Waiting</th>
              <th scope="col">Status</th>
              <th scope="col">Service and city</th>
              <th scope="col">Source</th>
              <th scope="col">Owner</th>
              <th scope="col">Message</th>
              <th scope="col">Contact</th>
              <th scope="col">Select</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const links = contactLinks(r, siteName);
              const name = r.name || '(no name)';
              const age = leadAge(r, now, target, hours);
              // An Indian number as dialled at home ('98765 01234'): the card's row has room for Call, WhatsApp
              // and the tick box.
              const phone = displayPhone(r.phone, true);
              const greeting = links.whatsapp ? (new URL(links.whatsapp).searchParams.get('text') ?? '') : '';
              return (
                <tr key={r.lead_id}>
                  <td className="name">
                    <a href={`/admin/leads/${r.lead_id}`}>{name}</a>{' '}
                    {r.form !== 'callback' ? <span className="meta">{formLabel(r.form)}</span> : null}{' '}
                    <QualityBadge quality={r.quality} reason={r.quality_reason} />
                    {r.enquiry_no > 1 ? <span className="badge returning">Returning</span> : null}
                    <LanguageBadge language={r.language} />
                  </td>
                  <td className="age">
                    <time
                      className={`age ${age.state}`}
                      dateTime={r.received_at}
                      title={`Received ${formatIndiaDateTime(r.received_at)}`}
                    >
                      {age.text}
                    </time>
                  </td>
                  <td className="stage">
                    <span className={`badge stage-${r.stage}`}>{stageLabel(r.stage)}</span>
                    {r.stage === 'booked' && r.value ? ` ${formatRupees(r.value)}` : ''}
                  </td>
                  <td className="where">
                    <WhereAndWhen {...r} />
                  </td>
                  <td className="source" data-label="Source">
                    {channelOf(r)}
                  </td>
                  <td className="owner">{ownerLabel(r)}</td>
                  <td className="said">
                    {r.message ? <span className="line">{r.message.split(/\r?\n/)[0]}</span> : null}
                  </td>
                  <td className="contact">
                    {phone ? (
                      <>
                        <ContactButton id={r.lead_id} via="phone" label={`Call ${phone}`} className="call" name="" />
                        <ContactButton
                          id={r.lead_id}
                          via="whatsapp"
                          label="WhatsApp"
                          text={greeting}
                          className="secondary"
                          name={name}
                        />
                      </>
                    ) : links.mail ? (
                      <ContactButton id={r.lead_id} via="email" label="E-mail" className="secondary" name={name} />
                    ) : null}
                  </td>
                  <td className="sel">
                    <input
                      type="checkbox"
                      name="id"
                      value={r.lead_id}
                      form="bulk"
                      id={`sel-${r.lead_id}`}
                      aria-label={`Select ${name}`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {rows && (filters.page > 1 || more) ? (
        <nav className="pager" aria-label="Pages">
          {filters.page > 1 ? (
            <a href={listHref(raw, filters.page - 1)} rel="prev">
              Previous page
            </a>
          ) : (
            <span />
          )}
          {more ? (
            <a href={listHref(raw, filters.page + 1)} rel="next">
              Next page
            </a>
          ) : null}
        </nav>
      ) : null}
      {rows && rows.length ? (
        <section className="bulk card" aria-labelledby="bulk-h">
          <h2 id="bulk-h">With the ticked leads</h2>
          <form id="bulk" method="post" action="/admin/bulk">
            <div className="bulk-grid">
              <div>
                <label htmlFor="b-owner">Owner</label>
                <select id="b-owner" name="owner" defaultValue="">
                  <option value="">Choose a member</option>
                  {owners.map(([v, l]) => (
                    <option key={v} value={v}>
                      {v === '-' ? 'Nobody (unassigned)' : l}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" name="action" value="assign">
                Assign
              </button>
              <div>
                <label htmlFor="b-stage">Status</label>
                <select id="b-stage" name="stage" defaultValue="">
                  <option value="">Choose a status</option>
                  {BULK_STAGES.map((s) => (
                    <option key={s} value={s}>
                      {stageLabel(s)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="b-reason">Reason, for Lost</label>
                <select id="b-reason" name="reason" defaultValue="">
                  <option value="">Choose a reason</option>
                  {LOST_REASONS.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" name="action" value="stage">
                Change status
              </button>
            </div>
            <p className="meta">Booked needs each lead's value: set it on the lead's page.</p>
          </form>
          <p>
            <a className="button secondary" href={`/admin/leads.csv${exportQuery ? `?${exportQuery}` : ''}`}>
              Export this list (CSV, every page)
            </a>
          </p>
        </section>
      ) : null}
    </>
  );
}
