import { callbackLead, CALLBACK_ORDER, validateCallback } from '../../shared/forms/callback';
import type { Validation } from '../../shared/forms/common';
import type { Translate } from '../../shared/i18n/translate';
import { partnerLead, PARTNER_ORDER, validatePartner } from '../../shared/forms/partner';
import { photographerLead, PHOTOGRAPHER_ORDER, validatePhotographer } from '../../shared/forms/photographer';
import type { LeadEndpoint } from '../leads/types';
import { callbackPage } from '../pages/apply/CallbackPage';
import { partnerPage } from '../pages/apply/PartnerPage';
import { photographerPage } from '../pages/apply/PhotographerPage';
import type { FormPageState } from '../pages/apply/state';
import type { AppContext } from '../app-env';

/** One lead form as its endpoint sees it: the shared schema, the payload, the no-JS page. */
export interface LeadForm<V> {
  endpoint: LeadEndpoint;
  /** Request field names the no-JS answer gives back to the form. */
  fields: readonly string[];
  /** The shared schema (src/shared/forms/), its messages worded by `t` (the submission's language). */
  validate(input: unknown, t: Translate): Validation<V>;
  lead(values: V, timestamp: string): object;
  page(c: AppContext, state: FormPageState): Promise<Response>;
}

function form<V>(f: LeadForm<V>): LeadForm<V> {
  return f;
}

export const FORMS = {
  callback: form({
    endpoint: 'submit-form',
    fields: [...CALLBACK_ORDER, 'variant'],
    validate: validateCallback,
    lead: callbackLead,
    page: callbackPage,
  }),
  partner: form({
    endpoint: 'submit-partner-form',
    fields: PARTNER_ORDER,
    validate: validatePartner,
    lead: partnerLead,
    page: partnerPage,
  }),
  photographer: form({
    endpoint: 'submit-photographer-form',
    fields: PHOTOGRAPHER_ORDER,
    validate: validatePhotographer,
    lead: photographerLead,
    page: photographerPage,
  }),
};
