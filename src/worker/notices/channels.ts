import type { JobSpec } from '../outbox';

/**
 * Where notices go: one target per channel and recipient, each its own outbox job, so a retry of
 * one recipient never repeats another's message. A channel is on when its recipients are set.
 *   key  '<kind>:<channel>:<lead id | India day>[:<recipient>]'
 */
export type Channel = 'webhook' | 'email' | 'whatsapp';
export type Kind = 'notice' | 'reminder' | 'escalation' | 'follow-up' | 'digest';
export interface Target {
  channel: Channel;
  to?: string;
}

/** The recipients of the channels whose settings parse (notices/settings.ts). */
export interface Recipients {
  NOTIFY_WEBHOOK_URL?: string | undefined;
  NOTIFY_EMAIL_TO?: string[] | undefined;
  NOTIFY_WHATSAPP_TO?: string[] | undefined;
}

export function targets(cfg: Recipients): Target[] {
  return [
    ...(cfg.NOTIFY_WEBHOOK_URL ? [{ channel: 'webhook' as const }] : []),
    ...[...new Set((cfg.NOTIFY_EMAIL_TO ?? []).map((to) => to.toLowerCase()))].map((to) => ({
      channel: 'email' as const,
      to,
    })),
    ...[...new Set((cfg.NOTIFY_WHATSAPP_TO ?? []).map((to) => to.replace(/^\+/, '')))].map((to) => ({
      channel: 'whatsapp' as const,
      to,
    })),
  ];
}

/**
 * For a channel whose settings do not parse: one job for the channel (no recipient) when its
 * recipients are set, so the inbox shows why; once the settings parse, it becomes one job per recipient.
 */
export function roughTargets(env: Record<string, unknown>): Target[] {
  const set = (k: string) => typeof env[k] === 'string' && (env[k] as string).trim() !== '';
  return [
    ...(set('NOTIFY_WEBHOOK_URL') ? [{ channel: 'webhook' as const }] : []),
    ...(set('NOTIFY_EMAIL_TO') ? [{ channel: 'email' as const }] : []),
    ...(set('NOTIFY_WHATSAPP_TO') ? [{ channel: 'whatsapp' as const }] : []),
  ];
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
