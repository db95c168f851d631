/**
 * A lead's quality: how its sender was judged when it arrived (migrations/0006_lead_quality.sql,
 * docs/marketing.md "Lead quality"), and the one rule for what the ad platforms may learn of it.
 */
export const QUALITIES = ['verified', 'unverified', 'spam', 'unchecked', 'released'] as const;
export type Quality = (typeof QUALITIES)[number];

/** A stored outcome as a Quality; a lead with no row (accepted before the check existed) is 'unchecked'. */
export const qualityOf = (outcome: string | null | undefined): Quality =>
  (QUALITIES as readonly string[]).includes(outcome ?? '') ? (outcome as Quality) : 'unchecked';

/** Whether a lead reaches the backend, the notices and the reports' lead counts: all but spam. */
export const isSpam = (quality: Quality): boolean => quality === 'spam';

/**
 * Whether Meta and Google may hear of a lead at `stage` (its consent checked apart): never spam;
 * an unverified lead only once a person has moved it past 'new' (a salesperson reached a human).
 */
export function platformsMayLearn(quality: Quality, stage: string): boolean {
  if (quality === 'spam') return false;
  if (quality === 'unverified') return stage !== 'new';
  return true;
}
