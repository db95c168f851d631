import type { LeadMeta } from './ledger';

/**
 * A lead on its way to the backend: the queue message, the D1 row's content, the relay's input.
 * `payload` holds exactly the JSON fields of spec §3 for its endpoint.
 */
export const LEAD_FIELDS = {
  'submit-form': ['timestamp', 'firstName', 'lastName', 'email', 'phone', 'service', 'city', 'message'],
  'submit-partner-form': ['timestamp', 'name', 'email', 'mobileNumber', 'category', 'otherCategory', 'businessName', 'whyPartner', 'howDidYouKnow'],
  'submit-photographer-form': ['timestamp', 'name', 'email', 'mobileNumber', 'experience', 'portfolio', 'city', 'whyJoin', 'howDidYouKnow'],
} as const;

export type LeadEndpoint = keyof typeof LEAD_FIELDS;

export interface LeadMessage {
  id: string;
  endpoint: LeadEndpoint;
  payload: Record<string, string>;
  /** Beside the lead, never relayed: event id, attribution, consent (ledger.ts). toLead drops it. */
  meta?: LeadMeta;
}

const isEndpoint = (v: unknown): v is LeadEndpoint => typeof v === 'string' && Object.hasOwn(LEAD_FIELDS, v);

/**
 * A queue message or stored row as a lead, with the payload cut to exactly the §3 fields of its
 * endpoint (a missing one becomes ''); null when it is not a lead at all.
 */
export function toLead(body: unknown): LeadMessage | null {
  if (!body || typeof body !== 'object') return null;
  const { id, endpoint, payload } = body as Record<string, unknown>;
  if (typeof id !== 'string' || !id || !isEndpoint(endpoint) || !payload || typeof payload !== 'object') return null;
  const source = payload as Record<string, unknown>;
  const picked: Record<string, string> = {};
  for (const key of LEAD_FIELDS[endpoint]) picked[key] = typeof source[key] === 'string' ? (source[key] as string) : '';
  return { id, endpoint, payload: picked };
}
