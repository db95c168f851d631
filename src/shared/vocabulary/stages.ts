/** Where a lead stands with the team (lead_pipeline.stage), in order, and each stage's label. */
export const STAGES = ['new', 'contacted', 'quoted', 'booked', 'lost'] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  booked: 'Booked',
  lost: 'Lost',
};

/** The reason a lead is lost when its paid booking is cancelled (src/worker/payments/refund.ts). */
export const CANCELLED_REASON = 'Cancelled';

/** Booked or lost: the lead needs nothing more of the team (lead_work.next_at NULL). */
export const CLOSED_STAGES: readonly Stage[] = ['booked', 'lost'];
/** Every stage but the first: a person has moved the lead on. */
export const MOVED_STAGES: readonly Stage[] = STAGES.slice(1);
/** The stages that say the team reached the lead (the report's "contacted"): moved on, and open or booked. */
export const REACHED_CONTACTED: readonly Stage[] = MOVED_STAGES.filter((s) => s !== 'lost');
/** Stages as an SQL list: `'booked', 'lost'` (fixed words, never input). */
export const sqlStages = (stages: readonly Stage[]): string => stages.map((s) => `'${s}'`).join(', ');

/** A stage's label; an unknown value as stored. */
export const stageLabel = (stage: string | null | undefined): string => STAGE_LABELS[stage as Stage] ?? stage ?? '';
