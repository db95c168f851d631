import { plural } from '../../../shared/vocabulary/plural';

/** A lead a bulk change left alone, and why ("already Quoted", "Someone changed this lead meanwhile…"). */
export interface Skipped {
  /** '' when there is no lead page to link to. */
  id: string;
  name: string;
  why: string;
}

const leads = (n: number) => plural(n, 'lead', 'leads');

/** What a bulk action did (inbox/list/routes.tsx): how many leads changed, and each one skipped with why. */
export function BulkResult({ changed, what, skipped }: { changed: number; what: string; skipped: Skipped[] }) {
  return (
    <>
      {what ? (
        <p className="msg ok" role="status">
          {leads(changed)} {what}.{skipped.length ? ` Skipped: ${skipped.length}.` : ''}
        </p>
      ) : null}
      {skipped.length ? (
        <section className="card" aria-labelledby="skipped-h">
          <h2 id="skipped-h">Skipped</h2>
          <ul className="list">
            {skipped.map((s, i) => (
              <li key={s.id || i}>
                {s.id ? <a href={`/admin/leads/${s.id}`}>{s.name}</a> : s.name}
                {s.why ? `: ${s.why}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <a className="button secondary" href="/admin">
          Back to the queue
        </a>
      </p>
    </>
  );
}
