import { cleanFields } from '../../../shared/clean-text';
import { formatIndiaDateTime } from '../../../shared/india-time';
import { FORMS, STAGES, type Filters } from '../forms';
import type { ListRow } from '../../data/inbox';
import { channelOf, contactLinks, delivery, FORM_LABELS, rupees, STAGE_LABELS } from './format';
import { QualityBadge } from './Quality';

interface Props {
  filters: Filters;
  raw: Record<string, string>;
  rows: ListRow[] | null;
  more: boolean;
  siteName: string;
}

/** A query string for this list with `page` replaced (empty filters left out). */
function pageHref(raw: Record<string, string>, page: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) if (v && k !== 'page') params.set(k, v);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `/admin?${s}` : '/admin';
}

function Text({
  name,
  label,
  value,
  type = 'text',
  wide,
}: {
  name: string;
  label: string;
  value: string;
  type?: string;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'wide' : undefined}>
      <label htmlFor={`f-${name}`}>{label}</label>
      <input id={`f-${name}`} name={name} type={type} defaultValue={value} maxLength={100} />
    </div>
  );
}

function Choice({
  name,
  label,
  value,
  options,
  labels,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  labels: Record<string, string>;
}) {
  return (
    <div>
      <label htmlFor={`f-${name}`}>{label}</label>
      <select id={`f-${name}`} name={name} defaultValue={value}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters (a GET form: works without JavaScript, the URL is the state) and one page of leads. */
export function ListPage({ filters, raw, rows: stored, more, siteName }: Props) {
  // A lead's text as the one rule shows it (src/shared/clean-text.ts): no bidi or zero-width characters.
  const rows = stored && cleanFields(stored);
  const f = (k: keyof Filters) => (raw[k] ?? '').slice(0, 100);
  const spamView = filters.quality === 'spam';
  return (
    <>
      <nav className="views" aria-label="Views">
        <a href="/admin" aria-current={spamView ? undefined : 'page'}>
          Leads
        </a>{' '}
        <a href="/admin?quality=spam" aria-current={spamView ? 'page' : undefined}>
          Spam
        </a>
      </nav>
      {spamView ? (
        <p className="meta">
          Kept apart and never passed on: no notice, no backend, no ad platform, not in the reports. Open one and press
          "Not spam" to send a real enquiry on its way.
        </p>
      ) : null}
      <form className="filters" method="get" action="/admin" role="search" aria-label="Filter leads">
        {filters.quality ? <input type="hidden" name="quality" value={filters.quality} /> : null}
        <Text name="q" label="Name, e-mail or phone" value={f('q')} type="search" wide />
        <Choice name="stage" label="Status" value={f('stage')} options={STAGES} labels={STAGE_LABELS} />
        <Choice name="form" label="Form" value={f('form')} options={FORMS} labels={FORM_LABELS} />
        <Text name="service" label="Service" value={f('service')} />
        <Text name="city" label="City" value={f('city')} />
        <Text name="source" label="Source" value={f('source')} />
        <Text name="campaign" label="Campaign" value={f('campaign')} />
        <Text name="from" label="Received from" value={f('from')} type="date" />
        <Text name="to" label="Received to" value={f('to')} type="date" />
        <div className="actions">
          <button type="submit">Filter</button>
          <a href="/admin">Clear filters</a>
        </div>
      </form>
      {rows === null ? null : rows.length === 0 ? (
        <p className="msg">{filters.page > 1 ? 'No more leads.' : 'No leads match.'}</p>
      ) : (
        <table className="leads">
          <caption className="meta">Newest first, page {filters.page}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Service</th>
              <th scope="col">City</th>
              <th scope="col">Received</th>
              <th scope="col">Source</th>
              <th scope="col">Backend</th>
              <th scope="col">Status</th>
              <th scope="col">Contact</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const links = contactLinks(r, siteName);
              return (
                <tr key={r.lead_id}>
                  <td className="name">
                    <a href={`/admin/leads/${r.lead_id}`}>{r.name || '(no name)'}</a>{' '}
                    <span className="meta">{FORM_LABELS[r.form] ?? r.form}</span>{' '}
                    <QualityBadge quality={r.quality} reason={r.quality_reason} />
                    {r.enquiry_no > 1 ? <span className="badge returning">Returning</span> : null}
                  </td>
                  <td data-label="Service">{r.service || '—'}</td>
                  <td data-label="City">{r.city || '—'}</td>
                  <td data-label="Received">{formatIndiaDateTime(r.received_at)}</td>
                  <td data-label="Source">{channelOf(r)}</td>
                  <td data-label="Backend">{delivery(r.ledger_status, r.relay_status)}</td>
                  <td data-label="Status">
                    <span className="badge">{STAGE_LABELS[r.stage] ?? r.stage}</span>
                    {r.stage === 'booked' && r.value ? ` ${rupees(r.value)}` : ''}
                  </td>
                  <td>
                    <span className="contact">
                      {links.tel ? (
                        <a className="button secondary" href={links.tel} aria-label={`Call ${r.name}`}>
                          Call
                        </a>
                      ) : null}
                      {links.whatsapp ? (
                        <a className="button secondary" href={links.whatsapp} aria-label={`WhatsApp ${r.name}`}>
                          WhatsApp
                        </a>
                      ) : null}
                      {links.mail ? (
                        <a className="button secondary" href={links.mail} aria-label={`E-mail ${r.name}`}>
                          E-mail
                        </a>
                      ) : null}
                    </span>
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
            <a href={pageHref(raw, filters.page - 1)} rel="prev">
              Newer leads
            </a>
          ) : (
            <span />
          )}
          {more ? (
            <a href={pageHref(raw, filters.page + 1)} rel="next">
              Older leads
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
