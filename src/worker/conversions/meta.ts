import type { Config } from '../config';
import { graphUrl } from '../meta-graph';
import type { Handler, SendResult } from '../outbox';
import { META_LEAD_SQL, metaEvent, type MetaLeadRow } from './meta-event';

/**
 * Meta's Conversions API (issue 21): the outbox kind 'meta'. Channel 'Lead' is the lead; any
 * other channel is the booking event of that name (META_PURCHASE_EVENT, default 'Purchase').
 * Checked at send time, not only when planned: marketing consent still 'granted' (a withdrawal
 * stops what is not sent yet), the contact still there (not erased), the lead still booked.
 * The token goes in the JSON body (never in a URL that could be logged); the answer recorded
 * for the inbox is Meta's, which never echoes it.
 */
export const metaConfigured = (config: Config) => !!(config.META_PIXEL_ID && config.META_CAPI_TOKEN);

/** Meta error codes a retry can cure: throttling, temporary errors, token or permission trouble an operator fixes. */
const RETRYABLE_CODES = new Set([1, 2, 4, 10, 17, 32, 102, 190, 200, 341, 368, 613, 80004]);
const TIMEOUT_MS = 10_000;

interface GraphAnswer {
  events_received?: number;
  messages?: unknown[];
  fbtrace_id?: string;
  error?: { message?: string; code?: number; error_subcode?: number; error_user_msg?: string; fbtrace_id?: string };
}

/** The token never leaves in a recorded answer, even if an error message were to quote it. */
const scrub = (text: string, token: string) => (token ? text.split(token).join('[token]') : text);

export function outcome(status: number, body: GraphAnswer | null, token: string): SendResult {
  if (status >= 200 && status < 300 && body && typeof body.events_received === 'number') {
    return {
      ok: true,
      response: scrub(
        JSON.stringify({
          events_received: body.events_received,
          fbtrace_id: body.fbtrace_id ?? null,
          messages: body.messages ?? [],
        }),
        token,
      ),
    };
  }
  const e = body?.error;
  const detail = e
    ? `${e.error_user_msg || e.message || 'error'} (code ${e.code ?? '?'}${e.error_subcode ? `/${e.error_subcode}` : ''}, fbtrace_id ${e.fbtrace_id ?? '?'})`
    : 'no answer Meta documents';
  const response = scrub(`HTTP ${status}: ${detail}`, token);
  // A 4xx naming bad data cannot get better by retrying; throttling, auth and 5xx can.
  const permanent =
    status >= 400 && status < 500 && status !== 429 && !(e?.code !== undefined && RETRYABLE_CODES.has(e.code));
  return { ok: false, error: response, response, permanent };
}

export const metaHandler: Handler = {
  dedupes: true,
  async send(job, { env, config, db, now }) {
    if (!metaConfigured(config)) return { ok: false, error: 'Meta is not configured', skipped: true };
    const row = job.leadId ? await db.prepare(META_LEAD_SQL).bind(job.leadId).first<MetaLeadRow>() : null;
    if (!row) return { ok: false, error: 'lead not found (erased?)', skipped: true };
    if (row.consent !== 'granted')
      return { ok: false, error: `not sent: marketing consent ${row.consent}`, skipped: true };
    if (row.email === null) return { ok: false, error: 'not sent: the contact was erased', skipped: true };
    const lead = job.channel === 'Lead';
    if (!lead && (row.stage !== 'booked' || row.value === null))
      return {
        ok: false,
        error: `not sent: the lead is ${row.stage ?? 'gone'}${row.value === null ? ' without a value' : ''}`,
        skipped: true,
      };
    const event = await metaEvent(
      row,
      lead ? { name: 'Lead' } : { name: job.channel, booked: true, value: row.value! },
      config.siteUrl,
      now,
    );
    const token = config.META_CAPI_TOKEN!;
    const body = {
      data: [event],
      ...(config.META_TEST_EVENT_CODE ? { test_event_code: config.META_TEST_EVENT_CODE } : {}),
      access_token: token,
    };
    let res: Response;
    try {
      // Env.d.ts secrets and optional vars are on Cloudflare.Env (wrangler types cannot see them).
      const url = graphUrl(env as Cloudflare.Env, `${encodeURIComponent(config.META_PIXEL_ID!)}/events`);
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      // Network error or timeout: the URL (no token in it) and the cause only.
      return {
        ok: false,
        error: scrub(
          `Meta unreachable: ${error instanceof Error ? (error.name === 'TimeoutError' ? `no answer in ${TIMEOUT_MS / 1000} s` : error.message) : String(error)}`,
          token,
        ),
      };
    }
    const answer = (await res.json().catch(() => null)) as GraphAnswer | null;
    return outcome(res.status, answer, token);
  },
};
