import { formatNumber } from '../../../shared/vocabulary/money';
import { CALL_OUTCOMES, type CallOutcome } from '../../data/work';
import { NOTE_MAX, stageSchema, firstMessage } from '../forms';
import { choiceAt, defaultFollowUp, FOLLOW_UP_CHOICES, indiaLocal, type FollowUpChoice } from '../follow-up';
import type { Notice } from '../view/Layout';

/**
 * The call form of a lead's page (docs/sales.md "Logging a call"), read and checked; its route is
 * POST /admin/leads/:id/call (lead/routes.tsx).
 */

/** Notices after a redirect (notices.ts's NOTICES map takes these). */
export const CALL_NOTICES: Record<string, Notice> = {
  call: { kind: 'ok', text: 'Call saved. This is the next lead of the queue.' },
  'queue-done': { kind: 'ok', text: 'Call saved. Queue done: no other lead needs the team now.' },
};

const YEAR = 366 * 24 * 3600_000;

export type CallForm =
  | {
      ok: true;
      outcome: CallOutcome;
      note: string | null;
      stage: ReturnType<typeof stageSchema.parse>;
      followUpAt: string | null;
    }
  | { ok: false; message: string };

/** The call form's fields, checked: every message names its field. Nothing is saved on a refusal. */
export function readCallForm(f: Record<string, string>, now: Date): CallForm {
  const outcome = f.outcome as CallOutcome;
  if (!CALL_OUTCOMES.includes(outcome)) return { ok: false, message: 'Outcome: choose how the call went.' };
  const note = (f.note ?? '').trim();
  if (note.length > NOTE_MAX) return { ok: false, message: `Note: at most ${formatNumber(NOTE_MAX)} characters` };
  const stage = stageSchema.safeParse({ from: f.from, stage: f.stage, value: f.value, reason: f.reason });
  if (!stage.success) return { ok: false, message: firstMessage(stage.error) };
  let followUp: Date | null = null;
  if (stage.data.stage !== 'booked' && stage.data.stage !== 'lost') {
    const when = f.when ?? '';
    const custom = (f.follow_at ?? '').trim();
    if (when === 'custom' || (when === '' && custom)) {
      followUp = indiaLocal(custom);
      if (!followUp) return { ok: false, message: 'Follow-up: enter a date and a time.' };
      if (followUp.getTime() < now.getTime() - 60_000)
        return { ok: false, message: 'Follow-up: that time has passed; choose a time from now on.' };
      if (followUp.getTime() > now.getTime() + YEAR) return { ok: false, message: 'Follow-up: at most a year ahead.' };
    } else if (FOLLOW_UP_CHOICES.some((c) => c.value === when)) {
      followUp = choiceAt(when as FollowUpChoice, now);
    } else if (when === '') {
      followUp = defaultFollowUp(outcome, now);
      if (!followUp) return { ok: false, message: 'Call back at: choose when to call back.' };
    } else return { ok: false, message: 'Follow-up: choose one from the list.' };
  }
  return { ok: true, outcome, note: note || null, stage: stage.data, followUpAt: followUp?.toISOString() ?? null };
}
