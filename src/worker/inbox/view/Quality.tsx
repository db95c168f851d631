import { formatIndiaDateTime } from '../../../shared/india-time';
import { qualityOf } from '../../leads/quality';
import { ruleLabel } from '../../quality';

/** Why a lead was judged spam, as the Spam view says it (the rule's label, Turnstile's codes). */
export function reasonText(reason: string | null): string {
  if (!reason) return 'no reason recorded';
  if (reason.startsWith('rule: ')) return ruleLabel(reason.slice(6));
  return reason;
}

/** "Spam (why)" or "Unverified" beside a lead's name; nothing for verified, unchecked or released. */
export function QualityBadge({ quality, reason }: { quality: string | null; reason: string | null }) {
  const q = qualityOf(quality);
  if (q === 'spam') return <span className="badge spam">Spam: {reasonText(reason)}</span>;
  if (q === 'unverified') return <span className="badge unverified">Unverified</span>;
  return null;
}

/** The lead page's quality row: how its sender was judged, and "Not spam" for a spam lead (a POST form). */
export function QualityRow({
  action,
  quality,
  reason,
  releasedBy,
  releasedAt,
}: {
  action: string;
  quality: string | null;
  reason: string | null;
  releasedBy: string | null;
  releasedAt: string | null;
}) {
  const q = qualityOf(quality);
  return (
    <>
      <dt>Sender</dt>
      <dd>
        {q === 'spam' ? (
          <>
            <span className="badge spam">Spam</span> {reasonText(reason)}. Kept here only: not sent to the team, the
            backend or an ad platform.
            <form method="post" action={`${action}/not-spam`} className="inline">
              <button type="submit">Not spam</button>
            </form>
          </>
        ) : q === 'unverified' ? (
          <>
            <span className="badge unverified">Unverified</span> {reason ? `(${reason})` : ''} Sent to the team; nothing
            goes to Meta or Google until you move it past New.
          </>
        ) : q === 'released' ? (
          <>
            Marked not spam by {releasedBy ?? 'someone'}
            {releasedAt ? ` on ${formatIndiaDateTime(releasedAt)}` : ''} (was: {reasonText(reason)}).
          </>
        ) : q === 'verified' ? (
          'Verified (Turnstile)'
        ) : (
          'Not checked (Turnstile off)'
        )}
      </dd>
    </>
  );
}
