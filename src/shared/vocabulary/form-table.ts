/**
 * The lead forms, one row each: all the code knows of a form beside its fields' rules
 * (docs/developers.md#adding-a-lead-form; docs/decisions/0041-one-table-per-lead-form.md). As the
 * table of languages (src/shared/i18n/language-table.ts), everything else is derived from it
 * (./forms.ts: the names, labels, nouns, endpoints and payload fields by endpoint) or is the form's
 * own code: its schema (src/shared/forms/<name>.ts) and the worker's no-JS page, joined by name in
 * src/worker/api/forms.ts. Data only, so a test adds a row by mocking this module alone
 * (tests/unit/stub-form.test.ts).
 */
export interface FormRow {
  /** leads.form, the inbox's filter value, the quick replies' form. */
  readonly name: string;
  /**
   * Its endpoint under /api/ (POST only; docs/product.md#lead-endpoints), or null for a lead that
   * comes another way (a WhatsApp chat, src/worker/chats/): such a lead is keyed by its name.
   */
  readonly endpoint: string | null;
  /** The payload's JSON fields in their order (docs/product.md#lead-payloads): what is stored and relayed. */
  readonly payload: readonly string[];
  /** Where the form stands alone (the inbox's lists and filters): 'Callback'. */
  readonly label: string;
  /** Inside a sentence (notices): 'New callback request'. */
  readonly noun: string;
  /** The quick replies' forms for its leads (docs/sales.md "Quick replies"), each with its heading. */
  readonly replies: readonly { readonly key: string; readonly label: string }[];
  /** Whether a kept lead's answer offers call times (docs/product.md#choosing-a-call-time). */
  readonly callTime: boolean;
  /**
   * Whether the form asks for an optional event date (its schema's `eventDate`, 'YYYY-MM-DD'): kept
   * with the lead in D1 (migrations/0023_lead_event_dates.sql), never in its payload, shown in the
   * inbox and the team's notices and the proposal form's first date (docs/sales.md "The event date").
   */
  readonly eventDate?: boolean;
  /**
   * What its lead asked about, as the team's messages say it to the person (the acknowledgement's
   * "what they asked for", src/worker/notices/ack-text.ts askedFor; the inbox's WhatsApp greeting,
   * src/worker/inbox/view/format.ts greetingTopic). Absent: the lead's service, else the general
   * words (a callback, and any form until its words are written); 'form': the form itself, worded by
   * the catalogue's `ack.asked.<name>` and `greeting.topic.<name>` (src/shared/i18n/messages/<lang>/,
   * the applications); 'none': the general words alone (a WhatsApp chat: what they wrote is theirs).
   */
  readonly topic?: 'form' | 'none';
  /**
   * The catalogue key of its WhatsApp opt-in's words (docs/product.md#whatsapp-opt-in): what its
   * checkbox says (src/shared/forms/WhatsAppOptIn.tsx) and what a ticked one is kept as, in the
   * page's language (src/worker/api/prefs.ts); null for a form without the checkbox (a WhatsApp chat).
   * The catalogue holds each row's key, by the compiler (src/shared/i18n/messages/en/whatsapp.ts).
   */
  readonly optIn: `whatsapp.optIn.${string}` | null;
  /**
   * The person behind a lead, by payload field (src/worker/leads/contact.ts): the name's fields
   * (joined by a space), e-mail, phone; what lead_pipeline.service holds (`canonical`: a
   * service of src/shared/site.ts; `other`: the field typed when the value is 'Others') and its
   * label in the inbox; the city (made canonical).
   */
  readonly contact: {
    readonly name: readonly string[];
    readonly email: string | null;
    readonly phone: string;
    readonly service: {
      readonly field: string;
      readonly label: string;
      readonly canonical?: boolean;
      readonly other?: string;
    } | null;
    readonly city: string | null;
  };
}

export const FORM_TABLE = [
  {
    name: 'callback',
    endpoint: 'submit-form',
    payload: ['timestamp', 'firstName', 'lastName', 'email', 'phone', 'service', 'city', 'message'],
    label: 'Callback',
    noun: 'callback request',
    replies: [
      { key: 'callback', label: 'Callback' },
      { key: 'booking', label: 'Book now' },
    ],
    callTime: true,
    eventDate: true,
    optIn: 'whatsapp.optIn.callback',
    contact: {
      name: ['firstName', 'lastName'],
      email: 'email',
      phone: 'phone',
      service: { field: 'service', label: 'Service', canonical: true },
      city: 'city',
    },
  },
  {
    name: 'partner',
    endpoint: 'submit-partner-form',
    payload: [
      'timestamp',
      'name',
      'email',
      'mobileNumber',
      'category',
      'otherCategory',
      'businessName',
      'whyPartner',
      'howDidYouKnow',
    ],
    label: 'Partner application',
    noun: 'partner application',
    replies: [{ key: 'partner', label: 'Partner' }],
    callTime: false,
    topic: 'form',
    optIn: 'whatsapp.optIn.partner',
    contact: {
      name: ['name'],
      email: 'email',
      phone: 'mobileNumber',
      service: { field: 'category', label: 'Category', other: 'otherCategory' },
      city: null,
    },
  },
  {
    name: 'photographer',
    endpoint: 'submit-photographer-form',
    payload: [
      'timestamp',
      'name',
      'email',
      'mobileNumber',
      'experience',
      'portfolio',
      'city',
      'whyJoin',
      'howDidYouKnow',
    ],
    label: 'Photographer application',
    noun: 'photographer application',
    replies: [{ key: 'photographer', label: 'Photographer' }],
    callTime: false,
    topic: 'form',
    optIn: 'whatsapp.optIn.photographer',
    contact: {
      name: ['name'],
      email: 'email',
      phone: 'mobileNumber',
      service: { field: 'experience', label: 'Experience' },
      city: 'city',
    },
  },
  {
    // A WhatsApp chat (src/worker/chats): the sender's profile name, number (E.164) and first text.
    name: 'whatsapp',
    endpoint: null,
    payload: ['timestamp', 'name', 'phone', 'message'],
    label: 'WhatsApp chat',
    noun: 'WhatsApp chat',
    replies: [{ key: 'whatsapp', label: 'WhatsApp chat' }],
    callTime: false,
    topic: 'none',
    optIn: null,
    contact: { name: ['name'], email: null, phone: 'phone', service: null, city: null },
  },
] as const satisfies readonly [FormRow, ...FormRow[]];
