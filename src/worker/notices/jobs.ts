import type { Concern } from '../queue/concern';
import { notifyConfig, type NotifyConfig } from '../config';
import type { Handler, Job, JobContext, JobSpec, SendResult } from '../outbox';
import { parseKey, roughTargets, spec, targets, type Kind } from './channels';
import { chatDigest, emailDigest, readDigest, whatsappDigestParams } from './digest';
import { chatNotice, emailNotice, whatsappParams } from './format';
import { readLead } from './lead';
import { leadsAwaitingReminder } from '../data/leads';
import { sendEmail, sendWebhook, sendWhatsApp } from './send';
import { afterBusinessMinutes, indiaDay, indiaHour } from '../../shared/india-time';
import { BUSINESS_HOURS } from '../../shared/site';

/**
 * Lead notifications (issue 20): a notice per configured channel and recipient for every lead
 * accepted, a reminder for a lead still 'new' 30 business minutes later, a digest at 9am India
 * time. Planned as outbox jobs (at most once each, retried until sent or 12 h old); sent from the
 * queue side, never on the lead's request path.
 */
export const REMINDER_AFTER_MINUTES = 30;
export const DIGEST_HOUR = 9;
/** Reminders look back this far for leads still new (a weekend is the longest wait). */
const REMINDER_WINDOW_MS = 3 * 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

function settings(ctx: JobContext): NotifyConfig | string {
  return notifyConfig(ctx.env);
}

async function planLead(lead: { id: string }, ctx: JobContext): Promise<JobSpec[]> {
  const cfg = settings(ctx);
  if (typeof cfg === 'string') console.error(`notices: ${cfg}`);
  const ts = typeof cfg === 'string' ? roughTargets(ctx.env as unknown as Record<string, unknown>) : targets(cfg);
  return ts.map((t) => spec('notice', t, lead.id, lead.id));
}

async function planCron(ctx: JobContext): Promise<JobSpec[]> {
  const cfg = settings(ctx);
  if (typeof cfg === 'string') return [];
  const ts = targets(cfg);
  if (!ts.length) return [];
  const specs: JobSpec[] = [];
  if (cfg.NOTIFY_REMINDERS === 'on') {
    const since = new Date(ctx.now.getTime() - REMINDER_WINDOW_MS).toISOString();
    const until = new Date(ctx.now.getTime() - REMINDER_AFTER_MINUTES * 60_000).toISOString();
    for (const r of await leadsAwaitingReminder(ctx.db, since, until)) {
      if (afterBusinessMinutes(new Date(r.received_at), REMINDER_AFTER_MINUTES, BUSINESS_HOURS) <= ctx.now)
        specs.push(...ts.map((t) => spec('reminder', t, r.lead_id, r.lead_id)));
    }
  }
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
    const cfg = settings(ctx);
    if (typeof cfg === 'string') return { ok: false, error: cfg, permanent: true };
    const { channel, subject, to } = parseKey(job.key);
    const siteUrl = ctx.config.siteUrl;

    let chat: unknown, mail: { subject: string; text: string; html: string }, params: string[];
    if (kind === 'digest') {
      const d = await readDigest(ctx.db, subject);
      [chat, mail, params] = [chatDigest(d, siteUrl), emailDigest(d, siteUrl), whatsappDigestParams(d, siteUrl)];
    } else {
      const lead = job.leadId ? await readLead(ctx.db, job.leadId) : null;
      if (!lead) return { ok: false, error: 'lead erased or gone: nothing sent', skipped: true };
      if (kind === 'reminder' && lead.stage !== 'new')
        return { ok: false, error: `no reminder: the lead is ${lead.stage} now`, skipped: true };
      [chat, mail, params] = [
        chatNotice(kind, lead, siteUrl),
        emailNotice(kind, lead, siteUrl),
        whatsappParams(kind, lead, siteUrl),
      ];
    }

    switch (channel) {
      case 'webhook':
        if (!cfg.NOTIFY_WEBHOOK_URL) return { ok: false, error: 'chat webhook not configured any more', skipped: true };
        return sendWebhook(cfg.NOTIFY_WEBHOOK_URL, chat);
      case 'email': {
        if (!to || !cfg.NOTIFY_EMAIL_TO?.some((a) => a.toLowerCase() === to))
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
          return {
            ok: false,
            error: `WhatsApp is not fully configured: ${missing.join(', ')} not set`,
            permanent: true,
          };
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

export const concern: Concern = {
  planLead,
  planCron,
  handlers: { notice: handler('notice'), reminder: handler('reminder'), digest: handler('digest') },
};
