import { getConfig, type Config } from '../config';
import { backendDown, deliver, retryDelay } from './relay';
import { recordLedger } from './ledger';
import { markDelivered, markFailed, storeLead, waitingLeads } from './store';
import { toLead } from './types';

const isDeadLetterQueue = (name: string) => name.endsWith('-dlq');

/** Queue consumer of 'leads' (relay to the backend) and 'leads-dlq' (park in D1 for the cron). */
export async function queue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  let config: Config;
  try {
    config = getConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    batch.retryAll({ delaySeconds: 60 });
    return;
  }
  const base = config.LEAD_RETRY_BASE_SECONDS;
  const park = isDeadLetterQueue(batch.queue);
  // On the DLQ a failure is D1 refusing the lead: wait longer, for days (relay.ts, README "Reliability").
  const delay = (attempts: number) => retryDelay(attempts, base, park);

  await Promise.all(
    batch.messages.map(async (message) => {
      const lead = toLead(message.body);
      if (!lead) {
        console.error(`dropping a message that is not a lead on queue ${batch.queue}`);
        message.ack();
        return;
      }
      try {
        // Ledger (issue 15): the row appears on the lead's first pass; delivery moves it on.
        await recordLedger(env.LEADS_DB, message.body, 'waiting');
        if (park || !config.BACKEND_URL) {
          // Retry budget spent (or no backend): park it in D1 for the cron.
          await storeLead(env.LEADS_DB, lead, config.BACKEND_URL ? 'pending' : 'kept', park ? 'queue retries exhausted' : null);
          message.ack();
          return;
        }
        const result = await deliver(config.BACKEND_URL, lead);
        if (result.ok) {
          await recordLedger(env.LEADS_DB, message.body, 'delivered');
          message.ack();
          return;
        }
        console.error(result.error);
        message.retry({ delaySeconds: delay(message.attempts) });
      } catch (error) {
        // Not stored: the queue keeps it and retries; past leads-dlq's budget it goes back to 'leads'.
        console.error(`lead ${lead.id} not stored (attempt ${message.attempts} on ${batch.queue}): ${error instanceof Error ? error.message : error}`);
        message.retry({ delaySeconds: delay(message.attempts) });
      }
    }),
  );
}

const CRON_BATCH = 50;

/** Cron: re-sends parked leads, oldest first; stops early while the backend is down. */
export async function scheduled(_controller: ScheduledController, env: Env): Promise<void> {
  const config = getConfig(env);
  if (!config.BACKEND_URL) return;
  const leads = await waitingLeads(env.LEADS_DB, CRON_BATCH);
  let delivered = 0;
  for (const lead of leads) {
    const result = await deliver(config.BACKEND_URL, lead);
    if (result.ok) {
      await markDelivered(env.LEADS_DB, lead.id);
      delivered++;
      continue;
    }
    console.error(result.error);
    await markFailed(env.LEADS_DB, lead.id, result.error);
    if (backendDown(result)) break;
  }
  if (leads.length) console.log(`parked leads: ${delivered} of ${leads.length} delivered`);
}
