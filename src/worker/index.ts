import { app } from './app';
import { queue, scheduled } from './leads';

/** Worker entry: pages and API (fetch), lead relay (queue), parked-lead re-send (cron). */
export default {
  fetch: app.fetch,
  queue,
  scheduled,
} satisfies ExportedHandler<Env>;
