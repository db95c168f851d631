// The stage change path lives with the leads (src/worker/leads/pipeline.ts), so a paid proposal
// books its lead by it too (src/worker/payments/apply.ts); the inbox's routes import it from here.
export * from '../leads/pipeline';
