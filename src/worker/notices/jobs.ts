import { ADVANCE_PLAN, VISITOR_KIND, type PlannedLead, type QueuePlugin } from '../queue/plugin';
import { visitorHandler } from './visitor';
import { advanceCheck, paidAdvances } from './advance';
import { ACK_KIND, ackHandler, ackReady, planAck, planAckConfirmations } from './ack';
import {
  enqueue,
  releaseWaiting,
  type Handler,
  type Job,
  type JobContext,
  type JobSpec,
  type SendResult,
} from '../outbox';
import { readGroup, type Reading } from '../settings/zod';
import { NOTICE_CHANNELS, type AnyNoticeChannel, type Subject } from './channels';
import { waiting } from './channels/types';
import { parseKey, roughTargets, spec, targets, type Kind, type Target } from './keys';
import { scheduleSettings } from './settings';
import { readDigest } from './digest';
import { readLead } from './lead';
import { followUpCheck, planFollowUps } from './followups';
import { CALL_KINDS, callTimeCheck, planCallTimes, type CallKind } from './call-times';
import { indiaDay, indiaHour } from '../../shared/india-time';

/**
 * Lead notifications (docs/sales.md#notices): a notice per configured channel and recipient for every lead
 * accepted; the first-response escalation and the follow-up reminders (./followups.ts: one rule
 * for a lead not contacted in time, INBOX_FIRST_RESPONSE_MINUTES business minutes); a digest at
 * 9am India time. Planned as outbox jobs (at most once each, retried until sent or 12 h old); sent
 * from the queue side, never on the lead's request path.
 */
export const DIGEST_HOUR = 9;
const DAY_MS = 24 * 3600_000;
const KINDS: Kind[] = ['notice', 'reminder', 'escalation', 'follow-up', ...CALL_KINDS, 'advance', 'digest'];

/**
 * The notices' concern over a list of channels (./channels/index.ts NOTICE_CHANNELS; a test may
 * give its own): what each lead and the clock plan, and the one sender of every kind.
 */
export function noticePlugin(channels: readonly AnyNoticeChannel[]): QueuePlugin {
  /** Each channel's settings read on their own: one malformed channel never stops another. */
  function read(env: object) {
    return {
      channels: new Map(channels.map((c) => [c.name, readGroup(c.settings, env) as Reading])),
      schedule: readGroup(scheduleSettings, env),
    };
  }
  type Settings = ReturnType<typeof read>;
  const cache = new WeakMap<object, Settings>();
  function settings(ctx: JobContext): Settings {
    let hit = cache.get(ctx.env);
    if (!hit) cache.set(ctx.env, (hit = read(ctx.env)));
    return hit;
  }

  /** Targets of the channels whose settings parse; a malformed channel gets its one waiting job (roughTargets). */
  function planTargets(cfg: Settings, env: object): Target[] {
    return channels.flatMap((c) => {
      const r = cfg.channels.get(c.name)!;
      return r.ok ? targets(c, r.value) : roughTargets(c, env as Record<string, unknown>);
    });
  }

  /** Why a channel cannot send now because of its settings (malformed, or another concern's it needs), else null. */
  function configProblem(cfg: Settings, c: AnyNoticeChannel, env: object): string | null {
    const r = cfg.channels.get(c.name)!;
    if (!r.ok) return r.problem;
    return c.problem?.(env) ?? null;
  }

  async function planLead(lead: PlannedLead, ctx: JobContext): Promise<JobSpec[]> {
    const cfg = settings(ctx);
    // The team's notices, and the lead's own acknowledgement when it opted in (./ack.ts).
    return [...planTargets(cfg, ctx.env).map((t) => spec('notice', t, lead.id, lead.id)), ...planAck(lead, ctx)];
  }

  /** An advance received (ADVANCE_PLAN): one 'advance' notice per target for each paid payment, once each. */
  async function planStage(lead: PlannedLead, stage: string, ctx: JobContext): Promise<JobSpec[]> {
    if (stage !== ADVANCE_PLAN) return [];
    const targets = planTargets(settings(ctx), ctx.env);
    return (await paidAdvances(ctx.db, lead.id)).flatMap((id) => targets.map((t) => spec('advance', t, id, lead.id)));
  }

  /** Channels whose settings now let them send: their waiting jobs may go. */
  function readyChannels(all: Settings, env: object): string[] {
    return channels
      .filter(
        (c) => configProblem(all, c, env) === null && !c.missing?.(all.channels.get(c.name)!.value, 'notice').length,
      )
      .map((c) => c.name);
  }

  async function planCron(ctx: JobContext): Promise<JobSpec[]> {
    const all = settings(ctx);
    // Jobs that waited for their channel's settings go out in this run's sweep once those parse.
    await releaseWaiting(ctx.db, KINDS, readyChannels(all, ctx.env), ctx.now);
    if (ackReady(ctx.env)) await releaseWaiting(ctx.db, [ACK_KIND], ['whatsapp'], ctx.now);
    // The lead's own confirmation of a call time it chose after its acknowledgement (./ack.ts).
    const confirmations = await planAckConfirmations(ctx);
    // Reminders and digests go to the channels whose settings parse (schedule malformed: neither).
    const ts = channels.flatMap((c) => {
      const r = all.channels.get(c.name)!;
      return r.ok ? targets(c, r.value) : [];
    });
    if (!ts.length) return confirmations;
    const cfg = all.schedule.value;
    const specs: JobSpec[] = [...confirmations];
    if (cfg.NOTIFY_REMINDERS === 'on') {
      specs.push(...(await planFollowUps(ctx, ts, channels)));
      specs.push(...(await planCallTimes(ctx, ts, channels)));
    }
    // The first run at or after 9am plans the digest of the India day before (never of older days).
    if (cfg.NOTIFY_DIGEST === 'on' && indiaHour(ctx.now) >= DIGEST_HOUR) {
      const yesterday = new Date(Date.parse(`${indiaDay(ctx.now)}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
      for (const t of ts) {
        const c = channels.find((ch) => ch.name === t.channel)!;
        if (c.digest?.(all.channels.get(c.name)!.value) ?? true) specs.push(spec('digest', t, yesterday, null));
      }
    }
    return specs;
  }

  /** One sender for a kind: reads the lead (or the digest) now, then sends on the job's channel. */
  const handler = (kind: Kind): Handler => ({
    async send(job: Job, ctx: JobContext): Promise<SendResult> {
      const all = settings(ctx);
      const { channel: name, subject, to } = parseKey(job.key);
      const channel = channels.find((c) => c.name === name);
      const problem = channel ? configProblem(all, channel, ctx.env) : null;
      if (problem) return waiting(`Invalid configuration: ${problem} (sent once it is fixed)`);
      // A channel's one job planned while its settings were malformed: now one job per recipient.
      if (channel?.perRecipient && !to) {
        const ts = planTargets(all, ctx.env).filter((t) => t.channel === name && t.to);
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

      let told: Subject;
      let owner: string | null = null;
      if (kind === 'digest') told = { kind, digest: await readDigest(ctx.db, subject) };
      else {
        const lead = job.leadId ? await readLead(ctx.db, job.leadId) : null;
        if (!lead) return { ok: false, error: 'lead erased or gone: nothing sent', skipped: true };
        let title: string | undefined;
        if (kind === 'reminder' || kind === 'escalation' || kind === 'follow-up') {
          const check = await followUpCheck(ctx.db, kind, lead.id, subject, lead.stage);
          if ('skip' in check) return { ok: false, error: check.skip, skipped: true };
          [owner, title] = [check.owner, check.title];
        } else if (kind === 'advance') {
          const check = await advanceCheck(ctx.db, subject, lead.name);
          if ('skip' in check) return { ok: false, error: check.skip, skipped: true };
          title = check.title;
        } else if (kind === 'call-chosen' || kind === 'call-time') {
          const check = await callTimeCheck(ctx.db, kind satisfies CallKind, lead.id, subject);
          if ('skip' in check) return { ok: false, error: check.skip, skipped: true };
          [owner, title] = [check.owner, check.title];
        }
        told = { kind, lead, ...(title !== undefined ? { title } : {}) };
      }
      if (!channel) return { ok: false, error: `unknown channel '${name}'`, permanent: true };

      const message: unknown = await channel.message(told, ctx.config.siteUrl);
      return channel.send({ kind, message, job: job.key, to, owner, settings: all.channels.get(name)!.value, ctx });
    },
  });

  return {
    planLead,
    planStage,
    planCron,
    handlers: {
      notice: handler('notice'),
      // 'reminder': jobs planned before the escalation replaced it, sent as escalations.
      reminder: handler('reminder'),
      escalation: handler('escalation'),
      'follow-up': handler('follow-up'),
      'call-chosen': handler('call-chosen'),
      'call-time': handler('call-time'),
      advance: handler('advance'),
      digest: handler('digest'),
      [ACK_KIND]: ackHandler,
      // The visitor's own payment messages (./visitor.ts: receipt, balance link, reminder).
      [VISITOR_KIND]: visitorHandler,
    },
  };
}

export const plugin: QueuePlugin = noticePlugin(NOTICE_CHANNELS);
