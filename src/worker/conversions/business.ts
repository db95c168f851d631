import type { Business } from '../business';
import { metaHandler } from './meta';
import { planLead, planStage } from './plan';

/** Conversions to ad platforms (issue 21): Meta's Conversions API through the outbox. */
export const business: Business = { planLead, planStage, handlers: { meta: metaHandler } };
