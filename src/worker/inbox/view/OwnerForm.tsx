import type { Member } from '../../data/team';

/** What the lead page needs for its owner line (inbox/lead/owner.ts ownerProps). */
export interface OwnerProps {
  /** The lead's owner, with their display name ('' when none); null: unassigned. */
  current: { email: string; name: string } | null;
  /** The team now (INBOX_TEAM and the Team page), away ones too. */
  members: Member[];
  /** The signed-in identity: "Take it" when they are a member who does not own it yet. */
  actor: string;
}

export const memberLabel = (m: { email: string; name: string }) => m.name || m.email;

/**
 * The lead's owner, near the top of its page (docs/sales.md "Team"): named, or "Unassigned"; "Take it"
 * in one tap for the signed-in member; any member (or nobody) with a select and a button. Plain
 * POST forms (no script); each change audited (data/team.ts assignLeads).
 */
export function OwnerForm({ current, members, actor, action }: OwnerProps & { action: string }) {
  const mine = members.some((m) => m.email === actor) && current?.email !== actor;
  const url = `${action}/owner`;
  return (
    <div className="owner">
      <p className="owner-now">
        Owner: <strong>{current ? memberLabel(current) : 'Unassigned'}</strong>
        {current?.name ? <span className="meta"> {current.email}</span> : null}
      </p>
      {members.length ? (
        <div className="actions">
          {mine ? (
            <form method="post" action={url}>
              <input type="hidden" name="owner" value={actor} />
              <button type="submit">Take it</button>
            </form>
          ) : null}
          <form method="post" action={url} className="owner-give">
            <label htmlFor="owner" className="visually-hidden">
              Give this lead to
            </label>
            <select id="owner" name="owner" defaultValue={current?.email ?? ''}>
              <option value="">Unassigned</option>
              {current && !members.some((m) => m.email === current.email) ? (
                <option value={current.email}>{memberLabel(current)} (no longer on the team)</option>
              ) : null}
              {members.map((m) => (
                <option key={m.email} value={m.email}>
                  {memberLabel(m)}
                  {m.away ? ' (away)' : ''}
                </option>
              ))}
            </select>
            <button type="submit" className="secondary">
              Assign
            </button>
          </form>
        </div>
      ) : (
        <p className="meta">
          No team yet: add members on the <a href="/admin/team">Team page</a>.
        </p>
      )}
    </div>
  );
}
