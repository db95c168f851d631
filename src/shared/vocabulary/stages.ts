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

/** A stage's label; an unknown value as stored. */
export const stageLabel = (stage: string | null | undefined): string => STAGE_LABELS[stage as Stage] ?? stage ?? '';
