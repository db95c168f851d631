import type { JobSpec } from '../outbox';
import type { AnyNoticeChannel } from './channels';

/**
 * Where notices go: one target per channel and recipient, each its own outbox job, so a retry of
 * one recipient never repeats another's message. A channel is on when its recipients are set.
 *   key  '<kind>:<channel>:<lead id | India day>[:<recipient>]'
 */
export type Kind =
  'notice' | 'reminder' | 'escalation' | 'follow-up' | 'call-chosen' | 'call-time' | 'advance' | 'digest';
export interface Target {
  /** The channel's name (./channels/). */
  channel: string;
  to?: string;
}

/** A channel's targets from its settings (they parse): one per recipient, or one for the channel. */
export function targets(channel: AnyNoticeChannel, settings: Parameters<AnyNoticeChannel['recipients']>[0]): Target[] {
  const recipients: string[] = channel.recipients(settings);
  if (!channel.perRecipient) return recipients.length ? [{ channel: channel.name }] : [];
  return [...new Set(recipients)].map((to) => ({ channel: channel.name, to }));
}

/**
 * For a channel whose settings do not parse: one job for the channel (no recipient) when its
 * recipients are set, so the inbox shows why; once the settings parse, it becomes one job per recipient.
 */
export function roughTargets(channel: AnyNoticeChannel, env: Record<string, unknown>): Target[] {
  const v = env[channel.recipientsSetting];
  return typeof v === 'string' && v.trim() !== '' ? [{ channel: channel.name }] : [];
}

export const jobKey = (kind: Kind, t: Target, subject: string) =>
  `${kind}:${t.channel}:${subject}${t.to ? `:${t.to}` : ''}`;

export const spec = (kind: Kind, t: Target, subject: string, leadId: string | null, notBefore?: Date): JobSpec => ({
  key: jobKey(kind, t, subject),
  leadId,
  kind,
  channel: t.channel,
  ...(notBefore ? { notBefore } : {}),
});

/** A job's key read back: its kind, channel, subject and recipient. */
export function parseKey(key: string): { kind: string; channel: string; subject: string; to: string | undefined } {
  const [kind = '', channel = '', subject = '', ...rest] = key.split(':');
  return { kind, channel, subject, to: rest.length ? rest.join(':') : undefined };
}
