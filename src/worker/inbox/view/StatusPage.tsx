import { formatIndiaDateTime } from '../../../shared/india-time';
import type { SettingProblem } from '../../data/setting-problems';
import type { GroupStatus } from '../../settings';

const STATE: Record<GroupStatus['state'], string> = { on: 'on', off: 'off (not set)', invalid: 'off (invalid)' };

/**
 * Each concern's settings (docs/operators.md#configuration): on, off (not set), or off because a
 * setting is malformed, named with the rule it breaks (never its value: it may be a secret).
 */
export function StatusPage({ concerns, seen = [] }: { concerns: GroupStatus[]; seen?: SettingProblem[] }) {
  return (
    <>
      {seen.length ? (
        <section id="seen-problems" aria-labelledby="seen-problems-title">
          <h2 id="seen-problems-title">Refused at run time</h2>
          <p>
            A setting that is well formed but that its service refuses: fix it in the Worker's settings and redeploy.
          </p>
          <ul>
            {seen.map((p) => (
              <li key={p.setting} data-setting={p.setting}>
                {`${p.setting} ${p.problem} at ${formatIndiaDateTime(p.seen_at)}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        What each part of the site runs with. A malformed setting turns its part off (the site and lead capture go on);
        fix it in the Worker's settings and redeploy.
      </p>
      <div className="scroll">
        <table className="data settings">
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">State</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {concerns.map((s) => (
              <tr key={s.id} id={`concern-${s.id}`} data-state={s.state}>
                <th scope="row">{s.label}</th>
                <td>{STATE[s.state]}</td>
                <td>{s.state === 'invalid' ? `${s.problem}. Meanwhile: ${s.whenInvalid}.` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
