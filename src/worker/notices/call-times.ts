import { formatIndiaDateTime, formatIndiaTime } from '../../shared/india-time';
import { callSubject, callsToTell, chosenCallTime } from '../data/call-times';
import { leadWork } from '../data/work';
import type { JobContext, JobSpec } from '../outbox';
import type { AnyNoticeChannel } from './channels';
import { recipients } from './followups';
import { spec, type Target } from './keys';

/**
 * The call a visitor chose (docs/sales.md#call-times-the-visitor-chose): two clock notices planned
 * by the cron, each once (the outbox key '<kind>:<channel>:<lead id>@<call's UTC minute>'), on every
 * channel whose settings parse (a push channel registered in channels/index.ts gets them too), to
 * the lead's owner where a channel takes the owner (e-mail), as a follow-up's:
 *
 *   call-chosen  the visitor chose a time (the next run after the choice)
 *   call-time    the call starts in CALL_REMINDER_MINUTES (planned by the first run at or after
 *                that moment; the cron runs every 5 minutes and slots start on the hour or half hour)
 *
 * A call the team has since moved (the lead's follow-up changed) or a lead closed gets neither.
 */
export const CALL_REMINDER_MINUTES = 10;
export const CALL_KINDS = ['call-chosen', 'call-time'] as const;
export type CallKind = (typeof CALL_KINDS)[number];
const DAY_MS = 24 * 3600_000;

/** The cron's call notices due now. */
export async function planCallTimes(
  ctx: JobContext,
  ts: Target[],
  channels: readonly AnyNoticeChannel[],
): Promise<JobSpec[]> {
  const byOwner = channels.filter((c) => c.ownerRecipient).map((c) => c.name);
  const now = ctx.now.getTime();
  const { chosen, soon } = await callsToTell(
    ctx.db,
    new Date(now - DAY_MS).toISOString(),
    ctx.now.toISOString(),
    new Date(now + CALL_REMINDER_MINUTES * 60_000).toISOString(),
  );
  const plan = (kind: CallKind, rows: typeof chosen) =>
    rows.flatMap((r) =>
      recipients(ts, r.owner, 'follow-up', byOwner).map((t) =>
        spec(kind, t, callSubject(r.lead_id, r.call_at), r.lead_id),
      ),
    );
  return [...plan('call-chosen', chosen), ...plan('call-time', soon)];
}

/**
 * At send time: whether the call still stands as chosen (the job's subject names the lead's chosen
 * time, still its follow-up, the lead open), its owner, and the heading.
 */
export async function callTimeCheck(
  db: D1Database,
  kind: CallKind,
  leadId: string,
  subject: string,
): Promise<{ skip: string } | { owner: string | null; title: string }> {
  const [{ work }, chosen] = await Promise.all([leadWork(db, leadId), chosenCallTime(db, leadId)]);
  if (
    !chosen ||
    work.next_at === null ||
    work.follow_up_at !== chosen.call_at ||
    callSubject(leadId, chosen.call_at) !== subject
  )
    return { skip: 'no call notice: the call time was moved or the lead closed' };
  const title =
    kind === 'call-chosen'
      ? `Call time chosen by the visitor: ${formatIndiaDateTime(chosen.call_at)}`
      : `Call in ${CALL_REMINDER_MINUTES} minutes, at ${formatIndiaTime(chosen.call_at)} (chosen by the visitor)`;
  return { owner: work.owner, title };
}
