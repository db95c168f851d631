/**
 * The lead relay (spec §7, issue 8):
 *   endpoint → acceptLead() → queue 'leads' → queue() POSTs to the backend, retrying with
 *   growing delays → after max_retries the DLQ 'leads-dlq' → queue() parks the lead in D1 →
 *   scheduled() (cron) re-sends parked leads until the backend takes them.
 * With no BACKEND_URL, accepted leads are kept in D1 (status 'kept') and stay there.
 */
export { acceptLead } from './accept';
export { queue, scheduled } from './consumer';
