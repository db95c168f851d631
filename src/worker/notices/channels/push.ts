import type * as z from 'zod/mini';
import {
  forgetPushSubscription,
  pushDeliveriesOf,
  pushSubscriptionsOf,
  recordPushDeliveries,
  type PushDelivery,
} from '../../data/push-subscriptions';
import { leadOwner, teamMembers } from '../../data/team';
import type { SendResult } from '../../outbox';
import { sendPush, type PushOutcome } from '../../push/send';
import { heading, summary } from '../format';
import { CHANNEL_SETTINGS } from '../settings';
import { waiting, type NoticeChannel, type Subject } from './types';

/**
 * The Web Push channel (docs/sales.md "Notifications on a phone"): the lead's notices on the
 * devices where members turned notifications on in the installed inbox (src/worker/inbox/push.ts).
 * One job per notice ('push' in the outbox, no recipient in the key: the devices are read at send
 * time). Who gets it, by the notice:
 *   an escalation (no first contact at the target)   every member's devices, the owner's too
 *   every other lead notice (a new verified lead, a reassignment, a follow-up, any later kind)
 *                                                      the owner's devices, the team's if it has none
 * The payload names the lead and what they asked for and links to its inbox page; never a phone
 * number or an e-mail address (a lock screen is public). Each device's fate is recorded
 * (push_deliveries, docs/decisions/0043-push-retries-per-device.md): a retry of the job goes only
 * to the devices that have not had it, a 429's Retry-After honoured; a device the service reports
 * gone (404, 410) or refuses for good (400, 403, a key no push can be encrypted to) is deleted; one
 * that refuses this notice (413, 401) never gets it again. The Topic (a hash of the lead id) lets
 * a newer notice of the lead replace one the phone has not fetched yet. Settings:
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, PUSH_SERVICE_ORIGINS (../settings.ts).
 */
type Settings = z.output<typeof CHANNEL_SETTINGS.push.schema>;

export interface PushNotice {
  /** What the service worker shows (src/worker/inbox/push-scripts.ts). */
  title: string;
  body: string;
  url: string;
  /** One notification per lead and kind on a device: a repeat replaces it without ringing again. */
  tag: string;
  /** Who it is for: the whole team, or the lead's owner (the team when it has none). */
  audience: 'team' | 'owner';
  leadId: string;
  /** Set when there is nothing to push (the digest, an unverified lead's notice). */
  skip?: string;
}

const missing = (v: Settings) =>
  (
    [
      ['VAPID_PUBLIC_KEY', v.VAPID_PUBLIC_KEY],
      ['VAPID_PRIVATE_KEY', v.VAPID_PRIVATE_KEY],
      ['VAPID_SUBJECT', v.VAPID_SUBJECT],
    ] as const
  )
    .filter(([, value]) => !value)
    .map(([name]) => name);

/** The notification for a lead's notice (pure; lead text cleaned and capped by format.ts summary). */
export function pushNotice(s: Subject, siteUrl: string): PushNotice {
  if (s.kind === 'digest')
    return { title: '', body: '', url: '', tag: '', audience: 'team', leadId: '', skip: 'no digest by push' };
  const sum = summary(s.lead, siteUrl);
  const escalation = (s.kind === 'escalation' || s.kind === 'reminder') && !s.title;
  return {
    title: heading(s.kind, sum, s.title),
    body: `${sum.name} — ${sum.service}, ${sum.city}`,
    url: sum.inbox,
    tag: `${s.kind}:${s.lead.id}`,
    audience: escalation ? 'team' : 'owner',
    leadId: s.lead.id,
    ...(s.kind === 'notice' && sum.unverified ? { skip: 'unverified lead: no push (the inbox lists it)' } : {}),
  };
}

export const push: NoticeChannel<typeof CHANNEL_SETTINGS.push.schema, PushNotice, 'push'> = {
  name: 'push',
  settings: CHANNEL_SETTINGS.push,
  recipientsSetting: 'VAPID_PUBLIC_KEY',
  // On when the key pair is set; the devices are the members' (read at send time).
  recipients: (v) => (v.VAPID_PUBLIC_KEY ? ['devices'] : []),
  perRecipient: false,
  missing: (v) => missing(v),
  digest: () => false,
  message: pushNotice,
  async send({ message, settings, ctx, job }) {
    if (message.skip) return { ok: false, error: message.skip, skipped: true };
    const unset = missing(settings);
    if (unset.length) return waiting(`Web Push is not fully configured: ${unset.join(', ')} not set`);
    const team = (await teamMembers(ctx.db, ctx.config.INBOX_TEAM ?? [])).map((m) => m.email);
    const owner = message.audience === 'owner' ? await leadOwner(ctx.db, message.leadId) : null;
    const devices = await pushSubscriptionsOf(ctx.db, owner ? [owner.email] : team.length ? team : 'all');
    if (!devices.length) return { ok: false, error: 'no device with notifications turned on', skipped: true };
    const data = { title: message.title, body: message.body, url: message.url, tag: message.tag };
    const vapid = {
      publicKey: settings.VAPID_PUBLIC_KEY,
      privateKey: settings.VAPID_PRIVATE_KEY,
      subject: settings.VAPID_SUBJECT,
    };
    // Only the devices that have not had it (each one's fate: docs/decisions/0043-push-retries-per-device.md).
    const id = await hashed(job, 43);
    const before = new Map((await pushDeliveriesOf(ctx.db, id)).map((d) => [d.endpoint, d]));
    const now = ctx.now.getTime();
    const due = devices.filter((d) => {
      const r = before.get(d.endpoint);
      return !r || (r.status === 'retry' && (!r.notBefore || Date.parse(r.notBefore) <= now));
    });
    const options = { ttl: 24 * 3600, urgency: 'high' as const, topic: await hashed(`lead:${message.leadId}`, 32) };
    const tried = await Promise.all(
      due.map(async (d) => ({
        d,
        r: await sendPush(d, data, vapid, options, settings.PUSH_SERVICE_ORIGINS, now),
      })),
    );
    const removed = tried.filter(({ r }) => !r.ok && (r.verdict === 'gone' || r.verdict === 'refused'));
    for (const { d } of removed) await forgetPushSubscription(ctx.db, d.endpoint);
    const records: PushDelivery[] = tried
      .filter((t) => !removed.includes(t))
      .map(({ d, r }) =>
        r.ok
          ? { endpoint: d.endpoint, status: 'sent', notBefore: null }
          : {
              endpoint: d.endpoint,
              status: r.verdict === 'retry' ? 'retry' : 'failed',
              notBefore: r.retryAfterMs ? new Date(now + r.retryAfterMs).toISOString() : null,
              error: r.error,
            },
      );
    if (records.length) await recordPushDeliveries(ctx.db, id, records, ctx.now);
    return tally(devices, before, tried, records);
  },
};

type Tried = { d: { endpoint: string }; r: PushOutcome };

/** The job's outcome over every device: retried while a device may still take it, else what each did. */
function tally(
  devices: readonly { endpoint: string }[],
  before: ReadonlyMap<string, PushDelivery>,
  tried: readonly Tried[],
  records: readonly PushDelivery[],
): SendResult {
  const now = new Map([...before, ...records.map((r) => [r.endpoint, r] as const)]);
  const count = (status: PushDelivery['status']) =>
    devices.filter((d) => now.get(d.endpoint)?.status === status).length;
  const gone = tried.filter(({ r }) => !r.ok && r.verdict === 'gone').length;
  const refused = tried.filter(({ r }) => !r.ok && r.verdict === 'refused');
  const [sent, failed, retry] = [count('sent'), count('failed'), count('retry')];
  const text = [
    `${sent} of ${devices.length} device(s)`,
    gone ? `${gone} gone and removed` : '',
    refused.length ? `${refused.length} refused for good and removed (${refusal(refused)})` : '',
    failed ? `${failed} refused this notice (not sent again)` : '',
  ]
    .filter(Boolean)
    .join(', ');
  if (retry) {
    const why = tried.find(({ r }) => !r.ok && r.verdict === 'retry')?.r;
    const reason = why && !why.ok ? why.error : 'a device asked to wait (Retry-After)';
    return { ok: false, error: `push: ${text}; ${reason} (retried for that device only)` };
  }
  if (sent) return { ok: true, response: `pushed to ${text}` };
  if (failed) return { ok: false, error: `push: ${text}`, permanent: true };
  return { ok: false, error: `push: ${text}`, skipped: true };
}

const refusal = (t: readonly Tried[]) => [...new Set(t.map(({ r }) => (r.ok ? '' : r.error)))].join('; ');

/** SHA-256 of `text`, base64url, its first `length` characters (a topic: RFC 8030 section 5.4 allows 32). */
async function hashed(text: string, length: number): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...hash))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
    .slice(0, length);
}
