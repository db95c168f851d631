import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import type { worker } from './harness';
import { until } from './leads';

/** Helpers of the lead-notification tests (docs/sales.md#notices). */
type Harness = ReturnType<typeof worker>;

export const CRON = '*/5 * * * *';
export const cronAt = (server: Harness, at: Date) => server.getWorker().scheduled({ cron: CRON, scheduledTime: at });

/** An India wall-clock time 'YYYY-MM-DDTHH:mm' as an instant. */
export const ist = (wall: string) => new Date(Date.parse(`${wall}:00Z`) - 330 * 60_000);

export interface OutboxRow {
  key: string;
  kind: string;
  channel: string;
  status: string;
  attempts: number;
  last_error: string | null;
  response: string | null;
}

export async function outbox(server: Harness, where = '1 = 1', ...binds: unknown[]): Promise<OutboxRow[]> {
  const env = await server.getWorker().getEnv();
  const { results } = await env.LEADS_DB.prepare(
    `SELECT key, kind, channel, status, attempts, last_error, response FROM outbox WHERE ${where} ORDER BY key`,
  )
    .bind(...binds)
    .all();
  return results as unknown as OutboxRow[];
}

export interface LeadRow {
  id: string;
  form?: string;
  name: string;
  email?: string;
  phone?: string;
  service?: string;
  city?: string;
  receivedAt: string;
  stage?: string;
  source?: string;
  campaign?: string;
  message?: string;
  erased?: boolean;
}

/**
 * A lead's rows written straight into D1 (what the forms would refuse: 5 KB names, markup),
 * with its plan job unless `plan` is false. Run its jobs with a 'run-jobs' queue message.
 */
export async function insertLead(server: Harness, l: LeadRow, plan = true): Promise<void> {
  const env = await server.getWorker().getEnv();
  const db = env.LEADS_DB;
  const now = new Date().toISOString();
  const payload = JSON.stringify({
    timestamp: l.receivedAt,
    firstName: l.name,
    lastName: '',
    email: l.email ?? 'x@example.com',
    phone: l.phone ?? '',
    service: l.service ?? 'wedding',
    city: l.city ?? 'jaipur',
    message: l.message ?? '',
  });
  await db.batch([
    db
      .prepare(
        "INSERT INTO leads (id, endpoint, payload, status, attempts, created_at, updated_at) VALUES (?1, 'submit-form', ?2, 'kept', 0, ?3, ?3)",
      )
      .bind(l.id, payload, now),
    db
      .prepare(
        "INSERT INTO lead_ledger (id, event_id, form, received_at, status, consent, updated_at) VALUES (?1, ?1, ?2, ?3, 'delivered', 'unset', ?4)",
      )
      .bind(l.id, l.form ?? 'callback', l.receivedAt, now),
    db
      .prepare(
        'INSERT INTO lead_pipeline (lead_id, form, received_at, service, city, source, campaign, stage, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)',
      )
      .bind(
        l.id,
        l.form ?? 'callback',
        l.receivedAt,
        l.service ?? 'wedding',
        l.city ?? 'jaipur',
        l.source ?? '(direct)',
        l.campaign ?? '(not set)',
        l.stage ?? 'new',
        now,
      ),
    ...(l.erased
      ? []
      : [
          db
            .prepare('INSERT INTO lead_contacts (lead_id, name, email, phone) VALUES (?1, ?2, ?3, ?4)')
            .bind(l.id, l.name, l.email ?? 'x@example.com', l.phone ?? '919876543210'),
        ]),
    ...(plan
      ? [
          db
            .prepare(
              "INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, due_at, created_at, updated_at) VALUES ('plan:lead:' || ?1, ?1, 'plan', 'lead', 'pending', 0, ?2, ?2, ?2)",
            )
            .bind(l.id, now),
        ]
      : []),
  ]);
}

/** Asks the queue side to run a lead's due jobs now (as the inbox does after a stage change). */
export async function runJobs(server: Harness, leadId: string): Promise<void> {
  const env = await server.getWorker().getEnv();
  await env.LEADS_QUEUE.send({ kind: 'run-jobs', leadId });
}

/**
 * An e-mail the send_email binding took, by the message id it answered (kept in the outbox's
 * response). Wrangler's local binding writes each message as <id>.eml under the build's
 * .wrangler/tmp; the in-process worker (tests/helpers/in-process.ts) keeps them: pass it as `server`.
 */
export async function sentEmail(
  messageId: string,
  server?: { emails: ReadonlyArray<{ messageId: string; raw: string }> },
): Promise<Email> {
  if (server) {
    const mail = server.emails.find((m) => m.messageId === messageId);
    if (!mail) throw new Error(`no e-mail ${messageId}`);
    return PostalMime.parse(mail.raw);
  }
  const name = `${messageId.replace(/^<|>$/g, '')}.eml`;
  const root = 'dist/photo_site/.wrangler/tmp/email';
  let file = '';
  await until(
    async () => {
      if (!existsSync(root)) return false;
      for (const session of readdirSync(root)) {
        const f = join(root, session, 'email', name);
        if (existsSync(f)) file = f;
      }
      return !!file;
    },
    15_000,
    `e-mail ${name}`,
  );
  return PostalMime.parse(readFileSync(file));
}

export const messageIdOf = (row: OutboxRow) => row.response?.match(/\((<[^>]+>)\)/)?.[1] ?? '';
