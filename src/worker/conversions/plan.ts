import type { QueuePlugin } from '../queue/plugin';
import type { JobSpec } from '../outbox';
import { platformsMayLearn, qualityOf } from '../leads/quality';
import { metaConfigured } from './meta';
import { metaEventName, metaJobKey, STAGE_EVENTS, type StageEvent } from './stages';

/**
 * What a lead calls for (docs/marketing.md "Conversions", "Stage events"): with marketing
 * consent at the time of the lead and Meta configured, a Lead event; each move of the lead in the
 * inbox to contacted, quoted or booked, that stage's event (one per stage: the job's key is the
 * stage's, so a stage entered again plans nothing). Spam never; an unverified lead's Lead event
 * waits until a person moves it past 'new' (leads/quality.ts platformsMayLearn) to contacted,
 * quoted or booked, a stage that says a salesperson reached someone: that move plans it (the same
 * key as at acceptance, so a Lead already planned is not planned twice). A move to lost plans
 * nothing: "No response" or "Not a real enquiry" must not tell Meta a bot's lead was real.
 * Nothing otherwise: the lead is kept, relayed and shown as always. Google Ads is not pushed: it
 * fetches the export (google-ads.ts).
 */
const leadJob = (id: string): JobSpec => ({ key: metaJobKey(id, 'lead'), leadId: id, kind: 'meta', channel: 'Lead' });

export const planLead: NonNullable<QueuePlugin['planLead']> = (lead, { config }) =>
  lead.consent === 'granted' && metaConfigured(config) && platformsMayLearn(qualityOf(lead.quality), 'new')
    ? [leadJob(lead.id)]
    : [];

export const planStage: NonNullable<QueuePlugin['planStage']> = (lead, stage, { config }) => {
  if (!(STAGE_EVENTS as readonly string[]).includes(stage)) return [];
  if (lead.consent !== 'granted' || !metaConfigured(config)) return [];
  if (!platformsMayLearn(qualityOf(lead.quality), stage)) return [];
  const s = stage as StageEvent;
  return [
    leadJob(lead.id),
    { key: metaJobKey(lead.id, s), leadId: lead.id, kind: 'meta', channel: metaEventName(config, s) },
  ];
};
