/**
 * The lead forms (leads.form) and their names: `label` where a form stands alone (the inbox's
 * lists and filters: 'Callback'), `noun` inside a sentence (notices: 'New callback request').
 */
export const FORMS = ['callback', 'partner', 'photographer', 'whatsapp'] as const;
export type Form = (typeof FORMS)[number];

export const FORM_LABELS: Record<Form, string> = {
  callback: 'Callback',
  partner: 'Partner application',
  photographer: 'Photographer application',
  whatsapp: 'WhatsApp chat',
};
const FORM_NOUNS: Record<Form, string> = {
  callback: 'callback request',
  partner: 'partner application',
  photographer: 'photographer application',
  whatsapp: 'WhatsApp chat',
};

/** 'callback' → 'Callback'; an unknown value as stored. */
export const formLabel = (form: string): string => FORM_LABELS[form as Form] ?? form;
/** 'callback' → 'callback request'; an unknown value as stored. */
export const formNoun = (form: string): string => FORM_NOUNS[form as Form] ?? form;
