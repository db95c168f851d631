/**
 * The leads core (docs/product.md#lead-endpoints), bottom to top:
 *   types.ts    the lead, its meta, the payload fields (imports nothing of leads)
 *   contact.ts  the person behind a lead, normalised; hash.ts the hashes ad platforms take
 *   ledger.ts   the lead ledger's rows as `npm run leads -- --json` prints them (pure, Node)
 *   consent.ts  the `leads` cookie and a withdrawal of marketing consent
 *   accept.ts   endpoint → claim + rows (../data/leads.ts) → queue 'leads'
 *   relay.ts, consumer.ts  queue → backend, retries → 'leads-dlq' → D1 → cron re-send
 * Their SQL is ../data/'s (the tables' one module). Above them (each importing downward only):
 * inbox/, notices/, conversions/, wired in ../queue/index.ts.
 */
export { acceptLead, type Acceptance } from './accept';
export { relayLeads, resendParked } from './consumer';
