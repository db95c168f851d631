import type { Concern } from '../queue/concern';
import { metaConfigured } from './meta';

/**
 * What a lead calls for (issue 21): with marketing consent at the time of the lead and Meta
 * configured, a Lead event; once the inbox books it, the booking event. Nothing otherwise: the
 * lead is kept, relayed and shown as always, never sent to an ad platform. Google Ads is not
 * pushed: it fetches the export (google-ads.ts).
 */
export const planLead: NonNullable<Concern['planLead']> = (lead, { config }) =>
  lead.consent === 'granted' && metaConfigured(config)
    ? [{ key: `meta:Lead:${lead.id}`, leadId: lead.id, kind: 'meta', channel: 'Lead' }]
    : [];

export const planStage: NonNullable<Concern['planStage']> = (lead, stage, { config }) => {
  if (stage !== 'booked' || lead.consent !== 'granted' || !metaConfigured(config)) return [];
  const event = config.META_PURCHASE_EVENT;
  return [{ key: `meta:${event}:${lead.id}`, leadId: lead.id, kind: 'meta', channel: event }];
};
