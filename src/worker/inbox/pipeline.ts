import { addNote as saveNote, currentStage, saveStage } from '../data/inbox';
import { releaseSpam } from '../data/leads';
import { parkLead } from '../data/relay';
import { stagePlanKey } from '../queue/concern';
import { enqueueStatement } from '../outbox';
import type { StageInput } from './forms';

/**
 * Changes to a lead: its stage (with the booking value or the reason it was lost) and notes.
 * Each change and its audit row (who, when, from → to) are one D1 batch (../data/inbox.ts);
 * nothing is overwritten without a trace. A lead moved to a stage past 'new' gets that stage's plan
 * row in the outbox in the same batch (conversions/ expands it into the stage's events: contacted,
 * quoted, booked; and an unverified lead's held-back Lead), then a nudge on the queue so it runs
 * now. The plan's key is per stage (stagePlanKey): a stage entered again plans nothing new.
 */
export type Outcome = { ok: true; message: string } | { ok: false; status: 404 | 409 | 422; message: string };

export async function changeStage(env: Env, id: string, actor: string, input: StageInput, now: Date): Promise<Outcome> {
  const db = env.LEADS_DB;
  const current = await currentStage(db, id);
  if (!current) return { ok: false, status: 404, message: 'There is no such lead (erased?).' };
  if (current.stage !== input.from) {
    return {
      ok: false,
      status: 409,
      message: `Someone changed this lead meanwhile: it is now "${current.stage}". Nothing was changed; check it and try again.`,
    };
  }
  const value = input.stage === 'booked' ? input.value : current.value;
  const reason = input.stage === 'lost' ? input.reason : current.lost_reason;
  const stageChanges = input.stage !== current.stage;
  const plans = stageChanges && input.stage !== 'new';
  if (!stageChanges && value === current.value && reason === current.lost_reason)
    return { ok: true, message: 'Nothing to change.' };

  const saved = await saveStage(db, {
    id,
    actor,
    current,
    stage: input.stage,
    value,
    reason,
    at: now.toISOString(),
    extra: plans
      ? [
          enqueueStatement(
            db,
            { key: stagePlanKey(id, input.stage), leadId: id, kind: 'plan', channel: input.stage },
            now,
          ),
        ]
      : [],
  });
  if (!saved)
    return {
      ok: false,
      status: 409,
      message: 'Someone changed this lead meanwhile. Nothing was changed; check it and try again.',
    };
  if (plans) {
    // Best effort: the conversions run now rather than at the next cron sweep.
    try {
      await env.LEADS_QUEUE.send({ kind: 'run-jobs', leadId: id });
    } catch (error) {
      console.error(
        `lead ${id}: run-jobs not queued (the cron sends it): ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return { ok: true, message: stageChanges ? `Status changed to ${input.stage}.` : 'Saved.' };
}

export async function addNote(db: D1Database, id: string, actor: string, body: string, now: Date): Promise<Outcome> {
  if (!(await saveNote(db, id, actor, body, now.toISOString())))
    return { ok: false, status: 404, message: 'There is no such lead (erased?).' };
  return { ok: true, message: 'Note added.' };
}

/**
 * "Not spam" (docs/sales.md "Spam"): the lead becomes 'released' and takes the whole path as a
 * verified lead would (relay, notices, conversions), exactly once: a second click, or a second
 * person at the same time, changes nothing (../data/leads.ts releaseSpam). Audited in lead_audit.
 */
export async function releaseLead(env: Env, backend: boolean, id: string, actor: string, now: Date): Promise<Outcome> {
  const lead = await releaseSpam(env.LEADS_DB, id, actor, now, backend ? 'queued' : 'kept');
  if (!lead) return { ok: true, message: 'This lead is not in the Spam view: nothing to release.' };
  try {
    // recorded: its rows are in D1; the consumer relays it and runs its plan (notices, conversions).
    await env.LEADS_QUEUE.send({ ...lead, recorded: true }, { contentType: 'json' });
  } catch (error) {
    console.error(
      `lead ${id}: released, not queued (the cron sends it): ${error instanceof Error ? error.message : error}`,
    );
    await parkLead(env.LEADS_DB, id, 'the queue refused the released lead').catch(() => undefined);
  }
  return { ok: true, message: 'Released: the lead is on its way to the team.' };
}
