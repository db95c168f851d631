import type { Concern } from '../queue/concern';
import { metaHandler } from './meta';
import { planLead, planStage } from './plan';

/** Conversions to ad platforms (issue 21): Meta's Conversions API through the outbox. */
export const concern: Concern = { planLead, planStage, handlers: { meta: metaHandler } };
