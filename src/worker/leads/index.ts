/** Lead relay consumers (queue) and the cron re-send: filled in by the lead-capture work. */
export async function queue(batch: MessageBatch<unknown>, _env: Env): Promise<void> {
  for (const message of batch.messages) message.ack();
}

export async function scheduled(_controller: ScheduledController, _env: Env): Promise<void> {}
