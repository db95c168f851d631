import type { PlannedLead } from '../data/lead-rows';
import type { Handlers, JobContext, JobSpec } from '../outbox';

/**
 * The queue side's plug-in: what a concern (notices/, conversions/) gives the queue side
 * (./index.ts): the jobs a lead, a pipeline stage or the clock calls for, and the senders of its
 * job kinds. Each concern's index.ts exports one `concern` of this shape (its jobs.ts).
 */
export type { PlannedLead };

export interface QueuePlugin {
  /** Jobs for a lead just accepted. */
  planLead?(lead: PlannedLead, ctx: JobContext): JobSpec[] | Promise<JobSpec[]>;
  /** Jobs for a lead moved to `stage` in the inbox (e.g. booked → a purchase conversion). */
  planStage?(lead: PlannedLead, stage: string, ctx: JobContext): JobSpec[] | Promise<JobSpec[]>;
  /** Jobs the clock calls for (reminders, digests); run by the cron with its scheduled time. */
  planCron?(ctx: JobContext): JobSpec[] | Promise<JobSpec[]>;
  handlers: Handlers;
}

/** Queue message asking the consumer to run a lead's due jobs now (the inbox sends it after a stage change). */
export interface RunJobsMessage {
  kind: 'run-jobs';
  leadId: string;
}
/**
 * Asks the queue to run a lead's due jobs now. Best effort: the cron's sweep runs them otherwise, so
 * a refused send is logged by the lead's id and the caller goes on.
 */
export async function runJobsNow(env: Env, leadId: string): Promise<void> {
  try {
    await env.LEADS_QUEUE.send({ kind: 'run-jobs', leadId } satisfies RunJobsMessage);
  } catch (error) {
    console.error(
      `lead ${leadId}: run-jobs not queued (the cron sends it): ${error instanceof Error ? error.message : error}`,
    );
  }
}
export const isRunJobs = (b: unknown): b is RunJobsMessage =>
  !!b &&
  typeof b === 'object' &&
  (b as { kind?: unknown }).kind === 'run-jobs' &&
  typeof (b as { leadId?: unknown }).leadId === 'string';

/** The outbox key of a lead's plan for a stage (the inbox writes it with the stage change). */
export const stagePlanKey = (leadId: string, stage: string) => `plan:${stage}:${leadId}`;

/**
 * The plan channel of a Click-to-WhatsApp ad click on a chat already open (chats/inbound.ts,
 * data/chats.ts addAdClick): the planner passes it to each concern's planStage like a stage; the
 * conversions concern answers with Meta's Business Messaging event, the others with nothing.
 */
export const AD_CLICK_PLAN = 'ad-click';

/**
 * The plan channel of an advance received for a proposal (src/worker/payments/apply.ts): its plan
 * row's key names the payment (advancePlanKey); the notices concern answers with an 'advance'
 * notice per channel and recipient for each paid payment of the lead, once each.
 */
export const ADVANCE_PLAN = 'advance';
export const advancePlanKey = (paymentId: string) => `plan:${ADVANCE_PLAN}:${paymentId}`;

/**
 * The visitor's own messages about their payments (src/worker/notices/visitor.ts,
 * docs/decisions/0051-the-balance-and-the-visitors-messages.md), one outbox job per channel and
 * subject, so each goes once: the confirmation of a payment with its receipt link ('receipt', the
 * payment's id), the balance's payment link and its reminder a day before ('balance',
 * 'reminder', the proposal's id), and the booking's cancellation with its refund ('cancelled', the
 * proposal's id). Planned by src/worker/payments/ (notices.ts, balance.ts, refund.ts). And the
 * proposal itself by e-mail, sent from its inbox page (proposalEmailJob).
 */
export const VISITOR_KIND = 'visitor';
export const VISITOR_CHANNELS = ['whatsapp', 'email'] as const;
export const VISITOR_SUBJECTS = ['receipt', 'balance', 'reminder', 'cancelled', 'proposal'] as const;
export type VisitorSubject = (typeof VISITOR_SUBJECTS)[number];
/** Whether a job key's subject (visitorKey) is one of the visitor's messages. */
export const isVisitorSubject = (what: string): what is VisitorSubject =>
  (VISITOR_SUBJECTS as readonly string[]).includes(what);
export const visitorKey = (channel: string, what: VisitorSubject, id: string) =>
  `${VISITOR_KIND}:${channel}:${what}.${id}`;
export const visitorJobs = (what: VisitorSubject, id: string, leadId: string) =>
  VISITOR_CHANNELS.map((channel) => ({ key: visitorKey(channel, what, id), leadId, kind: VISITOR_KIND, channel }));

/**
 * The proposal's link e-mailed to the lead from its inbox page (src/worker/inbox/proposal/routes.tsx):
 * e-mail only (WhatsApp has its own button there). Keyed by the version and the press, the
 * page's one-off token in the form: a double click or a resent form is one e-mail, while a press
 * after the proposal changed, or a later press to send it again, is a new send (one key per
 * version alone would swallow "send it again"; one per request would send a double click twice).
 * Its id: <proposal id>.v<version>.<press>; what is said is read at send time.
 */
export const proposalEmailJob = (proposalId: string, version: number, press: string, leadId: string) => ({
  key: visitorKey('email', 'proposal', `${proposalId}.v${version}.${press}`),
  leadId,
  kind: VISITOR_KIND,
  channel: 'email',
});
