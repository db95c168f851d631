import type * as z from 'zod/mini';
import { forgetPushSubscription, pushSubscriptionsOf } from '../../data/push-subscriptions';
import { leadOwner, teamMembers } from '../../data/team';
import { sendPush } from '../../push/send';
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
 * number or an e-mail address (a lock screen is public). A device the service reports gone (404,
 * 410) is deleted; another failure retries the job (a device that had it shows it once: the
 * notification's tag replaces it). Settings: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT,
 * PUSH_SERVICE_ORIGINS (../settings.ts).
 */
type Settings = z.output<typeof CHANNEL_SETTINGS.push.schema>;

export interface PushNotice {
  /** What the service worker shows (src/worker/inbox/push-scripts.ts). */
  title: string;
  body: string;
  url: string;
  /** One notification per lead and kind on a device: a retry or a repeat replaces it. */
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
  async send({ message, settings, ctx }) {
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
    const outcomes = await Promise.all(
      devices.map(async (d) => {
        const r = await sendPush(d, data, vapid, { ttl: 24 * 3600, urgency: 'high' }, settings.PUSH_SERVICE_ORIGINS);
        if (!r.ok && r.gone) await forgetPushSubscription(ctx.db, d.endpoint);
        return r;
      }),
    );
    const sent = outcomes.filter((o) => o.ok).length;
    const gone = outcomes.filter((o) => !o.ok && o.gone).length;
    const failed = outcomes.flatMap((o) => (!o.ok && !o.gone ? [o.error] : []));
    const tally = `${sent} of ${devices.length} device(s)${gone ? `, ${gone} gone and removed` : ''}`;
    if (failed.length) return { ok: false, error: `push: ${tally}; ${failed[0]} (retried)` };
    if (!sent) return { ok: false, error: `push: ${tally}`, skipped: true };
    return { ok: true, response: `pushed to ${tally}` };
  },
};
