import { workingHours } from '../call-times';
import { callSubject, callsToConfirm, chosenCallTime } from '../data/call-times';
import { graphSettings } from '../graph/settings';
import type { Handler, Job, JobContext, JobSpec, SendResult } from '../outbox';
import type { PlannedLead } from '../queue/plugin';
import { readGroup } from '../settings/zod';
import { leadLanguage } from '../../shared/i18n/lead-language';
import { ackLanguage, ackParams } from './ack-text';
import { callTimeCheck } from './call-times';
import { waiting } from './channels/types';
import { readLead } from './lead';
import { sendWhatsApp } from './send';
import { ackSettings, whatsappSettings } from './settings';

/**
 * The acknowledgement (docs/sales.md "What the visitor is sent"): a lead that ticked the WhatsApp
 * opt-in and was verified, or released from spam by a person, gets one approved template message
 * (WHATSAPP_ACK_TEMPLATE, approved in the languages of WHATSAPP_ACK_LANGUAGES) in the language of
 * the page it came from, with their first name, what they asked for and when the team will call
 * (./ack-text.ts). One outbox
 * job `ack:whatsapp:<lead id>` (a second plan of the lead adds nothing: exactly once), planned with
 * the lead's notices and sent beside its relay, so it goes within a minute; retried like every
 * notice, its state on the lead page. Nothing for spam, unverified or unchecked leads, or without
 * opt-in (docs/decisions/0034-whatsapp-acknowledgement-only-for-verified-opt-ins.md).
 *
 * The call time the visitor chose (docs/product.md#choosing-a-call-time) is its "when": an
 * acknowledgement sent after the choice says that time; a choice made after the acknowledgement went
 * is confirmed by the same template, once, with the chosen time (the job
 * `ack:whatsapp:<lead id>@<call's minute>`, planned by the cron: planAckConfirmations).
 */
export const ACK_KIND = 'ack';
const ACKED = ['verified', 'released'];
/** An acknowledgement held up longer (settings missing, a long outage) is no longer one: skipped. */
export const ACK_LATE_MS = 12 * 3600_000;

export const ackKey = (leadId: string) => `${ACK_KIND}:whatsapp:${leadId}`;

/** The acknowledgement a lead calls for at its plan: one job, or none. */
export function planAck(lead: PlannedLead, ctx: JobContext): JobSpec[] {
  const settings = readGroup(ackSettings, ctx.env);
  // A malformed template name plans the job all the same: it waits, and goes once fixed.
  if (settings.ok && !settings.value.WHATSAPP_ACK_TEMPLATE) return [];
  if (!ACKED.includes(lead.quality ?? '') || lead.whatsapp_opt_in !== 1) return [];
  return [{ key: ackKey(lead.id), leadId: lead.id, kind: ACK_KIND, channel: 'whatsapp' }];
}

/** The confirmations of chosen call times due now (data/call-times.ts callsToConfirm): one job each. */
export async function planAckConfirmations(ctx: JobContext): Promise<JobSpec[]> {
  const settings = readGroup(ackSettings, ctx.env);
  if (settings.ok && !settings.value.WHATSAPP_ACK_TEMPLATE) return [];
  const since = new Date(ctx.now.getTime() - 24 * 3600_000).toISOString();
  const rows = await callsToConfirm(ctx.db, since, ctx.now.toISOString());
  return rows.map((r) => ({
    key: `${ACK_KIND}:whatsapp:${callSubject(r.lead_id, r.call_at)}`,
    leadId: r.lead_id,
    kind: ACK_KIND,
    channel: 'whatsapp',
  }));
}

/**
 * The call time {{3}} says, or why nothing is sent: a confirmation's call must still stand as chosen
 * and lie ahead; the first acknowledgement says a chosen time still ahead, else the target.
 */
async function chosenFor(
  db: D1Database,
  job: Job,
  leadId: string,
  now: Date,
): Promise<{ skip: string } | { callAt?: Date }> {
  if (job.key === ackKey(leadId)) {
    const chosen = await chosenCallTime(db, leadId);
    return chosen && Date.parse(chosen.call_at) > now.getTime() ? { callAt: new Date(chosen.call_at) } : {};
  }
  const subject = job.key.slice(`${ACK_KIND}:whatsapp:`.length);
  const check = await callTimeCheck(db, 'call-chosen', leadId, subject);
  if ('skip' in check) return check;
  const chosen = await chosenCallTime(db, leadId);
  if (!chosen || Date.parse(chosen.call_at) <= now.getTime())
    return { skip: 'no confirmation: the call time has passed' };
  return { callAt: new Date(chosen.call_at) };
}

/** Why the acknowledgement cannot go now because of settings (it waits), else the sender's settings. */
function sender(env: object) {
  const ack = readGroup(ackSettings, env);
  const wa = readGroup(whatsappSettings, env);
  const graph = readGroup(graphSettings, env);
  const problem = !ack.ok ? ack.problem : !wa.ok ? wa.problem : !graph.ok ? graph.problem : null;
  if (problem) return { why: `Invalid configuration: ${problem} (sent once it is fixed)` };
  const unset = [
    ['WHATSAPP_ACK_TEMPLATE', ack.value.WHATSAPP_ACK_TEMPLATE],
    ['WHATSAPP_PHONE_NUMBER_ID', wa.value.WHATSAPP_PHONE_NUMBER_ID],
    ['WHATSAPP_TOKEN', wa.value.WHATSAPP_TOKEN],
  ].filter(([, v]) => !v);
  if (unset.length)
    return {
      why: `WhatsApp is not fully configured: ${unset.map(([n]) => n).join(', ')} not set (sent once it is set)`,
    };
  return {
    graph: { META_GRAPH_URL: graph.value.META_GRAPH_URL },
    phoneNumberId: wa.value.WHATSAPP_PHONE_NUMBER_ID!,
    token: wa.value.WHATSAPP_TOKEN!,
    template: ack.value.WHATSAPP_ACK_TEMPLATE!,
    languages: ack.value.WHATSAPP_ACK_LANGUAGES,
  };
}

/** Whether the acknowledgement's settings let it go now (the cron then releases waiting ones). */
export const ackReady = (env: object) => !('why' in sender(env));

export const ackHandler: Handler = {
  async send(job: Job, ctx: JobContext): Promise<SendResult> {
    const lead = job.leadId ? await readLead(ctx.db, job.leadId) : null;
    if (!lead) return { ok: false, error: 'lead erased or gone: nothing sent', skipped: true };
    // Read again at send time: a lead marked spam since, or an opt-in withdrawn, gets nothing.
    if (!ACKED.includes(lead.quality ?? '') || !lead.whatsappOptIn)
      return { ok: false, error: 'not verified, or no WhatsApp opt-in: nothing sent', skipped: true };
    if (!lead.phone) return { ok: false, error: 'no usable phone number: nothing sent', skipped: true };
    if (ctx.now.getTime() - Date.parse(job.createdAt) > ACK_LATE_MS)
      return { ok: false, error: 'planned over 12 hours ago: too late for an acknowledgement', skipped: true };
    const s = sender(ctx.env);
    if ('why' in s) return waiting(s.why!);
    const when = await chosenFor(ctx.db, job, lead.id, ctx.now);
    if ('skip' in when) return { ok: false, error: when.skip, skipped: true };
    const lang = ackLanguage(leadLanguage(lead.language), s.languages);
    const minutes = ctx.config.INBOX_FIRST_RESPONSE_MINUTES ?? 15;
    const hours = workingHours(ctx.config);
    return sendWhatsApp(s.graph, {
      phoneNumberId: s.phoneNumberId,
      token: s.token,
      template: s.template,
      language: lang,
      to: lead.phone,
      params: ackParams(lead, lang, ctx.now, minutes, { hours, ...when }),
    });
  },
};
