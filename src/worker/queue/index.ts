import { getConfig, type Config } from '../settings';
import { plannedLead } from '../data/lead-rows';
import { releaseExpired } from '../data/crew-release';
import { pruneKeys } from '../data/leads';
import { anonymiseOld, deleteOldTaps } from '../data/retention';
import { relayLeads, resendParked } from '../leads';
import { enqueue, runJobs, sweep, type Handler, type Handlers, type JobContext } from '../outbox';
import { isRunJobs, type QueuePlugin } from './plugin';

/**
 * The queue side: everything that happens after a lead is accepted, off the request path.
 *   queue()      'leads' / 'leads-dlq': relay each lead (leads/), and beside it run its outbox
 *                jobs (notices, conversions); 'run-jobs' messages run one lead's due jobs now
 *   scheduled()  the cron: re-send parked leads, plan reminders and digests, send what is due
 * The concerns' queue plugins (./plugin.ts) load here on queue work only (dynamic import, chunks of their own).
 * team/ gives a new lead its owner in the plan step, before any notice of it is sent.
 */
const loadPlugins = (): Promise<QueuePlugin[]> =>
  Promise.all([import('../team'), import('../notices'), import('../conversions')]).then((mods) =>
    mods.map((m) => m.plugin),
  );

/** The 'plan' kind: a lead's plan row expands into the jobs each concern wants (channel 'lead' or a stage). */
const planner = (mods: QueuePlugin[]): Handler => ({
  async send(job, ctx) {
    const lead = job.leadId ? await plannedLead(ctx.db, job.leadId) : null;
    if (!lead) return { ok: false, error: 'lead not found (erased?)', skipped: true };
    const specs = (
      await Promise.all(
        mods.map(
          async (m) =>
            (await (job.channel === 'lead' ? m.planLead?.(lead, ctx) : m.planStage?.(lead, job.channel, ctx))) ?? [],
        ),
      )
    ).flat();
    await enqueue(ctx.db, specs, ctx.now);
    return { ok: true, response: `${specs.length} planned` };
  },
});

async function handlers(): Promise<{ mods: QueuePlugin[]; all: Handlers }> {
  const mods = await loadPlugins();
  return { mods, all: Object.assign({ plan: planner(mods) }, ...mods.map((m) => m.handlers)) as Handlers };
}

const context = (env: Env, config: Config, now = new Date()): JobContext => ({ env, config, db: env.LEADS_DB, now });

/** A lead's jobs, never throwing: a channel failing must not hold up, or repeat, the lead's relay. */
async function runLeadJobs(env: Env, config: Config, leadId: string): Promise<void> {
  try {
    await runJobs(context(env, config), (await handlers()).all, { leadId });
  } catch (error) {
    console.error(
      `lead ${leadId}: jobs not run now (the cron retries): ${error instanceof Error ? error.message : error}`,
    );
  }
}

export async function queue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const config = getConfig(env);
  // A malformed core setting (SITE_URL, SITE_NAME...: notices and events carry them): every message
  // comes back in a minute, none dropped, until it is fixed (the leads are in D1 already).
  if (config.coreProblems.length) {
    console.error(`queue: not run, core settings malformed (${config.coreProblems.join('; ')}); retried in 60 s`);
    batch.retryAll({ delaySeconds: 60 });
    return;
  }
  const leads: Message<unknown>[] = [];
  const runs: Promise<void>[] = [];
  for (const message of batch.messages) {
    if (isRunJobs(message.body)) {
      runs.push(runLeadJobs(env, config, message.body.leadId).then(() => message.ack()));
    } else leads.push(message);
  }
  await Promise.all([
    ...runs,
    relayLeads(batch.queue, leads, env, config, (lead) => runLeadJobs(env, config, lead.id)),
  ]);
}

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const config = getConfig(env);
  if (config.coreProblems.length)
    throw new Error(`cron not run: core settings malformed (${config.coreProblems.join('; ')})`);
  const now = new Date(controller.scheduledTime || Date.now());
  const results = await Promise.allSettled([
    resendParked(env, config, now),
    // Retention (docs/operators.md); a malformed LEAD_RETENTION_MONTHS anonymises nothing until fixed.
    config.LEAD_RETENTION_MONTHS === null ? undefined : anonymiseOld(env.LEADS_DB, now, config.LEAD_RETENTION_MONTHS),
    // Chat taps past the same retention are deleted (data/retention.ts deleteOldTaps).
    config.LEAD_RETENTION_MONTHS === null ? undefined : deleteOldTaps(env.LEADS_DB, now, config.LEAD_RETENTION_MONTHS),
    // Holds past their end already count as free; this records them as released (data/crews.ts).
    releaseExpired(env.LEADS_DB, { now }),
    // Proposals whose hold ended unpaid expire (src/worker/payments/expire.ts; loaded by the cron only).
    import('../payments/expire').then((m) => m.expireProposals(env, config, now)),
    (async () => {
      await pruneKeys(env.LEADS_DB, now);
      const ctx = context(env, config, now);
      const { mods, all } = await handlers();
      for (const m of mods) if (m.planCron) await enqueue(ctx.db, await m.planCron(ctx), now);
      // Balances due: their reminder and payment link, planned before this sweep sends them
      // (src/worker/payments/balance.ts; loaded by the cron only). A failure holds up nothing else.
      await import('../payments/balance')
        .then((m) => m.planBalances(env, config, now))
        .catch((error: unknown) => console.error(`cron: balances: ${error instanceof Error ? error.message : error}`));
      await sweep(ctx, all);
    })(),
  ]);
  for (const r of results)
    if (r.status === 'rejected') console.error('cron:', r.reason instanceof Error ? r.reason.message : r.reason);
  // A failed part is reported to the runtime too (the cron's status), after the other part ran.
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}
