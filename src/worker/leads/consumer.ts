import type { Config } from '../settings';
import { backendDown, deliver, retryDelay } from './relay';
import { recordLead } from '../data/leads';
import { markDelivered, markFailed, parkLead, waitingLeads } from '../data/relay';
import { toLead, type LeadMessage } from './types';
import { logText } from '../http/log-text';

const isDeadLetterQueue = (name: string) => name.endsWith('-dlq');

/**
 * Lead messages of 'leads' (relay to the backend) and 'leads-dlq' (the retry budget is spent:
 * park in D1 for the cron). On a lead's pass its D1 rows are made sure of first (written at
 * acceptance unless D1 was down then); `onRecorded` (the lead's notices and conversions) then
 * runs beside the relay, so neither waits on the other.
 */
export async function relayLeads(
  queueName: string,
  messages: readonly Message<unknown>[],
  env: Env,
  config: Config,
  onRecorded: (lead: LeadMessage) => Promise<void>,
): Promise<void> {
  const base = config.LEAD_RETRY_BASE_SECONDS;
  const park = isDeadLetterQueue(queueName);
  // On the DLQ a failure is D1 refusing the lead: wait longer, for days (relay.ts, docs/operators.md#reliability).
  const delay = (attempts: number) => retryDelay(attempts, base, park);

  await Promise.all(
    messages.map(async (message) => {
      const lead = toLead(message.body);
      if (!lead) {
        console.error(`dropping a message that is not a lead on queue ${queueName}`);
        message.ack();
        return;
      }
      try {
        // The rows first, unless the endpoint wrote them (D1 was down then). Rows written once are
        // never re-created: a lead erased in the inbox meanwhile stays erased (parking it is a no-op).
        // Parking needs them; the relay does not wait on D1: a lead D1 refuses is still delivered,
        // and recorded later.
        let recorded = lead.recorded === true;
        if (!recorded) {
          try {
            await recordLead(env.LEADS_DB, lead, config.BACKEND_URL ? 'queued' : 'kept');
            recorded = true;
          } catch (error) {
            if (park || !config.BACKEND_URL || lead.delivered) throw error;
            console.error(
              `lead ${lead.id}: not recorded in D1 yet (attempt ${message.attempts}): ` +
                `${error instanceof Error ? error.message : error}`,
            );
          }
        }
        // Spam (../quality) goes no further than D1: no relay, no notice, no conversion.
        if (lead.quality?.outcome === 'spam') {
          if (!recorded) throw new Error('a spam lead not recorded yet');
          message.ack();
          return;
        }
        const jobs = () => (recorded ? onRecorded(lead) : Promise.resolve());
        if (park || !config.BACKEND_URL || lead.delivered) {
          // Retry budget spent, no backend, or delivered before D1 took it: D1 has it now.
          if (park) await parkLead(env.LEADS_DB, lead.id, 'queue retries exhausted');
          if (lead.delivered) await markDelivered(env.LEADS_DB, lead.id);
          await jobs();
          message.ack();
          return;
        }
        const [result] = await Promise.all([deliver(config.BACKEND_URL, lead), jobs()]);
        if (result.ok) {
          if (recorded)
            await markDelivered(env.LEADS_DB, lead.id).catch((error: unknown) =>
              console.error(
                `lead ${lead.id}: delivered, not marked: ${error instanceof Error ? error.message : error}`,
              ),
            );
          // Delivered while D1 refused its rows: a new message records it (the inbox must see every lead).
          else
            await env.LEADS_QUEUE.send({ ...lead, recorded: false, delivered: true }, { contentType: 'json' }).catch(
              () => console.error(`lead ${lead.id}: delivered, its D1 rows not written`),
            );
          message.ack();
          return;
        }
        console.error(logText(result.error));
        message.retry({ delaySeconds: delay(message.attempts) });
      } catch (error) {
        // Not stored: the queue keeps it and retries; past leads-dlq's budget it goes back to 'leads'.
        console.error(
          `lead ${lead.id} not stored (attempt ${message.attempts} on ${queueName}): ` +
            `${error instanceof Error ? error.message : error}`,
        );
        message.retry({ delaySeconds: delay(message.attempts) });
      }
    }),
  );
}

const CRON_BATCH = 50;

/** Cron: re-sends parked leads, oldest first; stops early while the backend is down. */
export async function resendParked(env: Env, config: Config, now: Date): Promise<void> {
  if (!config.BACKEND_URL) return;
  const leads = await waitingLeads(env.LEADS_DB, CRON_BATCH, now);
  let delivered = 0;
  for (const lead of leads) {
    const result = await deliver(config.BACKEND_URL, lead);
    if (result.ok) {
      await markDelivered(env.LEADS_DB, lead.id, true);
      delivered++;
      continue;
    }
    console.error(logText(result.error));
    await markFailed(env.LEADS_DB, lead.id, result.error);
    if (backendDown(result)) break;
  }
  if (leads.length) console.log(`parked leads: ${delivered} of ${leads.length} delivered`);
}
