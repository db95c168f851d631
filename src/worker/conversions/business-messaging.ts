import { CURRENCY } from '../../shared/vocabulary/money';
import type { Config } from '../settings';
import { graphPost } from '../graph';
import type { Handler } from '../outbox';
import { AD_CLICK_PLAN, type QueuePlugin } from '../queue/plugin';
import { chatEventRow, type ChatEventRow } from '../data/chat-events';
import { platformsMayLearn, qualityOf } from '../leads/quality';
import { outcome } from './meta';

/**
 * Meta's Conversions API for Business Messaging (docs/marketing.md "Chat leads"): a chat lead
 * that began from a Click-to-WhatsApp ad (it carries the ad's ctwa_clid) is reported to the
 * dataset tied to the WhatsApp Business Account as `action_source: business_messaging`,
 * `messaging_channel: whatsapp`, with `user_data.whatsapp_business_account_id` and
 * `user_data.ctwa_clid` and nothing else of the person (no hashed e-mail or phone). Business
 * Messaging accepts only a short list of event names (LeadSubmitted, Purchase, …; a custom name
 * is refused), so the lead is LeadSubmitted and the booking Purchase, each within 7 days of the
 * click as Meta requires (older ones are skipped, not retried).
 *
 * Consent: the person started the chat by tapping Meta's own ad inside Meta's app, and the
 * ctwa_clid is Meta's id for that tap; the site set no cookie and asked nothing, so there is no
 * site consent to follow. The event tells Meta only that its own click became a lead (or a
 * booking). A marketing-consent withdrawal recorded on the lead (ledger 'withdrawn' or 'denied')
 * stops it, as it stops a form lead's events; spam and unverified leads follow platformsMayLearn.
 * A chat lead from a tracked tap has no ctwa_clid: it follows the tap's consent through the
 * Conversions API's website events (./plan.ts), like a form lead from that click.
 */
export const BM_LEAD_EVENT = 'LeadSubmitted';
export const BM_BOOKED_EVENT = 'Purchase';
/** Meta attributes Business Messaging events only within 7 days of the ad click. */
const WINDOW_MS = 7 * 24 * 3600_000;

/**
 * Dataset, token and the WhatsApp Business Account id set, and the Graph origin well-formed. The
 * dataset is WHATSAPP_DATASET_ID alone, never the site's pixel: Meta takes business messaging
 * events on the dataset attached to the WhatsApp Business Account (its Dataset API names it), which
 * the pixel is only when someone linked the two (docs/decisions/0044-one-event-id-end-to-end.md).
 */
export const bmConfigured = (config: Config) =>
  !!(config.WHATSAPP_DATASET_ID && config.META_CAPI_TOKEN && config.WHATSAPP_BUSINESS_ACCOUNT_ID) &&
  !config.invalid.graph &&
  !config.invalid.chats &&
  !config.invalid.conversions;

const job = (id: string, event: string) => ({
  key: `meta-bm:${event}:${id}`,
  leadId: id,
  kind: 'meta-bm',
  channel: event,
});

export const planChatLead: NonNullable<QueuePlugin['planLead']> = async (lead, { config, db }) => {
  if (lead.form !== 'whatsapp' || !bmConfigured(config)) return [];
  const row = await chatEventRow(db, lead.id);
  return row?.ctwa_clid ? [job(lead.id, BM_LEAD_EVENT)] : [];
};

/**
 * A booking: Purchase. An ad click on a chat already open (AD_CLICK_PLAN): LeadSubmitted, once per
 * lead (its key), so a chat that began from a tap or a plain message tells Meta its ad click became
 * a lead; a chat that had a click already has sent it (the newest click goes with the Purchase).
 */
export const planChatStage: NonNullable<QueuePlugin['planStage']> = async (lead, stage, { config, db }) => {
  if ((stage !== 'booked' && stage !== AD_CLICK_PLAN) || lead.form !== 'whatsapp' || !bmConfigured(config)) return [];
  const row = await chatEventRow(db, lead.id);
  if (!row?.ctwa_clid) return [];
  return [job(lead.id, stage === 'booked' ? BM_BOOKED_EVENT : BM_LEAD_EVENT)];
};

/**
 * The event (`data[0]`); event_id stable, so Meta drops a repeat. LeadSubmitted names the click the
 * lead came from (the chat's first, else the first ad click on the open chat) at its time; Purchase
 * names the newest click on the chat (a later ad click re-engaged the person).
 */
export function bmEvent(row: ChatEventRow, event: string, wabaId: string, now: Date): Record<string, unknown> {
  const booked = event !== BM_LEAD_EVENT;
  // The booking is the one source (docs/decisions/0050): a paid proposal's id and total before tax.
  const paid = row.booking_id && typeof row.booking_subtotal === 'number';
  return {
    event_name: event,
    event_time: Math.floor(Date.parse(booked ? (row.stage_at ?? now.toISOString()) : row.clicked_at) / 1000),
    event_id: booked ? (paid ? row.booking_id : `${row.id}-booked`) : row.id,
    action_source: 'business_messaging',
    messaging_channel: 'whatsapp',
    user_data: { whatsapp_business_account_id: wabaId, ctwa_clid: booked ? row.last_ctwa_clid : row.ctwa_clid },
    ...(booked
      ? {
          custom_data: {
            value: paid ? Math.floor(row.booking_subtotal! / 100) : row.value,
            currency: CURRENCY,
          },
        }
      : {}),
  };
}

export const bmHandler: Handler = {
  dedupes: true,
  async send(job, { env, config, db, now }) {
    if (!bmConfigured(config))
      return { ok: false, error: 'Business Messaging events are not configured', skipped: true };
    const row = job.leadId ? await chatEventRow(db, job.leadId) : null;
    if (!row || !row.ctwa_clid) return { ok: false, error: 'chat lead not found (erased?)', skipped: true };
    if (row.erased) return { ok: false, error: 'not sent: the contact was erased', skipped: true };
    const booked = job.channel !== BM_LEAD_EVENT;
    const stage = row.stage ?? 'new';
    if (!platformsMayLearn(qualityOf(row.quality), stage))
      return { ok: false, error: `not sent: lead quality ${qualityOf(row.quality)} at ${stage}`, skipped: true };
    if (row.consent === 'withdrawn' || row.consent === 'denied')
      return { ok: false, error: `not sent: marketing consent ${row.consent}`, skipped: true };
    if (booked && (stage !== 'booked' || row.value === null))
      return { ok: false, error: `not sent: the lead is ${stage}`, skipped: true };
    if (now.getTime() - Date.parse(booked ? row.last_clicked_at : row.clicked_at) > WINDOW_MS)
      return { ok: false, error: 'not sent: more than 7 days after the ad click', skipped: true };
    const body = {
      data: [bmEvent(row, job.channel, config.WHATSAPP_BUSINESS_ACCOUNT_ID!, now)],
      ...(config.META_TEST_EVENT_CODE ? { test_event_code: config.META_TEST_EVENT_CODE } : {}),
    };
    const dataset = config.WHATSAPP_DATASET_ID!;
    return outcome(
      await graphPost(env as Cloudflare.Env, `${encodeURIComponent(dataset)}/events`, config.META_CAPI_TOKEN!, body, {
        tokenIn: 'body',
      }),
    );
  },
};
