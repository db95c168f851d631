import * as z from 'zod/mini';
import { touchSchema, type Attribution } from '../../shared/attribution/schema';
import type { ConsentState } from '../../shared/attribution/consent';
import { LEAD_FIELDS, type LeadEndpoint } from '../../shared/vocabulary/forms';
import { LOCALES, type Locale } from '../../shared/i18n/locales';

/**
 * A lead on its way through the worker: the queue message, the D1 rows' content, the relay's
 * input. The bottom of src/worker/leads: every other module of leads (and the inbox, notices and
 * conversions above it) imports from here, and this imports nothing of theirs.
 * `payload` holds exactly the JSON fields of docs/product.md#lead-payloads for its endpoint: its
 * form's row (src/shared/vocabulary/form-table.ts), LEAD_FIELDS by endpoint.
 */
export { FORM_NAMES, LEAD_FIELDS, type LeadEndpoint } from '../../shared/vocabulary/forms';

/**
 * What a lead carries beside its payload JSON, never relayed to the backend: event id, time received,
 * attribution, consent (docs/decisions/0020-attribution-captured-in-the-worker.md), and the
 * submission's page, IP and browser (Meta's Conversions API matches on them; kept with the lead's
 * personal data, erased with it).
 */
export interface LeadMeta {
  eventId: string;
  receivedAt: string;
  attribution: Attribution;
  consent: { state: ConsentState; version: string | null; at: string | null };
  pageUrl?: string | null;
  clientIp?: string | null;
  userAgent?: string | null;
  /**
   * The language of the page the form was on, and the WhatsApp opt-in with the words ticked
   * (migrations/0014_lead_prefs.sql; api/prefs.ts). Absent: English, no opt-in.
   */
  language?: Locale;
  whatsappOptIn?: boolean;
  optInText?: string | null;
  /** The event date the form asked for, 'YYYY-MM-DD' (migrations/0023_lead_event_dates.sql). Absent: none given. */
  eventDate?: string;
}

export interface LeadMessage {
  id: string;
  endpoint: LeadEndpoint;
  payload: Record<string, string>;
  meta?: LeadMeta;
  /** True when the endpoint already wrote the lead's D1 rows (lead, ledger, contact, pipeline). */
  recorded?: boolean;
  /** True on the message that records a lead the backend took while D1 refused its rows. */
  delivered?: boolean;
  /** How its sender was judged at acceptance (../quality; migrations/0006_lead_quality.sql). */
  quality?: LeadQuality;
}

/** A lead's outcome at acceptance and why; 'released' comes later, from the inbox. */
export interface LeadQuality {
  outcome: 'verified' | 'unverified' | 'spam' | 'unchecked';
  reason: string | null;
}
const OUTCOMES = ['verified', 'unverified', 'spam', 'unchecked'];

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const text = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));
const metaSchema = z.object({
  eventId: z.string().check(z.maxLength(64)),
  receivedAt: z.string().check(z.regex(ISO)),
  attribution: z.object({ first: z.nullable(touchSchema), last: z.nullable(touchSchema) }),
  consent: z.object({
    state: z.enum(['granted', 'denied', 'unset']),
    version: z.nullable(z.string().check(z.maxLength(20))),
    at: z.nullable(z.string().check(z.regex(ISO))),
  }),
  pageUrl: text(500),
  clientIp: text(64),
  userAgent: text(400),
  language: z.optional(z.enum(LOCALES)),
  whatsappOptIn: z.optional(z.boolean()),
  optInText: text(500),
  eventDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});

/** A queue message's `meta`, re-validated (a message is input too); null when absent or malformed. */
export function parseMeta(input: unknown): LeadMeta | null {
  const r = z.safeParse(metaSchema, input);
  return r.success ? (r.data as LeadMeta) : null;
}

const isEndpoint = (v: unknown): v is LeadEndpoint => typeof v === 'string' && Object.hasOwn(LEAD_FIELDS, v);

/**
 * A queue message or stored row as a lead, with the payload cut to exactly the payload fields of its
 * endpoint (a missing one becomes '') and its meta re-validated (dropped when malformed); null
 * when it is not a lead at all.
 */
export function toLead(body: unknown): LeadMessage | null {
  if (!body || typeof body !== 'object') return null;
  const { id, endpoint, payload, meta, recorded, delivered, quality } = body as Record<string, unknown>;
  if (
    typeof id !== 'string' ||
    !id ||
    id.length > 64 ||
    !isEndpoint(endpoint) ||
    !payload ||
    typeof payload !== 'object'
  )
    return null;
  const source = payload as Record<string, unknown>;
  const picked: Record<string, string> = {};
  for (const key of LEAD_FIELDS[endpoint]) picked[key] = typeof source[key] === 'string' ? (source[key] as string) : '';
  const parsed = meta === undefined ? null : parseMeta(meta);
  if (meta !== undefined && !parsed) console.error(`lead ${id}: unreadable attribution, kept without it`);
  return {
    id,
    endpoint,
    payload: picked,
    ...(parsed ? { meta: parsed } : {}),
    ...(recorded === true ? { recorded: true } : {}),
    ...(delivered === true ? { delivered: true } : {}),
    ...(qualityOf(quality) ? { quality: qualityOf(quality)! } : {}),
  };
}

function qualityOf(v: unknown): LeadQuality | null {
  if (!v || typeof v !== 'object') return null;
  const { outcome, reason } = v as Record<string, unknown>;
  if (typeof outcome !== 'string' || !OUTCOMES.includes(outcome)) return null;
  return {
    outcome: outcome as LeadQuality['outcome'],
    reason: typeof reason === 'string' ? reason.slice(0, 200) : null,
  };
}
