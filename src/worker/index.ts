import { app } from './app';
import { queue, scheduled } from './queue';

/** Worker entry: pages, API and the inbox (fetch); the queue side: lead relay, notices, conversions (queue, cron). */
export default {
  fetch: app.fetch,
  queue,
  scheduled,
} satisfies ExportedHandler<Env>;
