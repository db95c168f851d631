import type { Config } from '../settings';

/**
 * The inbox's stages Meta hears of (docs/marketing.md "Stage events"): each a Conversions API
 * event of its own, named in settings, sent once per lead (the outbox key is the stage's).
 */
export const STAGE_EVENTS = ['contacted', 'quoted', 'booked'] as const;
export type StageEvent = (typeof STAGE_EVENTS)[number];

/**
 * Meta takes an event up to 7 days after its event_time (the Conversions API's rule, restated for
 * CRM lead stages): a move older than that at send time is skipped, not sent.
 */
export const META_WINDOW_DAYS = 7;
export const META_WINDOW_MS = META_WINDOW_DAYS * 86_400_000;
export const TOO_OLD_FOR_META = `not sent: older than Meta's ${META_WINDOW_DAYS}-day window`;

/** The outbox key of a lead's Meta event: 'meta:Lead:<id>' for the lead, 'meta:<stage>:<id>' for a stage. */
export const metaJobKey = (leadId: string, what: 'lead' | StageEvent) =>
  `meta:${what === 'lead' ? 'Lead' : what}:${leadId}`;

/**
 * What a 'meta' job sends, from its key: the lead, or a stage. A key of another shape
 * ('meta:Purchase:<id>', planned before stage events existed) is a booking.
 */
export function jobEvent(key: string): 'lead' | StageEvent {
  const what = key.split(':')[1] ?? '';
  if (what === 'Lead') return 'lead';
  return (STAGE_EVENTS as readonly string[]).includes(what) ? (what as StageEvent) : 'booked';
}

/** The event name of a stage, from settings (defaults Contacted, Quoted, Purchase). */
export function metaEventName(config: Config, stage: StageEvent): string {
  if (stage === 'contacted') return config.META_CONTACTED_EVENT;
  if (stage === 'quoted') return config.META_QUOTED_EVENT;
  return config.META_PURCHASE_EVENT;
}
