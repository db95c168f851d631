import type * as z from 'zod/mini';
import type { JobContext, SendResult } from '../../outbox';
import type { SettingsGroup, SettingsSchema } from '../../settings/zod';
import type { Digest } from '../digest';
import type { NoticeKind } from '../format';
import type { NoticeLead } from '../lead';

/**
 * A notice channel (docs/developers.md "Adding a notice channel"): one file in this folder with
 * who it sends to, its message for each kind of notice and its send, over its settings (one entry
 * of ../settings.ts CHANNEL_SETTINGS: the settings layer, which loads no behaviour), registered in
 * ./index.ts under the same name. Everything else reads the registry: the jobs planned and sent
 * (../jobs.ts), the reminders' recipients (../followups.ts), the channels whose waiting jobs are
 * released; the status page and `npm run deploy` read CHANNEL_SETTINGS.
 */

/** What a job tells: a lead's notice (read at send time) or a day's digest. */
export type Subject = { kind: NoticeKind; lead: NoticeLead; title?: string } | { kind: 'digest'; digest: Digest };

export interface Delivery<V, M> {
  /** The notice's kind ('digest' too). */
  kind: NoticeKind | 'digest';
  /** The message, as the channel's `message` made it. */
  message: M;
  /** The outbox job's key (a channel recording what it sent per device keys it by this). */
  job: string;
  /** The job's recipient (a channel without recipients: undefined). */
  to: string | undefined;
  /** The lead's owner (an e-mail address), for an escalation or a follow-up; else null. */
  owner: string | null;
  /** The channel's own settings: they parse (a job whose settings do not never reaches send). */
  settings: V;
  ctx: JobContext;
}

export interface NoticeChannel<S extends SettingsSchema = SettingsSchema, M = unknown, N extends string = string> {
  /** The outbox's name for it: job keys are '<kind>:<name>:<subject>[:<recipient>]'. */
  name: N;
  /** Its settings (../settings.ts): on when its recipients are set; a malformed one turns this channel alone off. */
  settings: SettingsGroup<S>;
  /**
   * The setting naming its recipients: set while the settings are malformed, the channel still
   * gets one job (no recipient) that waits, showing why, until they parse.
   */
  recipientsSetting: keyof z.output<S> & string;
  /** Who it sends to, normalised (repeats dropped by the caller); [] when off. */
  recipients(settings: z.output<S>): string[];
  /** One job per recipient (the key ends with it), or one job for the channel (a webhook: one URL). */
  perRecipient: boolean;
  /** The lead's owner (an e-mail address) also receives its escalations and follow-ups here. */
  ownerRecipient?: boolean;
  /** Why it cannot send now because of another concern's settings (malformed), else null. */
  problem?(env: object): string | null;
  /** The settings a job of this kind still needs (their names): its jobs wait until they are set. */
  missing?(settings: z.output<S>, kind: NoticeKind | 'digest'): string[];
  /** Whether it sends the daily digest with these settings (default: yes). */
  digest?(settings: z.output<S>): boolean;
  /** The message for a notice or a digest (pure: every lead text made inert in the channel's format). */
  message(subject: Subject, siteUrl: string): M;
  /** Sends one message; says why not, in words the inbox shows (never a secret). */
  send(delivery: Delivery<z.output<S>, M>): Promise<SendResult>;
}

/** A channel of any settings and message (the registry's element type). */
export type AnyNoticeChannel = NoticeChannel<SettingsSchema, unknown>;

/** A job that waits for its channel's settings: not an attempt, never given up (outbox/types.ts). */
export const waiting = (error: string): SendResult => ({ ok: false, error, waiting: true });
