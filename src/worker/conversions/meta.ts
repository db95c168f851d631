import type { Config } from '../settings';
import { graphPost, type GraphResult } from '../graph';
import type { Handler, SendResult } from '../outbox';
import { metaLeadRow, type MetaLeadRow } from '../data/lead-rows';
import { isSpam, platformsMayLearn, qualityOf } from '../leads/quality';
import { formatIndiaDateTime } from '../../shared/india-time';
import { metaEvent } from './meta-event';
import { jobEvent, META_WINDOW_MS, TOO_OLD_FOR_META, type StageEvent } from './stages';

/**
 * Meta's Conversions API (docs/decisions/0014-conversions-server-side-with-consent.md): the outbox
 * kind 'meta'. The job's key says what it sends (stages.ts jobEvent): the lead, or a stage
 * (contacted, quoted, booked) under the event name its channel holds. Checked at send time, not
 * only when planned (heldBack): marketing consent still 'granted' (a withdrawal stops what is not
 * sent yet), the contact still there (not erased), not spam, an unverified lead's Lead only once
 * moved past new, the lead still booked for a booking, and the event within Meta's 7-day window.
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

/**
 * Whether an event may go now, and when it happened: null (go) or the reason it is skipped. The
 * rules of docs/marketing.md "Stage events", all checked at send time.
 */
export function heldBack(row: MetaLeadRow, what: 'lead' | StageEvent, now: Date): string | null {
  if (row.consent !== 'granted') return `not sent: marketing consent ${row.consent}`;
  if (row.email === null) return 'not sent: the contact was erased';
  const quality = qualityOf(row.quality);
  if (isSpam(quality)) return 'not sent: spam';
  if (what === 'lead') {
    if (!platformsMayLearn(quality, row.stage ?? 'new'))
      return 'not sent yet: unverified, sent once a person moves the lead past new';
  } else {
    if (!row.moved_at) return `not sent: the lead was never moved to ${what}`;
    if (what === 'booked' && (row.stage !== 'booked' || row.value === null))
      return `not sent: the lead is ${row.stage ?? 'gone'}${row.value === null ? ' without a value' : ''}`;
  }
  const at = what === 'lead' ? row.received_at : row.moved_at!;
  if (now.getTime() - Date.parse(at) > META_WINDOW_MS)
    return `${TOO_OLD_FOR_META} (${what === 'lead' ? 'received' : `moved to ${what}`} ${formatIndiaDateTime(at)})`;
  return null;
}

/** A booked lead's Purchase: its paid proposal (id, total before tax in whole rupees), else the inbox's value. */
export function bookingOf(row: MetaLeadRow): { value: number; eventId?: string } {
  if (row.booking_id && typeof row.booking_subtotal === 'number')
    return { value: Math.floor(row.booking_subtotal / 100), eventId: row.booking_id };
  return { value: row.value! };
}

export const metaHandler: Handler = {
  dedupes: true,
  async send(job, { env, config, db, now }) {
    if (!metaConfigured(config)) return { ok: false, error: 'Meta is not configured', skipped: true };
    const what = jobEvent(job.key);
    const row = job.leadId ? await metaLeadRow(db, job.leadId, what === 'lead' ? null : what) : null;
    if (!row) return { ok: false, error: 'lead not found (erased?)', skipped: true };
    const held = heldBack(row, what, now);
    if (held) return { ok: false, error: held, skipped: true };
    const event = await metaEvent(
      row,
      what === 'lead'
        ? { name: 'Lead' }
        : {
            // The name planned (the channel shown in the inbox), the stage from the key.
            name: job.channel,
            stage: what,
            at: row.moved_at!,
            source: config.SITE_NAME,
            // The booking is the one source (docs/decisions/0050): a paid proposal's total before
            // tax and its id, else the value typed in the inbox.
            ...(what === 'booked' ? bookingOf(row) : {}),
          },
      config.siteUrl,
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
