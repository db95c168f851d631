import type { QueuePlugin } from '../queue/plugin';
import { graphSettings } from '../graph/settings';
import {
  enqueue,
  releaseWaiting,
  type Handler,
  type Job,
  type JobContext,
  type JobSpec,
  type SendResult,
} from '../outbox';
import { readGroup } from '../settings/zod';
import { parseKey, roughTargets, spec, targets, type Channel, type Kind, type Target } from './channels';
import { emailSettings, scheduleSettings, webhookSettings, whatsappSettings } from './settings';
import { chatDigest, emailDigest, readDigest, whatsappDigestParams } from './digest';
import { chatNotice, emailNotice, whatsappParams } from './format';
import { readLead } from './lead';
import { followUpCheck, planFollowUps } from './followups';
import { sendEmail, sendWebhook, sendWhatsApp } from './send';
import { indiaDay, indiaHour } from '../../shared/india-time';

/**
 * Lead notifications (issue 20): a notice per configured channel and recipient for every lead
 * accepted; the first-response escalation and the follow-up reminders (./followups.ts: one rule
 * for a lead not contacted in time, INBOX_FIRST_RESPONSE_MINUTES business minutes); a digest at
 * 9am India time. Planned as outbox jobs (at most once each, retried until sent or 12 h old); sent
 * from the queue side, never on the lead's request path.
 */
export const DIGEST_HOUR = 9;
const DAY_MS = 24 * 3600_000;

/** Each channel's settings read on their own: one malformed channel never stops another. */
function read(env: object) {
  return {
    webhook: readGroup(webhookSettings, env),
    email: readGroup(emailSettings, env),
    whatsapp: readGroup(whatsappSettings, env),
    schedule: readGroup(scheduleSettings, env),
    graph: readGroup(graphSettings, env),
  };
}
type Settings = ReturnType<typeof read>;
const cache = new WeakMap<object, Settings>();
function settings(ctx: JobContext): Settings {
  let hit = cache.get(ctx.env);
  if (!hit) cache.set(ctx.env, (hit = read(ctx.env)));
  return hit;
}

const CHANNELS: readonly Channel[] = ['webhook', 'email', 'whatsapp'];

/** Targets of the channels whose settings parse; a malformed channel gets its one waiting job (roughTargets). */
function planTargets(cfg: Settings, env: object): Target[] {
  const rough = roughTargets(env as Record<string, unknown>);
  return CHANNELS.flatMap((channel) => {
    const r = cfg[channel];
    if (!r.ok) return rough.filter((t) => t.channel === channel);
    return targets(r.value).filter((t) => t.channel === channel);
  });
}

/** Why a channel cannot send now because of its settings (malformed, or WhatsApp's Graph origin), else null. */
function configProblem(cfg: Settings, channel: string): string | null {
  const r = CHANNELS.includes(channel as Channel) ? cfg[channel as Channel] : null;
  if (r && !r.ok) return r.problem;
  if (channel === 'whatsapp' && !cfg.graph.ok) return cfg.graph.problem;
  return null;
}

/** A configuration failure never uses up the job: it waits, and goes out once the settings are right. */
const waiting = (error: string): SendResult => ({ ok: false, error, waiting: true });

async function planLead(lead: { id: string }, ctx: JobContext): Promise<JobSpec[]> {
  const cfg = settings(ctx);
  return planTargets(cfg, ctx.env).map((t) => spec('notice', t, lead.id, lead.id));
}

/** Channels whose settings now let them send: their waiting jobs may go. */
function readyChannels(all: Settings): Channel[] {
  const wa = all.whatsapp.value;
  return CHANNELS.filter(
    (ch) =>
      configProblem(all, ch) === null &&
      (ch !== 'whatsapp' || !!(wa.WHATSAPP_PHONE_NUMBER_ID && wa.WHATSAPP_TOKEN && wa.WHATSAPP_TEMPLATE)),
  );
}

async function planCron(ctx: JobContext): Promise<JobSpec[]> {
  const all = settings(ctx);
  // Jobs that waited for their channel's settings go out in this run's sweep once those parse.
  await releaseWaiting(
    ctx.db,
    ['notice', 'reminder', 'escalation', 'follow-up', 'digest'],
    readyChannels(all),
    ctx.now,
  );
  // Reminders and digests go to the channels whose settings parse (schedule malformed: neither).
  const ts = CHANNELS.flatMap((channel) => {
    const r = all[channel];
    return r.ok ? targets(r.value).filter((t) => t.channel === channel) : [];
  });
  if (!ts.length) return [];
  const cfg = { ...all.schedule.value, ...(all.whatsapp.ok ? all.whatsapp.value : {}) };
  const specs: JobSpec[] = [];
  if (cfg.NOTIFY_REMINDERS === 'on') specs.push(...(await planFollowUps(ctx, ts)));
  // The first run at or after 9am plans the digest of the India day before (never of older days).
  if (cfg.NOTIFY_DIGEST === 'on' && indiaHour(ctx.now) >= DIGEST_HOUR) {
    const yesterday = new Date(Date.parse(`${indiaDay(ctx.now)}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    for (const t of ts)
      if (t.channel !== 'whatsapp' || cfg.WHATSAPP_DIGEST_TEMPLATE) specs.push(spec('digest', t, yesterday, null));
  }
  return specs;
}

/** One sender for a kind: reads the lead (or the digest) now, then sends on the job's channel. */
const handler = (kind: Kind): Handler => ({
  async send(job: Job, ctx: JobContext): Promise<SendResult> {
    const all = settings(ctx);
    const { channel, subject, to } = parseKey(job.key);
    const problem = configProblem(all, channel);
    if (problem) return waiting(`Invalid configuration: ${problem} (sent once it is fixed)`);
    // A channel's one job planned while its settings were malformed: now one job per recipient.
    if ((channel === 'email' || channel === 'whatsapp') && !to) {
      const ts = planTargets(all, ctx.env).filter((t) => t.channel === channel && t.to);
      await enqueue(
        ctx.db,
        ts.map((t) => spec(kind, t, subject, job.leadId)),
        ctx.now,
      );
      return {
        ok: false,
        error: `settings fixed: ${ts.length} job(s), one per recipient, planned instead`,
        skipped: true,
      };
    }
    const cfg = {
      ...all.webhook.value,
      ...all.email.value,
      ...all.whatsapp.value,
      META_GRAPH_URL: all.graph.ok ? all.graph.value.META_GRAPH_URL : undefined,
    };
    const siteUrl = ctx.config.siteUrl;

    let chat: unknown, mail: { subject: string; text: string; html: string }, params: string[];
    let owner: string | null = null;
    if (kind === 'digest') {
      const d = await readDigest(ctx.db, subject);
      [chat, mail, params] = [chatDigest(d, siteUrl), emailDigest(d, siteUrl), whatsappDigestParams(d, siteUrl)];
    } else {
      const lead = job.leadId ? await readLead(ctx.db, job.leadId) : null;
      if (!lead) return { ok: false, error: 'lead erased or gone: nothing sent', skipped: true };
      let title: string | undefined;
      if (kind === 'reminder' || kind === 'escalation' || kind === 'follow-up') {
        const check = await followUpCheck(ctx.db, kind, lead.id, subject, lead.stage);
        if ('skip' in check) return { ok: false, error: check.skip, skipped: true };
        [owner, title] = [check.owner, check.title];
      }
      [chat, mail, params] = [
        chatNotice(kind, lead, siteUrl, title),
        emailNotice(kind, lead, siteUrl, title),
        whatsappParams(kind, lead, siteUrl, title),
      ];
    }

    switch (channel) {
      case 'webhook':
        if (!cfg.NOTIFY_WEBHOOK_URL) return { ok: false, error: 'chat webhook not configured any more', skipped: true };
        return sendWebhook(cfg.NOTIFY_WEBHOOK_URL, chat);
      case 'email': {
        // The lead's owner is a recipient of its escalation and follow-up reminders (./followups.ts).
        if (!to || !(cfg.NOTIFY_EMAIL_TO?.some((a) => a.toLowerCase() === to) || (owner && owner.toLowerCase() === to)))
          return { ok: false, error: 'recipient not configured any more', skipped: true };
        const from = cfg.NOTIFY_EMAIL_FROM ?? `leads@${new URL(siteUrl).hostname}`;
        return sendEmail(ctx.env.NOTIFY_EMAIL, { from, fromName: `${ctx.config.SITE_NAME} leads`, to, ...mail });
      }
      case 'whatsapp': {
        if (!to || !cfg.NOTIFY_WHATSAPP_TO?.some((n) => n.replace(/^\+/, '') === to))
          return { ok: false, error: 'recipient not configured any more', skipped: true };
        const template = kind === 'digest' ? cfg.WHATSAPP_DIGEST_TEMPLATE : cfg.WHATSAPP_TEMPLATE;
        const missing = [
          ['WHATSAPP_PHONE_NUMBER_ID', cfg.WHATSAPP_PHONE_NUMBER_ID],
          ['WHATSAPP_TOKEN', cfg.WHATSAPP_TOKEN],
          [kind === 'digest' ? 'WHATSAPP_DIGEST_TEMPLATE' : 'WHATSAPP_TEMPLATE', template],
        ]
          .filter(([, v]) => !v)
          .map(([k]) => k);
        if (missing.length)
          return waiting(`WhatsApp is not fully configured: ${missing.join(', ')} not set (sent once it is set)`);
        return sendWhatsApp(
          { META_GRAPH_URL: cfg.META_GRAPH_URL },
          { phoneNumberId: cfg.WHATSAPP_PHONE_NUMBER_ID!, token: cfg.WHATSAPP_TOKEN!, template: template!, to, params },
        );
      }
      default:
        return { ok: false, error: `unknown channel '${channel}'`, permanent: true };
    }
  },
});

export const plugin: QueuePlugin = {
  planLead,
  planCron,
  handlers: {
    notice: handler('notice'),
    // 'reminder': jobs planned before the escalation replaced it, sent as escalations.
    reminder: handler('reminder'),
    escalation: handler('escalation'),
    'follow-up': handler('follow-up'),
    digest: handler('digest'),
  },
};
