/** The outbox: at most once, at least once, for every message sent on a lead's behalf (types.ts). */
export type { Handler, Handlers, Job, JobContext, JobSpec, SendResult } from './types';
export {
  enqueue,
  enqueueStatement,
  entriesOf,
  releaseWaiting,
  retryDelayMs,
  GIVE_UP_MS,
  type OutboxEntry,
} from '../data/outbox';
export { runJobs, sweep } from './run';
