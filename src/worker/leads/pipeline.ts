import { addNote as saveNote, currentStage, saveStage } from '../data/lead-changes';
import { releaseSpam } from '../data/leads';
import { parkLead } from '../data/relay';
import { runJobsNow, stagePlanKey } from '../queue/plugin';
import { enqueueStatement } from '../outbox';
import { callStatements, isStaleCall, leadWork, workStatements, type CallOutcome } from '../data/work';

/**
 * A stage change as the inbox's status form gives it (inbox/forms.ts stageSchema) or a paid
 * proposal makes it (src/worker/payments/apply.ts): `from` is the stage the page (or the
 * payment) saw.
 */
export type StageInput = { from: string } & (
  | { stage: 'booked'; value: number }
  | { stage: 'quoted'; value: number | null }
  | { stage: 'lost'; reason: string }
  | { stage: 'new' | 'contacted' }
);

/**
 * Changes to a lead (here, below the inbox, so a paid proposal books its lead by the same path:
 * src/worker/payments/apply.ts): its stage (with the booking value or the reason it was lost) and notes.
 * Each change and its audit row (who, when, from → to) are one D1 batch (../data/inbox.ts);
 * nothing is overwritten without a trace. A lead moved to a stage past 'new' gets that stage's plan
 * row in the outbox in the same batch (conversions/ expands it into the stage's events: contacted,
 * quoted, booked; and an unverified lead's held-back Lead), then a nudge on the queue so it runs
 * now. The plan's key is per stage (stagePlanKey): a stage entered again plans nothing new.
 */
export type Outcome = { ok: true; message: string } | { ok: false; status: 404 | 409 | 422; message: string };

export async function changeStage(env: Env, id: string, actor: string, input: StageInput, now: Date): Promise<Outcome> {
  return saveChange(env, id, actor, input, now, null);
}

/** A logged call (docs/sales.md "Logging a call"): the call, its stage change and the next follow-up, one batch. */
export interface CallInput {
  outcome: CallOutcome;
  note: string | null;
  stage: StageInput;
  /** The next follow-up (ISO), or null for none. */
  followUpAt: string | null;
}

export async function logCall(env: Env, id: string, actor: string, call: CallInput, now: Date): Promise<Outcome> {
  return saveChange(env, id, actor, call.stage, now, call);
}

const STALE = 'Someone changed this lead meanwhile. Nothing was changed; check it and try again.';

/**
 * A stage change, alone (the status form) or with a call: the pipeline row (only while the lead is
 * still at the stage the page showed), audit rows, the stage's plan row, and lead_work (first
 * contact, quoted amount, follow-up, next_at: ../data/work.ts), all one batch.
 */
async function saveChange(
  env: Env,
  id: string,
  actor: string,
  input: StageInput,
  now: Date,
  call: CallInput | null,
): Promise<Outcome> {
  const db = env.LEADS_DB;
  const [current, { work }] = await Promise.all([currentStage(db, id), leadWork(db, id)]);
  if (!current) return { ok: false, status: 404, message: 'There is no such lead (erased?).' };
  if (current.stage !== input.from) {
    return {
      ok: false,
      status: 409,
      message:
        `Someone changed this lead meanwhile: it is now "${current.stage}". ` +
        'Nothing was changed; check it and try again.',
    };
  }
  const value = input.stage === 'booked' ? input.value : current.value;
  const reason = input.stage === 'lost' ? input.reason : current.lost_reason;
  const quote = input.stage === 'quoted' && input.value !== null ? input.value : undefined;
  const stageChanges = input.stage !== current.stage;
  const plans = stageChanges && input.stage !== 'new';
  if (
    !call &&
    !stageChanges &&
    value === current.value &&
    reason === current.lost_reason &&
    (quote === undefined || quote === work.quote_value)
  )
    return { ok: true, message: 'Nothing to change.' };

  const at = now.toISOString();
  const extra = [
    ...(call ? callStatements(db, { id, actor, stage: input.stage, at, outcome: call.outcome, note: call.note }) : []),
    ...workStatements(db, {
      id,
      actor,
      stage: input.stage,
      at,
      contact: call ? 'call' : 'stage',
      quote,
      quoteBefore: work.quote_value,
      followUp: call
        ? { at: call.followUpAt, note: call.followUpAt ? call.note : null, before: work.follow_up_at }
        : undefined,
    }),
    ...(plans
      ? [
          enqueueStatement(
            db,
            { key: stagePlanKey(id, input.stage), leadId: id, kind: 'plan', channel: input.stage },
            now,
          ),
        ]
      : []),
  ];
  let saved: boolean;
  try {
    saved = await saveStage(db, { id, actor, current, stage: input.stage, value, reason, at, extra });
  } catch (error) {
    if (call && isStaleCall(error)) return { ok: false, status: 409, message: STALE };
    throw error;
  }
  if (!saved) return { ok: false, status: 409, message: STALE };
  if (plans) {
    // The conversions run now rather than at the next cron sweep.
    await runJobsNow(env, id);
  }
  if (call) return { ok: true, message: 'Call saved.' };
  return { ok: true, message: stageChanges ? `Status changed to ${input.stage}.` : 'Saved.' };
}

export async function addNote(db: D1Database, id: string, actor: string, body: string, now: Date): Promise<Outcome> {
  if (!(await saveNote(db, id, actor, body, now.toISOString())))
    return { ok: false, status: 404, message: 'There is no such lead (erased?).' };
  return { ok: true, message: 'Note added.' };
}

/**
 * "Not spam" (docs/sales.md#verified-unverified-spam): the lead becomes 'released' and takes the whole path as a
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
