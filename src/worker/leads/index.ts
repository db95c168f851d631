/**
 * The leads core (spec §7, issues 8, 15, 22), bottom to top:
 *   types.ts    the lead, its meta, the §3 fields (imports nothing of leads)
 *   schema.ts   the D1 migrations, run once per isolate locally
 *   contact.ts  the person behind a lead, normalised
 *   store.ts    the relay's table (`leads`); ledger.ts the ledger, delivery
 *   record.ts   every row of an accepted lead in one batch, with the idempotency claim
 *   accept.ts   endpoint → claim + rows → queue 'leads'
 *   relay.ts, consumer.ts  queue → backend, retries → 'leads-dlq' → D1 → cron re-send
 * Above it (each importing downward only): inbox/, notices/, conversions/, wired in ../background.ts.
 */
export { acceptLead, type Acceptance } from './accept';
export { relayLeads, resendParked } from './consumer';
export { pruneKeys } from './record';
