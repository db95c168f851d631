import { FORM_TABLE, type FormRow } from './form-table';

/**
 * The lead forms (leads.form) and all that follows from their table (./form-table.ts, a row per
 * form): their names, `label` where a form stands alone (the inbox's lists and filters: 'Callback'),
 * `noun` inside a sentence (notices: 'New callback request'), their endpoints' paths and each lead
 * endpoint's payload fields. A new form is a row there (docs/developers.md#adding-a-lead-form).
 */
type Row = (typeof FORM_TABLE)[number];
type Names<T> = { readonly [K in keyof T]: T[K] extends { name: infer N } ? N : never };

export type Form = Row['name'];
/** The forms a visitor posts (a row with an endpoint). */
export type PostedForm = Extract<Row, { endpoint: string }>['name'];
/**
 * What a lead is keyed by in a queue message and leads.endpoint: its form's endpoint, or the
 * form's name for a form without one ('whatsapp').
 */
export type LeadEndpoint = Extract<Row, { endpoint: string }>['endpoint'] | Extract<Row, { endpoint: null }>['name'];

/** The forms that are their own topic (a row's `topic: 'form'`): their words are the catalogue's, by name. */
export type TopicForm = Extract<Row, { topic: 'form' }>['name'];

/** The forms with a WhatsApp opt-in (a row's `optIn`), and a form's opt-in key. */
export type OptInForm = Extract<Row, { optIn: string }>['name'];
export type OptInKey<F extends OptInForm = OptInForm> = Extract<Row, { name: F }>['optIn'];

export const FORMS = FORM_TABLE.map((f) => f.name) as unknown as Names<typeof FORM_TABLE>;
const ROWS: readonly FormRow[] = FORM_TABLE;

/** A row's lead key: its endpoint, else its name. */
export const leadEndpointOf = (row: FormRow): LeadEndpoint => (row.endpoint ?? row.name) as LeadEndpoint;

/** The rows of the forms a visitor posts, with their endpoints. */
export const POSTED_FORMS = ROWS.filter((r): r is FormRow & { endpoint: string } => r.endpoint !== null);

/** A form's row by its name; undefined for an unknown value. */
export const formRow = (form: string): FormRow | undefined => ROWS.find((r) => r.name === form);
/** A form's opt-in key (its row's `optIn`, a key of the catalogue's); null for none or an unknown form. */
export const optInKey = (form: string): OptInKey | null => (formRow(form)?.optIn ?? null) as OptInKey | null;
/** The form a lead endpoint belongs to. */
export const rowOfEndpoint = (endpoint: string): FormRow | undefined =>
  ROWS.find((r) => leadEndpointOf(r) === endpoint);

/** Each lead endpoint's payload fields, in their order (docs/product.md#lead-payloads). */
export const LEAD_FIELDS = Object.fromEntries(ROWS.map((r) => [leadEndpointOf(r), r.payload])) as Record<
  LeadEndpoint,
  readonly string[]
>;
/** Each lead endpoint's form name (leads.form). */
export const FORM_NAMES = Object.fromEntries(ROWS.map((r) => [leadEndpointOf(r), r.name])) as Record<
  LeadEndpoint,
  Form
>;
/** The paths the forms post to: '/api/submit-form', … (the islands' own list: src/shared/forms/submit.ts). */
export const FORM_PATHS: readonly string[] = POSTED_FORMS.map((r) => `/api/${r.endpoint}`);

export const FORM_LABELS = Object.fromEntries(ROWS.map((r) => [r.name, r.label])) as Record<Form, string>;

/** 'callback' → 'Callback'; an unknown value as stored. */
export const formLabel = (form: string): string => formRow(form)?.label ?? form;
/** 'callback' → 'callback request'; an unknown value as stored. */
export const formNoun = (form: string): string => formRow(form)?.noun ?? form;
