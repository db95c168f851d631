import { callbackLead, CALLBACK_ORDER } from '../../shared/forms/callback';
import { validateCallback } from '../../shared/forms/callback-schema';
import type { Validation } from '../../shared/forms/common';
import type { Translate } from '../../shared/i18n/translate';
import { partnerLead, PARTNER_ORDER, validatePartner } from '../../shared/forms/partner';
import { photographerLead, PHOTOGRAPHER_ORDER, validatePhotographer } from '../../shared/forms/photographer';
import type { Form, LeadEndpoint, PostedForm } from '../../shared/vocabulary/forms';
import { callbackPage } from '../pages/apply/CallbackPage';
import { partnerPage } from '../pages/apply/PartnerPage';
import { photographerPage } from '../pages/apply/PhotographerPage';
import type { FormPageState } from '../pages/apply/state';
import type { AppContext } from '../app-env';

/**
 * What the worker does with a posted form beyond its row (src/shared/vocabulary/form-table.ts):
 * its schema, its payload and its no-JS page.
 */
export interface FormHandler<V> {
  /** Request field names the no-JS answer gives back to the form. */
  fields: readonly string[];
  /** The shared schema (src/shared/forms/), its messages worded by `t` (the submission's language). */
  validate(input: unknown, t: Translate): Validation<V>;
  /** The payload: exactly the row's `payload` fields (docs/product.md#lead-payloads). */
  lead(values: V, timestamp: string): object;
  page(c: AppContext, state: FormPageState): Promise<Response>;
}

function handler<V>(f: FormHandler<V>): FormHandler<unknown> {
  return f as FormHandler<unknown>;
}

/**
 * One handler per posted form, keyed by the row's name: the compiler refuses a row with an
 * endpoint and no handler here (docs/developers.md#adding-a-lead-form).
 */
export const FORM_HANDLERS: Record<PostedForm, FormHandler<unknown>> = {
  callback: handler({
    fields: [...CALLBACK_ORDER, 'variant'],
    validate: validateCallback,
    lead: callbackLead,
    page: callbackPage,
  }),
  partner: handler({
    fields: PARTNER_ORDER,
    validate: validatePartner,
    lead: partnerLead,
    page: partnerPage,
  }),
  photographer: handler({
    fields: PHOTOGRAPHER_ORDER,
    validate: validatePhotographer,
    lead: photographerLead,
    page: photographerPage,
  }),
};

/** A posted form as its endpoint runs it: its row and its handler. */
export type PostedLeadForm = FormHandler<unknown> & {
  name: Form;
  endpoint: LeadEndpoint;
  callTime: boolean;
  /** The row's `eventDate`: its schema's values carry an optional `eventDate`, kept beside the payload. */
  eventDate: boolean;
};
