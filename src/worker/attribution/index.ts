/**
 * Ad attribution and consent (docs/decisions/0020-attribution-captured-in-the-worker.md):
 *   capture.ts  — every page landing: first / last touch into cookies whose lifetime consent decides
 *   cookies.ts  — the attribution and consent cookies, read back through the shared schema
 *   routes.tsx  — POST /consent (the choice, with or without JavaScript), GET /privacy-choices
 *   lead.ts     — what a submitted lead carries beside its payload JSON (event id, attribution, consent)
 * Shared with the client: src/shared/attribution (parameters, schema, consent notice and form).
 */
export { captureAttribution } from './capture';
export { consent } from './routes';
