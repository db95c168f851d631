import { platformsMayLearn, qualityOf } from '../leads/quality';
import type { Concern, PlannedLead } from '../queue/concern';
import { metaConfigured } from './meta';

/**
 * What a lead calls for (issue 21): with marketing consent at the time of the lead and Meta
 * configured, a Lead event; once the inbox books it, the booking event. Nothing otherwise: the
 * lead is kept, relayed and shown as always, never sent to an ad platform. Google Ads is not
 * pushed: it fetches the export (google-ads.ts). Lead quality decides too (leads/quality.ts
 * platformsMayLearn): never spam; an unverified lead only once a person has moved it past 'new',
 * and then its Lead event goes with that move (the event id is the lead's: sent once).
 */
const leadEvent = (lead: PlannedLead) => ({
  key: `meta:Lead:${lead.id}`,
  leadId: lead.id,
  kind: 'meta',
  channel: 'Lead',
});

const mayLearn = (lead: PlannedLead, stage: string) => platformsMayLearn(qualityOf(lead.quality), stage);

export const planLead: NonNullable<Concern['planLead']> = (lead, { config }) =>
  lead.consent === 'granted' && metaConfigured(config) && mayLearn(lead, lead.stage ?? 'new') ? [leadEvent(lead)] : [];

export const planStage: NonNullable<Concern['planStage']> = (lead, stage, { config }) => {
  if (lead.consent !== 'granted' || !metaConfigured(config) || !mayLearn(lead, stage)) return [];
  // An unverified lead's Lead event waited for this move (enqueue keeps one job per key).
  const held = qualityOf(lead.quality) === 'unverified' ? [leadEvent(lead)] : [];
  if (stage !== 'booked') return held;
  const event = config.META_PURCHASE_EVENT;
  return [...held, { key: `meta:${event}:${lead.id}`, leadId: lead.id, kind: 'meta', channel: event }];
};
