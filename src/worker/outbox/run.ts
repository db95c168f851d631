import { claim, dueJobs, finish, recoverStale } from '../data/outbox';
import type { Handlers, JobContext } from './types';
import { logText } from '../http/log-text';

/**
 * Sends what is due: each job claimed, sent, recorded, one after another. A job whose kind has
 * no handler (its module is not configured any more) is skipped. A handler that throws counts as
 * a failed send. Jobs that add jobs (a lead's plan) are followed by the ones they added, up to
 * `rounds` passes. Never throws for a job: one channel failing never stops the others.
 */
export async function runJobs(
  ctx: JobContext,
  handlers: Handlers,
  opts: { leadId?: string; rounds?: number } = {},
): Promise<number> {
  let sent = 0;
  for (let round = 0; round < (opts.rounds ?? 3); round++) {
    const jobs = await dueJobs(ctx.db, ctx.now, opts.leadId);
    if (!jobs.length) break;
    for (const job of jobs) {
      if (!(await claim(ctx.db, job, ctx.now))) continue;
      job.attempts++;
      const handler = handlers[job.kind];
      let result;
      try {
        result = handler
          ? await handler.send(job, ctx)
          : { ok: false as const, error: `no sender for '${job.kind}'`, skipped: true };
      } catch (error) {
        result = { ok: false as const, error: error instanceof Error ? error.message : String(error) };
      }
      // The lead by its id only: the error may name its recipient (stored whole on the row, for the inbox).
      const what = `outbox ${job.kind}/${job.channel} for ${job.leadId ?? '-'} (attempt ${job.attempts})`;
      if (!result.ok && !result.skipped) console.error(`${what}: ${logText(result.error)}`);
      await finish(ctx.db, job, result, ctx.now);
      if (result.ok) sent++;
    }
  }
  return sent;
}

/** The cron's sweep: cut-short claims recovered, then everything due. */
export async function sweep(ctx: JobContext, handlers: Handlers): Promise<number> {
  await recoverStale(
    ctx.db,
    ctx.now,
    Object.entries(handlers)
      .filter(([, h]) => h.dedupes)
      .map(([k]) => k),
  );
  return runJobs(ctx, handlers, { rounds: 2 });
}
