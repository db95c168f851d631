import * as z from 'zod/mini';
import { VIEWS } from '../data/inbox';
import { FORMS } from '../../shared/vocabulary/forms';
import { CANCELLED_REASON, STAGES } from '../../shared/vocabulary/stages';
import { LOCALES } from '../../shared/i18n/locales';
import { AMOUNT_MESSAGE, parseAmount, formatNumber } from '../../shared/vocabulary/money';

/**
 * The inbox's inputs, one zod/mini schema per form. Every value is input (a crafted request can
 * send anything): unknown choices are refused with a message the page shows; text is capped;
 * nothing here is ever put into SQL except as a bound parameter.
 */
export const LOST_REASONS = [
  'Price',
  'Date not available',
  'Chose another photographer',
  'No response',
  'Not a real enquiry',
  CANCELLED_REASON,
  'Other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const NOTE_MAX = 2000;
const LEAD_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
export const PAGE_SIZE = 25;
/** Pages past this are refused: narrow the filters instead (OFFSET stays bounded). */
export const MAX_PAGE = 400;

const trimmed = (max: number, message: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)),
    z.string().check(z.maxLength(max, message)),
  );
/** The longest search text the list and its CSV use. */
export const SEARCH_MAX = 254;
const orEmpty = <T extends z.core.SomeType>(schema: T) => z._default(z.optional(schema), '' as never);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  orEmpty(
    z
      .string()
      .check(
        z.refine(
          (v) => v === '' || (DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
          `${label}: enter a date like 2026-11-25`,
        ),
      ),
  );

/** The list's filters (a GET form). */
export const filterSchema = z.object({
  stage: orEmpty(z.enum(['', ...STAGES], { error: 'Unknown status: choose one from the list' })),
  form: orEmpty(z.enum(['', ...FORMS], { error: 'Unknown form: choose one from the list' })),
  service: orEmpty(trimmed(100, 'Service: at most 100 characters')),
  city: orEmpty(trimmed(100, 'City: at most 100 characters')),
  source: orEmpty(trimmed(100, 'Source: at most 100 characters')),
  campaign: orEmpty(trimmed(100, 'Campaign: at most 100 characters')),
  from: day('From'),
  to: day('To'),
  // Any length is searched (data/contains.ts): past SEARCH_MAX characters, the rest is left off
  // (nothing kept is longer: an e-mail address is at most 254), never refused.
  q: orEmpty(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? v.trim().slice(0, SEARCH_MAX) : v)),
      z.string(),
    ),
  ),
  // '' every lead but spam; 'spam' the Spam view; 'unverified' only those (docs/sales.md#verified-unverified-spam).
  quality: orEmpty(z.enum(['', 'spam', 'unverified'], { error: 'Unknown view: choose one from the list' })),
  // The queue's tab (docs/sales.md "The queue"); '' is Due now, or All when a filter is set.
  view: orEmpty(z.enum(['', ...VIEWS], { error: 'Unknown tab: choose one from the list' })),
  // The lead's language (docs/sales.md "Language and WhatsApp opt-in").
  language: orEmpty(z.enum(['', ...LOCALES], { error: 'Unknown language: choose one from the list' })),
  // An owner's e-mail, or '-' for the unassigned leads.
  owner: orEmpty(trimmed(254, 'Owner: at most 254 characters')),
  page: z._default(
    z.pipe(
      z.transform((v: unknown) => (v === '' ? '1' : v)),
      z.pipe(
        z.string().check(z.regex(/^\d{1,4}$/, 'Page: a whole number')),
        z.pipe(
          z.transform(Number),
          z
            .number()
            .check(z.minimum(1, 'Page: from 1'), z.maximum(MAX_PAGE, `Page: at most ${MAX_PAGE}; narrow the filters`)),
        ),
      ),
    ),
    1,
  ),
});
export type Filters = z.infer<typeof filterSchema>;

const stageOf = z.enum(STAGES, { error: 'Unknown status: choose one from the list' });
/** Whole rupees, as typed on a phone ("2.5L", "1,50,000", "₹ 45000": src/shared/vocabulary/money.ts). */
export const amountField = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v : '')),
  z.pipe(
    z.string().check(z.refine((v) => parseAmount(v).ok, AMOUNT_MESSAGE)),
    z.transform((v: string) => (parseAmount(v) as { value: number }).value),
  ),
);
/** The same, or null when left empty (a quote may be saved without its amount, and keeps the one it had). */
export const optionalAmountField = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : '')),
  z.pipe(
    z.string().check(z.refine((v) => v === '' || parseAmount(v).ok, AMOUNT_MESSAGE)),
    z.transform((v: string): number | null => (v === '' ? null : (parseAmount(v) as { value: number }).value)),
  ),
);

/** A stage change (the lead page's status form). `from` is the stage the page showed. */
export const stageSchema = z.discriminatedUnion(
  'stage',
  [
    z.object({ stage: z.literal('booked'), from: stageOf, value: amountField }),
    z.object({ stage: z.literal('quoted'), from: stageOf, value: optionalAmountField }),
    z.object({
      stage: z.literal('lost'),
      from: stageOf,
      reason: z.enum(LOST_REASONS, { error: 'Reason: choose one from the list' }),
    }),
    z.object({ stage: z.enum(['new', 'contacted']), from: stageOf }),
  ],
  { error: 'Unknown status: choose one from the list' },
);
export type StageInput = z.infer<typeof stageSchema>;

export const noteSchema = z.object({
  body: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : '')),
    z
      .string()
      .check(
        z.minLength(1, 'Note: write something first'),
        z.maxLength(NOTE_MAX, `Note: at most ${formatNumber(NOTE_MAX)} characters`),
      ),
  ),
});

/** Stages a bulk change can set: booked needs each lead's own value (the lead page). */
export const BULK_STAGES = ['new', 'contacted', 'quoted', 'lost'] as const;
export const BULK_MAX = 100;

/** A bulk action (inbox/list/routes.tsx) on the leads ticked in the list (`id`, many). */
export const bulkSchema = z.object({
  ids: z
    .array(z.string().check(z.regex(LEAD_ID_PATTERN, 'Unknown lead')))
    .check(z.minLength(1, 'Tick at least one lead first'), z.maxLength(BULK_MAX, `At most ${BULK_MAX} leads at once`)),
  action: z.enum(['assign', 'stage'], { error: 'Choose Assign or Change status' }),
  owner: orEmpty(trimmed(254, 'Owner: at most 254 characters')),
  stage: orEmpty(
    z.enum(['', ...BULK_STAGES], {
      error: 'Status: choose one from the list (booked: on the lead page, with its value)',
    }),
  ),
  reason: orEmpty(z.enum(['', ...LOST_REASONS], { error: 'Reason: choose one from the list' })),
});
export type BulkInput = z.infer<typeof bulkSchema>;

/** Data rights: the person to look up, by e-mail or phone. */
export const personSchema = z.object({
  q: z._default(z.optional(trimmed(254, 'Enter an e-mail address or a phone number (at most 254 characters)')), ''),
});

const LEAD_ID = LEAD_ID_PATTERN;
export const isLeadId = (v: string) => LEAD_ID.test(v);

/** Erasure: the person, the leads the confirm page listed, and the confirmation. */
export const eraseSchema = z.object({
  q: trimmed(254, 'Enter an e-mail address or a phone number'),
  ids: z.pipe(
    z.transform((v: unknown) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    ),
    z
      .array(z.string().check(z.regex(LEAD_ID, 'Unknown lead')))
      .check(z.minLength(1, 'Nothing to erase'), z.maxLength(200, 'Too many leads at once')),
  ),
  confirm: z.optional(z.literal('yes', { error: 'Confirm the erasure' })),
});

/** The reports' period (?days=): 30 (the default) or 90; null for anything else. */
export const reportDays = (v: string | undefined): 30 | 90 | null =>
  v === undefined || v === '' || v === '30' ? 30 : v === '90' ? 90 : null;

/** The first issue's message, for the page. */
export function firstMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** A GET query or POST form as a plain object of its first values. */
export function fields(entries: Iterable<[string, string | File]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of entries) if (typeof v === 'string' && !(k in out)) out[k] = v;
  return out;
}
