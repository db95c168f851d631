import * as z from 'zod/mini';
import {
  ATTRIBUTION_PARAMS,
  CLICK_ID_PARAMS,
  cleanClickId,
  cleanLandingPage,
  cleanUtm,
  referrerOrigin,
  type AttributionParam,
} from './params';

/**
 * THE attribution schema (docs/decisions/0020-attribution-captured-in-the-worker.md), used wherever
 * attribution enters the worker: the landing URL's capture, the attribution cookies read back at
 * submit time, and the lead's queue message read by the consumer. Each is input: parsing re-applies
 * the allow-list, caps and format checks, so a tampered cookie or message can never carry more than a capture could.
 */
export type Touch = { [K in AttributionParam]: string | null } & {
  /** Path and query of the page the touch landed on. */
  landingPage: string;
  /** Origin of the external referrer, or null. */
  referrer: string | null;
  /** When the touch happened (ISO 8601, UTC). */
  at: string;
};

export interface Attribution {
  first: Touch | null;
  last: Touch | null;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const cleaned = (clean: (s: string) => string) =>
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v) => (v ? clean(v) || null : null)),
  );
const isClickId = (p: string) => (CLICK_ID_PARAMS as readonly string[]).includes(p);

export const touchSchema: z.ZodMiniType<Touch> = z.object({
  ...(Object.fromEntries(ATTRIBUTION_PARAMS.map((p) => [p, cleaned(isClickId(p) ? cleanClickId : cleanUtm)])) as Record<
    AttributionParam,
    ReturnType<typeof cleaned>
  >),
  landingPage: z.pipe(z.string(), z.transform(cleanLandingPage)),
  referrer: cleaned(referrerOrigin),
  at: z.string().check(z.regex(ISO)),
}) as unknown as z.ZodMiniType<Touch>;

/** A touch from untrusted input, or null when it is not one. */
export function parseTouch(input: unknown): Touch | null {
  const r = z.safeParse(touchSchema, input);
  return r.success ? r.data : null;
}

/** True when a touch carries campaign or click parameters (only such a visit replaces the last touch). */
export const isCampaignTouch = (t: Touch) => ATTRIBUTION_PARAMS.some((p) => t[p] !== null);
