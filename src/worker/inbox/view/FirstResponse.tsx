import { Fragment } from 'react';
import { cleanText } from '../../../shared/clean-text';
import { minutesText, shareText, type FirstResponseFigures, type FirstResponseRow } from '../reports/first-response';

/** A figure kept on one line ('2 h 5 min', '80% (8 of 10)' breaks only before its bracket). */
const keep = (text: string) => text.replace(/ /g, '\u00a0');

/** An e-mail address may break before its '@' and dots (and nowhere else: no split words). */
const breakable = (text: string) =>
  text.split(/(?=[@.])/).map((part, i) => (
    <Fragment key={i}>
      {i ? <wbr /> : null}
      {part}
    </Fragment>
  ));

/** The reports' "Time to first contact" table (docs/sales.md "First response"): in all, per person, per week. */
export function FirstResponse({ figures: f }: { figures: FirstResponseFigures }) {
  const rows = (title: string, list: FirstResponseRow[]) => [
    <tr key={`${title}-h`}>
      <th scope="colgroup" colSpan={5}>
        {title}
      </th>
    </tr>,
    ...list.map((r) => (
      <tr key={`${title}-${r.label}`}>
        <th scope="row">{breakable(cleanText(r.label))}</th>
        <td data-label="Leads">{r.leads}</td>
        <td data-label="Contacted">{r.contacted}</td>
        <td data-label="Median">{keep(minutesText(r.median))}</td>
        <td data-label="Within target">{keep(shareText(r)).replace('\u00a0(', ' (')}</td>
      </tr>
    )),
  ];
  return (
    <section className="card firstresponse" aria-labelledby="fr-h">
      <h2 id="fr-h">Time to first contact</h2>
      <p className="meta">
        Business minutes (Monday to Saturday, 10 am to 7 pm India time) from a lead's arrival to its first call,
        WhatsApp or e-mail tap, status change or reply. Target: {minutesText(f.target)}.
      </p>
      {/* Focusable: a table wider than a phone scrolls, and the keyboard can scroll it too. */}
      <div className="scroll" tabIndex={0} role="region" aria-label="Time to first contact, table">
        <table className="data labelled">
          <thead>
            <tr>
              <th scope="col">Leads of</th>
              <th scope="col">Leads</th>
              <th scope="col">Contacted</th>
              <th scope="col">Median</th>
              <th scope="col">Within target</th>
            </tr>
          </thead>
          <tbody>
            {rows('In all', [f.total])}
            {rows('Per person', f.byOwner)}
            {rows('Per week', f.byWeek)}
          </tbody>
        </table>
      </div>
    </section>
  );
}
