import type { Config } from '../settings';
import { graphPost, type GraphResult } from '../graph';
import type { Handler, SendResult } from '../outbox';
import { metaLeadRow } from '../data/leads';
import { metaEvent } from './meta-event';

/**
 * Meta's Conversions API (issue 21): the outbox kind 'meta'. Channel 'Lead' is the lead; any
 * other channel is the booking event of that name (META_PURCHASE_EVENT, default 'Purchase').
 * Checked at send time, not only when planned: marketing consent still 'granted' (a withdrawal
 * stops what is not sent yet), the contact still there (not erased), the lead still booked.
 * Sent through the one Graph client (../graph): its timeout, its permanence rule, the token
 * scrubbed from whatever is recorded.
 */
/** Both Meta settings set, and Meta's Graph API origin (graph/settings.ts) well-formed. */
export const metaConfigured = (config: Config) =>
  !!(config.META_PIXEL_ID && config.META_CAPI_TOKEN) && !config.invalid.graph;

/**
 * Meta's answer for the inbox: a 2xx must say how many events it received, else it is not the
 * answer Meta documents and the send is retried. Failures are the Graph client's, as they come.
 */
export function outcome(r: GraphResult): SendResult {
  if (!r.ok) return r;
  const { events_received, fbtrace_id, messages } = r.answer;
  if (typeof events_received !== 'number')
    return { ok: false, error: `HTTP ${r.status}: no answer Meta documents`, permanent: false };
  return {
    ok: true,
    response: JSON.stringify({ events_received, fbtrace_id: fbtrace_id ?? null, messages: messages ?? [] }),
  };
}

export const metaHandler: Handler = {
  dedupes: true,
  async send(job, { env, config, db, now }) {
    if (!metaConfigured(config)) return { ok: false, error: 'Meta is not configured', skipped: true };
    const row = job.leadId ? await metaLeadRow(db, job.leadId) : null;
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
    const body = {
      data: [event],
      ...(config.META_TEST_EVENT_CODE ? { test_event_code: config.META_TEST_EVENT_CODE } : {}),
    };
    // The token in the JSON body (the Conversions API's documented form), never in the URL.
    // Env.d.ts secrets and optional vars are on Cloudflare.Env (wrangler types cannot see them).
    const path = `${encodeURIComponent(config.META_PIXEL_ID!)}/events`;
    return outcome(await graphPost(env as Cloudflare.Env, path, config.META_CAPI_TOKEN!, body, { tokenIn: 'body' }));
  },
};
