import type { Config } from '../settings';

/**
 * The outbox (docs/decisions/0010-outbox-in-d1.md; table `outbox`, migrations/0003_business.sql): every message the
 * worker sends on the lead's behalf — a notice, a reminder, a digest, a conversion — is a row
 * first, claimed before it is sent (at most once) and retried with backoff until it is sent or
 * given up (at least once). Generic: the kinds and their senders live in notices/ and
 * conversions/, wired together in ../queue/index.ts; its SQL is ../data/outbox.ts.
 */
export interface JobSpec {
  /** Unique per message: '<kind>:<channel>:<subject>'; a second spec with the same key is ignored. */
  key: string;
  leadId: string | null;
  kind: string;
  channel: string;
  /** Not before this time (default: now). */
  notBefore?: Date;
}

export interface Job {
  key: string;
  leadId: string | null;
  kind: string;
  channel: string;
  /** Sends tried so far, this one included. */
  attempts: number;
  createdAt: string;
}

export type SendResult =
  | { ok: true; response?: string }
  /**
   * `permanent`: retrying cannot help (a 4xx naming bad data): failed at once. `skipped`: nothing to
   * send. `waiting`: the sender's settings are malformed or missing: the job waits (status
   * 'waiting', the reason shown, the attempt not counted, never given up) until its concern
   * releases it once they parse (releaseWaiting, from the cron).
   */
  | { ok: false; error: string; response?: string; permanent?: boolean; skipped?: boolean; waiting?: boolean };

export interface JobContext {
  env: Env;
  config: Config;
  db: D1Database;
  /** The clock: the cron's scheduled time, or the queue's now (tests inject it). */
  now: Date;
}

export interface Handler {
  send(job: Job, ctx: JobContext): Promise<SendResult>;
  /**
   * The receiver drops a repeat by itself (Meta's event_id): a send cut short (the worker stopped
   * between claim and record) is tried again. Without it such a send is marked failed, never
   * repeated: at most once wins over at least once.
   */
  dedupes?: boolean;
}

/** Senders by job kind. */
export type Handlers = Record<string, Handler>;
