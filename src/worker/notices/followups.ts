import { workingHours } from '../call-times';
import {
  afterBusinessMinutes,
  formatIndiaDateTime,
  indiaClock,
  indiaDay,
  isWorkingDay,
  type WorkingHours,
} from '../../shared/india-time';
import { BUSINESS_HOURS } from '../../shared/site';
import {
  followUpSubject,
  followUpsDue,
  leadsAwaitingFirstContact,
  reassignedSubject,
  reassignedUntold,
} from '../data/follow-ups';
import { leadWork } from '../data/work';
import type { JobContext, JobSpec } from '../outbox';
import type { AnyNoticeChannel } from './channels';
import { spec, type Target } from './keys';
import { line } from './format';

/**
 * The sales team's two clock notices (docs/sales.md "Follow-ups and reminders", "First response"),
 * planned by the cron with its injected clock, each once (the outbox key), and only within business
 * hours of the settings (call-times/index.ts workingHours: by default Monday to Saturday, 10 am - 7 pm
 * India time; a holiday is not one): what falls due at night goes out when the team opens.
 *
 *   escalation  a lead still new with no first contact INBOX_FIRST_RESPONSE_MINUTES business
 *               minutes after it arrived, or after the call time it chose (data/follow-ups.ts
 *               FIRST_RESPONSE_FROM; the one rule: it replaces the old 30-minute reminder)
 *   follow-up   an open lead's follow-up fell due; once per follow-up time
 *   reassigned  (an escalation whose subject is '<lead id>@reassigned') the lead still had no first
 *               contact at twice the target and went to the next member (team/index.ts): the new
 *               owner is told, once
 *
 * Recipients: the chat webhook and the WhatsApp numbers as configured; e-mail, when that channel
 * is on, to the lead's owner (a follow-up and a reassignment: the owner alone if there is one; an
 * escalation: the configured addresses and the owner); push (channels/push.ts): an escalation to
 * every member's devices, the others to the owner's.
 */
const WINDOW_MS = 7 * 24 * 3600_000;

/** Whether an instant falls within the working hours `h` (India time; a holiday does not). */
export function inBusinessHours(at: Date, h: WorkingHours = BUSINESS_HOURS): boolean {
  const c = indiaClock(at);
  return !!c && isWorkingDay(indiaDay(at), h) && c.hour >= h.open && c.hour < h.close;
}

/**
 * The targets of one lead's notice: on a channel that takes the owner (e-mail), the owner (or the
 * configured addresses and the owner); the other channels as configured.
 */
export function recipients(
  ts: Target[],
  owner: string | null,
  kind: 'escalation' | 'follow-up',
  byOwner: string[],
): Target[] {
  const others = ts.filter((t) => !byOwner.includes(t.channel));
  const mine = [...new Set(ts.filter((t) => byOwner.includes(t.channel)).map((t) => t.channel))];
  return [
    ...others,
    ...mine.flatMap((channel) => {
      const configured = ts.filter((t) => t.channel === channel);
      const own = owner ? [{ channel, to: owner.toLowerCase() }] : [];
      return kind === 'follow-up' && owner
        ? own
        : [...configured, ...own.filter((o) => !configured.some((c) => c.to === o.to))];
    }),
  ];
}

/** The cron's jobs: escalations and follow-up reminders due now, on the channels whose settings parse. */
export async function planFollowUps(
  ctx: JobContext,
  ts: Target[],
  channels: readonly AnyNoticeChannel[],
): Promise<JobSpec[]> {
  const hours = workingHours(ctx.config);
  if (!inBusinessHours(ctx.now, hours)) return [];
  const byOwner = channels.filter((c) => c.ownerRecipient).map((c) => c.name);
  // The sales settings as the config reads them (inbox/settings.ts; malformed: 15).
  const target = ctx.config.INBOX_FIRST_RESPONSE_MINUTES ?? 15;
  const since = new Date(ctx.now.getTime() - WINDOW_MS).toISOString();
  const until = new Date(ctx.now.getTime() - target * 60_000).toISOString();
  const specs: JobSpec[] = [];
  for (const r of await leadsAwaitingFirstContact(ctx.db, since, until))
    if (afterBusinessMinutes(new Date(r.received_at), target, hours) <= ctx.now)
      specs.push(
        ...recipients(ts, r.owner, 'escalation', byOwner).map((t) => spec('escalation', t, r.lead_id, r.lead_id)),
      );
  for (const r of await reassignedUntold(ctx.db, since))
    specs.push(
      ...recipients(ts, r.owner, 'follow-up', byOwner).map((t) =>
        spec('escalation', t, reassignedSubject(r.lead_id), r.lead_id),
      ),
    );
  for (const r of await followUpsDue(ctx.db, since, ctx.now.toISOString()))
    specs.push(
      ...recipients(ts, r.owner, 'follow-up', byOwner).map((t) =>
        spec('follow-up', t, followUpSubject(r.lead_id, r.follow_up_at), r.lead_id),
      ),
    );
  return specs;
}

/**
 * At send time: whether the notice still stands (a lead contacted meanwhile gets no escalation; a
 * follow-up moved or closed gets no reminder for its old time), the owner (an e-mail recipient), and
 * the heading of a follow-up.
 */
export async function followUpCheck(
  db: D1Database,
  kind: string,
  leadId: string,
  subject: string,
  stage: string,
): Promise<{ skip: string } | { owner: string | null; title?: string }> {
  const { work } = await leadWork(db, leadId);
  if (kind === 'follow-up') {
    if (!work.follow_up_at || work.next_at === null || followUpSubject(leadId, work.follow_up_at) !== subject)
      return { skip: 'no follow-up reminder: the follow-up was moved or the lead closed' };
    const note = work.follow_up_note ? ` (${line(work.follow_up_note.split('\n')[0]!, 40)})` : '';
    return { owner: work.owner, title: `Follow-up due ${formatIndiaDateTime(work.follow_up_at)}${note}` };
  }
  if (stage !== 'new') return { skip: `no escalation: the lead is ${stage} now` };
  if (work.first_contact_at) return { skip: 'no escalation: first contact recorded' };
  if (subject === reassignedSubject(leadId))
    return { owner: work.owner, title: 'Reassigned: no first contact at twice the target' };
  return { owner: work.owner };
}
