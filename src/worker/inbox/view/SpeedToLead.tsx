import { minutesText } from '../reports/first-response';
import type { SpeedFigures, SpeedGroup } from '../reports/speed-to-lead';

/** A figure kept on one line. */
const keep = (text: string) => text.replace(/ /g, '\u00a0');
const share = (n: number, of: number) => (of ? `${Math.round((100 * n) / of)}% (${n} of ${of})` : '—');

/**
 * The reports' "Speed to lead" table (docs/sales.md "Speed to lead"): by the weekday and the hour a
 * lead arrived, the median time to the automatic answer and to the first human contact, and the
 * share contacted within the target; in all, the share of leads that chose a call time.
 */
export function SpeedToLead({ figures: f }: { figures: SpeedFigures }) {
  const rows = (title: string, list: SpeedGroup[]) => [
    <tr key={`${title}-h`}>
      <th scope="colgroup" colSpan={5}>
        {title}
      </th>
    </tr>,
    ...list.map((r) => (
      <tr key={`${title}-${r.label}`}>
        <th scope="row">{r.label}</th>
        <td data-label="Leads">{r.leads}</td>
        <td data-label="Automatic answer">{f.automatic ? keep(minutesText(r.medianAnswer)) : 'not recorded'}</td>
        <td data-label="First contact">{keep(minutesText(r.medianContact))}</td>
        <td data-label="Within target">{share(r.withinTarget, r.measured)}</td>
      </tr>
    )),
  ];
  return (
    <section className="card speedtolead" aria-labelledby="stl-h">
      <h2 id="stl-h">Speed to lead</h2>
      <p className="meta">
        Medians by when leads arrive (India time): the automatic answer in minutes, the first human contact in business
        minutes. Target: {minutesText(f.target)}. Chose a call time:{' '}
        {f.choseTime ? share(f.choseTime.chose, f.choseTime.of) : 'not recorded'}.
      </p>
      <div className="scroll" tabIndex={0} role="region" aria-label="Speed to lead, table">
        <table className="data labelled">
          <thead>
            <tr>
              <th scope="col">Arrived</th>
              <th scope="col">Leads</th>
              <th scope="col">Automatic answer</th>
              <th scope="col">First contact</th>
              <th scope="col">Within target</th>
            </tr>
          </thead>
          <tbody>
            {rows('In all', [f.total])}
            {rows('By weekday', f.byWeekday)}
            {rows('By hour', f.byHour)}
          </tbody>
        </table>
      </div>
    </section>
  );
}
